/**
 * Builds the store locator's static basemaps (decision 091) from Natural Earth and US Census boundaries
 * (npm `world-atlas` and `us-atlas`, both ISC, the data public domain) into
 * apps/storefront/public/maps/: one SVG per region, in Web Mercator "world pixels" (the whole world
 * 1024 wide), so the storefront places pins with `mercator()` of apps/storefront/app/lib/store-map.ts
 * and zooms with the SVG viewBox. Run at development time only; the SVGs are committed and served
 * from the shop itself (no tile server).
 *
 *   mkdir -p /tmp/basemaps && cd /tmp/basemaps && echo '{"private":true}' > package.json
 *   npm install world-atlas@2.0.2 us-atlas@3.0.1 topojson-client@3.1.0
 *   npx tsx scripts/build-basemaps.ts /tmp/basemaps
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { BASEMAPS, type Basemap, mercator } from '../apps/storefront/app/lib/store-map.ts';

const sources = process.argv[2];
if (!sources)
  throw new Error('usage: tsx scripts/build-basemaps.ts <folder with the source packages installed>');
const load = createRequire(path.join(path.resolve(sources), 'package.json'));
const topojson = load('topojson-client') as {
  feature: (topology: unknown, object: unknown) => { features: Feature[] };
  mesh: (topology: unknown, object: unknown, filter?: (a: unknown, b: unknown) => boolean) => Geometry;
};
const out = path.resolve(import.meta.dirname, '../apps/storefront/public/maps');

type Ring = [number, number][];
type Geometry =
  | { type: 'Polygon'; coordinates: Ring[] }
  | { type: 'MultiPolygon'; coordinates: Ring[][] }
  | { type: 'MultiLineString'; coordinates: Ring[] }
  | { type: 'LineString'; coordinates: Ring };
interface Feature {
  geometry: Geometry | null;
}

/** Rings (or lines) of a geometry whose bounding box meets the region's. */
function parts(geometry: Geometry | null, basemap: Basemap): Ring[] {
  if (!geometry) return [];
  const all: Ring[] =
    geometry.type === 'Polygon'
      ? geometry.coordinates
      : geometry.type === 'MultiPolygon'
        ? geometry.coordinates.flat()
        : geometry.type === 'MultiLineString'
          ? geometry.coordinates
          : [geometry.coordinates];
  const [west, south, east, north] = basemap.bounds;
  return all.filter((ring) =>
    ring.some(([lng, lat]) => lng >= west - 5 && lng <= east + 5 && lat >= south - 5 && lat <= north + 5),
  );
}

/** An SVG path of rings in world pixels, at 0.01 px (about 400 m), dropping repeated points. */
function pathOf(rings: Ring[], closed: boolean): string {
  return rings
    .map((ring) => {
      let last = '';
      const points: string[] = [];
      for (const [lng, lat] of ring) {
        const { x, y } = mercator(Math.max(-85, Math.min(85, lat)), lng);
        const point = `${x.toFixed(2)} ${y.toFixed(2)}`;
        if (point !== last) points.push(point);
        last = point;
      }
      return points.length > 1 ? `M${points.join('L')}${closed ? 'Z' : ''}` : '';
    })
    .join('');
}

const world = load('world-atlas/countries-50m.json');
const states = load('us-atlas/states-10m.json');
const countries = topojson.feature(world, world.objects.countries).features;
const borders = topojson.mesh(world, world.objects.countries, (a, b) => a !== b);
const stateLines = topojson.mesh(states, states.objects.states, (a, b) => a !== b);

mkdirSync(out, { recursive: true });
for (const basemap of BASEMAPS) {
  const land = pathOf(
    countries.flatMap((country) => parts(country.geometry, basemap)),
    true,
  );
  const lines = pathOf(parts(borders, basemap), false);
  const inner = basemap.id === 'north-america' ? pathOf(parts(stateLines, basemap), false) : '';
  const { x, y, width, height } = basemap.box;
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${x} ${y} ${width} ${height}">`,
    `<title>Basemap: ${basemap.id.replace('-', ' ')}</title>`,
    '<!-- Natural Earth (public domain) via world-atlas; US states: US Census Bureau (public domain) via us-atlas -->',
    // The storefront draws it with <use href="/maps/…svg#basemap">, so the paths zoom as vectors.
    '<g id="basemap">',
    `<path fill="#f4f1e8" stroke="#8fa3ad" stroke-width="1" vector-effect="non-scaling-stroke" d="${land}"/>`,
    inner
      ? `<path fill="none" stroke="#c9c2b0" stroke-width="1" vector-effect="non-scaling-stroke" d="${inner}"/>`
      : '',
    `<path fill="none" stroke="#8a8272" stroke-width="1.5" vector-effect="non-scaling-stroke" d="${lines}"/>`,
    '</g>',
    '</svg>',
  ]
    .filter(Boolean)
    .join('\n');
  writeFileSync(path.join(out, `${basemap.id}.svg`), `${svg}\n`);
  console.log(`${basemap.id}.svg: ${(svg.length / 1024).toFixed(0)} KiB`);
}
