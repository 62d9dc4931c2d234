import { checkout, giftcards, orders, payments } from '@ridgeline/commerce';
import type { Cart, Order } from '@ridgeline/contracts';
import { eq, schema } from '@ridgeline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMinutes } from '../src/cli/orders-expire-pending.ts';
import { createTestApi, newCart, placeOrder, readyCart, type TestApi } from './helpers.ts';

type ErrorBody = { errorDetails: { errorId: string; message: string; field?: string; basketId?: string }[] };

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const DEMO_USD_100 = '5A1C 7E93 0B2D 4F68 9C3E 1A75 D2B0 6E41';
const DEMO_USD_ZERO = '2E7A91C5D4036BF80A2D5E19C7B63F84';
const DEMO_USD_EXPIRED = '9B4E0C27F8156AD32E90B71C4D58E6A2';
const DEMO_USD_DISABLED = '1F6D83A04C9BE5720D3FA8165B2EC940';
const DEMO_CAD_100 = '6C2F4A8E13D790B5E2C17F4A0D96B358';

/** A fresh gift card with a random number, for tests that spend balances. */
async function newGiftCard(balance: number, currency = 'USD') {
  const number = giftcards.newGiftCardNumber();
  await api.database.db.insert(schema.giftCards).values({
    id: crypto.randomUUID(),
    numberHash: giftcards.hashGiftCardNumber(number),
    last4: number.slice(-4),
    currency,
    initialBalance: balance,
    balance,
  });
  return number;
}

const balanceOf = async (number: string) =>
  (
    await api.database.db
      .select()
      .from(schema.giftCards)
      .where(eq(schema.giftCards.numberHash, giftcards.hashGiftCardNumber(number)))
  )[0]!.balance;

const stockOf = async (upc: string) =>
  (await api.database.db.select().from(schema.stock).where(eq(schema.stock.upc, upc)))[0]!.quantity;

const addGiftCard = (token: string, cartId: string, number?: string) =>
  api.call<Cart & ErrorBody>({
    method: 'POST',
    url: `/api/cart/v1/cart/${cartId}/paymentInstruments`,
    token,
    body: { payment_method_id: 'GIFT_CARD', giftCard: number === undefined ? {} : { number } },
  });

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const postForm = (url: string, fields: Record<string, string>) =>
  api.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form(fields),
  });
const redirectParams = (location: unknown) => new URL(String(location), 'http://shop.test').searchParams;

