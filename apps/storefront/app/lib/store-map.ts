// The store locator's map (decision 091): static basemaps built into public/maps by
// scripts/build-basemaps.ts, in Web Mercator "world pixels", and the arithmetic that places pins on them
// and frames the stores found. Browser-safe; no map library, no tile server.

/** The whole world is this many units wide; a unit is about 39 km at the equator. */
export const WORLD = 1024;

/** Web Mercator: degrees to world pixels (x east from the antimeridian, y south from the top). */
export function mercator(latitude: number, longitude: number): { x: number; y: number } {
  const phi = (latitude * Math.PI) / 180;
  return {
    x: ((longitude + 180) / 360) * WORLD,
    y: WORLD / 2 - (WORLD / (2 * Math.PI)) * Math.log(Math.tan(Math.PI / 4 + phi / 2)),
  };
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Basemap {
  id: string;
  /** West, south, east, north in degrees. */
  bounds: readonly [number, number, number, number];
  box: Box;
  /** Countries whose stores it shows. */
  countries: readonly string[];
}

function boxOf([west, south, east, north]: Basemap['bounds']): Box {
  const a = mercator(north, west);
  const b = mercator(south, east);
  const round = (value: number) => Math.round(value * 100) / 100;
  return { x: round(a.x), y: round(a.y), width: round(b.x - a.x), height: round(b.y - a.y) };
}

const basemap = (id: string, bounds: Basemap['bounds'], countries: string[]): Basemap => ({
  id,
  bounds,
  box: boxOf(bounds),
  countries,
});

export const BASEMAPS: readonly Basemap[] = [
  basemap('north-america', [-170, 14, -50, 72], ['US', 'CA']),
  basemap('europe', [-12, 35, 30, 62], ['GB', 'DE', 'FR']),
];

export function basemapFor(country: string): Basemap {
  return BASEMAPS.find((map) => map.countries.includes(country)) ?? BASEMAPS[0]!;
}

/** The map's shape: width over height. */
export const MAP_RATIO = 8 / 5;
/** The narrowest view, in world pixels (about 200 km across at 40° of latitude). */
const MIN_WIDTH = 6.5;

/**
 * The view that frames the points with a margin, in the map's shape, no narrower than a region of a
 * couple of hundred km (so a single store still shows its coast and borders), kept within the basemap.
 */
export function frame(points: { x: number; y: number }[], map: Basemap): Box {
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  let width = Math.max((maxX - minX) * 1.25, (maxY - minY) * 1.25 * MAP_RATIO, MIN_WIDTH);
  width = Math.min(width, map.box.width, map.box.height * MAP_RATIO);
  const height = width / MAP_RATIO;
  const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);
  const x = clamp((minX + maxX) / 2 - width / 2, map.box.x, map.box.x + map.box.width - width);
  const y = clamp((minY + maxY) / 2 - height / 2, map.box.y, map.box.y + map.box.height - height);
  return { x, y, width, height };
}

/** The map's size the pins are kept apart at: a phone's map, 480 by 300 CSS pixels. */
const NOMINAL_WIDTH = 480;
/** Pins are 28 px round: centres at least this far apart never overlap (axe's target size). */
const PIN_SPACING = 32;

/**
 * Where each pin goes, as fractions (0-1) of the view: at its store, nudged apart from its neighbours
 * when stores sit closer than a pin's width at that zoom (three stores in one city stay three pins).
 */
export function pinPositions(points: { x: number; y: number }[], view: Box): { left: number; top: number }[] {
  const scale = NOMINAL_WIDTH / view.width;
  const height = view.height * scale;
  const at = points.map((point) => ({ x: (point.x - view.x) * scale, y: (point.y - view.y) * scale }));
  const margin = PIN_SPACING / 2;
  for (let round = 0; round < 50; round++) {
    let moved = false;
    for (let i = 0; i < at.length; i++) {
      for (let j = i + 1; j < at.length; j++) {
        const a = at[i]!;
        const b = at[j]!;
        let dx = b.x - a.x;
        let dy = b.y - a.y;
        let distance = Math.hypot(dx, dy);
        if (distance >= PIN_SPACING) continue;
        if (distance < 0.01) {
          // Same place: fan out by position in the list.
          const angle = (j * 2 * Math.PI) / at.length;
          [dx, dy, distance] = [Math.cos(angle), Math.sin(angle), 1];
        }
        const push = (PIN_SPACING - distance) / 2 + 0.5;
        a.x -= (dx / distance) * push;
        a.y -= (dy / distance) * push;
        b.x += (dx / distance) * push;
        b.y += (dy / distance) * push;
        moved = true;
      }
    }
    for (const point of at) {
      point.x = Math.min(Math.max(point.x, margin), NOMINAL_WIDTH - margin);
      point.y = Math.min(Math.max(point.y, margin), height - margin);
    }
    if (!moved) break;
  }
  return at.map((point) => ({ left: point.x / NOMINAL_WIDTH, top: point.y / height }));
}
