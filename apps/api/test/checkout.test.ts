import { giftcards } from '@ridgeline/commerce';
import type { Cart, Order } from '@ridgeline/contracts';
import { eq, schema } from '@ridgeline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, newCart, placeOrder, readyCart, type TestApi } from './helpers.ts';

type ErrorBody = { errorDetails: { errorId: string; message: string }[] };

let api: TestApi;
let failAfterAuthorization = false;
beforeAll(async () => {
  api = await createTestApi({
    checkoutHooks: {
      afterAuthorization: () => {
        if (failAfterAuthorization) throw new Error('injected failure after authorisation');
      },
    },
  });
});
afterAll(() => api.close());

const stockOf = async (upc: string) =>
  (await api.database.db.select().from(schema.stock).where(eq(schema.stock.upc, upc)))[0]!.quantity;

describe('prepareOrder', () => {
  it('names what is missing: items, address, billing, payment', async () => {
    const session = await api.guest();
    const token = session.accessToken;
    const cart = await newCart(api, token);
    const prepare = () =>
      api.call<ErrorBody>({
        method: 'POST',
        url: '/api/cart/v1/cart/prepareOrder',
        token,
        body: { basketId: cart.id },
      });
    expect((await prepare()).body.errorDetails[0]!.errorId).toBe('REQ400');

    const ready = await readyCart(api);
    const ok = await api.call<Cart>({
      method: 'POST',
      url: '/api/cart/v1/cart/prepareOrder',
      token: ready.token,
      body: { basketId: ready.cart.id },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.totals.remainingToPay).toBe(0);

    await api.call({
      method: 'DELETE',
      url: `/api/cart/v1/cart/${ready.cart.id}/billingAddress`,
      token: ready.token,
    });
    const noBilling = await api.call<ErrorBody>({
      method: 'POST',
      url: '/api/cart/v1/cart/prepareOrder',
      token: ready.token,
      body: { basketId: ready.cart.id },
    });
    expect(noBilling.body.errorDetails[0]!.errorId).toBe('BIL400');
  });

  it('asks for a card with PYT400 when nothing pays the total', async () => {
    const ready = await readyCart(api);
    const instrument = ready.cart.paymentInstruments[0]!;
    await api.call({
      method: 'DELETE',
      url: `/api/cart/v1/cart/${ready.cart.id}/paymentInstruments`,
      token: ready.token,
      body: { payment_instrument_id: instrument.payment_instrument_id },
    });
    const response = await api.call<ErrorBody>({
      method: 'POST',
      url: '/api/cart/v1/cart/prepareOrder',
      token: ready.token,
      body: { basketId: ready.cart.id },
    });
    expect(response.body.errorDetails[0]!.errorId).toBe('PYT400');
  });

  it('rejects a malformed basket id', async () => {
    const session = await api.guest();
    const response = await api.call<ErrorBody>({
      method: 'POST',
      url: '/api/cart/v1/cart/prepareOrder',
      token: session.accessToken,
      body: { basketId: 42 },
    });
    expect(response.status).toBe(400);
    expect(response.body.errorDetails[0]!.errorId).toBe('REQ400');
  });
});

describe('PUT /cart/v2/checkout/order', () => {
  it('places the order: stock taken, cart closed, order readable, confirmation queued', async () => {
    const ready = await readyCart(api, '4242424242424242', 2);
    const before = await stockOf(ready.variant.upc);
    const response = await placeOrder(api, ready.token, ready.cart.id, 'order-key-0001');
    expect(response.status).toBe(200);
    const order = response.body;
    expect(order.orderNumber).toMatch(/^RL\d{10}$/);
    expect(order.items[0]).toMatchObject({ upc: ready.variant.upc, qty: 2 });
    expect(order.totals.total).toBe(ready.cart.totals.total);
    expect(order.paymentMethod[0]).toMatchObject({
      code: 'CREDIT_CARD',
      card: { brand: 'visa', last4: '4242' },
    });
    expect(await stockOf(ready.variant.upc)).toBe(before - 2);

    const cartAfter = await api.call<ErrorBody>({
      method: 'GET',
      url: `/api/cart/v1/cart/${ready.cart.id}`,
      token: ready.token,
    });
    expect(cartAfter.body.errorDetails[0]!.errorId).toBe('BSK404');

    const read = await api.call<Order>({
      method: 'GET',
      url: `/api/consumers-v3/consumer/purchase/${order.orderNumber}`,
      token: ready.token,
    });
    expect(read.body.orderNumber).toBe(order.orderNumber);

    const mail = await api.database.db
      .select()
      .from(schema.outbox)
      .where(eq(schema.outbox.toAddress, 'jordan@example.com'));
    expect(mail.some((m) => m.subject.includes(order.orderNumber))).toBe(true);
  });

  it('returns the first order for a repeated Idempotency-Key, with one authorisation', async () => {
    const ready = await readyCart(api);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => placeOrder(api, ready.token, ready.cart.id, 'repeat-key-1234')),
    );
    const numbers = new Set(responses.map((r) => r.body.orderNumber));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expect(numbers.size).toBe(1);
    const [orderNumber] = [...numbers];
    const authorisations = await api.database.db
      .select()
      .from(schema.gatewayAuthorizations)
      .where(eq(schema.gatewayAuthorizations.reference, orderNumber!));
    expect(authorisations).toHaveLength(1);
  });

  it('answers API409 when an Idempotency-Key is reused for another cart', async () => {
    const first = await readyCart(api);
    await placeOrder(api, first.token, first.cart.id, 'reused-key-5678');
    const other = await newCart(api, first.token);
    const response = await api.call<ErrorBody>({
      method: 'PUT',
      url: '/api/cart/v2/checkout/order',
      token: first.token,
      body: { cartId: other.id },
      headers: { 'idempotency-key': 'reused-key-5678' },
    });
    expect(response.status).toBe(409);
    expect(response.body.errorDetails[0]!.errorId).toBe('API409');
  });

  it('keeps the cart and the stock when the card is declined (PAY400)', async () => {
    const ready = await readyCart(api, '4000000000000002');
    const before = await stockOf(ready.variant.upc);
    const response = await placeOrder(api, ready.token, ready.cart.id, 'declined-key-1');
    expect(response.status).toBe(402);
    expect((response.body as unknown as ErrorBody).errorDetails[0]!.errorId).toBe('PAY400');
    expect(await stockOf(ready.variant.upc)).toBe(before);
    const cart = await api.call<Cart>({
      method: 'GET',
      url: `/api/cart/v1/cart/${ready.cart.id}`,
      token: ready.token,
    });
    expect(cart.status).toBe(200);
  });

  it('flags fraud with PYT402', async () => {
    const ready = await readyCart(api, '4100000000000019');
    const response = await placeOrder(api, ready.token, ready.cart.id, 'fraud-key-0001');
    expect((response.body as unknown as ErrorBody).errorDetails[0]!.errorId).toBe('PYT402');
  });

  it('voids the authorisation and writes nothing when a later step fails', async () => {
    const ready = await readyCart(api);
    const before = await stockOf(ready.variant.upc);
    failAfterAuthorization = true;
    try {
      const response = await placeOrder(api, ready.token, ready.cart.id, 'failing-key-001');
      expect(response.status).toBe(500);
      expect((response.body as unknown as ErrorBody).errorDetails[0]!.errorId).toBe('GEN500');
      expect(JSON.stringify(response.body)).not.toContain('injected');
    } finally {
      failAfterAuthorization = false;
    }
    expect(await stockOf(ready.variant.upc)).toBe(before);
    const orders = await api.database.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.cartId, ready.cart.id));
    expect(orders).toEqual([]);
    const authorisations = await api.database.db.select().from(schema.gatewayAuthorizations);
    expect(authorisations.some((a) => a.status === 'voided')).toBe(true);

    const retry = await placeOrder(api, ready.token, ready.cart.id, 'failing-key-001');
    expect(retry.status).toBe(200);
  });

  it('never oversells: concurrent buyers of the last units get exactly that many orders', async () => {
    const buyers = await Promise.all(Array.from({ length: 8 }, () => readyCart(api)));
    const upc = buyers[0]!.variant.upc;
    await api.database.db.update(schema.stock).set({ quantity: 3 }).where(eq(schema.stock.upc, upc));
    const results = await Promise.all(
      buyers.map((b, i) => placeOrder(api, b.token, b.cart.id, `concurrent-key-${i}`)),
    );
    const placed = results.filter((r) => r.status === 200);
    expect(placed).toHaveLength(3);
    expect(
      results
        .filter((r) => r.status !== 200)
        .every((r) => (r.body as unknown as ErrorBody).errorDetails[0]!.errorId === 'INV406'),
    ).toBe(true);
    expect(await stockOf(upc)).toBe(0);
  });
});

