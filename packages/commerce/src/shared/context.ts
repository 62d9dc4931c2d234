import { type Locale, type SiteId, siteFacts, siteOfLocale } from '@ridgeline/contracts';

/** Who is asking and in which storefront: passed from the HTTP layer into every service. */
export interface ShopContext {
  locale: Locale;
  siteId: SiteId;
  currency: string;
  /** Country whose rules (VAT, default address country) the site follows. */
  country: string;
}

export function shopContext(locale: Locale): ShopContext {
  const site = siteFacts(siteOfLocale(locale));
  return { locale, siteId: site.id, currency: site.currency, country: site.country };
}
