import {
  currencyOfLocale,
  DEFAULT_LOCALE,
  isLocale,
  LOCALES,
  type Locale,
  type SiteId,
  siteOfLocale,
} from '@ridgeline/contracts';

// Sites, locales and currencies come from the one table in contracts (decision 056).
/** Locales the storefront serves, in the order the locale switcher lists them. */
export { DEFAULT_LOCALE, isLocale, LOCALES, type Locale, type SiteId };

export type Language = 'en' | 'fr' | 'de';

/** Where a language-only preference (or an unserved region) lands. */
const LANGUAGE_DEFAULT: Record<Language, Locale> = { en: 'en-us', fr: 'fr-fr', de: 'de-de' };

export function languageOf(locale: Locale): Language {
  return locale.slice(0, 2) as Language;
}

/** BCP 47 tag for Intl and `<html lang>`: en-us → en-US. */
export function htmlLang(locale: Locale): string {
  const [language, region] = locale.split('-');
  return `${language}-${(region ?? '').toUpperCase()}`;
}

/** The site (shop, catalogue prices and carts) a locale belongs to: en-ca and fr-ca share one cart. */
export const siteOf = (locale: Locale): SiteId => siteOfLocale(locale);

export const currencyOf = (locale: Locale): string => currencyOfLocale(locale);

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
