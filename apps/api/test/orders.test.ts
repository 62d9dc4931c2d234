import { giftcards, orders } from '@ridgeline/commerce';
import type { Cart, Order } from '@ridgeline/contracts';
import { eq, schema } from '@ridgeline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFulfilArgs } from '../src/cli/orders-fulfil.ts';
import { createTestApi, placeOrder, readyCart, type TestApi, US_ADDRESS } from './helpers.ts';

type ErrorBody = { errorDetails: { errorId: string; field?: string }[] };

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

/** The order a ready cart becomes. */
const orderOf = async (ready: Awaited<ReturnType<typeof readyCart>>, key: string): Promise<Order> =>
  (await placeOrder(api, ready.token, ready.cart.id, key)).body;

const stockOf = async (upc: string) =>
  (await api.database.db.select().from(schema.stock).where(eq(schema.stock.upc, upc)))[0]!.quantity;

const post = <T>(url: string, token: string, body?: unknown) =>
  api.call<T & ErrorBody>({ method: 'POST', url, token, body });

describe('POST /consumers-v3/consumer/purchasehistory', () => {
  it("pages through the shopper's orders, newest first", async () => {
    const first = await readyCart(api);
    const older = await orderOf(first, 'history-key-1');
    const second = await readyCart(api);
    // The second cart belongs to another guest: give it to the first shopper to build a history.
    const [owner] = await api.database.db
      .select()
      .from(schema.carts)
      .where(eq(schema.carts.id, first.cart.id));
    await api.database.db
      .update(schema.carts)
      .set({ ownerId: owner!.ownerId })
      .where(eq(schema.carts.id, second.cart.id));
    const newer = await orderOf({ ...second, token: first.token }, 'history-key-2');

    const page1 = await post<{ orders: { orderNumber: string }[]; total: number; totalPages: number }>(
      '/api/consumers-v3/consumer/purchasehistory',
      first.token,
      { pageNumber: 1, pageSize: 1 },
    );
    expect(page1.status).toBe(200);
    expect(page1.body).toMatchObject({ total: 2, totalPages: 2 });
    expect(page1.body.orders.map((o) => o.orderNumber)).toEqual([newer.orderNumber]);
    const page2 = await post<{ orders: { orderNumber: string; total: number }[] }>(
      '/api/consumers-v3/consumer/purchasehistory',
      first.token,
      { pageNumber: 2, pageSize: 1 },
    );
    expect(page2.body.orders).toEqual([
      expect.objectContaining({ orderNumber: older.orderNumber, total: older.totals.total }),
    ]);
    const stranger = await api.guest();
    const empty = await post<{ orders: unknown[] }>(
      '/api/consumers-v3/consumer/purchasehistory',
      stranger.accessToken,
      {},
    );
    expect(empty.body.orders).toEqual([]);
    const malformed = await post('/api/consumers-v3/consumer/purchasehistory', first.token, {
      pageSize: 500,
    });
    expect(malformed.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.pageSize' });
  });
});

describe('fulfilment and tracking', () => {
  it('moves an order through picked, shipped and delivered, and a guest tracks it by email', async () => {
    const ready = await readyCart(api);
    const order = await orderOf(ready, 'track-key-1');
    const stranger = await api.guest();
    const track = (email: string, orderNumber = order.orderNumber) =>
      post<{ status: string; trackingNumber: string | null; timeline: { type: string }[] }>(
        '/api/consumers-v3/consumer/TrackOrder',
        stranger.accessToken,
        { email, orderNumber },
      );
    expect((await track('JORDAN@example.com')).body).toMatchObject({
      status: 'created',
      trackingNumber: null,
    });

    await orders.advanceFulfilment(api.database.db, order.orderNumber, 'picked');
    await expect(
      orders.advanceFulfilment(api.database.db, order.orderNumber, 'shipped'),
    ).rejects.toMatchObject({
      errorId: 'REQ400',
    });
    await orders.advanceFulfilment(api.database.db, order.orderNumber, 'shipped', {
      tracking: '1Z999AA10123456784',
    });
    await orders.advanceFulfilment(api.database.db, order.orderNumber, 'delivered');
    await expect(
      orders.advanceFulfilment(api.database.db, order.orderNumber, 'picked'),
    ).rejects.toMatchObject({
      errorId: 'REQ400',
    });
    const tracked = await track('jordan@example.com');
    expect(tracked.body).toMatchObject({ status: 'delivered', trackingNumber: '1Z999AA10123456784' });
    expect(tracked.body.timeline.map((e) => e.type)).toEqual(['placed', 'picked', 'shipped', 'delivered']);
    const mail = await api.database.db
      .select()
      .from(schema.outbox)
      .where(eq(schema.outbox.template, 'order-shipped'));
    expect(
      mail.some((m) => m.subject.includes(order.orderNumber) && m.textBody.includes('1Z999AA10123456784')),
    ).toBe(true);

    const wrongEmail = await track('someone@example.com');
    expect(wrongEmail.status).toBe(400);
    expect(wrongEmail.body.errorDetails[0]!.errorId).toBe('ORD400');
    // An unknown number answers exactly like a wrong email: the call does not reveal which orders exist.
    const unknown = await track('jordan@example.com', 'RL0000000000');
    expect(unknown.status).toBe(400);
    expect(unknown.body.errorDetails[0]!.errorId).toBe('ORD400');
    expect(unknown.body.errorDetails).toEqual(wrongEmail.body.errorDetails);
    const malformed = await track('jordan@example.com', '12345');
    expect(malformed.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.orderNumber' });
  });

  it('parses the operator command line', () => {
    expect(parseFulfilArgs(['RL0123456789', 'shipped', '--tracking', 'TRK1'])).toEqual({
      orderNumber: 'RL0123456789',
      step: 'shipped',
      tracking: 'TRK1',
    });
    expect(() => parseFulfilArgs(['RL0123456789', 'shipped'])).toThrow(/--tracking/);
    expect(() => parseFulfilArgs(['RL0123456789', 'lost'])).toThrow(/picked, shipped or delivered/);
    expect(() => parseFulfilArgs(['123', 'picked'])).toThrow(/order number/);
  });
});

describe('POST /consumers-v3/consumer/CancelOrder', () => {
  it('gives back stock, gift-card balance and the coupon use, voids the card and emails the shopper', async () => {
    const ready = await readyCart(api);
    const number = giftcards.newGiftCardNumber();
    await api.database.db.insert(schema.giftCards).values({
      id: crypto.randomUUID(),
      numberHash: giftcards.hashGiftCardNumber(number),
      last4: number.slice(-4),
      currency: 'USD',
      initialBalance: 2_000,
      balance: 2_000,
    });
    await api.call<Cart>({
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
    const redemptions = async () =>
      (await api.database.db.select().from(schema.promotions).where(eq(schema.promotions.id, 'HIKE20')))[0]!
        .redemptionCount;
    const before = { stock: await stockOf(ready.variant.upc), redemptions: await redemptions() };
    const order = await orderOf(ready, 'cancel-key-1');
    expect(order.promoSummary.map((p) => p.promotionId)).toContain('HIKE20');
    expect(await redemptions()).toBe(before.redemptions + 1);

    const stranger = await api.guest();
    const notYours = await post('/api/consumers-v3/consumer/CancelOrder', stranger.accessToken, {
      orderNumber: order.orderNumber,
    });
    expect(notYours.body.errorDetails[0]!.errorId).toBe('OHS4004');

    const cancelled = await post<Order>('/api/consumers-v3/consumer/CancelOrder', stranger.accessToken, {
      orderNumber: order.orderNumber,
      st: order.st,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect(await stockOf(ready.variant.upc)).toBe(before.stock);
    expect(await redemptions()).toBe(before.redemptions);
    const [card] = await api.database.db
      .select()
      .from(schema.giftCards)
      .where(eq(schema.giftCards.numberHash, giftcards.hashGiftCardNumber(number)));
    expect(card!.balance).toBe(2_000);
    const [auth] = await api.database.db
      .select()
      .from(schema.gatewayAuthorizations)
      .where(eq(schema.gatewayAuthorizations.reference, order.orderNumber));
    expect(auth!.status).toBe('voided');
    const mail = await api.database.db
      .select()
      .from(schema.outbox)
      .where(eq(schema.outbox.template, 'order-cancelled'));
    expect(mail.some((m) => m.subject.includes(order.orderNumber))).toBe(true);

    const again = await post('/api/consumers-v3/consumer/CancelOrder', ready.token, {
      orderNumber: order.orderNumber,
    });
    expect(again.status).toBe(409);
    expect(again.body.errorDetails[0]!.errorId).toBe('ORD410');
  });

  it('refuses to cancel a shipped order (ORD410) and malformed requests (REQ400)', async () => {
    const ready = await readyCart(api);
    const order = await orderOf(ready, 'cancel-key-2');
    await orders.advanceFulfilment(api.database.db, order.orderNumber, 'shipped', { tracking: 'TRK-2' });
    const shipped = await post('/api/consumers-v3/consumer/CancelOrder', ready.token, {
      orderNumber: order.orderNumber,
    });
    expect(shipped.body.errorDetails[0]!.errorId).toBe('ORD410');
    const malformed = await post('/api/consumers-v3/consumer/CancelOrder', ready.token, { orderNumber: 42 });
    expect(malformed.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.orderNumber' });
  });
});

describe('return label and invoice', () => {
  it('makes a PDF return label only once the order has shipped (RTN500 before)', async () => {
    const ready = await readyCart(api);
    const order = await orderOf(ready, 'return-key-1');
    const url = `/api/consumers-v3/consumer/return/${order.orderNumber}/returnLabel`;
    const early = await post(url, ready.token, {});
    expect(early.status).toBe(500);
    expect(early.body.errorDetails[0]!.errorId).toBe('RTN500');
    await orders.advanceFulfilment(api.database.db, order.orderNumber, 'shipped', { tracking: 'TRK-3' });
    const label = await api.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${ready.token}` },
      payload: {},
    });
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    expect(label.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const timeline = await orders.orderTimeline(api.database.db, order.orderNumber);
    expect(timeline.at(-1)!.type).toBe('return_label_created');
    const malformed = await post('/api/consumers-v3/consumer/return/nope/returnLabel', ready.token, {});
    expect(malformed.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'params.orderId' });
  });

  it('downloads the invoice as a PDF for the owner or a holder of the lookup token', async () => {
    const ready = await readyCart(api);
    const order = await orderOf(ready, 'invoice-key-1');
    const download = (token: string, body: unknown) =>
      api.app.inject({
        method: 'POST',
        url: '/api/consumers-v3/consumer/purchase/invoice/download',
        headers: { authorization: `Bearer ${token}` },
        payload: body as never,
      });
    const own = await download(ready.token, { orderNumber: order.orderNumber });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toContain(`invoice-${order.orderNumber}.pdf`);
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const stranger = await api.guest();
    expect(
      (await download(stranger.accessToken, { orderNumber: order.orderNumber })).json().errorDetails[0]
        .errorId,
    ).toBe('OHS4004');
    expect(
      (await download(stranger.accessToken, { orderNumber: order.orderNumber, st: order.st })).statusCode,
    ).toBe(200);
    expect((await download(ready.token, {})).json().errorDetails[0].errorId).toBe('REQ400');
  });
});

describe('guest order lookup', () => {
  it('answers the lookup token to whoever proves the email and order number, and it opens the order', async () => {
    const ready = await readyCart(api);
    const order = await orderOf(ready, 'lookup-key-1');
    const stranger = await api.guest();
    const found = await post<{ st: string }>('/api/consumers-v3/consumer/TrackOrder', stranger.accessToken, {
      email: 'jordan@example.com',
      orderNumber: order.orderNumber,
    });
    expect(found.body.st).toBe(order.st);
    const read = await api.call<Order>({
      method: 'GET',
      url: `/api/consumers-v3/consumer/purchase/${order.orderNumber}?st=${found.body.st}`,
      token: stranger.accessToken,
    });
    expect(read.status).toBe(200);
    expect(read.body.orderNumber).toBe(order.orderNumber);
    const wrong = await post('/api/consumers-v3/consumer/TrackOrder', stranger.accessToken, {
      email: 'not.jordan@example.com',
      orderNumber: order.orderNumber,
    });
    expect(wrong.body).not.toHaveProperty('st');
    expect(wrong.body.errorDetails[0]!.errorId).toBe('ORD400');
  });
});

describe("the order's gift option", () => {
  it('is set on the cart, kept through an address change, carried to the order, and removable', async () => {
    const ready = await readyCart(api);
    const url = `/api/cart/v1/cart/${ready.cart.id}/giftOption`;
    const put = (body: unknown) =>
      api.call<Cart & ErrorBody>({ method: 'PUT', url, token: ready.token, body });
    expect(ready.cart.shipments[0]!.giftOption).toBeNull();

    const set = await put({ wrap: true, giftReceipt: true, message: '  Happy trails, Sam!  ' });
    expect(set.status).toBe(200);
    expect(set.body.shipments[0]!.giftOption).toEqual({
      wrap: true,
      giftReceipt: true,
      message: 'Happy trails, Sam!',
    });
    // The option is not part of the address as clients see it.
    expect(set.body.shipments[0]!.address).not.toHaveProperty('giftOption');

    const tooLong = await put({ wrap: false, message: 'x'.repeat(201) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.message' });
    const wrongType = await put({ wrap: 'yes' });
    expect(wrongType.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.wrap' });

    const moved = await api.call<Cart>({
      method: 'POST',
      url: `/api/cart/v2/cart/${ready.cart.id}/shippingAddress`,
      token: ready.token,
      body: { ...US_ADDRESS, addressLine1: '1 Main Street' },
    });
    expect(moved.body.shipments[0]!.giftOption).toMatchObject({ wrap: true, message: 'Happy trails, Sam!' });

    const order = await orderOf({ ...ready, cart: moved.body }, 'gift-option-key-1');
    expect(order.shipments[0]!.giftOption).toEqual({
      wrap: true,
      giftReceipt: true,
      message: 'Happy trails, Sam!',
    });
    const read = await api.call<Order>({
      method: 'GET',
      url: `/api/consumers-v3/consumer/purchase/${order.orderNumber}?st=${order.st}`,
      token: ready.token,
    });
    expect(read.body.shipments[0]!.giftOption).toMatchObject({ giftReceipt: true });
    expect(read.body.shipments[0]!.address).not.toHaveProperty('giftOption');
  });

  it("carries a line's gift message to the order", async () => {
    const ready = await readyCart(api);
    const item = ready.cart.items[0]!;
    const withMessage = await api.call<Cart>({
      method: 'PUT',
      url: `/api/cart/v1/cart/${ready.cart.id}/item`,
      token: ready.token,
      body: {
        cartId: ready.cart.id,
        itemId: item.id,
        qty: item.qty,
        giftOption: { to: 'Robin', message: 'Enjoy!' },
      },
    });
    expect(withMessage.body.items[0]!.giftOption).toEqual({ to: 'Robin', message: 'Enjoy!' });
    const order = await orderOf({ ...ready, cart: withMessage.body }, 'line-gift-key-1');
    const read = await api.call<Order>({
      method: 'GET',
      url: `/api/consumers-v3/consumer/purchase/${order.orderNumber}?st=${order.st}`,
      token: ready.token,
    });
    expect(read.body.items[0]).toMatchObject({
      giftOption: { to: 'Robin', message: 'Enjoy!' },
      giftCard: null,
    });
  });

  it('needs the shipping address first, and DELETE removes it', async () => {
    const { accessToken: token } = await api.guest();
    const cart = (await api.call<Cart>({ method: 'POST', url: '/api/cart/v1/cart', token, body: {} })).body;
    const url = `/api/cart/v1/cart/${cart.id}/giftOption`;
    const early = await api.call<ErrorBody>({ method: 'PUT', url, token, body: { wrap: true } });
    expect(early.status).toBe(400);
    expect(early.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'shippingAddress' });

    await api.call({
      method: 'POST',
      url: `/api/cart/v2/cart/${cart.id}/shippingAddress`,
      token,
      body: US_ADDRESS,
    });
    const set = await api.call<Cart>({ method: 'PUT', url, token, body: { message: 'For you' } });
    expect(set.body.shipments[0]!.giftOption).toEqual({
      wrap: false,
      giftReceipt: false,
      message: 'For you',
    });
    const removed = await api.call<Cart>({ method: 'DELETE', url, token });
    expect(removed.status).toBe(200);
    expect(removed.body.shipments[0]!.giftOption).toBeNull();
    const stranger = await api.guest();
    const foreign = await api.call<ErrorBody>({ method: 'PUT', url, token: stranger.accessToken, body: {} });
    expect(foreign.body.errorDetails[0]!.errorId).toBe('BSK404');
  });
});