describe('3-D Secure challenge', () => {
  async function pendingOrder(key: string) {
    const ready = await readyCart(api, '4000000000003220');
    const before = await stockOf(ready.variant.upc);
    const placed = await placeOrder(api, ready.token, ready.cart.id, key);
    return { ...ready, before, placed };
  }

  async function answerChallenge(url: string, outcome: 'approve' | 'fail') {
    const returnUrl = '/en-us/checkout/3ds-return';
    const challengePage = await api.app.inject({ method: 'GET', url: `${url}?returnUrl=${returnUrl}` });
    expect(challengePage.statusCode).toBe(200);
    expect(challengePage.body).toContain('Confirm payment');
    const answer = await postForm(url, { returnUrl, outcome });
    expect(answer.statusCode).toBe(303);
    expect(String(answer.headers.location)).toMatch(/^\/en-us\/checkout\/3ds-return\?threeDS2Result=3ds_/);
    return redirectParams(answer.headers.location).get('threeDS2Result')!;
  }

  const finalise = (token: string, orderNumber: string, threeDS2Result: string) =>
    api.call<Order & ErrorBody>({
      method: 'PATCH',
      url: `/api/cart/v2/checkout/order/${orderNumber}`,
      token,
      body: { paymentMethod: { code: 'CREDIT_CARD', additionalData: { threeDS2Result } } },
    });

  it('keeps the order pending with stock held, then completes it after a passed challenge', async () => {
    const { token, variant, before, placed } = await pendingOrder('three-ds-pass-1');
    expect(placed.status).toBe(200);
    expect(placed.body.status).toBe('pending_authentication');
    const flash = placed.body.flash[0]!;
    expect(flash).toMatchObject({
      type: 'PaymentNotAuthorized',
      action: { type: 'threeDS2', method: 'GET' },
    });
    expect(await stockOf(variant.upc)).toBe(before - 1);

    const result = await answerChallenge(flash.action!.url, 'approve');
    const done = await finalise(token, placed.body.orderNumber, result);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'created', flash: [] });
    expect(done.body.paymentMethod[0]).toMatchObject({ code: 'CREDIT_CARD', status: 'authorized' });
    const again = await finalise(token, placed.body.orderNumber, result);
    expect(again.body.status).toBe('created');
    const mail = await api.database.db.select().from(schema.outbox);
    // The pending email (the way back after a closed browser), then one confirmation despite the repeat.
    expect(
      mail
        .filter((m) => m.subject.includes(placed.body.orderNumber))
        .map((m) => m.subject)
        .sort(),
    ).toEqual([
      `Finish paying for your Ridgeline order ${placed.body.orderNumber}`,
      `Your Ridgeline order ${placed.body.orderNumber}`,
    ]);
  });

  it('cancels the order after a failed challenge: PAY403, stock back, a new cart with the same items', async () => {
    const { token, variant, before, placed } = await pendingOrder('three-ds-fail-1');
    const result = await answerChallenge(placed.body.flash[0]!.action!.url, 'fail');
    const failed = await finalise(token, placed.body.orderNumber, result);
    expect(failed.status).toBe(402);
    const error = failed.body.errorDetails[0]!;
    expect(error.errorId).toBe('PAY403');
    expect(await stockOf(variant.upc)).toBe(before);
    const newCartId = error.basketId!;
    const reopened = await api.call<Cart>({ method: 'GET', url: `/api/cart/v1/cart/${newCartId}`, token });
    expect(reopened.body.items.map((i) => [i.upc, i.qty])).toEqual([[variant.upc, 1]]);
    expect(reopened.body.shipments[0]!.address?.city).toBe('New York');
    const order = await api.call<Order>({
      method: 'GET',
      url: `/api/consumers-v3/consumer/purchase/${placed.body.orderNumber}`,
      token,
    });
    expect(order.body.status).toBe('cancelled');
    const [auth] = await api.database.db
      .select()
      .from(schema.gatewayAuthorizations)
      .where(eq(schema.gatewayAuthorizations.reference, placed.body.orderNumber));
    expect(auth!.status).toBe('voided');
    const repeat = await finalise(token, placed.body.orderNumber, result);
    expect(repeat.body.errorDetails[0]!.errorId).toBe('PAY403');
  });

  it('treats a forged result as a failed challenge and rejects malformed PATCHes', async () => {
    const { token, placed } = await pendingOrder('three-ds-forged-1');
    const stranger = await api.guest();
    const notYours = await finalise(stranger.accessToken, placed.body.orderNumber, '3ds_forged');
    expect(notYours.body.errorDetails[0]!.errorId).toBe('OHS4004');
    const forged = await finalise(token, placed.body.orderNumber, '3ds_forged');
    expect(forged.body.errorDetails[0]!.errorId).toBe('PAY403');

    const missing = await api.call<ErrorBody>({
      method: 'PATCH',
      url: `/api/cart/v2/checkout/order/${placed.body.orderNumber}`,
      token,
      body: { paymentMethod: { code: 'CREDIT_CARD', additionalData: {} } },
    });
    expect(missing.body.errorDetails[0]).toMatchObject({
      errorId: 'REQ400',
      field: 'body.paymentMethod.additionalData.threeDS2Result',
    });
    const badNumber = await finalise(token, 'ORDER-1', 'x');
    expect(badNumber.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'params.orderNumber' });
    const page = await api.app.inject({ method: 'GET', url: '/gateway/v1/3ds/auth_unknown123?returnUrl=/x' });
    expect(page.statusCode).toBe(404);
    const offSite = await api.app.inject({
      method: 'GET',
      url: '/gateway/v1/3ds/auth_unknown123?returnUrl=https://evil.example',
    });
    expect(offSite.statusCode).toBe(400);
  });
});

