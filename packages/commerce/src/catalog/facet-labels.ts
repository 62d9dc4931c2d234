import type { FACET_IDS } from '@ridgeline/contracts';
import { languageOf } from '../shared/locale.ts';

type Text = Record<'en' | 'fr' | 'de', string>;

const GROUPS: Record<(typeof FACET_IDS)[number], Text> = {
  category: { en: 'Category', fr: 'Catégorie', de: 'Kategorie' },
  size: { en: 'Size', fr: 'Taille', de: 'Größe' },
  color: { en: 'Colour', fr: 'Couleur', de: 'Farbe' },
  price: { en: 'Price', fr: 'Prix', de: 'Preis' },
  rating: { en: 'Rating', fr: 'Note', de: 'Bewertung' },
  badge: { en: 'Highlights', fr: 'À la une', de: 'Highlights' },
  availability: { en: 'Availability', fr: 'Disponibilité', de: 'Verfügbarkeit' },
};

const text = (value: Text, locale: string): string => value[languageOf(locale) as keyof Text] ?? value.en;

export const facetGroupLabel = (id: (typeof FACET_IDS)[number], locale: string): string =>
  text(GROUPS[id], locale);

export function ratingLabel(stars: number, locale: string): string {
  return text(
    { en: `${stars} stars & up`, fr: `${stars} étoiles et plus`, de: `${stars} Sterne und mehr` },
    locale,
  );
}

export const inStockLabel = (locale: string): string =>
  text({ en: 'In stock online', fr: 'En stock en ligne', de: 'Online auf Lager' }, locale);

/** Formatters by locale and currency: making one costs more than a whole facet pass. */
const formatters = new Map<string, Intl.NumberFormat>();

/** Whole-unit money for bucket labels ("$50", "50 €", "CAD 50"), the spec's CAD rule included. */
function wholeMoney(amount: number, currency: string, locale: string): string {
  const key = `${locale} ${currency}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: currency === 'CAD' ? 'code' : 'symbol',
      maximumFractionDigits: 0,
    });
    formatters.set(key, format);
  }
  return format.format(amount / 100);
}

export function priceBucketLabel(min: number, max: number | undefined, currency: string, locale: string) {
  const low = wholeMoney(min, currency, locale);
  if (max === undefined) return text({ en: `${low} and up`, fr: `${low} et plus`, de: `ab ${low}` }, locale);
  const high = wholeMoney(max + 1, currency, locale);
  if (min === 0) return text({ en: `Under ${high}`, fr: `Moins de ${high}`, de: `Unter ${high}` }, locale);
  return `${low} – ${high}`;
}
