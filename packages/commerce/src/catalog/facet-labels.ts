import { type FACET_IDS, formatMoney } from '@ridgeline/contracts';
import { translator } from '@ridgeline/contracts/messages/catalogue';

export const facetGroupLabel = (id: (typeof FACET_IDS)[number], locale: string): string =>
  translator(locale)(`label.facet.${id}`);

export const ratingLabel = (stars: number, locale: string): string =>
  translator(locale)('label.facet.ratingFrom', { stars });

export const inStockLabel = (locale: string): string => translator(locale)('label.facet.inStock');

/** Whole-unit money for bucket labels ("$50", "50 €", "CAD 50"), the spec's CAD rule included. */
const wholeMoney = (amount: number, currency: string, locale: string): string =>
  formatMoney(amount, currency, locale, { wholeUnits: true });

export function priceBucketLabel(min: number, max: number | undefined, currency: string, locale: string) {
  const low = wholeMoney(min, currency, locale);
  if (max === undefined) return translator(locale)('label.facet.priceFrom', { low });
  const high = wholeMoney(max + 1, currency, locale);
  if (min === 0) return translator(locale)('label.facet.priceUnder', { high });
  return `${low} – ${high}`;
}
