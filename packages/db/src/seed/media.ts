import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Db } from '../index.ts';
import { mediaAssets } from '../schema/media.ts';
import { runOnce } from './run-once.ts';

/**
 * Demo photographs for content (decision 069). Nothing can be downloaded, so each is drawn as an SVG scene
 * (layered ridges, light, water, trees, snow) and encoded as a 2400 x 1600 JPEG by sharp, then stored in
 * the media library under a stable id. Content refers to them by `DEMO_MEDIA.<name>.url`.
 */
export const DEMO_MEDIA_WIDTH = 2400;
export const DEMO_MEDIA_HEIGHT = 1600;

interface DemoPhoto {
  id: string;
  fileName: string;
  alt: string;
  altLocalized: { fr: string; de: string };
  focalX: number;
  focalY: number;
}

const PHOTOS = {
  mountain: {
    id: 'demo-mountain',
    fileName: 'alpenglow-ridge.jpg',
    alt: 'Snow-capped peaks glowing orange at sunrise above layered blue ridges',
    altLocalized: {
      fr: 'Sommets enneigés rougeoyant au lever du soleil au-dessus de crêtes bleues',
      de: 'Schneebedeckte Gipfel im Morgenrot über blauen Bergketten',
    },
    focalX: 0.55,
    focalY: 0.35,
  },
  trail: {
    id: 'demo-trail',
    fileName: 'meadow-trail.jpg',
    alt: 'A winding trail through a green alpine meadow towards distant mountains',
    altLocalized: {
      fr: 'Un sentier sinueux dans un alpage verdoyant vers des montagnes lointaines',
      de: 'Ein gewundener Pfad über eine grüne Almwiese zu fernen Bergen',
    },
    focalX: 0.5,
    focalY: 0.6,
  },
  forest: {
    id: 'demo-forest',
    fileName: 'pine-forest.jpg',
    alt: 'Rows of dark pine trees on a misty hillside in morning light',
    altLocalized: {
      fr: 'Rangées de pins sombres sur une colline brumeuse à la lumière du matin',
      de: 'Reihen dunkler Kiefern an einem nebligen Hang im Morgenlicht',
    },
    focalX: 0.45,
    focalY: 0.55,
  },
  lake: {
    id: 'demo-lake',
    fileName: 'mirror-lake.jpg',
    alt: 'A calm mountain lake reflecting peaks and a pink evening sky',
    altLocalized: {
      fr: 'Un lac de montagne calme où se reflètent les sommets et un ciel rose du soir',
      de: 'Ein stiller Bergsee, in dem sich Gipfel und ein rosa Abendhimmel spiegeln',
    },
    focalX: 0.5,
    focalY: 0.5,
  },
  snow: {
    id: 'demo-snow',
    fileName: 'snowfield.jpg',
    alt: 'Wind-sculpted snowfields under a deep blue winter sky with a low sun',
    altLocalized: {
      fr: 'Champs de neige sculptés par le vent sous un ciel d’hiver bleu profond et un soleil bas',
      de: 'Vom Wind geformte Schneefelder unter tiefblauem Winterhimmel mit tiefer Sonne',
    },
    focalX: 0.6,
    focalY: 0.45,
  },
} as const satisfies Record<string, DemoPhoto>;

export type DemoMediaName = keyof typeof PHOTOS;

/** The demo photos as content's `mediaSchema` values (url, alt, width, height), with their focal points. */
export const DEMO_MEDIA = Object.fromEntries(
  Object.entries(PHOTOS).map(([name, photo]) => [
    name,
    {
      id: photo.id,
      url: `/api/media/assets/${photo.id}`,
      alt: photo.alt,
      altLocalized: photo.altLocalized,
      width: DEMO_MEDIA_WIDTH,
      height: DEMO_MEDIA_HEIGHT,
      focal: { x: photo.focalX, y: photo.focalY },
    },
  ]),
) as Record<
  DemoMediaName,
  {
    id: string;
    url: string;
    alt: string;
    altLocalized: { fr: string; de: string };
    width: number;
    height: number;
    focal: { x: number; y: number };
  }
>;

// ------------------------------------------------------------------------------------------------
// The scenes. Coordinates are in a 2400 x 1600 frame; ridges come from a seeded random walk.
// ------------------------------------------------------------------------------------------------
const W = DEMO_MEDIA_WIDTH;
const H = DEMO_MEDIA_HEIGHT;

function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** A mountain ridge: a closed polygon from the left edge to the right, down to the bottom. */
function ridge(seed: number, base: number, amplitude: number, peaks: number, roughness: number): string {
  const random = seeded(seed);
  const points: string[] = [];
  const steps = 96;
  const phase = random() * Math.PI * 2;
  for (let i = 0; i <= steps; i++) {
    const x = (i / steps) * W;
    const wave =
      Math.sin((i / steps) * Math.PI * peaks + phase) * 0.6 +
      Math.sin((i / steps) * Math.PI * peaks * 2.3 + phase * 1.7) * 0.3;
    const y = base - Math.abs(wave) * amplitude - (random() - 0.5) * roughness;
    points.push(`${x.toFixed(0)},${y.toFixed(0)}`);
  }
  return `M0,${H} L${points.join(' L')} L${W},${H} Z`;
}