describe('expiry of orders left waiting for authentication', () => {
  it('cancels them after the timeout and puts their stock back on sale', async () => {
    const ready = await readyCart(api, '4000000000003220');
    const before = await stockOf(ready.variant.upc);
    const placed = await placeOrder(api, ready.token, ready.cart.id, 'three-ds-expire-1');
    expect(placed.body.status).toBe('pending_authentication');
    const gateway = new payments.TestPaymentGateway(api.database.db);
    expect(await checkout.expirePendingOrders(api.database.db, gateway, 30)).not.toContain(
      placed.body.orderNumber,
    );
    const later = new Date(Date.now() + 31 * 60_000);
    expect(await checkout.expirePendingOrders(api.database.db, gateway, 30, later)).toContain(
      placed.body.orderNumber,
    );
    expect(await stockOf(ready.variant.upc)).toBe(before);
    const timeline = await orders.orderTimeline(api.database.db, placed.body.orderNumber);
    expect(timeline.at(-1)).toMatchObject({
      type: 'cancelled',
      data: { reason: 'payment authentication timed out' },
    });
    expect(parseMinutes(['--minutes', '45'])).toBe(45);
    expect(() => parseMinutes(['--minutes', '0'])).toThrow(/at least 1/);
  });
});

describe('POST /cart/v1/giftcard/balance', () => {
  const balance = (token: string, body: unknown) =>
    api.call<{ balance: number; currency: string; maskedNumber: string } & ErrorBody>({
      method: 'POST',
      url: '/api/cart/v1/giftcard/balance',
      token,
      body,
    });

  it('shows the balance of a demo card and every GFC code for bad numbers', async () => {
    const { accessToken } = await api.guest();
    const ok = await balance(accessToken, { giftCardNumber: DEMO_USD_100 });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ balance: 10_000, currency: 'USD', maskedNumber: '•••• 6E41' });
    const cases: [unknown, string][] = [
      [{}, 'GFC400'],
      [{ giftCardNumber: '  ' }, 'GFC400'],
      [{ giftCardNumber: '1234' }, 'GFC800'],
      [{ giftCardNumber: '00000000000000000000000000000000' }, 'GFC700'],
      [{ giftCardNumber: DEMO_USD_EXPIRED }, 'GFC812'],
      [{ giftCardNumber: DEMO_USD_DISABLED }, 'GFC760'],
      [{ giftCardNumber: 42 }, 'REQ400'],
    ];
    for (const [body, errorId] of cases) {
      const response = await balance(accessToken, body);
      expect([JSON.stringify(body), response.body.errorDetails[0]!.errorId]).toEqual([
        JSON.stringify(body),
        errorId,
      ]);
    }
  });
});

