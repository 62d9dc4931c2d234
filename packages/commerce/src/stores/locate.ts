import { type StoreSearchRequest, siteFacts } from '@ridgeline/contracts';
import { and, cityKey, type DbOrTx, eq, inArray, schema, sql } from '@ridgeline/db';
import type { ShopContext } from '../shared/context.ts';
import { CommerceError } from '../shared/errors.ts';
import { type Place, placeOfCity, placeOfPostalCode } from './gazetteer.ts';

export interface Origin {
  latitude: number;
  longitude: number;
  label: string | null;
}

/** The area key the postal_codes table holds for a postal code, or null when it is malformed. */
export function postalArea(countryCode: string, postalCode: string): string | null {
  const value = postalCode.toUpperCase().replace(/\s+/g, '');
  switch (countryCode) {
    case 'US':
      return /^\d{5}(-?\d{4})?$/.test(value) ? value.slice(0, 5) : null;
    case 'CA':
      return /^[A-Z]\d[A-Z](\d[A-Z]\d)?$/.test(value) ? value.slice(0, 3) : null;
    case 'GB':
      if (/^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$/.test(value)) return value.slice(0, -3);
      return /^[A-Z]{1,2}\d[A-Z\d]?$/.test(value) ? value : null;
    case 'DE':
    case 'FR':
      return /^\d{5}$/.test(value) ? value : null;
    default:
      return null;
  }
}

/** A city's label: with its state or province in North America ("Miami, FL"), alone elsewhere. */
const cityLabel = (place: Place) => (place.region ? `${place.name}, ${place.region}` : place.name);

/**
 * Where to search from: the given coordinates, else a postal code's or city's centroid. Postal codes
 * look in the `postal_codes` table first (the centroids an operator keeps for the areas around stores),
 * then in the gazetteer of every postal code of the site's countries; cities in the gazetteer, then in
 * the table (decision 091). REQ400 when nothing usable is given, STR406 for a well-formed postal code
 * or city we cannot place.
 */
export async function resolveOrigin(
  db: DbOrTx,
  ctx: ShopContext,
  request: StoreSearchRequest,
): Promise<Origin> {
  const hasLatitude = request.latitude !== undefined;
  if (hasLatitude !== (request.longitude !== undefined)) {
    const missing = hasLatitude ? 'longitude' : 'latitude';
    throw new CommerceError('REQ400', {
      field: `body.${missing}`,
      problem: 'is required with the other coordinate',
    });
  }
  if (request.latitude !== undefined && request.longitude !== undefined) {
    return { latitude: request.latitude, longitude: request.longitude, label: null };
  }
  const countries = request.countryCode ? [request.countryCode] : [...siteFacts(ctx.siteId).shipsTo];
  const { postalCodes } = schema;
  if (request.postalCode) {
    const areas = countries.flatMap((country) => {
      const area = postalArea(country, request.postalCode!);
      return area ? [{ country, area }] : [];
    });
    if (areas.length === 0) {
      throw new CommerceError('REQ400', {
        field: 'body.postalCode',
        problem: `is not a postal code of ${countries.join(' or ')}`,
      });
    }
    for (const { country, area } of areas) {
      const [row] = await db
        .select()
        .from(postalCodes)
        .where(and(eq(postalCodes.countryCode, country), eq(postalCodes.code, area)));
      if (row)
        return {
          latitude: row.latitude,
          longitude: row.longitude,
          label: `${request.postalCode}, ${row.city}`,
        };
    }
    for (const { country, area } of areas) {
      const place = placeOfPostalCode(country, area);
      if (place)
        return {
          latitude: place.latitude,
          longitude: place.longitude,
          label: `${request.postalCode.toUpperCase()}, ${cityLabel(place)}`,
        };
    }
    throw new CommerceError('STR406', { location: request.postalCode.toUpperCase() });
  }
  if (request.city) {
    const place = placeOfCity(countries, request.city);
    if (place) return { latitude: place.latitude, longitude: place.longitude, label: cityLabel(place) };
    const [row] = await db
      .select({
        city: sql<string>`min(${postalCodes.city})`,
        latitude: sql<number>`avg(${postalCodes.latitude})`,
        longitude: sql<number>`avg(${postalCodes.longitude})`,
      })
      .from(postalCodes)
      .where(
        and(eq(postalCodes.cityKey, cityKey(request.city)), inArray(postalCodes.countryCode, countries)),
      );
    if (row?.city)
      return { latitude: Number(row.latitude), longitude: Number(row.longitude), label: row.city };
    throw new CommerceError('STR406', { location: request.city });
  }
  throw new CommerceError('REQ400', {
    field: 'body',
    problem: 'needs a postalCode, a city, or latitude and longitude',
  });
}
