import { CURRENCY_OF_SITE, type Locale, type SiteId, siteOfLocale } from '@ridgeline/contracts';

/** Who is asking and in which storefront: passed from the HTTP layer into every service. */
export interface ShopContext {
  locale: Locale;
  siteId: SiteId;
  currency: string;
  /** Country whose rules (VAT, default address country) the site follows. */
  country: string;
}

const COUNTRY_OF_SITE: Record<SiteId, string> = { us: 'US', ca: 'CA', gb: 'GB', eu: 'DE' };

export function shopContext(locale: Locale): ShopContext {
  const siteId = siteOfLocale(locale);
  return { locale, siteId, currency: CURRENCY_OF_SITE[siteId], country: COUNTRY_OF_SITE[siteId] };
}
