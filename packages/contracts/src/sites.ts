// The one table of sites and locales (decision 056). Every other list of sites, locales, currencies,
// regions and countries (the storefront's locale helpers, the API's shop context, the search index's
// price columns, the seeded `sites` rows, the money formatter) is derived from it. No zod here: the
// storefront's browser code imports it (decision 009).

/**
 * What a locale's sign-up form requires besides names, email, password and agreements (spec 1 section 5:
 * "birth date required only when configured", "gender required when configured for the locale", "phone
 * required for configured locales"; decision 090). The minimal age is the country's (`SIGNUP_RULES`).
 */
export interface LocaleSignup {
  birthDateRequired: boolean;
  phoneRequired: boolean;
  genderRequired: boolean;
}

/** A shop: its catalogue prices, carts and orders are in one currency. */
export interface SiteFacts {
  id: string;
  name: string;
  currency: string;
  /** EMEA sites show the 30-day best price on sales and follow the EMEA consent rules. */
  region: 'NA' | 'EMEA';
  /** Country whose rules (VAT, default address country) the site follows. */
  country: string;
  /** Locales served, the default first. */
  locales: readonly string[];
  /** Countries the site ships to. */
  shipsTo: readonly string[];
  /** How distances are written to shoppers (the store locator): miles in the US and the UK. */
  distanceUnit: 'km' | 'mi';
  /** Per-locale sign-up configuration, one entry per served locale. */
  signup: Readonly<Record<string, LocaleSignup>>;
}

// Nothing is asked that the law or the shop does not need: the birth date only where the age of digital
// consent is above 13 and must be checked before a child's data is processed (GDPR art. 8: 16 in Germany,
// 15 in France); gender only where the shop's letters open with a salutation (Germany); the mobile number
// nowhere (it becomes required when the shopper ticks SMS offers).
const OPTIONAL: LocaleSignup = { birthDateRequired: false, phoneRequired: false, genderRequired: false };

export const SITES = [
  {
    id: 'us',
    name: 'Ridgeline US',
    currency: 'USD',
    region: 'NA',
    country: 'US',
    locales: ['en-us'],
    shipsTo: ['US'],
    distanceUnit: 'mi',
    signup: { 'en-us': OPTIONAL },
  },
  {
    id: 'ca',
    name: 'Ridgeline Canada',
    currency: 'CAD',
    region: 'NA',
    country: 'CA',
    locales: ['en-ca', 'fr-ca'],
    shipsTo: ['CA'],
    distanceUnit: 'km',
    signup: { 'en-ca': OPTIONAL, 'fr-ca': OPTIONAL },
  },
  {
    id: 'gb',
    name: 'Ridgeline UK',
    currency: 'GBP',
    region: 'EMEA',
    country: 'GB',
    locales: ['en-gb'],
    shipsTo: ['GB'],
    distanceUnit: 'mi',
    signup: { 'en-gb': OPTIONAL },
  },
  {
    id: 'eu',
    name: 'Ridgeline Europe',
    currency: 'EUR',
    region: 'EMEA',
    country: 'DE',
    locales: ['de-de', 'fr-fr'],
    shipsTo: ['DE', 'FR'],
    distanceUnit: 'km',
    signup: {
      'de-de': { birthDateRequired: true, phoneRequired: false, genderRequired: true },
      'fr-fr': { birthDateRequired: true, phoneRequired: false, genderRequired: false },
    },
  },
] as const satisfies readonly SiteFacts[];

type SiteRow = (typeof SITES)[number];
export type SiteId = SiteRow['id'];
export type Locale = SiteRow['locales'][number];

/** Locales of each site, the default first. */
export const SITE_LOCALES = Object.fromEntries(SITES.map((site) => [site.id, site.locales])) as {
  [S in SiteRow as S['id']]: S['locales'];
};

/** Every served locale, site by site (the order the locale switcher lists them). */
export const LOCALES: readonly Locale[] = SITES.flatMap((site) => site.locales);
export const DEFAULT_LOCALE: Locale = 'en-us';

/** Currencies the shops sell in, in site order (the search index's price columns follow it). */
export const CURRENCIES = [...new Set(SITES.map((site) => site.currency))] as SiteRow['currency'][];

const BY_ID = new Map<string, SiteRow>(SITES.map((site) => [site.id, site]));
const BY_LOCALE = new Map<string, SiteRow>(
  SITES.flatMap((site) => site.locales.map((locale) => [locale, site] as const)),
);

export function isLocale(value: string | null | undefined): value is Locale {
  return typeof value === 'string' && BY_LOCALE.has(value);
}

export function isSiteId(value: string | null | undefined): value is SiteId {
  return typeof value === 'string' && BY_ID.has(value);
}

/** The site row for an id. */
export function siteFacts(id: SiteId): SiteRow {
  return BY_ID.get(id)!;
}

/** The site (shop, catalogue prices and carts) a locale belongs to: en-ca and fr-ca share one cart. */
export function siteOfLocale(locale: Locale): SiteId {
  const site = BY_LOCALE.get(locale);
  if (!site) throw new Error(`No site serves locale ${locale}`);
  return site.id;
}

export const CURRENCY_OF_SITE = Object.fromEntries(SITES.map((site) => [site.id, site.currency])) as Record<
  SiteId,
  string
>;

/** The currency a locale's site sells in. */
export function currencyOfLocale(locale: Locale): string {
  return siteFacts(siteOfLocale(locale)).currency;
}

/** Whether a site follows the EMEA rules (30-day best price, consent). */
export function isEmeaSite(id: SiteId): boolean {
  return siteFacts(id).region === 'EMEA';
}

/**
 * Whether prices in a currency are shown on an EMEA site, where a reduction is measured from the lowest
 * price of the 30 days before it (EU Omnibus rule, Directive 98/6/EC art. 6a; the UK's rule alike).
 */
export function isEmeaCurrency(currency: string): boolean {
  return SITES.some((site) => site.currency === currency && site.region === 'EMEA');
}

/** The country of a locale's region (fr-fr → FR), or the site's country when it ships to none such. */
export function countryOfLocale(locale: Locale): string {
  const site = siteFacts(siteOfLocale(locale));
  const region = locale.slice(3).toUpperCase();
  return (site.shipsTo as readonly string[]).includes(region) ? region : site.country;
}

/** What a locale's sign-up form requires (the site table's per-locale configuration). */
export function localeSignup(locale: Locale): LocaleSignup {
  const perLocale: Readonly<Record<string, LocaleSignup>> = siteFacts(siteOfLocale(locale)).signup;
  return perLocale[locale] ?? OPTIONAL;
}

/** Countries a locale's site ships to, the locale's own first. */
export function shippingCountriesOf(locale: Locale): string[] {
  const own = countryOfLocale(locale);
  const site = siteFacts(siteOfLocale(locale));
  return [own, ...site.shipsTo.filter((country) => country !== own)];
}

/** Whether a site ships to a country. */
export function siteShipsTo(id: SiteId, countryCode: string): boolean {
  return (siteFacts(id).shipsTo as readonly string[]).includes(countryCode);
}

/** The languages the catalogue of messages is written in: every locale's first two letters. */
export const LANGUAGES = ['en', 'fr', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A locale's language (`fr-ca` → `fr`); an unknown or missing locale reads English. */
export function languageOf(locale: string | null | undefined): Language {
  const language = (locale ?? '').slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'en';
}