function pines(seed: number, count: number, yFrom: number, yTo: number, scale: number, fill: string): string {
  const random = seeded(seed);
  let shapes = '';
  for (let i = 0; i < count; i++) {
    const x = random() * W;
    const y = yFrom + random() * (yTo - yFrom);
    const h = (120 + random() * 140) * scale * (0.6 + (y - yFrom) / Math.max(1, yTo - yFrom));
    const w = h * 0.34;
    shapes += `<path d="M${x.toFixed(0)},${(y - h).toFixed(0)} L${(x + w / 2).toFixed(0)},${y.toFixed(0)} L${(x - w / 2).toFixed(0)},${y.toFixed(0)} Z" fill="${fill}"/>`;
  }
  return shapes;
}

const sky = (id: string, stops: [number, string][]) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops
    .map(([offset, color]) => `<stop offset="${offset}" stop-color="${color}"/>`)
    .join('')}</linearGradient>`;

const svg = (defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}<filter id="haze"><feGaussianBlur stdDeviation="6"/></filter></defs>${body}</svg>`;

const SCENES: Record<DemoMediaName, () => string> = {
  mountain: () =>
    svg(
      sky('sky', [
        [0, '#27406e'],
        [0.45, '#d9848a'],
        [0.7, '#f6c48a'],
        [1, '#f8dfb0'],
      ]) +
        '<linearGradient id="peak" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff4e6"/><stop offset="0.35" stop-color="#f2a56b"/><stop offset="1" stop-color="#6b5a7a"/></linearGradient>',
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
        `<circle cx="1500" cy="720" r="90" fill="#fff1c9" opacity="0.9"/>` +
        `<path d="${ridge(11, 900, 560, 2.2, 40)}" fill="url(#peak)"/>` +
        `<path d="${ridge(12, 1080, 300, 3.1, 30)}" fill="#5a6f9a" opacity="0.92"/>` +
        `<path d="${ridge(13, 1240, 220, 4.3, 24)}" fill="#3c4f78"/>` +
        `<path d="${ridge(14, 1400, 160, 5.1, 20)}" fill="#26365a"/>` +
        `<path d="${ridge(15, 1540, 90, 6.7, 16)}" fill="#172238"/>`,
    ),
  trail: () =>
    svg(
      sky('sky', [
        [0, '#5d9bd6'],
        [0.55, '#bfe0f2'],
        [1, '#e9f4f0'],
      ]) +
        '<linearGradient id="meadow" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fbf5a"/><stop offset="1" stop-color="#3f7a2f"/></linearGradient>',
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
        `<ellipse cx="700" cy="260" rx="260" ry="60" fill="#ffffff" opacity="0.7"/>` +
        `<ellipse cx="1700" cy="340" rx="340" ry="70" fill="#ffffff" opacity="0.55"/>` +
        `<path d="${ridge(21, 820, 380, 2.6, 30)}" fill="#8aa3c2"/>` +
        `<path d="${ridge(22, 900, 200, 3.4, 24)}" fill="#6d8a6e"/>` +
        `<path d="M0,${H} L0,980 C600,900 1700,940 ${W},1000 L${W},${H} Z" fill="url(#meadow)"/>` +
        `<path d="M1180,985 C1120,1080 1380,1140 1240,1230 C1080,1330 760,1380 820,${H} L1240,${H} C1180,1420 1500,1320 1560,1230 C1640,1120 1290,1060 1215,985 Z" fill="#c9a56e"/>` +
        pines(23, 14, 930, 1000, 0.5, '#2f5a2a'),
    ),
  forest: () =>
    svg(
      sky('sky', [
        [0, '#a9c3c8'],
        [0.6, '#e7eadf'],
        [1, '#f4efe0'],
      ]),
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
        `<circle cx="1800" cy="420" r="120" fill="#fff8e0" opacity="0.85"/>` +
        `<path d="${ridge(31, 760, 240, 2.2, 20)}" fill="#9bb0a8"/>` +
        pines(32, 90, 760, 900, 0.8, '#7d958c') +
        `<rect y="880" width="${W}" height="80" fill="#e7eadf" opacity="0.55" filter="url(#haze)"/>` +
        pines(33, 80, 950, 1150, 1.2, '#4b6659') +
        `<path d="M0,1200 C800,1130 1600,1180 ${W},1140 L${W},${H} L0,${H} Z" fill="#2c4236"/>` +
        pines(34, 40, 1250, 1650, 2.2, '#1b2d24'),
    ),
  lake: () =>
    svg(
      sky('sky', [
        [0, '#4a5d8f'],
        [0.5, '#e59fb0'],
        [1, '#f7d6c4'],
      ]) +
        sky('water', [
          [0, '#e7b1bd'],
          [0.4, '#7d7fa8'],
          [1, '#2c3658'],
        ]),
      `<rect width="${W}" height="900" fill="url(#sky)"/>` +
        `<path d="${ridge(41, 900, 520, 2.4, 36)}" fill="#5b5f8c"/>` +
        `<path d="${ridge(42, 900, 260, 3.6, 20)}" fill="#393f66"/>` +
        pines(43, 50, 880, 905, 0.45, '#20263f') +
        `<rect y="900" width="${W}" height="${H - 900}" fill="url(#water)"/>` +
        `<g transform="translate(0,1800) scale(1,-1)" opacity="0.35"><path d="${ridge(41, 900, 520, 2.4, 36)}" fill="#5b5f8c"/></g>` +
        `<rect y="1060" x="300" width="700" height="6" fill="#ffffff" opacity="0.35"/>` +
        `<rect y="1180" x="1300" width="900" height="5" fill="#ffffff" opacity="0.25"/>` +
        `<rect y="1330" x="500" width="1200" height="4" fill="#ffffff" opacity="0.2"/>`,
    ),
  snow: () =>
    svg(
      sky('sky', [
        [0, '#0f3f8c'],
        [0.6, '#4f8fd8'],
        [1, '#bcd9f2'],
      ]) +
        sky('snow', [
          [0, '#ffffff'],
          [1, '#c9d9ec'],
        ]),
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
        `<circle cx="1950" cy="360" r="70" fill="#fffbe8"/>` +
        `<circle cx="1950" cy="360" r="190" fill="#fffbe8" opacity="0.18"/>` +
        `<path d="${ridge(51, 820, 420, 2.1, 30)}" fill="#e8f0fa"/>` +
        `<path d="${ridge(52, 1000, 260, 3.3, 20)}" fill="#d3e1f1"/>` +
        `<path d="M0,${H} L0,1150 C500,1030 1100,1250 1600,1120 C1900,1040 2200,1100 ${W},1060 L${W},${H} Z" fill="url(#snow)"/>` +
        `<path d="M0,${H} L0,1380 C700,1260 1300,1480 ${W},1300 L${W},${H} Z" fill="#f7fbff"/>` +
        `<path d="M0,1390 C700,1270 1300,1490 ${W},1310" stroke="#a9c1de" stroke-width="8" fill="none" opacity="0.6"/>`,
    ),
};

