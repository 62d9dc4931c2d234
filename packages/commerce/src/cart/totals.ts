import type { Totals } from '@ridgeline/contracts';
import { percentage } from '../catalog/index.ts';
import { calculateTax, type TaxableDestination, type TaxRates } from '../taxes/index.ts';

export interface TotalsInput {
  currency: string;
  /** Lines with taxable false (gift cards: money, not goods) are neither taxed nor discounted. */
  lines: { unitPrice: number; qty: number; taxable?: boolean }[];
  discount: number;
  shipping: number;
  destination: TaxableDestination | null;
  siteCountry: string;
  /** The rates in force (`taxRatesOf`): the code's, with the owner's changes. */
  taxRates: TaxRates;
  /** Amount already covered by instruments with a fixed amount (gift cards, points). */
  coveredByFixedInstruments: number;
  /** A card takes whatever is left. */
  hasOpenAmountInstrument: boolean;
}

/** Cart and order totals, all in minor units; never below zero. */
export function computeTotals(input: TotalsInput): Totals {
  const itemTotal = input.lines.reduce((sum, line) => sum + line.unitPrice * line.qty, 0);
  const untaxed = input.lines
    .filter((line) => line.taxable === false)
    .reduce((sum, line) => sum + line.unitPrice * line.qty, 0);
  const totalDiscount = Math.min(input.discount, itemTotal - untaxed);
  const taxableBase = itemTotal - untaxed - totalDiscount + input.shipping;
  const tax = calculateTax(taxableBase, input.destination, input.siteCountry, input.taxRates);
  const total = Math.max(0, taxableBase + untaxed + (tax.included ? 0 : tax.amount));
  const open = Math.max(0, total - input.coveredByFixedInstruments);
  return {
    currency: input.currency,
    itemTotal,
    totalDiscount,
    totalDiscountPercentage: percentage(totalDiscount, itemTotal),
    shipping: input.shipping,
    tax: tax.amount,
    taxIncluded: tax.included,
    total,
    remainingToPay: input.hasOpenAmountInstrument ? 0 : open,
  };
}