describe('gift cards as payment', () => {
  it('answers GFC740, GFC725, GFC755, GFC410 and GFC400 when applying', async () => {
    const { token, cart } = await readyCart(api);
    expect((await addGiftCard(token, cart.id, DEMO_USD_ZERO)).body.errorDetails[0]!.errorId).toBe('GFC740');
    expect((await addGiftCard(token, cart.id, DEMO_CAD_100)).body.errorDetails[0]!.errorId).toBe('GFC725');
    expect((await addGiftCard(token, cart.id)).body.errorDetails[0]!.errorId).toBe('GFC400');
    const first = await newGiftCard(1_000);
    expect((await addGiftCard(token, cart.id, first)).status).toBe(200);
    expect((await addGiftCard(token, cart.id, first.toLowerCase())).body.errorDetails[0]!.errorId).toBe(
      'GFC755',
    );
    expect((await addGiftCard(token, cart.id, await newGiftCard(1_000))).status).toBe(200);
    const third = await addGiftCard(token, cart.id, await newGiftCard(1_000));
    expect(third.body.errorDetails[0]!.errorId).toBe('GFC410');
    const methods = await api.call<{
      paymentMethods: { id: string; applicable: boolean; reason: string | null }[];
    }>({ method: 'GET', url: `/api/cart/v1/cart/${cart.id}/paymentMethods`, token });
    expect(methods.body.paymentMethods.find((m) => m.id === 'GIFT_CARD')).toMatchObject({
      applicable: false,
      reason: 'GFC410',
    });
  });

  it('returns the first result when a gift card is added again with the same Idempotency-Key', async () => {
    const { token, cart } = await readyCart(api);
    const number = await newGiftCard(1_500);
    const add = () =>
      api.call<Cart & ErrorBody>({
        method: 'POST',
        url: `/api/cart/v1/cart/${cart.id}/paymentInstruments`,
        token,
        body: { payment_method_id: 'GIFT_CARD', giftCard: { number } },
        headers: { 'idempotency-key': 'gift-card-add-0001' },
      });
    const first = await add();
    const again = await add();
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.paymentInstruments).toEqual(first.body.paymentInstruments);
    const withoutKey = await addGiftCard(token, cart.id, number);
    expect(withoutKey.body.errorDetails[0]!.errorId).toBe('GFC755');
  });

  it('splits the tender: gift card first, card for the rest, balances debited with the order', async () => {
    const { token, cart } = await readyCart(api);
    const number = await newGiftCard(2_500);
    const withCard = await addGiftCard(token, cart.id, number);
    const instruments = withCard.body.paymentInstruments;
    expect(instruments.find((p) => p.payment_method_id === 'GIFT_CARD')).toMatchObject({
      amount: 2_500,
      giftCard: { balance: 2_500 },
    });
    expect(instruments.find((p) => p.payment_method_id === 'CREDIT_CARD')!.amount).toBe(
      withCard.body.totals.total - 2_500,
    );
    const placed = await placeOrder(api, token, cart.id, 'split-tender-1');
    expect(placed.status).toBe(200);
    expect(placed.body.paymentMethod.map((p) => [p.code, p.amount]).sort()).toEqual(
      [
        ['CREDIT_CARD', placed.body.totals.total - 2_500],
        ['GIFT_CARD', 2_500],
      ].sort(),
    );
    expect(await balanceOf(number)).toBe(0);
    const [auth] = await api.database.db
      .select()
      .from(schema.gatewayAuthorizations)
      .where(eq(schema.gatewayAuthorizations.reference, placed.body.orderNumber));
    expect(auth!.amount).toBe(placed.body.totals.total - 2_500);
  });

  it('places an order paid by gift cards alone, and asks for more with PYT400 when they fall short', async () => {
    const short = await readyCart(api);
    await api.call({
      method: 'DELETE',
      url: `/api/cart/v1/cart/${short.cart.id}/paymentInstruments`,
      token: short.token,
      body: { payment_instrument_id: short.cart.paymentInstruments[0]!.payment_instrument_id },
    });
    await addGiftCard(short.token, short.cart.id, await newGiftCard(500));
    const refused = await placeOrder(api, short.token, short.cart.id, 'gift-short-1');
    expect(refused.body.errorDetails[0]!.errorId).toBe('PYT400');

    const covered = await readyCart(api);
    await api.call({
      method: 'DELETE',
      url: `/api/cart/v1/cart/${covered.cart.id}/paymentInstruments`,
      token: covered.token,
      body: { payment_instrument_id: covered.cart.paymentInstruments[0]!.payment_instrument_id },
    });
    const big = await newGiftCard(100_000);
    await addGiftCard(covered.token, covered.cart.id, big);
    const placed = await placeOrder(api, covered.token, covered.cart.id, 'gift-only-1');
    expect(placed.status).toBe(200);
    expect(placed.body.paymentMethod).toEqual([
      expect.objectContaining({ code: 'GIFT_CARD', amount: placed.body.totals.total, status: 'debited' }),
    ]);
    expect(await balanceOf(big)).toBe(100_000 - placed.body.totals.total);
  });
});

