import { giftcards } from '@ridgeline/commerce';
import type { Cart, Order } from '@ridgeline/contracts';
import { and, eq, schema } from '@ridgeline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completeCheckoutDetails,
  createTestApi,
  inStockVariant,
  newCart,
  placeOrder,
  registered,
  signIn,
  type TestApi,
} from './helpers.ts';

type ErrorBody = { errorDetails: { errorId: string; message: string; basketId?: string }[] };

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

// Demo data (docs/demo-data.md), all owned by member@ridgeline.test.
const MEMBER = { email: 'member@ridgeline.test', id: '00000000-0000-4000-8000-00000000a004' };
const DEMO_CODE = 'rw-k7m2-q9x4-t8c3';
const EXPIRED_CODE = 'RW-D5N8-W3Z6-H2B7';
const REDEEMED_CODE = 'RW-P4R9-S6V2-E8A5';
const DEMO_REWARD_CARD = '7A3E 5C91 B2D8 4F06 A1C3 E5B7 D9F2 0468';

const instrument = (token: string, cartId: string, body: Record<string, unknown>) =>
  api.call<Cart & ErrorBody>({
    method: 'POST',
    url: `/api/cart/v1/cart/${cartId}/paymentInstruments?locale=en-us`,
    token,
    body,
  });
const addCode = (token: string, cartId: string, code?: string) =>
  instrument(token, cartId, {
    payment_method_id: 'REWARD_CODE',
    rewardCode: code === undefined ? {} : { code },
  });
const addRewardCard = (token: string, cartId: string, number: string) =>
  instrument(token, cartId, { payment_method_id: 'REWARD_CARD', rewardCard: { number } });
const addAthlete = (token: string, cartId: string) =>
  instrument(token, cartId, { payment_method_id: 'ATHLETES_PAYMENT' });
const putReward = (token: string, cartId: string, appliedLoyaltyVoucher: unknown) =>
  api.call<Cart & ErrorBody>({
    method: 'PUT',
    url: `/api/cart/v1/cart/${cartId}/reward?locale=en-us`,
    token,
    body: { appliedLoyaltyVoucher },
  });
const cancelOrder = (token: string, orderNumber: string) =>
  api.call<Order & ErrorBody>({
    method: 'POST',
    url: '/api/consumers-v3/consumer/CancelOrder?locale=en-us',
    token,
    body: { orderNumber },
  });
const errorOf = (response: { body: ErrorBody }) => response.body.errorDetails[0]!;
const byMethod = (cart: Cart, method: string) =>
  cart.paymentInstruments.find((p) => p.payment_method_id === method)!;

async function cartWithBoot(token: string, qty = 1) {
  const cart = await newCart(api, token);
  const { variant } = await inStockVariant(api);
  await api.call({
    method: 'POST',
    url: '/api/cart/v1/item',
    token,
    body: { cartId: cart.id, upc: variant.upc, qty },
  });
  return cart.id;
}

async function memberToken() {
  const { session } = await signIn(api, MEMBER.email, 'RidgelineDemo1');
  return session!.accessToken;
}

async function shopperIdOf(consumerNo: string) {
  const [shopper] = await api.database.db
    .select({ id: schema.shoppers.id })
    .from(schema.shoppers)
    .where(eq(schema.shoppers.consumerNo, consumerNo));
  return shopper!.id;
}

/** A stored-value row (reward code or reward card) owned by a shopper; answers what the shopper types. */
async function issue(kind: 'reward_code' | 'reward_card', ownerId: string, balance: number) {
  const value = kind === 'reward_code' ? giftcards.newRewardCode() : giftcards.newGiftCardNumber();
  const id = crypto.randomUUID();
  await api.database.db.insert(schema.giftCards).values({
    id,
    numberHash:
      kind === 'reward_code' ? giftcards.hashRewardCode(value) : giftcards.hashGiftCardNumber(value),
    last4: value.slice(-4),
    currency: 'USD',
    initialBalance: balance,
    balance,
    kind,
    ownerId,
  });
  return { value, id };
}

const rowOf = async (id: string) =>
  (await api.database.db.select().from(schema.giftCards).where(eq(schema.giftCards.id, id)))[0]!;

