import type { Cart, Order } from '@ridgeline/contracts';
import { eq, schema } from '@ridgeline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completeCheckoutDetails,
  createTestApi,
  inStockVariant,
  newCart,
  registered,
  type TestApi,
} from './helpers.ts';

type ErrorBody = { errorDetails: { errorId: string; message: string }[] };

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const putReward = (token: string, basketId: string, appliedLoyaltyVoucher: unknown) =>
  api.call<Cart & ErrorBody>({
    method: 'PUT',
    url: `/api/cart/v1/cart/${basketId}/reward?locale=en-us`,
    token,
    body: { appliedLoyaltyVoucher },
  });

async function cartWithBoot(token: string) {
  const cart = await newCart(api, token);
  const { variant } = await inStockVariant(api);
  await api.call({
    method: 'POST',
    url: '/api/cart/v1/item',
    token,
    body: { cartId: cart.id, upc: variant.upc },
  });
  return cart.id;
}

async function pointsOf(shopperId: string) {
  const [row] = await api.database.db
    .select({ points: schema.consumers.loyaltyPoints })
    .from(schema.consumers)
    .where(eq(schema.consumers.shopperId, shopperId));
  return row!.points;
}

async function setPoints(shopperId: string, points: number) {
  await api.database.db
    .update(schema.consumers)
    .set({ loyaltyPoints: points })
    .where(eq(schema.consumers.shopperId, shopperId));
}

async function member() {
  const { session } = await registered(api, { loyaltyTerms: true });
  const [shopper] = await api.database.db
    .select({ id: schema.shoppers.id })
    .from(schema.shoppers)
    .where(eq(schema.shoppers.consumerNo, session.consumerNo));
  return { token: session.accessToken, shopperId: shopper!.id };
}

describe('PUT /cart/v1/cart/{basketId}/reward', () => {
  it('refuses guests with REW401 and non-members with 4044', async () => {
    const guest = await api.guest();
    const guestCart = await cartWithBoot(guest.accessToken);
    const asGuest = await putReward(guest.accessToken, guestCart, { points: 500 });
    expect(asGuest.status).toBe(401);
    expect(asGuest.body.errorDetails[0]!.errorId).toBe('REW401');

    const { session } = await registered(api);
    const cartId = await cartWithBoot(session.accessToken);
    const notMember = await putReward(session.accessToken, cartId, { points: 500 });
    expect(notMember.body.errorDetails[0]!.errorId).toBe('4044');
  });

  it('applies the minimum-points rule (REW140), unknown tiers (REW130) and bad input (REQ400)', async () => {
    const { token, shopperId } = await member();
    const cartId = await cartWithBoot(token);
    // The welcome points (250) are below the 500-point minimum for any reward.
    const below = await putReward(token, cartId, { points: 500 });
    expect(below.status).toBe(400);
    expect(below.body.errorDetails[0]!.errorId).toBe('REW140');
    expect(below.body.errorDetails[0]!.message).toBe('You do not have enough points to redeem this reward.');

    await setPoints(shopperId, 800);
    expect((await putReward(token, cartId, { points: 1000 })).body.errorDetails[0]!.errorId).toBe('REW140');
    expect((await putReward(token, cartId, { points: 700 })).body.errorDetails[0]!.errorId).toBe('REW130');
    const invalid = await putReward(token, cartId, { points: 'many' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errorDetails[0]!.errorId).toBe('REQ400');
  });

  it('answers REW135 while the membership is not confirmed', async () => {
    const { token, shopperId } = await member();
    await setPoints(shopperId, 1000);
    await api.database.db
      .update(schema.consumers)
      .set({ loyaltyOptInDate: null })
      .where(eq(schema.consumers.shopperId, shopperId));
    const cartId = await cartWithBoot(token);
    expect((await putReward(token, cartId, { points: 500 })).body.errorDetails[0]!.errorId).toBe('REW135');
  });

  it('pays part of the order with a voucher, takes the points once, gives them back on cancel', async () => {
    const { token, shopperId } = await member();
    await setPoints(shopperId, 1200);
    const cartId = await cartWithBoot(token);
    const applied = await putReward(token, cartId, { points: 1000 });
    expect(applied.status).toBe(200);
    const voucher = applied.body.paymentInstruments.find((p) => p.payment_method_id === 'LOYALTY_POINTS')!;
    expect(voucher.loyaltyVoucher).toEqual({ points: 1000, amountInCurrency: 1000 });
    expect(voucher.amount).toBe(1000);
    expect(applied.body.totals.remainingToPay).toBe(applied.body.totals.total - 1000);

    // A second tier replaces the first: one voucher per cart.
    const replaced = await putReward(token, cartId, { points: 500 });
    expect(
      replaced.body.paymentInstruments.filter((p) => p.payment_method_id === 'LOYALTY_POINTS'),
    ).toHaveLength(1);
    const removed = await putReward(token, cartId, null);
    expect(removed.body.paymentInstruments.some((p) => p.payment_method_id === 'LOYALTY_POINTS')).toBe(false);
    await putReward(token, cartId, { points: 1000 });

    const ready = await completeCheckoutDetails(api, token, cartId);
    const card = ready.paymentInstruments.find((p) => p.payment_method_id === 'CREDIT_CARD')!;
    expect(card.amount).toBe(ready.totals.total - 1000);
    expect(await pointsOf(shopperId)).toBe(1200);

    const order = await api.call<Order & ErrorBody>({
      method: 'PUT',
      url: '/api/cart/v2/checkout/order?locale=en-us',
      token,
      headers: { 'idempotency-key': `reward-${shopperId}` },
      body: { cartId },
    });
    expect(order.status).toBe(200);
    expect(order.body.paymentMethod.find((p) => p.code === 'LOYALTY_POINTS')?.amount).toBe(1000);
    expect(await pointsOf(shopperId)).toBe(200);

    const cancelled = await api.call({
      method: 'POST',
      url: '/api/consumers-v3/consumer/CancelOrder?locale=en-us',
      token,
      body: { orderNumber: order.body.orderNumber },
    });
    expect(cancelled.status).toBe(200);
    expect(await pointsOf(shopperId)).toBe(1200);
  });

  it('fails the order with REW140 when the points were spent elsewhere meanwhile', async () => {
    const { token, shopperId } = await member();
    await setPoints(shopperId, 600);
    const cartId = await cartWithBoot(token);
    expect((await putReward(token, cartId, { points: 500 })).status).toBe(200);
    await completeCheckoutDetails(api, token, cartId);
    await setPoints(shopperId, 100);
    const order = await api.call<ErrorBody>({
      method: 'PUT',
      url: '/api/cart/v2/checkout/order?locale=en-us',
      token,
      body: { cartId },
    });
    expect(order.body.errorDetails[0]!.errorId).toBe('REW140');
    expect(await pointsOf(shopperId)).toBe(100);
  });
});
