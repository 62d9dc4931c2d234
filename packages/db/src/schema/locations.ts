import { doublePrecision, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Centroids of postal-code areas for the store locator: the 5-digit code in the US, DE and FR, the
 * forward sortation area (first 3 characters) in CA, the outward code in GB. Only the areas around the
 * seeded stores are present (see decision 012).
 */
export const postalCodes = pgTable(
  'postal_codes',
  {
    countryCode: text('country_code').notNull(),
    code: text('code').notNull(),
    city: text('city').notNull(),
    /** City lower-cased without accents, for city search. */
    cityKey: text('city_key').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [primaryKey({ columns: [t.countryCode, t.code] })],
);
