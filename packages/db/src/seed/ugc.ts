import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../index.ts';
import { categories, productColors, products } from '../schema/catalog.ts';
import { ugcMedia, ugcMediaFiles, ugcMediaTags, ugcUsers } from '../schema/ugc.ts';
import { runOnce } from './run-once.ts';

/**
 * Demo shoppers' photos (decision 101) on a dozen demo products, already approved. Nothing can be
 * downloaded, so each is drawn as an SVG (sky, ridges, ground and the product in its colour) and encoded by
 * sharp at the service's two sizes; the files are cached per scene in the temporary folder, as the demo
 * photos of the media library are, so seeding a test database stays fast.
 */
const WIDTH = 1280;
const HEIGHT = 960;
const THUMB = 400;
const PHOTO_COUNT = 12;

const CONTRIBUTORS = [
  { id: 'ugu_demo_maya', customerId: 'demo-contributor-maya', displayName: 'Maya R.' },
  { id: 'ugu_demo_jonas', customerId: 'demo-contributor-jonas', displayName: 'Jonas K.' },
  { id: 'ugu_demo_ines', customerId: 'demo-contributor-ines', displayName: 'Inès L.' },
  { id: 'ugu_demo_sam', customerId: 'demo-contributor-sam', displayName: 'Sam T.' },
] as const;

const CAPTIONS = [
  'First light on the ridge, dry feet all the way up.',
  'Muddy switchbacks after the storm: no complaints.',
  'Lunch stop by the lake.',
  'Three days on the hut trail in these.',
  'Frosty start, warm by the first col.',
  'Scree, scree and more scree.',
  'Evening walk above the village.',
  'Riverside camp, day two.',
  'Fog rolling in below the summit.',
  'Autumn colours on the forest loop.',
  'Snow patches in June!',
  'Sunset from the shoulder.',
];

const SKIES = [
  ['#f6c9a0', '#7fa6d6'],
  ['#bcd3ea', '#5a7fb0'],
  ['#fbe3b4', '#e58f6a'],
  ['#d7e6f4', '#8fb3d9'],
] as const;

function scene(index: number, hex: string, x: number, y: number): string {
  const [top, bottom] = SKIES[index % SKIES.length]!;
  const ridge = Array.from({ length: 9 }, (_, i) => {
    const px = (i * WIDTH) / 8;
    const py = 380 + (((index + 3) * (i + 5) * 37) % 160);
    return `${px},${py}`;
  }).join(' L');
  const cx = x * WIDTH;
  const cy = y * HEIGHT;
  // A boot in the product's colour, its sole dark: what the shopper tagged.
  const boot =
    `<g transform="translate(${cx - 170},${cy - 150})">` +
    `<path d="M60,0 L170,0 L180,150 L330,200 Q350,240 320,260 L30,260 Q10,200 40,140 Z" fill="${hex}" stroke="#1d1d1b" stroke-width="6"/>` +
    `<rect x="20" y="255" width="320" height="30" rx="12" fill="#2b2b29"/></g>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">` +
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/>` +
    `<stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#s)"/>` +
    `<path d="M0,${HEIGHT} L${ridge} L${WIDTH},${HEIGHT} Z" fill="#56677a" opacity="0.8"/>` +
    `<path d="M0,${HEIGHT} L0,620 C400,560 900,700 ${WIDTH},600 L${WIDTH},${HEIGHT} Z" fill="#6b7f4a"/>` +
    `${boot}</svg>`
  );
}

const CACHE_DIR = path.join(tmpdir(), 'ridgeline-demo-ugc');

async function cached(file: string, make: () => Promise<Buffer>): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch {
    const data = await make();
    await mkdir(CACHE_DIR, { recursive: true })
      .then(() => writeFile(`${file}.${process.pid}`, data))
      .then(() => rename(`${file}.${process.pid}`, file))
      .catch(() => {});
    return data;
  }
}

