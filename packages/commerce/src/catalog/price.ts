import { isEmeaCurrency, type PriceDisplay } from '@ridgeline/contracts';
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

/**
 * The price a sale's reduction is measured from (its percentage, the crossed-out price). On the EU and UK
 * sites (EUR, GBP) it is the lowest price of the 30 days before the sale (Directive 98/6/EC art. 6a,
 * decision 081), which may leave no reduction at all; elsewhere the list price.
 */
export function referenceAmount(price: PriceRow, at: Date = new Date()): number {
  if (!saleActive(price, at) || !isEmeaCurrency(price.currency)) return price.listAmount;
  return price.historicBestAmount ?? price.listAmount;
}

export function priceDisplay(price: PriceRow): PriceDisplay {
  const current = currentAmount(price);
  const onSale = current < price.listAmount;
  const reference = referenceAmount(price);
  return {
    currency: price.currency,
    lowOriginal: price.listAmount,
    highOriginal: price.listAmount,
    lowCurrent: current,
    highCurrent: current,
    historicBestPrice: onSale ? (price.historicBestAmount ?? price.listAmount) : null,
    previousBestSalesPrice: null,
    percentagePriceDiscount: onSale && reference > current ? percentage(reference - current, reference) : 0,
    salesPriceActiveDate: onSale && price.saleStartsAt ? price.saleStartsAt.toISOString() : null,
  };
}