/** The split never goes below zero and adds up to the total. */
function expectSplit(cart: Cart) {
  for (const p of cart.paymentInstruments) expect(p.amount).toBeGreaterThanOrEqual(0);
  expect(cart.paymentInstruments.reduce((sum, p) => sum + p.amount, 0)).toBe(cart.totals.total);
  expect(cart.totals.remainingToPay).toBe(0);
}

describe('REWARD_CODE', () => {
  it('answers every error: guest, missing, malformed, unknown, someone else’s, expired, used, applied twice', async () => {
    const guest = await api.guest();
    const guestCart = await cartWithBoot(guest.accessToken);
    const asGuest = await addCode(guest.accessToken, guestCart, DEMO_CODE);
    expect(asGuest.status).toBe(401);
    expect(errorOf(asGuest).errorId).toBe('REW401');

    const token = await memberToken();
    const cartId = await cartWithBoot(token);
    for (const code of [undefined, '', 'RW-1234', 'RW-AAAA-BBBB-CCCC']) {
      const answer = await addCode(token, cartId, code);
      expect(answer.status).toBe(400);
      expect(errorOf(answer)).toMatchObject({ errorId: 'REW130', message: 'This reward is not valid.' });
    }
    const expired = await addCode(token, cartId, EXPIRED_CODE);
    expect(expired.status).toBe(400);
    expect(errorOf(expired).errorId).toBe('REW135');
    const used = await addCode(token, cartId, REDEEMED_CODE);
    expect(used.status).toBe(409);
    expect(errorOf(used)).toMatchObject({
      errorId: 'REW410',
      message: 'This reward code has already been used.',
    });

    const { value } = await issue('reward_code', MEMBER.id, 500);
    expect((await addCode(token, cartId, value)).status).toBe(200);
    expect(errorOf(await addCode(token, cartId, value)).errorId).toBe('REW135');

    // Another shopper cannot use the member's code: it looks like any unknown code.
    const { session } = await registered(api);
    const otherCart = await cartWithBoot(session.accessToken);
    expect(errorOf(await addCode(session.accessToken, otherCart, DEMO_CODE)).errorId).toBe('REW130');
    // A gift-card number is not a reward code, and a reward card is not a gift card.
    expect(
      errorOf(
        await instrument(token, cartId, {
          payment_method_id: 'GIFT_CARD',
          giftCard: { number: DEMO_REWARD_CARD },
        }),
      ).errorId,
    ).toBe('GFC700');
  });

  it('pays first, is redeemed once by the order and given back on cancel', async () => {
    const token = await memberToken();
    const { value, id } = await issue('reward_code', MEMBER.id, 1_500);
    const cartId = await cartWithBoot(token);
    const added = await addCode(token, cartId, value.replace(/(.{4})/g, '$1-').toLowerCase());
    expect(added.status).toBe(200);
    const code = byMethod(added.body, 'REWARD_CODE');
    expect(code.amount).toBe(1_500);
    expect(code.giftCard).toEqual({ maskedNumber: `•••• ${value.slice(-4)}`, balance: 1_500 });
    expect(added.body.totals.remainingToPay).toBe(added.body.totals.total - 1_500);

    const ready = await completeCheckoutDetails(api, token, cartId);
    expectSplit(ready);
    expect(byMethod(ready, 'CREDIT_CARD').amount).toBe(ready.totals.total - 1_500);

    const order = await placeOrder(api, token, cartId, `reward-code-${id}`);
    expect(order.status).toBe(200);
    expect(order.body.paymentMethod.find((p) => p.code === 'REWARD_CODE')).toMatchObject({
      amount: 1_500,
      status: 'debited',
    });
    expect((await rowOf(id)).status).toBe('redeemed');
    const again = await addCode(token, await cartWithBoot(token), value);
    expect(errorOf(again).errorId).toBe('REW410');

    expect((await cancelOrder(token, order.body.orderNumber)).status).toBe(200);
    expect(await rowOf(id)).toMatchObject({ status: 'active', balance: 1_500 });
    expect((await addCode(token, await cartWithBoot(token), value)).status).toBe(200);
  });

  it('fails the order with REW410 when the code was redeemed elsewhere meanwhile, nothing taken', async () => {
    const token = await memberToken();
    const { value, id } = await issue('reward_code', MEMBER.id, 1_000);
    const cartId = await cartWithBoot(token);
    await addCode(token, cartId, value);
    await completeCheckoutDetails(api, token, cartId);
    await api.database.db
      .update(schema.giftCards)
      .set({ status: 'redeemed' })
      .where(eq(schema.giftCards.id, id));
    const order = await placeOrder(api, token, cartId, `reward-code-race-${id}`);
    expect(order.status).toBe(409);
    expect(errorOf(order).errorId).toBe('REW410');
    const cart = await api.call<Cart>({ method: 'GET', url: `/api/cart/v1/cart/${cartId}`, token });
    expect(cart.status).toBe(200);
  });

  it('comes back when the 3-D Secure challenge fails', async () => {
    const token = await memberToken();
    const { value, id } = await issue('reward_code', MEMBER.id, 1_000);
    const cartId = await cartWithBoot(token);
    await addCode(token, cartId, value);
    await completeCheckoutDetails(api, token, cartId, '4000000000003220');
    const placed = await placeOrder(api, token, cartId, `reward-code-3ds-${id}`);
    expect(placed.body.status).toBe('pending_authentication');
    expect((await rowOf(id)).status).toBe('redeemed');
    const url = placed.body.flash[0]!.action!.url;
    const returnUrl = '/en-us/checkout/3ds-return';
    const answer = await api.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ returnUrl, outcome: 'fail' }).toString(),
    });
    const threeDS2Result = new URL(String(answer.headers.location), 'http://shop.test').searchParams.get(
      'threeDS2Result',
    )!;
    const failed = await api.call<ErrorBody>({
      method: 'PATCH',
      url: `/api/cart/v2/checkout/order/${placed.body.orderNumber}`,
      token,
      body: { paymentMethod: { code: 'CREDIT_CARD', additionalData: { threeDS2Result } } },
    });
    expect(errorOf(failed).errorId).toBe('PAY403');
    expect(await rowOf(id)).toMatchObject({ status: 'active', balance: 1_000 });
  });
});