describe('buy now, pay later', () => {
  async function bnplSession(token: string, cartId: string) {
    const response = await api.call<
      { sessionID: string; amount: number; action: { url: string } } & ErrorBody
    >({
      method: 'GET',
      url: `/api/cart/v1/paymentSession?paymentMethodId=BNPL&basketId=${cartId}`,
      token,
    });
    return response;
  }
  const addPlan = (token: string, cartId: string, sessionID: string) =>
    api.call<Cart & ErrorBody>({
      method: 'POST',
      url: `/api/cart/v1/cart/${cartId}/paymentInstruments`,
      token,
      body: { payment_method_id: 'BNPL', bnpl: { sessionID } },
    });

  it('runs init, provider approval, instrument and authorisation', async () => {
    const { token, cart } = await readyCart(api);
    const session = await bnplSession(token, cart.id);
    expect(session.status).toBe(200);
    expect(session.body.amount).toBe(cart.totals.total);
    const returnUrl = '/en-us/checkout/billing';
    const providerPage = await api.app.inject({
      method: 'GET',
      url: `${session.body.action.url}?returnUrl=${returnUrl}`,
    });
    expect(providerPage.body).toContain('4 payments');
    const approved = await postForm(session.body.action.url, { returnUrl, outcome: 'approve' });
    expect(redirectParams(approved.headers.location).get('bnplStatus')).toBe('approved');

    const withPlan = await addPlan(token, cart.id, session.body.sessionID);
    expect(withPlan.status).toBe(200);
    expect(withPlan.body.paymentInstruments.map((p) => p.payment_method_id)).toEqual(['BNPL']);
    const placed = await placeOrder(api, token, cart.id, 'bnpl-order-1');
    expect(placed.status).toBe(200);
    expect(placed.body.paymentMethod[0]).toMatchObject({ code: 'BNPL', status: 'authorized' });
  });

  it('shows the provider form when it asks for more details, and answers PAY400 for a declined plan', async () => {
    const { token, cart } = await readyCart(api);
    const returnUrl = '/en-us/checkout/billing';
    const session = await bnplSession(token, cart.id);
    const more = await postForm(session.body.action.url, { returnUrl, outcome: 'form' });
    expect(String(more.headers.location)).toContain(session.body.action.url);
    const formPage = await api.app.inject({ method: 'GET', url: String(more.headers.location) });
    expect(formPage.body).toContain('name="birthDate"');
    const approved = await postForm(session.body.action.url, {
      returnUrl,
      outcome: 'approve',
      birthDate: '1990-04-02',
    });
    expect(redirectParams(approved.headers.location).get('bnplStatus')).toBe('approved');

    const declinedSession = await bnplSession(token, cart.id);
    await postForm(declinedSession.body.action.url, { returnUrl, outcome: 'decline' });
    const declined = await addPlan(token, cart.id, declinedSession.body.sessionID);
    expect(declined.status).toBe(402);
    expect(declined.body.errorDetails[0]!.errorId).toBe('PAY400');
    const malformed = await addPlan(token, cart.id, 'short');
    expect(malformed.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.bnpl.sessionID' });
    const badQuery = await api.call<ErrorBody>({
      method: 'GET',
      url: '/api/cart/v1/paymentSession?paymentMethodId=CASH',
      token,
    });
    expect(badQuery.body.errorDetails[0]).toMatchObject({
      errorId: 'REQ400',
      field: 'querystring.paymentMethodId',
    });
  });
});

describe('GET /cart/v1/cart/{basketId}/paymentMethods', () => {
  it('lists the site methods with their applicability for the basket', async () => {
    const { accessToken } = await api.guest();
    const empty = await newCart(api, accessToken, 'de-de');
    const response = await api.call<{
      paymentMethods: { id: string; cards: string[]; applicable: boolean }[];
    }>({
      method: 'GET',
      url: `/api/cart/v1/cart/${empty.id}/paymentMethods?locale=de-de`,
      token: accessToken,
    });
    expect(response.body.paymentMethods.map((m) => [m.id, m.applicable])).toEqual([
      ['CREDIT_CARD', true],
      ['GIFT_CARD', true],
      ['BNPL', false],
      // Rewards and athlete payment need a signed-in member or athlete (decision 044).
      ['REWARD_CODE', false],
      ['REWARD_CARD', false],
      ['ATHLETES_PAYMENT', false],
    ]);
    expect(response.body.paymentMethods[0]!.cards).toEqual(['visa', 'mastercard']);
    const malformed = await api.call<ErrorBody>({
      method: 'GET',
      url: '/api/cart/v1/cart/nope/paymentMethods',
      token: accessToken,
    });
    expect(malformed.body.errorDetails[0]!.errorId).toBe('REQ400');
  });
});
