import type { PriceDisplay } from '@ridgeline/contracts';
import type { schema } from '@ridgeline/db';

type PriceRow = typeof schema.prices.$inferSelect;

export function currentAmount(price: PriceRow): number {
  return price.saleAmount ?? price.listAmount;
}

/** Rounds to one decimal, as the spec's percentage helper does. */
export const percentage = (part: number, whole: number): number =>
  whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;

export function priceDisplay(price: PriceRow): PriceDisplay {
  const current = currentAmount(price);
  const onSale = price.saleAmount !== null && price.saleAmount < price.listAmount;
  return {
    currency: price.currency,
    lowOriginal: price.listAmount,
    highOriginal: price.listAmount,
    lowCurrent: current,
    highCurrent: current,
    historicBestPrice: onSale ? (price.historicBestAmount ?? price.listAmount) : null,
    previousBestSalesPrice: null,
    percentagePriceDiscount: onSale ? percentage(price.listAmount - current, price.listAmount) : 0,
    salesPriceActiveDate: onSale && price.saleStartsAt ? price.saleStartsAt.toISOString() : null,
  };
}
