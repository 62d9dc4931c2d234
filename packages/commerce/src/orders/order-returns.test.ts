import { describe, expect, it } from 'vitest';
import { paidForLine, paidForUnits } from './order-returns.ts';

const totals = (over: Partial<Parameters<typeof paidForLine>[2]> = {}) => ({
  currency: 'USD',
  itemTotal: 10_000,
  totalDiscount: 0,
  totalDiscountPercentage: 0,
  shipping: 0,
  tax: 0,
  taxIncluded: false,
  total: 10_000,
  remainingToPay: 0,
  ...over,
});
const line = (id: string, rowTotal: number, deliveryMethod: string | null = null) => ({
  id,
  rowTotal,
  deliveryMethod,
  giftCardId: null,
});

describe('what a returned line gives back', () => {
  it('gives back every cent of a line returned one unit at a time, however it rounds', () => {
    const units = [0, 1, 2].map((from) => paidForUnits(1_000, 3, from, 1));
    expect(units).toEqual([333, 334, 333]);
    expect(units.reduce((a, b) => a + b, 0)).toBe(1_000);
    expect(paidForUnits(1_000, 3, 0, 2) + paidForUnits(1_000, 3, 2, 1)).toBe(1_000);
  });

  it("takes the line's share of the order's discount and of the tax added on top, not the shipping", () => {
    const items = [line('a', 6_000), line('b', 4_000)];
    // 1,000 off the goods, 500 shipping, 8% tax on 9,500: 760.
    const order = totals({ totalDiscount: 1_000, shipping: 500, tax: 760 });
    const a = paidForLine(items[0]!, items, order);
    const b = paidForLine(items[1]!, items, order);
    expect(a).toBe(Math.round(5_400 + (760 * 5_400) / 9_500));
    expect(b).toBe(Math.round(3_600 + (760 * 3_600) / 9_500));
    // Together: everything but the shipping and its tax.
    expect(a + b).toBe(Math.round(9_000 + (760 * 9_000) / 9_500));
    // Tax already in the prices: nothing is added.
    expect(paidForLine(items[0]!, items, totals({ taxIncluded: true, tax: 1_000 }))).toBe(6_000);
  });

  it('leaves e-gift lines out of the goods the discount and tax are shared over', () => {
    const items = [line('a', 5_000), line('gift', 2_500, 'digital')];
    expect(paidForLine(items[0]!, items, totals({ totalDiscount: 500 }))).toBe(4_500);
  });
});
