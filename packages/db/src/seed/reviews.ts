import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../index.ts';
import { answers, questions, reviews, reviewTranslations } from '../schema/reviews.ts';
import { insertInBatches } from './batch.ts';
import { type Family, type ProductType, TYPE_SPECS } from './product-types.ts';
import { BASE_DATE } from './products.ts';
import { type Random, randomFor } from './random.ts';
import { runOnce } from './run-once.ts';

const RUN = 'reviews-v1';
const TRANSLATIONS_RUN = 'review-translations-v1';
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

/** A demo review's sentence or title in the three languages: the review is written in one, the others are its translations. */
interface Phrase {
  en: string;
  fr: string;
  de: string;
}
const t = (en: string, fr: string, de: string): Phrase => ({ en, fr, de });

const FIT_TEXT: Record<'small' | 'true' | 'large', Phrase[]> = {
  small: [
    t(
      'Runs about half a size small, so order up if you are between sizes.',
      'Taille environ une demi-pointure petit : prenez au-dessus si vous hésitez entre deux tailles.',
      'Fällt etwa eine halbe Größe kleiner aus, bestellen Sie also größer, wenn Sie zwischen zwei Größen liegen.',
    ),
    t(
      'Snug across the toes; I went up a size and it is right now.',
      'Serré au niveau des orteils ; j’ai pris une taille au-dessus et c’est parfait maintenant.',
      'Eng an den Zehen; ich habe eine Größe größer genommen und jetzt passt es.',
    ),
    t(
      'Fits smaller than my other pairs from the brand.',
      'Taille plus petit que mes autres paires de la marque.',
      'Fällt kleiner aus als meine anderen Paare der Marke.',
    ),
  ],
  true: [
    t(
      'True to size, I took my usual size.',
      'Taille normalement, j’ai pris ma taille habituelle.',
      'Fällt normal aus, ich habe meine übliche Größe genommen.',
    ),
    t(
      'Fit was exactly as expected, no surprises.',
      'La taille est exactement celle attendue, aucune surprise.',
      'Die Passform war genau wie erwartet, keine Überraschungen.',
    ),
    t('Sizing is spot on.', 'La taille est parfaite.', 'Die Größe stimmt genau.'),
  ],
  large: [
    t(
      'Runs a little big: I could have gone half a size down.',
      'Taille un peu grand : j’aurais pu prendre une demi-pointure en dessous.',
      'Fällt etwas groß aus: Ich hätte eine halbe Größe kleiner nehmen können.',
    ),
    t(
      'Roomy fit, I wear it with thicker socks to fill it out.',
      'Coupe ample, je le porte avec des chaussettes plus épaisses pour combler.',
      'Weite Passform, ich trage dickere Socken dazu, damit es besser sitzt.',
    ),
    t(
      'A bit generous in length, fine with a snug lacing.',
      'Un peu long, mais ça va avec un laçage bien serré.',
      'Etwas reichlich in der Länge, mit fester Schnürung aber in Ordnung.',
    ),
  ],
};

