import type { Cart, Order, TokenResponse } from '@ridgeline/contracts';
import { and, asc, eq, gte, schema } from '@ridgeline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CODE_ATTEMPTS_PER_MINUTE } from '../src/plugins/code-attempts.ts';
import {
  altcha,
  createTestApi,
  exchange,
  newCart,
  PASSWORD,
  pkce,
  placeOrder,
  readyCart,
  registered,
  signIn,
  type TestApi,
  variantOfType,
} from './helpers.ts';

type ErrorBody = { errorDetails: { errorId: string; message: string; [key: string]: unknown }[] };

let api: TestApi;
beforeAll(async () => {
  // The real limit on code attempts (the other tests of the file use their own client addresses).
  api = await createTestApi({ rateLimits: { codeAttemptsPerMinute: DEFAULT_CODE_ATTEMPTS_PER_MINUTE } });
});
afterAll(() => api.close());

const post = <T>(url: string, token: string | undefined, body?: unknown, headers?: Record<string, string>) =>
  api.call<T & ErrorBody>({ method: 'POST', url, token, body, ...(headers ? { headers } : {}) });

describe('forgot password', () => {
  it('mails at most three reset links an hour to one account, and answers OK beyond', async () => {
    const { email } = await registered(api);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post('/api/consumers-v3/confirmforgotpassword', undefined, { email })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(answers.every((a) => (a.body as unknown as { status: string }).status === 'OK')).toBe(true);
    const mails = await api.database.db
      .select()
      .from(schema.outbox)
      .where(and(eq(schema.outbox.toAddress, email), eq(schema.outbox.template, 'password-reset')));
    expect(mails).toHaveLength(3);
  });
});

describe('TrackOrder', () => {
  it('answers an unknown order number exactly like a wrong email', async () => {
    const ready = await readyCart(api);
    const order = (await placeOrder(api, ready.token, ready.cart.id, 'abuse-track-1')).body as Order;
    const stranger = (await api.guest()).accessToken;
    const track = (email: string, orderNumber: string) =>
      post('/api/consumers-v3/consumer/TrackOrder', stranger, { email, orderNumber });
    const wrongEmail = await track('someone.else@example.com', order.orderNumber);
    const unknown = await track('jordan@example.com', 'RL0000000000');
    expect(unknown.status).toBe(wrongEmail.status);
    expect(unknown.body.errorDetails).toEqual(wrongEmail.body.errorDetails);
    expect(unknown.body.errorDetails[0]!.errorId).toBe('ORD400');
    expect(JSON.stringify(unknown.body.errorDetails)).not.toContain('RL0000000000');
    expect((await track('jordan@example.com', order.orderNumber)).status).toBe(200);
  });
});

describe('coupon and card code attempts', () => {
  const from = (address: string) => ({ 'x-forwarded-for': address });
  const coupon = (token: string, cartId: string, address: string, code = 'GUESS0000') =>
    api.call<ErrorBody>({
      method: 'PUT',
      url: '/api/cart/v1/coupon',
      token,
      body: { cartId, code },
      headers: from(address),
    });
  const instrument = (token: string, cartId: string, address: string, body: Record<string, unknown>) =>
    api.call<ErrorBody>({
      method: 'POST',
      url: `/api/cart/v1/cart/${cartId}/paymentInstruments`,
      token,
      body,
      headers: from(address),
    });

  it('answers ten a minute per shopper, coupons and gift cards together, whatever the address', async () => {
    const { accessToken } = await api.guest();
    const cart = await newCart(api, accessToken);
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push(await coupon(accessToken, cart.id, `203.0.113.${i + 1}`, `GUESS${i}`));
    for (let i = 6; i < 10; i++) {
      answers.push(
        await instrument(accessToken, cart.id, `203.0.113.${i + 1}`, {
          payment_method_id: i % 2 ? 'GIFT_CARD' : 'REWARD_CODE',
          ...(i % 2 ? { giftCard: { number: `60000000000000${i}` } } : { rewardCode: { code: `RW${i}` } }),
        }),
      );
    }
    expect(answers.map((a) => a.status)).not.toContain(429);
    const eleventh = await coupon(accessToken, cart.id, '203.0.113.99');
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.errorDetails[0]!.errorId).toBe('API429');
    const card = await instrument(accessToken, cart.id, '203.0.113.98', {
      payment_method_id: 'REWARD_CARD',
      rewardCard: { number: '1234567890' },
    });
    expect(card.status).toBe(429);
  });

  it('answers ten a minute per client address, whoever the shopper, and leaves card payments alone', async () => {
    const address = '198.51.100.7';
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      const { accessToken } = await api.guest();
      const cart = await newCart(api, accessToken);
      statuses.push(
        i % 2
          ? (await coupon(accessToken, cart.id, address, `TRY${i}`)).status
          : (
              await instrument(accessToken, cart.id, address, {
                payment_method_id: 'GIFT_CARD',
                giftCard: { number: `70000000000000${i}` },
              })
            ).status,
      );
    }
    expect(statuses.slice(0, 10)).not.toContain(429);
    expect(statuses[10]).toBe(429);
    const { accessToken } = await api.guest();
    const cart = await newCart(api, accessToken);
    const creditCard = await instrument(accessToken, cart.id, address, {
      payment_method_id: 'CREDIT_CARD',
      card: { token: 'tok_unknown_000' },
    });
    expect(creditCard.status).not.toBe(429);
    expect((await coupon(accessToken, cart.id, '198.51.100.8')).status).not.toBe(429);
  });
});

