import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { cityKey } from '@ridgeline/db';

/**
 * The store locator's gazetteer (decision 091): postal codes and cities of the sites' countries with
 * their coordinates, read from the committed files of packages/commerce/data/gazetteer (built by
 * scripts/build-gazetteer.ts from open data; sources in its NOTICE.md). Loaded once, on the first
 * search; nothing is fetched at run time.
 */
export interface Place {
  country: string;
  name: string;
  /** State or province (US, CA), empty elsewhere. */
  region: string;
  /** Inhabitants (cities only; 0 for a postal code). */
  population: number;
  latitude: number;
  longitude: number;
}

interface Gazetteer {
  /** `${country} ${code}`: US ZIP, CA forward sortation area, GB postcode area, DE and FR 5-digit code. */
  postalCodes: Map<string, Place>;
  /** `${country} ${cityKey}`: the cities of that name, most populous first. */
  cities: Map<string, Place[]>;
}

const DATA = new URL('../../data/gazetteer/', import.meta.url);
let loaded: Gazetteer | null = null;

function rows(file: string): string[][] {
  const text = gunzipSync(readFileSync(new URL(file, DATA))).toString('utf8');
  return text
    .split('\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => line.split('\t'));
}

function gazetteer(): Gazetteer {
  if (loaded) return loaded;
  const postalCodes = new Map<string, Place>();
  for (const [country, code, name, region, latitude, longitude] of rows('postal-codes.tsv.gz')) {
    postalCodes.set(`${country} ${code}`, {
      country: country!,
      name: name!,
      region: region!,
      population: 0,
      latitude: Number(latitude),
      longitude: Number(longitude),
    });
  }
  const cities = new Map<string, Place[]>();
  // The file lists each country's cities most populous first.
  for (const [country, name, region, population, latitude, longitude] of rows('cities.tsv.gz')) {
    const key = `${country} ${cityKey(name!)}`;
    const place = {
      country: country!,
      name: name!,
      region: region!,
      population: Number(population),
      latitude: Number(latitude),
      longitude: Number(longitude),
    };
    const list = cities.get(key);
    if (list) list.push(place);
    else cities.set(key, [place]);
  }
  loaded = { postalCodes, cities };
  return loaded;
}

/**
 * The place of a postal code's area key (see `postalArea`). A UK outward code the data does not hold
 * falls back to its postcode area (the letters: `SW1A` → `SW`, London).
 */
export function placeOfPostalCode(country: string, area: string): Place | null {
  const { postalCodes } = gazetteer();
  const exact = postalCodes.get(`${country} ${area}`);
  if (exact) return exact;
  if (country === 'GB') {
    const letters = /^[A-Z]{1,2}/.exec(area)?.[0];
    if (letters) return postalCodes.get(`GB ${letters}`) ?? null;
  }
  return null;
}

/**
 * The city a shopper means by a name, accent- and case-insensitively: the most populous of that name in
 * the given countries. "Portland, ME" or "Portland ME" picks the one in that state or province.
 */
export function placeOfCity(countries: readonly string[], query: string): Place | null {
  const { cities } = gazetteer();
  const named = (name: string) =>
    countries.flatMap((country) => cities.get(`${country} ${cityKey(name)}`) ?? []);
  const qualified = /^(.+?)(?:,\s*|\s+)([A-Za-z]{2})$/.exec(query.trim());
  if (qualified) {
    const region = qualified[2]!.toUpperCase();
    const match = named(qualified[1]!).find((place) => place.region === region);
    if (match) return match;
  }
  return named(query).reduce<Place | null>(
    (best, place) => (best === null || place.population > best.population ? place : best),
    null,
  );
}
