import { CURRENCIES, SITES as SITE_FACTS } from '@ridgeline/contracts';
import type { sites } from '../schema/catalog.ts';

type SiteRow = typeof sites.$inferInsert;

/** The `sites` rows, from the one table of sites in contracts (decision 056). */
export const SITES: SiteRow[] = SITE_FACTS.map((site) => ({
  id: site.id,
  name: site.name,
  currency: site.currency,
  region: site.region,
  country: site.country,
  locales: [...site.locales],
  defaultLocale: site.locales[0],
}));

export { CURRENCIES };
export type Currency = (typeof CURRENCIES)[number];