/**
 * A demo photo's JPEG. Drawing one takes most of a second, and every test file seeds a database: the
 * result is kept per process and in a cache file named by the scene's hash (a changed scene is drawn anew).
 */
const drawn = new Map<DemoMediaName, Promise<Buffer>>();
const CACHE_DIR = path.join(tmpdir(), 'ridgeline-demo-media');

async function draw(name: DemoMediaName): Promise<Buffer> {
  const scene = SCENES[name]();
  const file = path.join(CACHE_DIR, `${createHash('sha256').update(scene).digest('hex').slice(0, 24)}.jpg`);
  try {
    return await readFile(file);
  } catch {
    const jpeg = await sharp(Buffer.from(scene))
      .jpeg({ quality: 82, mozjpeg: true, progressive: true })
      .toBuffer();
    // Written aside then renamed: a reader never sees half a file.
    await mkdir(CACHE_DIR, { recursive: true })
      .then(() => writeFile(`${file}.${process.pid}`, jpeg))
      .then(() => rename(`${file}.${process.pid}`, file))
      .catch(() => {});
    return jpeg;
  }
}

export function demoPhoto(name: DemoMediaName): Promise<Buffer> {
  let photo = drawn.get(name);
  if (!photo) {
    photo = draw(name);
    drawn.set(name, photo);
  }
  return photo;
}

/** The demo photos in the media library, once per database. */
export async function seedDemoMedia(db: Db, log: (msg: string) => void = () => {}): Promise<boolean> {
  const names = Object.keys(PHOTOS) as DemoMediaName[];
  const ran = await runOnce(db, 'demo-media', async (tx) => {
    const photos = await Promise.all(names.map(demoPhoto));
    await tx
      .insert(mediaAssets)
      .values(
        names.map((name, index) => {
          const photo = PHOTOS[name];
          const data = photos[index]!;
          return {
            id: photo.id,
            fileName: photo.fileName,
            contentType: 'image/jpeg',
            width: W,
            height: H,
            byteSize: data.length,
            checksum: createHash('sha256').update(data).digest('hex'),
            data,
            alt: photo.alt,
            altLocalized: photo.altLocalized,
            focalX: photo.focalX,
            focalY: photo.focalY,
            createdBy: 'cli:seed',
            updatedBy: 'cli:seed',
          };
        }),
      )
      .onConflictDoNothing();
  });
  if (ran) log(`Seeded ${names.length} demo photos into the media library.`);
  return ran;
}
