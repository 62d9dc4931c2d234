import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTotals } from '../cart/totals.ts';
import { DEFAULT_TAX_RATES } from '../taxes/index.ts';
import { approachingMessages } from './approaching.ts';
import { applyPromotions, type PricedLine, type PromotionRule } from './engine.ts';

const TYPES = ['socks', 'jacket', 'hiking-boot'];

const lineArb = fc.record({
  id: fc.uuid(),
  upc: fc.stringMatching(/^\d{12}$/),
  masterId: fc.constantFrom('RL100001', 'RL100002', 'RL100003'),
  productType: fc.constantFrom(...TYPES),
  qty: fc.integer({ min: 1, max: 20 }),
  unitPrice: fc.integer({ min: 0, max: 100_000 }),
});

const amountArb = fc.integer({ min: 0, max: 500_000 }).map((USD) => ({ USD }));

const ruleArb: fc.Arbitrary<PromotionRule> = fc
  .record({
    id: fc.stringMatching(/^[A-Z0-9-]{1,12}$/),
    level: fc.constantFrom('ORDER', 'PRODUCT', 'SHIPPING' as const),
    kind: fc.constantFrom(
      'percent_off',
      'amount_off',
      'fixed_price',
      'free_shipping',
      'buy_x_get_y',
      'gift_with_purchase' as const,
    ),
    percent: fc.integer({ min: -50, max: 200 }),
    amount: amountArb,
    threshold: fc.option(amountArb, { nil: undefined }),
    buyQty: fc.integer({ min: 0, max: 4 }),
    getQty: fc.integer({ min: 0, max: 3 }),
    productTypes: fc.option(fc.subarray(TYPES), { nil: undefined }),
    priority: fc.integer({ min: 0, max: 5 }),
  })
  .map((r) => ({
    id: r.id,
    name: r.id,
    level: r.level,
    kind: r.kind,
    config: {
      percent: r.percent,
      amount: r.amount,
      ...(r.threshold ? { threshold: r.threshold } : {}),
      buyQty: r.buyQty,
      getQty: r.getQty,
      giftUpc: '000000000001',
      ...(r.productTypes ? { productTypes: r.productTypes } : {}),
    },
    couponCode: null,
    calloutMessage: 'a|b {distance}|c',
    priority: r.priority,
  }));

function price(lines: PricedLine[], rules: PromotionRule[], shipping: number, fixedInstruments: number) {
  const pricing = applyPromotions(
    { currency: 'USD', lines, shipping, shippingMethodCode: 'standard' },
    rules,
  );
  const lineDiscount = [...pricing.lineDiscounts.values()].reduce((sum, value) => sum + value, 0);
  const totals = computeTotals({
    currency: 'USD',
    lines: lines.map((line) => ({ unitPrice: line.unitPrice, qty: line.qty })),
    discount: lineDiscount + pricing.orderDiscount,
    shipping: shipping - pricing.shippingDiscount,
    destination: { countryCode: 'US', province: 'NY' },
    siteCountry: 'US',
    taxRates: DEFAULT_TAX_RATES,
    coveredByFixedInstruments: fixedInstruments,
    hasOpenAmountInstrument: false,
  });
  return { pricing, totals };
}

describe('promotions engine', () => {
  it('never takes totals below zero for any mix of promotions, gift cards and points', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { maxLength: 6 }),
        fc.array(ruleArb, { maxLength: 6 }),
        fc.integer({ min: 0, max: 5_000 }),
        // Gift cards and loyalty points: fixed amounts that may exceed the total.
        fc.array(fc.integer({ min: 0, max: 200_000 }), { maxLength: 4 }),
        (lines, rules, shipping, instruments) => {
          const { pricing, totals } = price(
            lines,
            rules,
            shipping,
            instruments.reduce((a, b) => a + b, 0),
          );
          for (const line of lines) {
            const discount = pricing.lineDiscounts.get(line.id) ?? 0;
            expect(discount).toBeGreaterThanOrEqual(0);
            expect(discount).toBeLessThanOrEqual(line.unitPrice * line.qty);
          }
          expect(pricing.orderDiscount).toBeGreaterThanOrEqual(0);
          expect(pricing.shippingDiscount).toBeGreaterThanOrEqual(0);
          expect(pricing.shippingDiscount).toBeLessThanOrEqual(shipping);
          expect(totals.total).toBeGreaterThanOrEqual(0);
          expect(totals.tax).toBeGreaterThanOrEqual(0);
          expect(totals.totalDiscount).toBeLessThanOrEqual(totals.itemTotal);
          expect(totals.remainingToPay).toBeGreaterThanOrEqual(0);
          expect(totals.remainingToPay).toBeLessThanOrEqual(totals.total);
          expect(Number.isInteger(totals.total)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('gives the cheapest units free in buy 2 get 1', () => {
    const lines: PricedLine[] = [
      { id: 'a', upc: '1', masterId: 'M1', productType: 'socks', qty: 2, unitPrice: 3000 },
      { id: 'b', upc: '2', masterId: 'M2', productType: 'socks', qty: 1, unitPrice: 2000 },
      { id: 'c', upc: '3', masterId: 'M3', productType: 'jacket', qty: 1, unitPrice: 500 },
    ];
    const rule: PromotionRule = {
      id: 'B2G1',
      name: 'B2G1',
      level: 'PRODUCT',
      kind: 'buy_x_get_y',
      config: { buyQty: 2, getQty: 1, productTypes: ['socks'] },
      couponCode: null,
      calloutMessage: 'a|b|c',
      priority: 0,
    };
    const { lineDiscounts } = applyPromotions(
      { currency: 'USD', lines, shipping: 0, shippingMethodCode: null },
      [rule],
    );
    expect(Object.fromEntries(lineDiscounts)).toEqual({ b: 2000 });
  });

  it('reports threshold progress with the three callout parts and ignores other callouts', () => {
    const rule = (id: string, calloutMessage: string): PromotionRule => ({
      id,
      name: id,
      level: 'SHIPPING',
      kind: 'free_shipping',
      config: { threshold: { USD: 5000 } },
      couponCode: null,
      calloutMessage,
      priority: 0,
    });
    const messages = (subtotal: number) =>
      approachingMessages(
        [
          { rule: rule('SHIP', 'Free over $50|{distance} to go|Free shipping!'), threshold: 5000, subtotal },
          { rule: rule('BROKEN', 'only|two'), threshold: 5000, subtotal },
        ],
        'USD',
        'en-us',
      );
    expect(messages(0)).toEqual([
      expect.objectContaining({
        promotionId: 'SHIP',
        thresholdStatus: 'Below Threshold',
        message: 'Free over $50',
      }),
    ]);
    expect(messages(3000)[0]).toMatchObject({
      message: '$20.00 to go',
      distanceFromConditionThreshold: 2000,
    });
    expect(messages(5000)[0]).toMatchObject({
      thresholdStatus: 'Threshold Reached',
      message: 'Free shipping!',
    });
    expect(messages(7000)[0]).toMatchObject({
      thresholdStatus: 'Above Threshold',
      distanceFromConditionThreshold: 0,
    });
  });
});