describe('REWARD_CARD', () => {
  it('refuses guests (REW401), non-members (4044), other owners (REW130) and an empty card (REW140)', async () => {
    const guest = await api.guest();
    const guestCart = await cartWithBoot(guest.accessToken);
    expect(errorOf(await addRewardCard(guest.accessToken, guestCart, DEMO_REWARD_CARD)).errorId).toBe(
      'REW401',
    );

    const plain = await registered(api);
    const plainCart = await cartWithBoot(plain.session.accessToken);
    expect(errorOf(await addRewardCard(plain.session.accessToken, plainCart, DEMO_REWARD_CARD)).errorId).toBe(
      '4044',
    );

    const other = await registered(api, { loyaltyTerms: true });
    const otherCart = await cartWithBoot(other.session.accessToken);
    expect(errorOf(await addRewardCard(other.session.accessToken, otherCart, DEMO_REWARD_CARD)).errorId).toBe(
      'REW130',
    );

    const token = await memberToken();
    const { value } = await issue('reward_card', MEMBER.id, 0);
    const empty = await addRewardCard(token, await cartWithBoot(token), value);
    expect(empty.status).toBe(400);
    expect(errorOf(empty).errorId).toBe('REW140');
  });

  it('pays like a gift card for its owner, is debited by the order and credited back on cancel', async () => {
    const token = await memberToken();
    const cartId = await cartWithBoot(token);
    const added = await addRewardCard(token, cartId, DEMO_REWARD_CARD);
    expect(added.status).toBe(200);
    expect(byMethod(added.body, 'REWARD_CARD').giftCard).toEqual({
      maskedNumber: '•••• 0468',
      balance: 4_000,
    });
    const ready = await completeCheckoutDetails(api, token, cartId);
    expectSplit(ready);
    const paid = byMethod(ready, 'REWARD_CARD').amount;
    expect(paid).toBe(Math.min(4_000, ready.totals.total));

    const order = await placeOrder(api, token, cartId, 'reward-card-demo');
    expect(order.status).toBe(200);
    expect((await rowOf('demo-reward-card-1')).balance).toBe(4_000 - paid);
    expect((await cancelOrder(token, order.body.orderNumber)).status).toBe(200);
    expect((await rowOf('demo-reward-card-1')).balance).toBe(4_000);
  });

  it('covers a whole basket without ever paying below zero: the card pays nothing', async () => {
    const token = await memberToken();
    const { value, id } = await issue('reward_card', MEMBER.id, 1_000_000);
    const cartId = await cartWithBoot(token, 2);
    await addRewardCard(token, cartId, value);
    const ready = await completeCheckoutDetails(api, token, cartId);
    expectSplit(ready);
    expect(byMethod(ready, 'REWARD_CARD').amount).toBe(ready.totals.total);
    expect(byMethod(ready, 'CREDIT_CARD').amount).toBe(0);
    const order = await placeOrder(api, token, cartId, `reward-card-all-${id}`);
    expect(order.status).toBe(200);
    expect(order.body.paymentMethod.map((p) => p.code)).toEqual(['REWARD_CARD']);
    expect((await rowOf(id)).balance).toBe(1_000_000 - ready.totals.total);
  });
});

