import type { sites } from '../schema/catalog.ts';

type SiteRow = typeof sites.$inferInsert;

export const SITES: SiteRow[] = [
  {
    id: 'us',
    name: 'Ridgeline US',
    currency: 'USD',
    region: 'NA',
    country: 'US',
    locales: ['en-us'],
    defaultLocale: 'en-us',
  },
  {
    id: 'ca',
    name: 'Ridgeline Canada',
    currency: 'CAD',
    region: 'NA',
    country: 'CA',
    locales: ['en-ca', 'fr-ca'],
    defaultLocale: 'en-ca',
  },
  {
    id: 'gb',
    name: 'Ridgeline UK',
    currency: 'GBP',
    region: 'EMEA',
    country: 'GB',
    locales: ['en-gb'],
    defaultLocale: 'en-gb',
  },
  {
    id: 'eu',
    name: 'Ridgeline Europe',
    currency: 'EUR',
    region: 'EMEA',
    country: 'DE',
    locales: ['de-de', 'fr-fr'],
    defaultLocale: 'de-de',
  },
];

export const CURRENCIES = ['USD', 'CAD', 'GBP', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];