describe('open carts and cart lines', () => {
  const createCart = (token: string) =>
    api.call<Cart & ErrorBody>({ method: 'POST', url: '/api/cart/v1/cart?locale=en-us', token });

  it('opens at most 20 carts for one shopper, even when asked all at once', async () => {
    const { accessToken } = await api.guest();
    const answers = await Promise.all(Array.from({ length: 26 }, () => createCart(accessToken)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(20);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(6);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(answer.body.errorDetails[0]).toMatchObject({ errorId: 'BSK429', maxCarts: 20 });
    }
    // Another shopper is not affected.
    expect((await createCart((await api.guest()).accessToken)).status).toBe(200);
  });

  it('keeps a cart to 50 lines; quantities of its lines still change', async () => {
    const { accessToken } = await api.guest();
    const cart = await newCart(api, accessToken);
    const candidates = await api.database.db
      .select({ upc: schema.variants.upc })
      .from(schema.variants)
      .innerJoin(schema.stock, eq(schema.stock.upc, schema.variants.upc))
      .innerJoin(schema.products, eq(schema.products.id, schema.variants.productId))
      .where(and(gte(schema.stock.quantity, 5), eq(schema.products.productType, 'hiking-boot')))
      .orderBy(asc(schema.variants.upc))
      .limit(80);
    const add = (upc: string, qty = 1) =>
      api.call<Cart & ErrorBody>({
        method: 'POST',
        url: '/api/cart/v1/item?locale=en-us',
        token: accessToken,
        body: { cartId: cart.id, upc, qty },
      });
    const added: string[] = [];
    let refused: Awaited<ReturnType<typeof add>> | null = null;
    for (const { upc } of candidates) {
      const answer = await add(upc);
      if (answer.status === 200) added.push(upc);
      else if (answer.body.errorDetails[0]!.errorId === 'BSK413') {
        refused = answer;
        break;
      }
    }
    expect(added).toHaveLength(50);
    expect(refused?.status).toBe(409);
    expect(refused?.body.errorDetails[0]).toMatchObject({ errorId: 'BSK413', maxLines: 50 });
    const more = await add(added[0]!, 1);
    expect(more.status).toBe(200);
    expect(more.body.items).toHaveLength(50);
  });
});

describe('reserveWithItem holds per shopper', () => {
  const reserve = (token: string, cartId: string, upc: string, qty: number) =>
    api.call<ErrorBody & { hold: { qty: number } }>({
      method: 'POST',
      url: '/api/cart/v1/reserveWithItem?locale=en-us',
      token,
      body: { cartId, upc, qty },
    });

  it('holds at most 2 units of a variant for one shopper, across their carts', async () => {
    const { upc } = await variantOfType(api, 'backpack', 30, 5);
    const { accessToken } = await api.guest();
    const first = await newCart(api, accessToken);
    const drop = await reserve(accessToken, first.id, upc, 30);
    expect(drop.status).toBe(400);
    expect(drop.body.errorDetails[0]).toMatchObject({ errorId: 'INV408', maxAllowedQty: 2 });
    expect(
      (await api.call<Cart>({ method: 'GET', url: `/api/cart/v1/cart/${first.id}`, token: accessToken })).body
        .items,
    ).toHaveLength(0);
    expect((await reserve(accessToken, first.id, upc, 2)).status).toBe(200);
    const second = await newCart(api, accessToken);
    const again = await reserve(accessToken, second.id, upc, 1);
    expect(again.status).toBe(400);
    expect(again.body.errorDetails[0]!.errorId).toBe('INV408');
    // Someone else may still hold the same variant.
    const other = (await api.guest()).accessToken;
    expect((await reserve(other, (await newCart(api, other)).id, upc, 2)).status).toBe(200);
  });

  it('holds at most 10 units in all for one shopper', async () => {
    const { accessToken } = await api.guest();
    const cart = await newCart(api, accessToken);
    for (let i = 0; i < 5; i++) {
      const { upc } = await variantOfType(api, 'hiking-boot', 10, 20 + i);
      expect((await reserve(accessToken, cart.id, upc, 2)).status).toBe(200);
    }
    const { upc } = await variantOfType(api, 'hiking-boot', 10, 30);
    const eleventh = await reserve(accessToken, cart.id, upc, 1);
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.errorDetails[0]).toMatchObject({ errorId: 'INV429', maxHeldUnits: 10 });
  });
});