describe('ATHLETES_PAYMENT', () => {
  /** A new loyalty member in the athlete programme with `left` of the allowance unspent. */
  async function athlete(left: number, points = 0) {
    const { session } = await registered(api, { loyaltyTerms: true });
    const shopperId = await shopperIdOf(session.consumerNo);
    await api.database.db.insert(schema.programmeProfiles).values({
      shopperId,
      programme: 'athlete',
      currency: 'USD',
      currentSpend: 5_000,
      annualLimit: 5_000 + left,
    });
    if (points) {
      await api.database.db
        .update(schema.consumers)
        .set({ loyaltyPoints: points })
        .where(eq(schema.consumers.shopperId, shopperId));
    }
    return { token: session.accessToken, shopperId };
  }

  const spentBy = async (shopperId: string) =>
    (
      await api.database.db
        .select()
        .from(schema.programmeProfiles)
        .where(
          and(
            eq(schema.programmeProfiles.shopperId, shopperId),
            eq(schema.programmeProfiles.programme, 'athlete'),
          ),
        )
    )[0]!.currentSpend;

  it('is refused to guests and non-athletes (ATH403) and once the allowance is spent (ATH400)', async () => {
    const guest = await api.guest();
    const asGuest = await addAthlete(guest.accessToken, await cartWithBoot(guest.accessToken));
    expect(asGuest.status).toBe(403);
    expect(errorOf(asGuest)).toMatchObject({
      errorId: 'ATH403',
      message: 'Athlete payment is only available to members of the Ridgeline athlete programme.',
    });
    const token = await memberToken();
    const memberCart = await cartWithBoot(token);
    expect(errorOf(await addAthlete(token, memberCart)).errorId).toBe('ATH403');
    const methods = await api.call<{
      paymentMethods: { id: string; applicable: boolean; reason: string | null }[];
    }>({ method: 'GET', url: `/api/cart/v1/cart/${memberCart}/paymentMethods`, token });
    expect(
      methods.body.paymentMethods.filter((m) => m.id !== 'CREDIT_CARD' && m.id.startsWith('RE')),
    ).toEqual([
      expect.objectContaining({ id: 'REWARD_CODE', applicable: true }),
      expect.objectContaining({ id: 'REWARD_CARD', applicable: true }),
    ]);
    expect(methods.body.paymentMethods.find((m) => m.id === 'ATHLETES_PAYMENT')).toMatchObject({
      applicable: false,
      reason: 'ATH403',
    });
    const spent = await athlete(0);
    const none = await addAthlete(spent.token, await cartWithBoot(spent.token));
    expect(none.status).toBe(400);
    expect(errorOf(none).errorId).toBe('ATH400');
  });

  it('shows the demo athlete what the allowance pays and what is left', async () => {
    const { session } = await signIn(api, 'athlete@ridgeline.test', 'RidgelineDemo1');
    const token = session!.accessToken;
    const cartId = await cartWithBoot(token);
    const added = await addAthlete(token, cartId);
    expect(added.status).toBe(200);
    const payment = byMethod(added.body, 'ATHLETES_PAYMENT');
    const payable = Math.min(82_000, added.body.totals.total);
    expect(payment.amount).toBe(payable);
    expect(payment.additionalData).toEqual({ payableAmount: payable, remainingAmount: 82_000 - payable });
    const methods = await api.call<{
      paymentMethods: { id: string; applicable: boolean; reason: string | null }[];
    }>({ method: 'GET', url: `/api/cart/v1/cart/${cartId}/paymentMethods`, token });
    expect(methods.body.paymentMethods.find((m) => m.id === 'ATHLETES_PAYMENT')).toMatchObject({
      applicable: true,
      reason: null,
    });
    // Adding it again keeps one instrument.
    const again = await addAthlete(token, cartId);
    expect(
      again.body.paymentInstruments.filter((p) => p.payment_method_id === 'ATHLETES_PAYMENT'),
    ).toHaveLength(1);
  });

  it('pays part of the order, the card the rest, refuses rewards while something is left, gives back on cancel', async () => {
    const { token, shopperId } = await athlete(1_000, 1_500);
    const cartId = await cartWithBoot(token);
    const added = await addAthlete(token, cartId);
    expect(byMethod(added.body, 'ATHLETES_PAYMENT').additionalData).toEqual({
      payableAmount: 1_000,
      remainingAmount: 0,
    });
    const refused = await putReward(token, cartId, { points: 500 });
    expect(refused.status).toBe(409);
    expect(errorOf(refused).errorId).toBe('ATH409');

    const ready = await completeCheckoutDetails(api, token, cartId);
    expectSplit(ready);
    expect(byMethod(ready, 'CREDIT_CARD').amount).toBe(ready.totals.total - 1_000);
    const order = await placeOrder(api, token, cartId, `athlete-${shopperId}`);
    expect(order.status).toBe(200);
    expect(order.body.paymentMethod.find((p) => p.code === 'ATHLETES_PAYMENT')?.amount).toBe(1_000);
    expect(await spentBy(shopperId)).toBe(6_000);

    const next = await cartWithBoot(token);
    expect(errorOf(await addAthlete(token, next)).errorId).toBe('ATH400');
    expect((await cancelOrder(token, order.body.orderNumber)).status).toBe(200);
    expect(await spentBy(shopperId)).toBe(5_000);
    expect((await addAthlete(token, next)).status).toBe(200);
  });

  it('refuses athlete payment after a voucher unless the allowance covers the rest (ATH409)', async () => {
    const small = await athlete(100, 1_500);
    const cartId = await cartWithBoot(small.token);
    expect((await putReward(small.token, cartId, { points: 500 })).status).toBe(200);
    const refused = await addAthlete(small.token, cartId);
    expect(refused.status).toBe(409);
    expect(errorOf(refused).errorId).toBe('ATH409');
  });

  it('allows a voucher when the allowance covers everything; the voucher pays first', async () => {
    const { token, shopperId } = await athlete(1_000_000, 1_500);
    const cartId = await cartWithBoot(token);
    await addAthlete(token, cartId);
    const voucher = await putReward(token, cartId, { points: 1000 });
    expect(voucher.status).toBe(200);
    const ready = await completeCheckoutDetails(api, token, cartId);
    expectSplit(ready);
    expect(byMethod(ready, 'LOYALTY_POINTS').amount).toBe(1_000);
    const allowance = byMethod(ready, 'ATHLETES_PAYMENT');
    expect(allowance.amount).toBe(ready.totals.total - 1_000);
    expect(allowance.additionalData).toEqual({
      payableAmount: ready.totals.total - 1_000,
      remainingAmount: 1_000_000 - (ready.totals.total - 1_000),
    });
    expect(byMethod(ready, 'CREDIT_CARD').amount).toBe(0);

    // The allowance shrinks elsewhere: the rule is checked again when the order is placed.
    await api.database.db
      .update(schema.programmeProfiles)
      .set({ currentSpend: 5_000 + 1_000_000 - 10 })
      .where(eq(schema.programmeProfiles.shopperId, shopperId));
    const blocked = await placeOrder(api, token, cartId, `athlete-voucher-blocked-${shopperId}`);
    expect(errorOf(blocked).errorId).toBe('ATH409');
    await api.database.db
      .update(schema.programmeProfiles)
      .set({ currentSpend: 5_000 })
      .where(eq(schema.programmeProfiles.shopperId, shopperId));
    const order = await placeOrder(api, token, cartId, `athlete-voucher-${shopperId}`);
    expect(order.status).toBe(200);
    expect(await spentBy(shopperId)).toBe(5_000 + ready.totals.total - 1_000);
  });
});