async function draw(svg: string) {
  const key = createHash('sha256').update(svg).digest('hex').slice(0, 24);
  const large = await cached(path.join(CACHE_DIR, `${key}-large.webp`), () =>
    sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer(),
  );
  const thumb = await cached(path.join(CACHE_DIR, `${key}-thumb.webp`), () =>
    sharp(large).resize(THUMB, THUMB, { fit: 'inside' }).webp({ quality: 80 }).toBuffer(),
  );
  return { large, thumb };
}

const checksum = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** The demo photos of the user media service, once per database. */
export async function seedDemoUgc(
  db: Db,
  demoProductIds: string[],
  log: (msg: string) => void = () => {},
): Promise<boolean> {
  const ran = await runOnce(db, 'demo-ugc', async (tx) => {
    const rows = await tx
      .select({
        id: products.id,
        categoryId: products.categoryId,
        path: categories.path,
        hex: productColors.hex,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .innerJoin(
        productColors,
        and(eq(productColors.productId, products.id), eq(productColors.isDefault, true)),
      )
      .where(
        and(
          inArray(products.id, demoProductIds),
          inArray(products.productType, ['hiking-boot', 'trail-runner', 'sneaker']),
        ),
      );
    // One product of each footwear category first (every category gallery has a photo), then the next ones.
    const sorted = rows.sort((a, b) => a.id.localeCompare(b.id));
    const firsts = sorted.filter(
      (row, i) => sorted.findIndex((other) => other.categoryId === row.categoryId) === i,
    );
    const picked = [...firsts, ...sorted.filter((row) => !firsts.includes(row))].slice(0, PHOTO_COUNT);
    if (picked.length === 0) return;
    const photos = await Promise.all(
      picked.map((product, index) => {
        const x = 0.35 + (index % 3) * 0.15;
        const y = 0.72;
        return draw(scene(index, product.hex, x, y)).then((files) => ({ product, index, x, y, files }));
      }),
    );
    await tx
      .insert(ugcUsers)
      .values(CONTRIBUTORS.map((c) => ({ ...c, licenceAcceptedAt: new Date('2026-01-01T00:00:00Z') })));
    const now = Date.now();
    const id = (index: number) => `ugm_demo_${String(index + 1).padStart(2, '0')}`;
    await tx.insert(ugcMedia).values(
      photos.map(({ index }) => {
        const moderatedAt = new Date(now - (index + 1) * 3_600_000);
        return {
          id: id(index),
          userId: CONTRIBUTORS[index % CONTRIBUTORS.length]!.id,
          status: 'approved',
          caption: CAPTIONS[index % CAPTIONS.length]!,
          width: WIDTH,
          height: HEIGHT,
          licenceAcceptedAt: new Date(moderatedAt.getTime() - 86_400_000),
          moderatedBy: 'cli:seed',
          moderatedAt,
          createdAt: new Date(moderatedAt.getTime() - 3_600_000),
        };
      }),
    );
    await tx.insert(ugcMediaFiles).values(
      photos.flatMap(({ index, files }) => [
        {
          mediaId: id(index),
          size: 'large',
          width: WIDTH,
          height: HEIGHT,
          contentType: 'image/webp',
          data: files.large,
          byteSize: files.large.length,
          checksum: checksum(files.large),
        },
        {
          mediaId: id(index),
          size: 'thumb',
          width: THUMB,
          height: Math.round((THUMB * HEIGHT) / WIDTH),
          contentType: 'image/webp',
          data: files.thumb,
          byteSize: files.thumb.length,
          checksum: checksum(files.thumb),
        },
      ]),
    );
    await tx.insert(ugcMediaTags).values(
      photos.map(({ product, index, x, y }) => ({
        mediaId: id(index),
        productId: product.id,
        categoryIds: [...new Set([...product.path, product.categoryId])],
        x,
        y,
        position: 0,
      })),
    );
  });
  if (ran) log('Seeded the demo shoppers’ photos.');
  return ran;
}