describe('reliability', () => {
  it('sells the last 5 units to exactly 5 of 50 concurrent buyers', async () => {
    const buyers = await Promise.all(Array.from({ length: 50 }, () => readyCart(api)));
    const upc = buyers[0]!.variant.upc;
    const original = await stockOf(upc);
    await api.database.db.update(schema.stock).set({ quantity: 5 }).where(eq(schema.stock.upc, upc));
    const results = await Promise.all(
      buyers.map((b, i) => placeOrder(api, b.token, b.cart.id, `last-five-key-${i}`)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused.map((r) => (r.body as unknown as ErrorBody).errorDetails[0]!.errorId)).toEqual(
      Array(45).fill('INV406'),
    );
    expect(await stockOf(upc)).toBe(0);
    const orders = await api.database.db.select().from(schema.orders);
    const numbers = new Set(results.filter((r) => r.status === 200).map((r) => r.body.orderNumber));
    expect(orders.filter((o) => numbers.has(o.orderNumber))).toHaveLength(5);
    // Every loser's authorisation was voided: only the 5 winners hold one.
    const held = await api.database.db
      .select()
      .from(schema.gatewayAuthorizations)
      .where(eq(schema.gatewayAuthorizations.status, 'authorized'));
    const winnersHeld = held.filter((a) => numbers.has(a.reference));
    expect(winnersHeld).toHaveLength(5);
    await api.database.db.update(schema.stock).set({ quantity: original }).where(eq(schema.stock.upc, upc));
  });

  it('makes one order and one authorisation from the same order sent 20 times with one key', async () => {
    const ready = await readyCart(api);
    const before = await stockOf(ready.variant.upc);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => placeOrder(api, ready.token, ready.cart.id, 'twenty-times-key')),
    );
    expect(responses.every((r) => r.status === 200)).toBe(true);
    const numbers = new Set(responses.map((r) => r.body.orderNumber));
    expect(numbers.size).toBe(1);
    expect(responses.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    const [orderNumber] = [...numbers];
    const authorisations = await api.database.db
      .select()
      .from(schema.gatewayAuthorizations)
      .where(eq(schema.gatewayAuthorizations.reference, orderNumber!));
    expect(authorisations).toHaveLength(1);
    const orders = await api.database.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.cartId, ready.cart.id));
    expect(orders).toHaveLength(1);
    expect(await stockOf(ready.variant.upc)).toBe(before - 1);
  });

  it('leaves gift-card balances, coupon uses and stock untouched when a failure follows the authorisation', async () => {
    const ready = await readyCart(api);
    const number = giftcards.newGiftCardNumber();
    await api.database.db.insert(schema.giftCards).values({
      id: crypto.randomUUID(),
      numberHash: giftcards.hashGiftCardNumber(number),
      last4: number.slice(-4),
      currency: 'USD',
      initialBalance: 1_000,
      balance: 1_000,
    });
    await api.call({
      method: 'POST',
      url: `/api/cart/v1/cart/${ready.cart.id}/paymentInstruments`,
      token: ready.token,
      body: { payment_method_id: 'GIFT_CARD', giftCard: { number } },
    });
    await api.call({
      method: 'PUT',
      url: '/api/cart/v1/coupon',
      token: ready.token,
      body: { cartId: ready.cart.id, code: 'HIKE20' },
    });
    const uses = async () =>
      (await api.database.db.select().from(schema.promotions).where(eq(schema.promotions.id, 'HIKE20')))[0]!
        .redemptionCount;
    const before = { stock: await stockOf(ready.variant.upc), uses: await uses() };
    failAfterAuthorization = true;
    try {
      const response = await placeOrder(api, ready.token, ready.cart.id, 'failing-gift-key');
      expect(response.status).toBe(500);
    } finally {
      failAfterAuthorization = false;
    }
    const [card] = await api.database.db
      .select()
      .from(schema.giftCards)
      .where(eq(schema.giftCards.numberHash, giftcards.hashGiftCardNumber(number)));
    expect(card!.balance).toBe(1_000);
    expect(await uses()).toBe(before.uses);
    expect(await stockOf(ready.variant.upc)).toBe(before.stock);
    expect(
      await api.database.db.select().from(schema.orders).where(eq(schema.orders.cartId, ready.cart.id)),
    ).toEqual([]);
  });
});

