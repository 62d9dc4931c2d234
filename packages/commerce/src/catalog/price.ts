import type { PriceDisplay } from '@ridgeline/contracts';
import type { schema } from '@ridgeline/db';

type PriceRow = typeof schema.prices.$inferSelect;

type PriceState = Pick<PriceRow, 'listAmount' | 'saleAmount' | 'saleStartsAt' | 'saleEndsAt'>;

/** Whether the sale price applies at `at`: inside its window (start and end optional; decision 070). */
export function saleActive(price: PriceState, at: Date = new Date()): boolean {
  return (
    price.saleAmount !== null &&
    (price.saleStartsAt === null || price.saleStartsAt <= at) &&
    (price.saleEndsAt === null || price.saleEndsAt > at)
  );
}

/** The price a shopper pays at `at` (the SQL function product_current_amount is the same rule). */
export function currentAmount(price: PriceState, at: Date = new Date()): number {
  return saleActive(price, at) ? price.saleAmount! : price.listAmount;
}

/** Rounds to one decimal, as the spec's percentage helper does. */
export const percentage = (part: number, whole: number): number =>
  whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;

export function priceDisplay(price: PriceRow): PriceDisplay {
  const current = currentAmount(price);
  const onSale = current < price.listAmount;
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
