/** Locales the storefront serves, in the order the locale switcher lists them. */
export const LOCALES = ['en-us', 'en-ca', 'fr-ca', 'en-gb', 'de-de', 'fr-fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-us';

export type Language = 'en' | 'fr' | 'de';

/** Where a language-only preference (or an unserved region) lands. */
const LANGUAGE_DEFAULT: Record<Language, Locale> = { en: 'en-us', fr: 'fr-fr', de: 'de-de' };

export function isLocale(value: string | undefined | null): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function languageOf(locale: Locale): Language {
  return locale.slice(0, 2) as Language;
}

/** BCP 47 tag for Intl and `<html lang>`: en-us → en-US. */
export function htmlLang(locale: Locale): string {
  const [language, region] = locale.split('-');
  return `${language}-${(region ?? '').toUpperCase()}`;
}

/** The site (shop, catalogue prices and carts) a locale belongs to: en-ca and fr-ca share one cart. */
export type SiteId = 'us' | 'ca' | 'gb' | 'eu';
export function siteOf(locale: Locale): SiteId {
  switch (locale) {
    case 'en-us':
      return 'us';
    case 'en-ca':
    case 'fr-ca':
      return 'ca';
    case 'en-gb':
      return 'gb';
    default:
      return 'eu';
  }
}

export function currencyOf(locale: Locale): string {
  switch (locale) {
    case 'en-us':
      return 'USD';
    case 'en-ca':
    case 'fr-ca':
      return 'CAD';
    case 'en-gb':
      return 'GBP';
    default:
      return 'EUR';
  }
}

/** Native name of each locale for the switcher. */
export const LOCALE_NAMES: Record<Locale, string> = {
  'en-us': 'United States (English)',
  'en-ca': 'Canada (English)',
  'fr-ca': 'Canada (Français)',
  'en-gb': 'United Kingdom (English)',
  'de-de': 'Deutschland (Deutsch)',
  'fr-fr': 'France (Français)',
};

interface Preference {
  tag: string;
  q: number;
  order: number;
}

function parseAcceptLanguage(header: string): Preference[] {
  return header
    .split(',')
    .map((part, order) => {
      const [rawTag = '', ...params] = part.trim().split(';');
      let q = 1;
      for (const param of params) {
        const [key, value] = param.trim().split('=');
        if (key === 'q' && value !== undefined) {
          const parsed = Number(value);
          q = Number.isFinite(parsed) ? parsed : 0;
        }
      }
      return { tag: rawTag.trim().toLowerCase().replace(/_/g, '-'), q, order };
    })
    .filter((p) => p.tag.length > 0 && p.tag !== '*' && p.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
}

/**
 * Picks the best served locale for an Accept-Language header: an exact language-region match wins,
 * then the language's default locale, in the order of the shopper's preferences; en-us otherwise.
 */
export function negotiateLocale(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const preferences = parseAcceptLanguage(header);
  for (const { tag } of preferences) {
    const [language, region] = tag.split('-');
    if (region && isLocale(`${language}-${region}`)) return `${language}-${region}` as Locale;
    if (language && language in LANGUAGE_DEFAULT) return LANGUAGE_DEFAULT[language as Language];
  }
  return DEFAULT_LOCALE;
}