describe('GET /consumers-v3/consumer/purchase/{orderId}', () => {
  it('lets a guest with the lookup token read the order and hides it from others', async () => {
    const ready = await readyCart(api);
    const order = (await placeOrder(api, ready.token, ready.cart.id, 'lookup-key-0001')).body;
    const stranger = await api.guest();
    const url = `/api/consumers-v3/consumer/purchase/${order.orderNumber}`;
    const withToken = await api.call<Order>({
      method: 'GET',
      url: `${url}?st=${order.st}`,
      token: stranger.accessToken,
    });
    expect(withToken.body.orderNumber).toBe(order.orderNumber);
    const without = await api.call<ErrorBody>({ method: 'GET', url, token: stranger.accessToken });
    expect(without.status).toBe(404);
    expect(without.body.errorDetails[0]!.errorId).toBe('OHS4004');
    const wrong = await api.call<ErrorBody>({
      method: 'GET',
      url: `${url}?st=${'x'.repeat(22)}`,
      token: stranger.accessToken,
    });
    expect(wrong.body.errorDetails[0]!.errorId).toBe('OHS4004');
    const malformed = await api.call<ErrorBody>({
      method: 'GET',
      url: '/api/consumers-v3/consumer/purchase/123',
      token: stranger.accessToken,
    });
    expect(malformed.body.errorDetails[0]!.errorId).toBe('REQ400');
  });
});