const FAMILY_TEXT: Record<Family, { good: Phrase[]; mixed: Phrase[]; bad: Phrase[] }> = {
  footwear: {
    good: [
      t(
        'Comfortable straight out of the box, no blisters on a 14 km day.',
        'Confortables dès la sortie de la boîte, aucune ampoule sur une journée de 14 km.',
        'Direkt aus dem Karton bequem, keine Blasen nach einem Tag mit 14 km.',
      ),
      t(
        'Grip on wet rock is excellent and my feet stayed dry through a full day of drizzle.',
        'L’adhérence sur rocher mouillé est excellente et mes pieds sont restés au sec toute une journée de bruine.',
        'Der Grip auf nassem Fels ist hervorragend und meine Füße blieben einen ganzen Nieseltag lang trocken.',
      ),
      t(
        'Cushioning holds up well on long descents, my knees noticed the difference.',
        'L’amorti tient bien dans les longues descentes, mes genoux ont senti la différence.',
        'Die Dämpfung hält auf langen Abstiegen gut, meine Knie haben den Unterschied gemerkt.',
      ),
      t(
        'Warm enough for snowy dog walks at minus ten with wool socks.',
        'Assez chaudes pour promener le chien dans la neige à moins dix avec des chaussettes en laine.',
        'Warm genug für Hundespaziergänge im Schnee bei minus zehn Grad mit Wollsocken.',
      ),
      t(
        'Light for the support it gives; ankles felt secure on loose scree.',
        'Légères pour le maintien qu’elles offrent ; mes chevilles se sentaient en sécurité dans les éboulis.',
        'Leicht für den Halt, den sie bieten; die Knöchel fühlten sich auf losem Geröll sicher an.',
      ),
    ],
    mixed: [
      t(
        'Needed a couple of short walks to break in, fine after that.',
        'Il a fallu quelques courtes sorties pour les faire, très bien ensuite.',
        'Brauchten ein paar kurze Spaziergänge zum Einlaufen, danach gut.',
      ),
      t(
        'Good grip, but they get warm on summer days.',
        'Bonne adhérence, mais elles tiennent chaud les jours d’été.',
        'Guter Grip, aber an Sommertagen wird es darin warm.',
      ),
      t(
        'Comfortable, though the laces loosen on long days.',
        'Confortables, même si les lacets se desserrent sur les longues journées.',
        'Bequem, allerdings lockern sich die Schnürsenkel an langen Tagen.',
      ),
      t(
        'Solid pair, a little heavier than I hoped.',
        'Paire solide, un peu plus lourde que je l’espérais.',
        'Solides Paar, etwas schwerer als erhofft.',
      ),
    ],
    bad: [
      t(
        'Rubbed my heel badly even after a week of breaking in.',
        'Elles m’ont blessé le talon même après une semaine de rodage.',
        'Haben meine Ferse selbst nach einer Woche Einlaufen stark gescheuert.',
      ),
      t(
        'The sole started to peel at the toe after two months.',
        'La semelle a commencé à se décoller à l’avant au bout de deux mois.',
        'Die Sohle begann sich nach zwei Monaten an der Spitze zu lösen.',
      ),
      t(
        'Water got in after an hour of wet grass, disappointing for the price.',
        'L’eau est entrée après une heure dans l’herbe mouillée, décevant pour le prix.',
        'Nach einer Stunde im nassen Gras kam Wasser hinein, enttäuschend für den Preis.',
      ),
    ],
  },
  apparel: {
    good: [
      t(
        'Warm without being bulky, I wear it from autumn into spring.',
        'Chaud sans être encombrant, je le porte de l’automne au printemps.',
        'Warm, ohne aufzutragen, ich trage es vom Herbst bis in den Frühling.',
      ),
      t(
        'Breathes well on steep climbs and dries quickly.',
        'Respire bien dans les montées raides et sèche vite.',
        'Atmet gut bei steilen Anstiegen und trocknet schnell.',
      ),
      t(
        'Kept me dry in a proper downpour; the hood adjusts nicely.',
        'M’a gardé au sec sous une vraie averse ; la capuche se règle bien.',
        'Hat mich bei einem richtigen Wolkenbruch trocken gehalten; die Kapuze lässt sich gut einstellen.',
      ),
      t(
        'Soft fabric, no itch, and it still looks new after many washes.',
        'Tissu doux, qui ne gratte pas, et encore comme neuf après de nombreux lavages.',
        'Weicher Stoff, kratzt nicht und sieht nach vielen Wäschen noch wie neu aus.',
      ),
      t(
        'Pockets sit above the hip belt, which I really appreciate.',
        'Les poches sont au-dessus de la ceinture du sac, ce que j’apprécie beaucoup.',
        'Die Taschen sitzen über dem Hüftgurt, was ich sehr schätze.',
      ),
    ],
    mixed: [
      t(
        'Nice fabric, but the sleeves are a touch long.',
        'Beau tissu, mais les manches sont un peu longues.',
        'Schöner Stoff, aber die Ärmel sind etwas zu lang.',
      ),
      t(
        'Warm enough for cold mornings, not for real winter.',
        'Assez chaud pour les matins frais, pas pour le vrai hiver.',
        'Warm genug für kalte Morgen, nicht für den echten Winter.',
      ),
      t(
        'Good quality, though the colour is darker than in the photos.',
        'Bonne qualité, même si la couleur est plus foncée que sur les photos.',
        'Gute Qualität, allerdings ist die Farbe dunkler als auf den Fotos.',
      ),
      t(
        'Fine for walks, a little noisy when moving.',
        'Bien pour les balades, un peu bruyant quand on bouge.',
        'Gut für Spaziergänge, beim Bewegen etwas laut.',
      ),
    ],
    bad: [
      t(
        'Seams started leaking in the second season.',
        'Les coutures ont commencé à fuir dès la deuxième saison.',
        'Die Nähte wurden in der zweiten Saison undicht.',
      ),
      t(
        'Pilled after a few washes.',
        'Bouloché après quelques lavages.',
        'Nach ein paar Wäschen voller Knötchen.',
      ),
      t(
        'Not as warm as described; I was cold at zero degrees.',
        'Pas aussi chaud qu’annoncé ; j’avais froid à zéro degré.',
        'Nicht so warm wie beschrieben; bei null Grad war mir kalt.',
      ),
    ],
  },
  bags: {
    good: [
      t(
        'Carries well even when full; the hip belt takes the load off my shoulders.',
        'Se porte bien même plein ; la ceinture soulage mes épaules.',
        'Trägt sich auch voll gepackt gut; der Hüftgurt nimmt die Last von den Schultern.',
      ),
      t(
        'Plenty of pockets and the laptop sleeve fits a 15 inch machine.',
        'Plein de poches et la pochette ordinateur accueille un 15 pouces.',
        'Viele Taschen, und ins Laptopfach passt ein 15-Zoll-Gerät.',
      ),
      t(
        'Survived a wet week in Scotland with everything inside dry.',
        'A survécu à une semaine pluvieuse en Écosse avec tout l’intérieur au sec.',
        'Hat eine verregnete Woche in Schottland überstanden, innen blieb alles trocken.',
      ),
    ],
    mixed: [
      t(
        'Good pack, but the side pockets are hard to reach while wearing it.',
        'Bon sac, mais les poches latérales sont difficiles à atteindre sur le dos.',
        'Guter Rucksack, aber an die Seitentaschen kommt man beim Tragen schwer heran.',
      ),
      t(
        'Comfortable, slightly smaller inside than the volume suggests.',
        'Confortable, un peu plus petit à l’intérieur que ne le laisse penser le volume.',
        'Bequem, innen etwas kleiner, als das Volumen vermuten lässt.',
      ),
    ],
    bad: [
      t(
        'A zip pull broke after a month.',
        'Une tirette de fermeture a cassé au bout d’un mois.',
        'Ein Reißverschlusszipper ist nach einem Monat abgebrochen.',
      ),
      t(
        'The back panel gets sweaty quickly.',
        'Le dos fait vite transpirer.',
        'Am Rückenteil schwitzt man schnell.',
      ),
    ],
  },
  accessories: {
    good: [
      t(
        'Warm and soft, and they have kept their shape.',
        'Chauds et doux, et ils ont gardé leur forme.',
        'Warm und weich, und sie haben ihre Form behalten.',
      ),
      t(
        'Exactly what I needed for cold early starts.',
        'Exactement ce qu’il me fallait pour les départs matinaux dans le froid.',
        'Genau das, was ich für kalte frühe Starts brauchte.',
      ),
      t(
        'Good quality for the price, no complaints.',
        'Bonne qualité pour le prix, rien à redire.',
        'Gute Qualität für den Preis, keine Beanstandungen.',
      ),
    ],
    mixed: [
      t(
        'Decent, but thinner than I expected.',
        'Correct, mais plus fin que prévu.',
        'Ordentlich, aber dünner als erwartet.',
      ),
      t(
        'Nice colour, the stitching could be neater.',
        'Jolie couleur, les coutures pourraient être plus soignées.',
        'Schöne Farbe, die Nähte könnten sauberer sein.',
      ),
    ],
    bad: [
      t(
        'Wore through at the heel within weeks.',
        'Troué au talon en quelques semaines.',
        'Innerhalb weniger Wochen an der Ferse durchgescheuert.',
      ),
      t(
        'Shrank noticeably in the first wash.',
        'A nettement rétréci au premier lavage.',
        'Ist bei der ersten Wäsche deutlich eingelaufen.',
      ),
    ],
  },
};

