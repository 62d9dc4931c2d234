import { cart as carts } from '@ridgeline/commerce';
import type { Cart } from '@ridgeline/contracts';
import { asc, eq, schema } from '@ridgeline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assistedGuestSession, createTestApi, newCart, type TestApi, variantOfType } from './helpers.ts';

type ErrorBody = { errorDetails: { errorId: string; message: string; maxPercent?: number }[]; appId: string };

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

/** The demo employee's assisted session for a guest, with a cart of two pants (no promotion applies to them). */
async function associateCart(target: TestApi = api) {
  const { upc, unitPrice } = await variantOfType(target, 'pants');
  // An associate selling for a guest in a store (decision 090).
  const { token } = await assistedGuestSession(target);
  const cart = await newCart(target, token);
  const added = await target.call<Cart>({
    method: 'POST',
    url: '/api/cart/v1/item',
    token,
    body: { cartId: cart.id, upc, qty: 2 },
  });
  const item = added.body.items[0]!;
  const lineTotal = unitPrice * 2;
  const url = `/api/cart/v1/cart/${cart.id}/price_adjustments`;
  return { token, cart: added.body, itemId: item.id, lineTotal, url };
}

const auditOf = (target: TestApi, adjustmentId: string) =>
  target.database.db
    .select()
    .from(schema.auditLog)
    .where(eq(schema.auditLog.entityId, adjustmentId))
    .orderBy(asc(schema.auditLog.createdAt), asc(schema.auditLog.id));

describe('the cap on associates’ price adjustments (decision 048)', () => {
  it('refuses 100 % off a line, and any percentage above 50, with ADJ400 naming the cap', async () => {
    const { token, itemId, url, cart } = await associateCart();
    for (const percent of [100, 51]) {
      const refused = await api.call<ErrorBody>({
        method: 'POST',
        url,
        token,
        body: { itemId, percent, reason: 'PRICE_MATCH' },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.errorDetails[0]).toMatchObject({ errorId: 'ADJ400', maxPercent: 50 });
      expect(refused.body.errorDetails[0]!.message).toContain('50%');
    }
    const whole = await api.call<ErrorBody>({
      method: 'POST',
      url,
      token,
      body: { percent: 100, reason: 'OTHER', note: 'free' },
    });
    expect(whole.body.errorDetails[0]!.errorId).toBe('ADJ400');
    const after = await api.call<Cart>({ method: 'GET', url: `/api/cart/v1/cart/${cart.id}`, token });
    expect(after.body.priceAdjustments).toEqual([]);
    expect(after.body.totals.total).toBe(cart.totals.total);
  });

  it('accepts up to the cap, and refuses an amount or a second adjustment that would go beyond it', async () => {
    const { token, itemId, url, lineTotal, cart } = await associateCart();
    const half = await api.call<Cart>({
      method: 'POST',
      url,
      token,
      body: { itemId, percent: 50, reason: 'DAMAGED_ITEM' },
    });
    expect(half.status).toBe(200);
    expect(half.body.priceAdjustments[0]!.discount).toBe(Math.round(lineTotal / 2));
    // The line already has its half off: one more cent on it is refused, and nothing is stored.
    const more = await api.call<ErrorBody>({
      method: 'POST',
      url,
      token,
      body: { itemId, amount: 1, reason: 'PRICE_MATCH' },
    });
    expect(more.status).toBe(400);
    expect(more.body.errorDetails[0]!.errorId).toBe('ADJ400');
    // So is a cart adjustment: together they would take more than half of the cart.
    const cartWide = await api.call<ErrorBody>({
      method: 'POST',
      url,
      token,
      body: { amount: 100, reason: 'PRICE_MATCH' },
    });
    expect(cartWide.body.errorDetails[0]!.errorId).toBe('ADJ400');
    const stored = await api.database.db
      .select()
      .from(schema.cartPriceAdjustments)
      .where(eq(schema.cartPriceAdjustments.cartId, cart.id));
    expect(stored).toHaveLength(1);
  });

  it('follows the configured cap (PRICE_ADJUSTMENT_MAX_PERCENT through buildApp) and refuses a bad one', async () => {
    expect(carts.priceAdjustmentMaxPercent(undefined)).toBe(50);
    expect(carts.priceAdjustmentMaxPercent('20')).toBe(20);
    for (const bad of ['150', '-1', '12.5', 'half']) {
      expect(() => carts.priceAdjustmentMaxPercent(bad)).toThrow(/PRICE_ADJUSTMENT_MAX_PERCENT/);
    }
    const strict = await createTestApi({ priceAdjustments: { maxPercent: 20 } });
    try {
      const { token, itemId, url } = await associateCart(strict);
      const refused = await strict.call<ErrorBody>({
        method: 'POST',
        url,
        token,
        body: { itemId, percent: 25, reason: 'PRICE_MATCH' },
      });
      expect(refused.body.errorDetails[0]).toMatchObject({ errorId: 'ADJ400', maxPercent: 20 });
      const allowed = await strict.call<Cart>({
        method: 'POST',
        url,
        token,
        body: { itemId, percent: 20, reason: 'PRICE_MATCH' },
      });
      expect(allowed.status).toBe(200);
    } finally {
      await strict.close();
    }
  });
});

describe('the audit log of price adjustments', () => {
  it('records who added, changed and removed an adjustment, with before and after; nothing for a refusal', async () => {
    const { token, itemId, url, cart } = await associateCart();
    const [employee] = await api.database.db
      .select({ id: schema.shoppers.id })
      .from(schema.shoppers)
      .where(eq(schema.shoppers.email, 'employee@ridgeline.test'));
    const added = await api.call<Cart>({
      method: 'POST',
      url,
      token,
      body: { itemId, amount: 300, reason: 'DAMAGED_ITEM' },
    });
    const adjustmentId = added.body.priceAdjustments[0]!.adjustmentId;
    await api.call<Cart>({
      method: 'PATCH',
      url: `${url}/${adjustmentId}`,
      token,
      body: { itemId, amount: 400, reason: 'PRICE_MATCH' },
    });
    const refused = await api.call<ErrorBody>({
      method: 'PATCH',
      url: `${url}/${adjustmentId}`,
      token,
      body: { itemId, percent: 90, reason: 'PRICE_MATCH' },
    });
    expect(refused.body.errorDetails[0]!.errorId).toBe('ADJ400');
    await api.call<Cart>({ method: 'DELETE', url: `${url}/${adjustmentId}`, token });

    const trail = await auditOf(api, adjustmentId);
    expect(trail.map((entry) => entry.action)).toEqual([
      'price_adjustment.add',
      'price_adjustment.change',
      'price_adjustment.remove',
    ]);
    for (const entry of trail) {
      expect(entry).toMatchObject({
        actorType: 'associate',
        actorId: employee!.id,
        entityType: 'cart_price_adjustment',
      });
    }
    expect(trail[0]!.before).toBeNull();
    expect(trail[0]!.after).toMatchObject({
      cartId: cart.id,
      itemId,
      amount: 300,
      reason: 'DAMAGED_ITEM',
      maxPercent: 50,
    });
    expect(trail[1]!.before).toMatchObject({ amount: 300, reason: 'DAMAGED_ITEM' });
    expect(trail[1]!.after).toMatchObject({ amount: 400, reason: 'PRICE_MATCH' });
    expect(trail[2]!.before).toMatchObject({ amount: 400 });
    expect(trail[2]!.after).toBeNull();
  });
});