describe('access tokens end with their session', () => {
  const readCart = (token: string, cartId: string) =>
    api.call<Cart & ErrorBody>({ method: 'GET', url: `/api/cart/v1/cart/${cartId}`, token });

  it('stops working at sign-out, in the cart too', async () => {
    const { session } = await registered(api);
    const cart = await newCart(api, session.accessToken);
    expect((await readCart(session.accessToken, cart.id)).status).toBe(200);
    const out = await post<TokenResponse>('/api/consumers-v3/consumer/auth/signout', session.accessToken, {
      refreshToken: session.refreshToken,
    });
    expect(out.status).toBe(200);
    const after = await readCart(session.accessToken, cart.id);
    expect(after.status).toBe(401);
    expect(after.body.errorDetails[0]!.errorId).toBe('AUT498');
    // The guest session sign-out answers works.
    expect((await newCart(api, out.body.accessToken)).id).toBeTruthy();
  });

  it("stops working everywhere at a password change: every other session's cart calls refuse it", async () => {
    const { session: phone, email } = await registered(api);
    const { session: laptop } = await signIn(api, email, PASSWORD);
    const cart = await newCart(api, laptop!.accessToken);
    const changed = await post<TokenResponse>(
      '/api/consumers-v3/consumer/changepassword',
      phone.accessToken,
      {
        currentPassword: PASSWORD,
        password: 'Another2026ok',
      },
    );
    expect(changed.status).toBe(200);
    for (const token of [laptop!.accessToken, phone.accessToken]) {
      const refused = await readCart(token, cart.id);
      expect(refused.status).toBe(401);
      expect(refused.body.errorDetails[0]!.errorId).toBe('AUT498');
    }
    const refreshed = await post('/api/token/v2/auth/token', undefined, {
      type: 'Refresh',
      refreshToken: laptop!.refreshToken,
    });
    expect(refreshed.status).toBe(401);
    // The session the change answered works.
    expect((await readCart(changed.body.accessToken, cart.id)).status).toBe(200);
  });
});

describe('inStoreSalesInfo', () => {
  async function associateSession(storeId: string, storeEmployeeId: string) {
    const { codeVerifier, codeChallenge } = pkce();
    const login = await post<{ authorizationCode: string }>(
      '/api/consumers-v3/consumer/agent/login',
      undefined,
      {
        username: 'employee@ridgeline.test',
        password: 'RidgelineStaff1',
        codeChallenge,
        altcha: await altcha(api),
        storeId,
        storeEmployeeId,
      },
    );
    return { login, exchange: () => exchange(api, login.body.authorizationCode, codeVerifier) };
  }
  const salesInfoOf = async (orderNumber: string) =>
    (await api.database.db.select().from(schema.orders).where(eq(schema.orders.orderNumber, orderNumber)))[0]!
      .inStoreSalesInfo;
  const order = (token: string, cartId: string, key: string, inStoreSalesInfo?: unknown) =>
    api.call<Order & ErrorBody>({
      method: 'PUT',
      url: '/api/cart/v2/checkout/order',
      token,
      body: { cartId, ...(inStoreSalesInfo ? { inStoreSalesInfo } : {}) },
      headers: { 'idempotency-key': key },
    });

  it("is never taken from a guest's request body", async () => {
    const ready = await readyCart(api);
    const placed = await order(ready.token, ready.cart.id, 'abuse-forged-1', {
      storeId: 'ST0001',
      storeEmployeeId: 'EMP-FORGED',
    });
    expect(placed.status).toBe(200);
    expect(await salesInfoOf(placed.body.orderNumber)).toBeNull();
  });

  it("is the store and associate of the associate's assisted session, whatever the body says", async () => {
    const [associate] = await api.database.db.select().from(schema.storeEmployees).limit(1);
    const { storeId, employeeId } = associate!;
    const unknown = await associateSession(storeId, 'NOT-AN-ASSOCIATE');
    expect(unknown.login.body.errorDetails[0]).toMatchObject({
      errorId: 'REQ400',
      field: 'body.storeEmployeeId',
    });
    const shift = (await (await associateSession(storeId, employeeId)).exchange()).body;
    // The associate sells for a guest in an assisted session (decision 090).
    const assisted = await api.call<{ accessToken: string }>({
      method: 'POST',
      url: '/api/consumers-v3/consumer/agent/assist',
      token: shift.accessToken,
      body: {},
    });
    const token = assisted.body.accessToken;
    const ready = await readyCart(api, undefined, 1, token);
    const placed = await order(token, ready.cart.id, 'abuse-associate-1', {
      storeId: 'ST9999',
      storeEmployeeId: 'EMP-FORGED',
    });
    expect(placed.status).toBe(200);
    expect(await salesInfoOf(placed.body.orderNumber)).toEqual({ storeId, storeEmployeeId: employeeId });
  });
});