const TITLES: Record<1 | 2 | 3 | 4 | 5, Phrase[]> = {
  5: [
    t('Love them', 'Je les adore', 'Ich liebe sie'),
    t('Best purchase this year', 'Meilleur achat de l’année', 'Bester Kauf des Jahres'),
    t('Exactly as hoped', 'Exactement comme espéré', 'Genau wie erhofft'),
    t('Worth every penny', 'Vaut chaque centime', 'Jeden Cent wert'),
    t('Great on the trail', 'Super sur les sentiers', 'Top auf dem Trail'),
  ],
  4: [
    t('Very good', 'Très bien', 'Sehr gut'),
    t('Solid choice', 'Un choix sûr', 'Solide Wahl'),
    t('Happy with it', 'Content de mon achat', 'Zufrieden damit'),
    t('Does the job well', 'Fait bien le travail', 'Erfüllt seinen Zweck gut'),
  ],
  3: [
    t('Okay', 'Correct', 'In Ordnung'),
    t('Mixed feelings', 'Avis mitigé', 'Gemischte Gefühle'),
    t('Good, not great', 'Bien, sans plus', 'Gut, aber nicht großartig'),
    t('Fine for the price', 'Correct pour le prix', 'Für den Preis in Ordnung'),
  ],
  2: [
    t('Disappointed', 'Déçu', 'Enttäuscht'),
    t('Not for me', 'Pas pour moi', 'Nichts für mich'),
    t('Expected more', 'Je m’attendais à mieux', 'Hatte mehr erwartet'),
  ],
  1: [
    t('Would not buy again', 'Je ne le rachèterais pas', 'Würde ich nicht wieder kaufen'),
    t('Fell apart', 'Tombé en morceaux', 'Ist auseinandergefallen'),
    t('Poor quality', 'Mauvaise qualité', 'Schlechte Qualität'),
  ],
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

type Language = keyof Phrase;
const LANGUAGES: Language[] = ['en', 'fr', 'de'];

/** A demo review as written (in its locale's language) and its title and text in every language. */
interface DemoReview {
  row: ReviewRow;
  texts: Record<Language, { title: string; text: string }>;
}

function buildReviews(productId: string, type: ProductType): DemoReview[] {
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
    const phrases = [
      ...rng.sample(sentences, rng.int(1, 2)),
      ...(fit ? [rng.pick(FIT_TEXT[fit])] : []),
      ...(stars >= 4 && rng.chance(0.3) ? [rng.pick(pool.mixed)] : []),
    ];
    const id = seededUuid(rng);
    const title = rng.pick(TITLES[stars]);
    const nickname = rng.pick(NICKNAMES);
    const verifiedPurchase = rng.chance(0.7);
    // Written by shoppers of every site: in English, French or German (each with the others as translations).
    const locale = rng.pick(['en-us', 'en-gb', 'fr-fr', 'de-de']);
    const texts = Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        { title: title[language], text: phrases.map((phrase) => phrase[language]).join(' ') },
      ]),
    ) as DemoReview['texts'];
    const written = texts[locale.slice(0, 2) as Language];
    return {
      row: {
        id,
        productId,
        shopperId: null,
        rating: stars,
        title: written.title,
        text: written.text,
        fit,
        nickname,
        photoUrls: [],
        verifiedPurchase,
        status: 'approved',
        locale,
        helpfulYes: rng.int(0, 15),
        helpfulNo: rng.int(0, 3),
        flagsCount: 0,
        createdAt: new Date(BASE_DATE.getTime() - rng.int(1, 300) * DAY_MS - rng.int(0, 86_399) * 1000),
      },
      texts,
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

async function demoProducts(tx: Tx, demoProductIds: string[]) {
  const ids = JSON.stringify(demoProductIds);
  return (
    (await tx.execute(
      sql`select id, product_type from products where id in (select jsonb_array_elements_text(${ids}::jsonb)) order by id`,
    )) as unknown as { rows: { id: string; product_type: ProductType }[] }
  ).rows;
}

/**
 * The demo reviews' translations (decision 092), once (seed run 'review-translations-v1'): each review's title
 * and text in the two languages it was not written in. The reviews are drawn again from the same seeds, so a
 * database seeded before the reviews had translations (all of them in English then) gets them too.
 */
async function seedReviewTranslations(db: Db, demoProductIds: string[], log: (msg: string) => void) {
  return runOnce(db, TRANSLATIONS_RUN, async (tx) => {
    const products = await demoProducts(tx, demoProductIds);
    const built = products.flatMap((p) => buildReviews(p.id, p.product_type));
    const stored = (
      (await tx.execute(
        sql`select id, locale from reviews where id in (select jsonb_array_elements_text(${JSON.stringify(built.map((review) => review.row.id))}::jsonb))`,
      )) as unknown as { rows: { id: string; locale: string }[] }
    ).rows;
    const writtenIn = new Map(stored.map((row) => [row.id, row.locale.slice(0, 2)]));
    const rows = built.flatMap(({ row, texts }) => {
      const language = writtenIn.get(row.id);
      if (!language) return [];
      return LANGUAGES.filter((other) => other !== language).map((other) => ({
        reviewId: row.id,
        language: other,
        ...texts[other],
      }));
    });
    await insertInBatches(tx, reviewTranslations, rows);
    log(`Seeded ${rows.length} review translations.`);
  });
}

/**
 * Reviews, questions and answers for the demo products (not the large benchmark catalogue), once
 * (seed run 'reviews-v1'), with every product's rating and review count brought in line, then the reviews'
 * translations (seed run 'review-translations-v1').
 */
export async function seedReviews(db: Db, demoProductIds: string[], log: (msg: string) => void) {
  const ran = await seedDemoReviews(db, demoProductIds, log);
  const translated = await seedReviewTranslations(db, demoProductIds, log);
  return ran || translated;
}

async function seedDemoReviews(db: Db, demoProductIds: string[], log: (msg: string) => void) {
  return runOnce(db, RUN, async (tx) => {
    const products = await demoProducts(tx, demoProductIds);
    const reviewRows = products
      .flatMap((p) => buildReviews(p.id, p.product_type))
      .map((review) => review.row);
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
