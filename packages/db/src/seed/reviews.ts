import { sql } from 'drizzle-orm';
import type { Db } from '../index.ts';
import { answers, questions, reviews } from '../schema/reviews.ts';
import { insertInBatches } from './batch.ts';
import { type Family, type ProductType, TYPE_SPECS } from './product-types.ts';
import { BASE_DATE } from './products.ts';
import { type Random, randomFor } from './random.ts';
import { runOnce } from './run-once.ts';

const RUN = 'reviews-v1';
const DAY_MS = 86_400_000;

type ReviewRow = typeof reviews.$inferInsert;
type QuestionRow = typeof questions.$inferInsert;
type AnswerRow = typeof answers.$inferInsert;

/** A UUID (version 4 layout) drawn from the seeded stream, so every run yields the same ids. */
function seededUuid(rng: Random): string {
  const hex = Array.from({ length: 32 }, () => rng.int(0, 15).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${'89ab'[rng.int(0, 3)]}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const NICKNAMES = [
  'TrailRunnerKate',
  'Marco from Denver',
  'hikingdad',
  'Priya S.',
  'Jonas',
  'weekendscrambler',
  'Aline M.',
  'CascadeCrew',
  'Sam the surveyor',
  'Ines',
  'northshore_nick',
  'Helen W.',
  'Dev P.',
  'alpinestart',
  'Chloé',
  'Tom in Leeds',
  'Mara K.',
  'bogtrotter',
  'Luis R.',
  'quietpeaks',
];

const FIT_TEXT = {
  small: [
    'Runs about half a size small, so order up if you are between sizes.',
    'Snug across the toes; I went up a size and it is right now.',
    'Fits smaller than my other pairs from the brand.',
  ],
  true: [
    'True to size, I took my usual size.',
    'Fit was exactly as expected, no surprises.',
    'Sizing is spot on.',
  ],
  large: [
    'Runs a little big: I could have gone half a size down.',
    'Roomy fit, I wear it with thicker socks to fill it out.',
    'A bit generous in length, fine with a snug lacing.',
  ],
} as const;

const FAMILY_TEXT: Record<Family, { good: string[]; mixed: string[]; bad: string[] }> = {
  footwear: {
    good: [
      'Comfortable straight out of the box, no blisters on a 14 km day.',
      'Grip on wet rock is excellent and my feet stayed dry through a full day of drizzle.',
      'Cushioning holds up well on long descents, my knees noticed the difference.',
      'Warm enough for snowy dog walks at minus ten with wool socks.',
      'Light for the support it gives; ankles felt secure on loose scree.',
    ],
    mixed: [
      'Needed a couple of short walks to break in, fine after that.',
      'Good grip, but they get warm on summer days.',
      'Comfortable, though the laces loosen on long days.',
      'Solid pair, a little heavier than I hoped.',
    ],
    bad: [
      'Rubbed my heel badly even after a week of breaking in.',
      'The sole started to peel at the toe after two months.',
      'Water got in after an hour of wet grass, disappointing for the price.',
    ],
  },
  apparel: {
    good: [
      'Warm without being bulky, I wear it from autumn into spring.',
      'Breathes well on steep climbs and dries quickly.',
      'Kept me dry in a proper downpour; the hood adjusts nicely.',
      'Soft fabric, no itch, and it still looks new after many washes.',
      'Pockets sit above the hip belt, which I really appreciate.',
    ],
    mixed: [
      'Nice fabric, but the sleeves are a touch long.',
      'Warm enough for cold mornings, not for real winter.',
      'Good quality, though the colour is darker than in the photos.',
      'Fine for walks, a little noisy when moving.',
    ],
    bad: [
      'Seams started leaking in the second season.',
      'Pilled after a few washes.',
      'Not as warm as described; I was cold at zero degrees.',
    ],
  },
  bags: {
    good: [
      'Carries well even when full; the hip belt takes the load off my shoulders.',
      'Plenty of pockets and the laptop sleeve fits a 15 inch machine.',
      'Survived a wet week in Scotland with everything inside dry.',
    ],
    mixed: [
      'Good pack, but the side pockets are hard to reach while wearing it.',
      'Comfortable, slightly smaller inside than the volume suggests.',
    ],
    bad: ['A zip pull broke after a month.', 'The back panel gets sweaty quickly.'],
  },
  accessories: {
    good: [
      'Warm and soft, and they have kept their shape.',
      'Exactly what I needed for cold early starts.',
      'Good quality for the price, no complaints.',
    ],
    mixed: ['Decent, but thinner than I expected.', 'Nice colour, the stitching could be neater.'],
    bad: ['Wore through at the heel within weeks.', 'Shrank noticeably in the first wash.'],
  },
};

const TITLES: Record<1 | 2 | 3 | 4 | 5, string[]> = {
  5: ['Love them', 'Best purchase this year', 'Exactly as hoped', 'Worth every penny', 'Great on the trail'],
  4: ['Very good', 'Solid choice', 'Happy with it', 'Does the job well'],
  3: ['Okay', 'Mixed feelings', 'Good, not great', 'Fine for the price'],
  2: ['Disappointed', 'Not for me', 'Expected more'],
  1: ['Would not buy again', 'Fell apart', 'Poor quality'],
};

const QUESTIONS: Record<Family, string[]> = {
  footwear: [
    'Is this suitable for wide feet?',
    'Can these be resoled?',
    'Are they warm enough for winter hiking?',
    'How much do they weigh per pair?',
  ],
  apparel: [
    'Does it pack into its own pocket?',
    'Is the hood helmet compatible?',
    'Can it be tumble dried?',
    'How long is the back compared with the front?',
  ],
  bags: ['Is there a rain cover included?', 'Will it fit as airline cabin baggage?'],
  accessories: ['Are they machine washable?', 'Do they work with touchscreens?'],
};

const STAFF_ANSWERS: Record<Family, string[]> = {
  footwear: [
    'Our fit team says the last is medium width; many customers with wider feet go up half a size.',
    'Yes, any cobbler who works with lugged soles can resole them.',
  ],
  apparel: [
    'Yes, it has a reinforced hood adjuster sized to fit over a climbing helmet.',
    'Tumble dry on low heat: it also refreshes the water-repellent finish.',
  ],
  bags: ['A rain cover is not included, it is sold separately in the accessories range.'],
  accessories: ['Yes, machine wash at 30 degrees and dry flat.'],
};

const SHOPPER_ANSWERS = [
  'I have fairly wide feet and they were fine for me.',
  'I used them through a snowy January without problems.',
  'Mine packs down small enough to live in my daypack.',
  'It fits as cabin baggage on most airlines I have flown.',
  'I washed mine several times and it kept its shape.',
];

/** How many reviews a product gets: some none, most a few, a few many. */
function reviewCount(rng: Random): number {
  const roll = rng.next();
  if (roll < 0.2) return 0;
  if (roll < 0.65) return rng.int(1, 5);
  if (roll < 0.9) return rng.int(6, 20);
  return rng.int(25, 60);
}

function rating(rng: Random, quality: number): 1 | 2 | 3 | 4 | 5 {
  const noise = rng.pick([-2, -1, -1, 0, 0, 0, 0, 1, 1]);
  return Math.max(1, Math.min(5, Math.round(quality + noise))) as 1 | 2 | 3 | 4 | 5;
}

function buildReviews(productId: string, type: ProductType): ReviewRow[] {
  const rng = randomFor('reviews', productId);
  const family = TYPE_SPECS[type].family;
  const sized = family === 'footwear' || family === 'apparel';
  const quality = 3.2 + rng.next() * 1.8;
  const fitBias = rng.pick(['small', 'true', 'true', 'true', 'large'] as const);
  const pool = FAMILY_TEXT[family];
  return Array.from({ length: reviewCount(rng) }, () => {
    const stars = rating(rng, quality);
    const sentences = stars >= 4 ? pool.good : stars === 3 ? pool.mixed : pool.bad;
    const fit = sized ? (rng.chance(0.7) ? fitBias : rng.pick(['small', 'true', 'large'] as const)) : null;
    const text = [
      ...rng.sample(sentences, rng.int(1, 2)),
      ...(fit ? [rng.pick(FIT_TEXT[fit])] : []),
      ...(stars >= 4 && rng.chance(0.3) ? [rng.pick(pool.mixed)] : []),
    ].join(' ');
    return {
      id: seededUuid(rng),
      productId,
      shopperId: null,
      rating: stars,
      title: rng.pick(TITLES[stars]),
      text,
      fit,
      nickname: rng.pick(NICKNAMES),
      photoUrls: [],
      verifiedPurchase: rng.chance(0.7),
      status: 'approved',
      locale: rng.pick(['en-us', 'en-us', 'en-gb', 'en-ca']),
      helpfulYes: rng.int(0, 15),
      helpfulNo: rng.int(0, 3),
      flagsCount: 0,
      createdAt: new Date(BASE_DATE.getTime() - rng.int(1, 300) * DAY_MS - rng.int(0, 86_399) * 1000),
    };
  });
}

function buildQuestions(productId: string, type: ProductType): { q: QuestionRow[]; a: AnswerRow[] } {
  const rng = randomFor('questions', productId);
  const family = TYPE_SPECS[type].family;
  if (!rng.chance(0.35)) return { q: [], a: [] };
  const q: QuestionRow[] = [];
  const a: AnswerRow[] = [];
  for (const text of rng.sample(QUESTIONS[family], rng.int(1, 2))) {
    const asked = BASE_DATE.getTime() - rng.int(5, 200) * DAY_MS;
    const id = seededUuid(rng);
    q.push({
      id,
      productId,
      shopperId: null,
      nickname: rng.pick(NICKNAMES),
      text,
      locale: 'en-us',
      createdAt: new Date(asked),
    });
    if (rng.chance(0.7))
      a.push({
        id: seededUuid(rng),
        questionId: id,
        shopperId: null,
        nickname: 'Ridgeline team',
        text: rng.pick(STAFF_ANSWERS[family]),
        isStaff: true,
        locale: 'en-us',
        helpfulYes: rng.int(0, 9),
        helpfulNo: 0,
        createdAt: new Date(asked + DAY_MS),
      });
    if (rng.chance(0.5))
      a.push({
        id: seededUuid(rng),
        questionId: id,
        shopperId: null,
        nickname: rng.pick(NICKNAMES),
        text: rng.pick(SHOPPER_ANSWERS),
        isStaff: false,
        locale: 'en-us',
        helpfulYes: rng.int(0, 5),
        helpfulNo: rng.int(0, 2),
        createdAt: new Date(asked + 3 * DAY_MS),
      });
  }
  return { q, a };
}

/**
 * Reviews, questions and answers for the demo products (not the large benchmark catalogue), once
 * (seed run 'reviews-v1'), with every product's rating and review count brought in line.
 */
export async function seedReviews(db: Db, demoProductIds: string[], log: (msg: string) => void) {
  return runOnce(db, RUN, async (tx) => {
    const ids = JSON.stringify(demoProductIds);
    const products = (
      (await tx.execute(
        sql`select id, product_type from products where id in (select jsonb_array_elements_text(${ids}::jsonb)) order by id`,
      )) as unknown as { rows: { id: string; product_type: ProductType }[] }
    ).rows;
    const reviewRows = products.flatMap((p) => buildReviews(p.id, p.product_type));
    const qa = products.map((p) => buildQuestions(p.id, p.product_type));
    await insertInBatches(tx, reviews, reviewRows);
    await insertInBatches(
      tx,
      questions,
      qa.flatMap((x) => x.q),
    );
    await insertInBatches(
      tx,
      answers,
      qa.flatMap((x) => x.a),
    );
    await tx.execute(sql`update products p set rating_score = s.average, reviews_count = s.n
      from (select product_id, round(avg(rating)::numeric, 1)::real as average, count(*)::int as n
            from reviews where status = 'approved' group by product_id) s
      where s.product_id = p.id`);
    log(`Seeded ${reviewRows.length} reviews for ${products.length} products.`);
  });
}
