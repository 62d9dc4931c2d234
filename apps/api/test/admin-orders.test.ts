import { audit, giftcards } from '@ridgeline/commerce';
import type { AdminOrderDetail, Cart } from '@ridgeline/contracts';
import { asc, eq, schema } from '@ridgeline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminFailure, adminCall, adminSignIn, newOperator, signedInOwner } from './admin-helpers.ts';
import {
  completeCheckoutDetails,
  createTestApi,
  newCart,
  placeOrder,
  readyCart,
  type TestApi,
  variantOfType,
} from './helpers.ts';

let api: TestApi;
let cookie: string;
let ownerId: string;
beforeAll(async () => {
  api = await createTestApi();
  const signedIn = await signedInOwner(api);
  cookie = signedIn.cookie;
  ownerId = signedIn.owner.id;
});
afterAll(() => api.close());

let keys = 0;
/** An order placed by a new guest through the shop's own checkout (one card payment, home delivery). */
async function newOrder(prepare?: (ready: Awaited<ReturnType<typeof readyCart>>) => Promise<void>) {
  const ready = await readyCart(api);
  await prepare?.(ready);
  const placed = await placeOrder(api, ready.token, ready.cart.id, `admin-orders-${++keys}`);
  expect(placed.status).toBe(200);
  return { ...placed.body, token: ready.token };
}

type Page = {
  items: { orderNumber: string; email: string; name: string; status: string }[];
  nextCursor: string | null;
};
const list = (query: string, as = cookie) =>
  adminCall<Page & AdminFailure>(api, 'GET', `/api/admin/v1/orders?${query}`, as);
const detail = (orderNumber: string, as = cookie) =>
  adminCall<AdminOrderDetail & AdminFailure>(api, 'GET', `/api/admin/v1/orders/${orderNumber}`, as);
const post = <T>(url: string, body: unknown, as = cookie) =>
  adminCall<T & AdminFailure>(api, 'POST', url, as, body);

/** What the shopper's order tracking says (the guest lookup by number and email). */
async function tracked(orderNumber: string, email: string) {
  const guest = await api.guest();
  const response = await api.call<{
    status: string;
    trackingNumber: string | null;
    timeline: { type: string }[];
  }>({
    method: 'POST',
    url: '/api/consumers-v3/consumer/TrackOrder',
    token: guest.accessToken,
    body: { email, orderNumber },
  });
  return response.body;
}

describe('GET /api/admin/v1/orders', () => {
  it('searches by order number, email and name, filters, and pages newest first', async () => {
    const first = await newOrder();
    const second = await newOrder();
    // Give the second order a shopper of its own so the email and name searches can tell them apart.
    await api.database.db
      .update(schema.orders)
      .set({
        email: 'Casey.Morgan@Example.com',
        billingAddress: {
          ...(await detail(second.orderNumber)).body.billingAddress,
          firstName: 'Casey',
          lastName: 'Morgan',
        } as never,
      })
      .where(eq(schema.orders.orderNumber, second.orderNumber));

    const byNumber = await list(`q=${first.orderNumber}`);
    expect(byNumber.status).toBe(200);
    expect(byNumber.body.items.map((o) => o.orderNumber)).toEqual([first.orderNumber]);
    const byEmail = await list('q=casey.morgan@');
    expect(byEmail.body.items.map((o) => o.orderNumber)).toEqual([second.orderNumber]);
    const byName = await list('q=Morgan');
    expect(byName.body.items).toEqual([
      expect.objectContaining({ orderNumber: second.orderNumber, name: 'Casey Morgan' }),
    ]);
    expect((await list('q=casey%20mor')).body.items.map((o) => o.orderNumber)).toEqual([second.orderNumber]);
    // A wildcard typed into the box is a character, not "anything".
    expect((await list('q=%25')).body.items).toEqual([]);

    // Newest first, one page at a time.
    const page1 = await list('pageSize=1');
    expect(page1.body.items.map((o) => o.orderNumber)).toEqual([second.orderNumber]);
    expect(page1.body.nextCursor).toBeTruthy();
    const page2 = await list(`pageSize=1&cursor=${page1.body.nextCursor}`);
    expect(page2.body.items.map((o) => o.orderNumber)).toEqual([first.orderNumber]);

    // Filters: status, site, payment method, delivery method, store, dates.
    const created = await list('status=created&siteId=us&paymentMethod=CREDIT_CARD&deliveryMethod=standard');
    expect(created.body.items.map((o) => o.orderNumber)).toEqual(
      expect.arrayContaining([first.orderNumber, second.orderNumber]),
    );
    expect((await list('status=cancelled')).body.items.map((o) => o.orderNumber)).not.toContain(
      first.orderNumber,
    );
    expect((await list('siteId=ca')).body.items).toEqual([]);
    expect((await list(`paymentMethod=GIFT_CARD&q=${first.orderNumber}`)).body.items).toEqual([]);
    expect((await list('deliveryMethod=pickup')).body.items).toEqual([]);
    expect((await list('storeId=no-such-store')).body.items).toEqual([]);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await list(`from=${encodeURIComponent(future)}`)).body.items).toEqual([]);
    const inRange = await list(`to=${encodeURIComponent(future)}&q=${first.orderNumber}`);
    expect(inRange.body.items).toHaveLength(1);
  });

  it('answers malformed queries with REQ400 naming the field', async () => {
    for (const [query, field] of [
      ['status=lost', 'querystring.status'],
      ['pageSize=500', 'querystring.pageSize'],
      ['from=yesterday', 'querystring.from'],
      ['siteId=mars', 'querystring.siteId'],
      ['cursor=bm90LWEtY3Vyc29y', 'query.cursor'],
    ] as const) {
      const response = await list(query);
      expect(response.status, query).toBe(400);
      expect(response.body.errorDetails[0], query).toMatchObject({ errorId: 'REQ400', field });
    }
  });
});

describe('GET /api/admin/v1/orders/{orderNumber}', () => {
  it('shows lines, payments, the shipment, the timeline and the confirmation email', async () => {
    const order = await newOrder();
    const response = await detail(order.orderNumber);
    expect(response.status).toBe(200);
    const body = response.body;
    expect(body).toMatchObject({ orderNumber: order.orderNumber, status: 'created', email: order.email });
    expect(body.items).toHaveLength(1);
    expect(body.payments).toEqual([
      expect.objectContaining({ methodId: 'CREDIT_CARD', amount: order.totals.total, refundedAmount: 0 }),
    ]);
    expect(body.refundable).toBe(order.totals.total);
    expect(body.shipments).toEqual([
      expect.objectContaining({
        shipmentId: 'me',
        kind: 'delivery',
        state: 'created',
        itemIds: [body.items[0]!.id],
      }),
    ]);
    expect(body.timeline.map((e) => e.type)).toEqual(['placed']);
    expect(body.emails).toEqual([
      expect.objectContaining({ template: 'order-confirmation', to: order.email }),
    ]);

    const unknown = await detail('RL0000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorDetails[0]!.errorId).toBe('OHS4004');
    const malformed = await detail('42');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'params.orderNumber' });
  });
});

describe('fulfilment per shipment', () => {
  it('picks, ships with carrier and tracking and delivers, as the shopper sees it, and audits each step', async () => {
    const order = await newOrder();
    const step = (body: unknown, shipmentId = 'me') =>
      post<{ status: string; shipment: { state: string; tracking: string | null; carrier: string | null } }>(
        `/api/admin/v1/orders/${order.orderNumber}/shipments/${shipmentId}/fulfilment`,
        body,
      );
    expect((await step({ step: 'picked' })).body).toMatchObject({
      status: 'picked',
      shipment: { state: 'picked' },
    });
    expect((await tracked(order.orderNumber, order.email)).status).toBe('picked');

    const noTracking = await step({ step: 'shipped' });
    expect(noTracking.status).toBe(400);
    expect(noTracking.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.tracking' });
    const pickupStep = await step({ step: 'collected' });
    expect(pickupStep.status).toBe(409);
    expect(pickupStep.body.errorDetails[0]!.errorId).toBe('ADM411');
    const noShipment = await step({ step: 'picked' }, 'pickup:nowhere');
    expect(noShipment.status).toBe(404);
    expect(noShipment.body.errorDetails[0]!.errorId).toBe('ADM413');

    const shipped = await step({ step: 'shipped', carrier: 'UPS', tracking: '1Z999AA10123456784' });
    expect(shipped.body).toMatchObject({
      status: 'shipped',
      shipment: { state: 'shipped', carrier: 'UPS', tracking: '1Z999AA10123456784' },
    });
    expect(await tracked(order.orderNumber, order.email)).toMatchObject({
      status: 'shipped',
      trackingNumber: '1Z999AA10123456784',
    });
    const again = await step({ step: 'picked' });
    expect(again.status).toBe(409);
    expect(again.body.errorDetails[0]).toMatchObject({
      errorId: 'ADM411',
      message: expect.stringContaining('picked'),
    });

    await step({ step: 'delivered' });
    const seen = await tracked(order.orderNumber, order.email);
    expect(seen.status).toBe('delivered');
    expect(seen.timeline.map((e) => e.type)).toEqual(['placed', 'picked', 'shipped', 'delivered']);
    const shippedMail = (await detail(order.orderNumber)).body.emails.map((e) => e.template);
    expect(shippedMail).toContain('order-shipped');

    const trail = await audit.auditTrail(api.database.db, 'order', order.orderNumber);
    expect(trail.map((e) => [e.action, e.actorId])).toEqual([
      ['order.picked', ownerId],
      ['order.shipped', ownerId],
      ['order.delivered', ownerId],
    ]);
    expect(trail[1]!.before).toMatchObject({ status: 'picked' });
    expect(trail[1]!.after).toMatchObject({ status: 'shipped' });
  });

  it('readies a pickup in store and records its collection; the list finds it by store and method', async () => {
    const stores = await api.database.db.select().from(schema.stores).orderBy(asc(schema.stores.id));
    const shop = stores.find((s) => s.siteId === 'us' && !s.isPickupPoint)!;
    const { upc } = await variantOfType(api, 'hiking-boot', 10, 2);
    await api.database.db
      .insert(schema.storeStock)
      .values({ storeId: shop.id, upc, quantity: 3 })
      .onConflictDoUpdate({
        target: [schema.storeStock.storeId, schema.storeStock.upc],
        set: { quantity: 3 },
      });
    const token = (await api.guest()).accessToken;
    const cart = await newCart(api, token);
    await api.call({
      method: 'POST',
      url: '/api/cart/v1/item',
      token,
      body: { cartId: cart.id, upc, qty: 1, storeId: shop.id },
    });
    await completeCheckoutDetails(api, token, cart.id);
    const placed = await placeOrder(api, token, cart.id, `admin-orders-pickup-${++keys}`);
    expect(placed.status).toBe(200);
    const order = placed.body;
    const shipmentId = `pickup-${shop.id}`;
    expect((await detail(order.orderNumber)).body.shipments).toEqual([
      expect.objectContaining({ shipmentId, kind: 'pickup', storeId: shop.id, state: 'created' }),
    ]);
    const found = await list(`deliveryMethod=pickup&storeId=${shop.id}&q=${order.orderNumber}`);
    expect(found.body.items.map((o) => o.orderNumber)).toEqual([order.orderNumber]);

    const step = (body: unknown) =>
      post<{ status: string }>(
        `/api/admin/v1/orders/${order.orderNumber}/shipments/${shipmentId}/fulfilment`,
        body,
      );
    const ship = await step({ step: 'shipped', tracking: 'TRK' });
    expect(ship.status).toBe(409);
    expect(ship.body.errorDetails[0]!.errorId).toBe('ADM411');
    expect((await step({ step: 'ready_for_pickup' })).body.status).toBe('ready_for_pickup');
    expect((await tracked(order.orderNumber, order.email)).status).toBe('ready_for_pickup');
    // Ready for pickup: the shopper can no longer cancel it.
    const cancel = await api.call<AdminFailure>({
      method: 'POST',
      url: '/api/consumers-v3/consumer/CancelOrder',
      token,
      body: { orderNumber: order.orderNumber },
    });
    expect(cancel.body.errorDetails[0]!.errorId).toBe('ORD410');
    expect((await step({ step: 'collected' })).body.status).toBe('delivered');
    const seen = await tracked(order.orderNumber, order.email);
    expect(seen.status).toBe('delivered');
    expect(seen.timeline.map((e) => e.type)).toEqual(['placed', 'ready_for_pickup', 'collected']);
  });

  it('refuses to ship a cancelled order (ADM411)', async () => {
    const order = await newOrder();
    await post(`/api/admin/v1/orders/${order.orderNumber}/cancel`, { reason: 'duplicate order' });
    const ship = await post(`/api/admin/v1/orders/${order.orderNumber}/shipments/me/fulfilment`, {
      step: 'shipped',
      tracking: 'TRK',
    });
    expect(ship.status).toBe(409);
    expect(ship.body.errorDetails[0]).toMatchObject({
      errorId: 'ADM411',
      message: expect.stringContaining('cancelled'),
    });
  });
});

describe('cancel, refunds, notes and emails', () => {
  it('cancels like the shopper would: stock back, card voided, email sent, audited', async () => {
    const order = await newOrder();
    const upc = (await detail(order.orderNumber)).body.items[0]!.upc;
    const stockOf = async () =>
      (await api.database.db.select().from(schema.stock).where(eq(schema.stock.upc, upc)))[0]!.quantity;
    const before = await stockOf();
    const cancelled = await post(`/api/admin/v1/orders/${order.orderNumber}/cancel`, {
      reason: 'shopper called',
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled' });
    expect(await stockOf()).toBe(before + 1);
    const after = (await detail(order.orderNumber)).body;
    expect(after.payments[0]!.status).toBe('voided');
    expect(after.refundable).toBe(0);
    expect(after.emails.map((e) => e.template)).toContain('order-cancelled');
    expect((await tracked(order.orderNumber, order.email)).status).toBe('cancelled');
    const [entry] = await audit.auditTrail(api.database.db, 'order', order.orderNumber);
    expect(entry).toMatchObject({ action: 'order.cancel', actorId: ownerId, before: { status: 'created' } });

    const twice = await post(`/api/admin/v1/orders/${order.orderNumber}/cancel`, { reason: 'again' });
    expect(twice.status).toBe(409);
    expect(twice.body.errorDetails[0]!.errorId).toBe('ORD410');
    const noReason = await post(`/api/admin/v1/orders/${order.orderNumber}/cancel`, {});
    expect(noReason.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.reason' });
  });

  it('refunds part of a card payment at the gateway, then the rest, and refuses more than was paid', async () => {
    const order = await newOrder();
    const url = `/api/admin/v1/orders/${order.orderNumber}/refunds`;
    const total = order.totals.total;
    const part = await post<{ refunded: number; refundable: number }>(url, {
      amount: 500,
      reason: 'scuffed box',
    });
    expect(part.status).toBe(200);
    expect(part.body).toMatchObject({ refunded: 500, refundable: total - 500 });

    const over = await post(url, { amount: total, reason: 'too much' });
    expect(over.status).toBe(409);
    expect(over.body.errorDetails[0]).toMatchObject({ errorId: 'ADM412', refundable: total - 500 });

    const [payment] = (await detail(order.orderNumber)).body.payments;
    const [authorization] = await api.database.db
      .select()
      .from(schema.gatewayAuthorizations)
      .where(eq(schema.gatewayAuthorizations.reference, order.orderNumber));
    expect(authorization!.refundedAmount).toBe(500);
    expect(payment).toMatchObject({ refundedAmount: 500, status: 'authorized' });

    const rest = await post<{ refunded: number; refundable: number }>(url, { reason: 'gave up' });
    expect(rest.body).toMatchObject({ refunded: total - 500, refundable: 0 });
    const nothing = await post(url, { amount: 1, reason: 'once more' });
    expect(nothing.status).toBe(409);
    expect(nothing.body.errorDetails[0]!.errorId).toBe('ADM412');
    const final = (await detail(order.orderNumber)).body;
    expect(final.payments[0]).toMatchObject({ refundedAmount: total, status: 'refunded' });
    expect(final.timeline.filter((e) => e.type === 'refunded').map((e) => e.data.amount)).toEqual([
      '500',
      String(total - 500),
    ]);
    // The shopper's timeline leaves the back-office's refunds out.
    expect((await tracked(order.orderNumber, order.email)).timeline.map((e) => e.type)).toEqual(['placed']);
    const actions = (await audit.auditTrail(api.database.db, 'order', order.orderNumber)).map(
      (e) => e.action,
    );
    expect(actions).toEqual(['order.refund', 'order.refund']);

    for (const [body, field] of [
      [{ amount: -5, reason: 'x' }, 'body.amount'],
      [{ amount: 1.5, reason: 'x' }, 'body.amount'],
      [{ amount: 100 }, 'body.reason'],
      [{ amount: 100, reason: 'x', extra: true }, 'body'],
    ] as const) {
      const response = await post(url, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errorDetails[0]!.errorId).toBe('REQ400');
      expect(response.body.errorDetails[0]!.field ?? '', JSON.stringify(body)).toContain(field);
    }
  });

  it('refunds a gift card tender to the card and never gives it back twice on cancellation', async () => {
    const number = giftcards.newGiftCardNumber();
    const cardId = crypto.randomUUID();
    await api.database.db.insert(schema.giftCards).values({
      id: cardId,
      numberHash: giftcards.hashGiftCardNumber(number),
      last4: number.slice(-4),
      currency: 'USD',
      initialBalance: 1_000,
      balance: 1_000,
    });
    const order = await newOrder(async (ready) => {
      await api.call<Cart>({
        method: 'POST',
        url: `/api/cart/v1/cart/${ready.cart.id}/paymentInstruments`,
        token: ready.token,
        body: { payment_method_id: 'GIFT_CARD', giftCard: { number } },
      });
    });
    const balance = async () =>
      (await api.database.db.select().from(schema.giftCards).where(eq(schema.giftCards.id, cardId)))[0]!
        .balance;
    expect(await balance()).toBe(0);
    const byTender = await list(`paymentMethod=GIFT_CARD&q=${order.orderNumber}`);
    expect(byTender.body.items.map((o) => o.orderNumber)).toEqual([order.orderNumber]);
    const giftCard = (await detail(order.orderNumber)).body.payments.find((p) => p.methodId === 'GIFT_CARD')!;
    const refund = await post(`/api/admin/v1/orders/${order.orderNumber}/refunds`, {
      paymentId: giftCard.id,
      amount: 300,
      reason: 'goodwill',
    });
    expect(refund.status).toBe(200);
    expect(await balance()).toBe(300);
    await post(`/api/admin/v1/orders/${order.orderNumber}/cancel`, { reason: 'changed mind' });
    // The cancellation gives back only what the refund had not.
    expect(await balance()).toBe(1_000);
  });

  it('adds notes the shopper never sees and resends order emails through the outbox', async () => {
    const order = await newOrder();
    const note = await post<{ text: string; operatorId: string }>(
      `/api/admin/v1/orders/${order.orderNumber}/notes`,
      {
        text: 'Shopper asked for a gift receipt.',
      },
    );
    expect(note.status).toBe(201);
    expect(note.body).toMatchObject({ text: 'Shopper asked for a gift receipt.', operatorId: ownerId });
    const body = (await detail(order.orderNumber)).body;
    expect(body.notes).toEqual([expect.objectContaining({ text: 'Shopper asked for a gift receipt.' })]);
    expect((await tracked(order.orderNumber, order.email)).timeline.map((e) => e.type)).toEqual(['placed']);
    const empty = await post(`/api/admin/v1/orders/${order.orderNumber}/notes`, { text: '   ' });
    expect(empty.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.text' });

    const emails = `/api/admin/v1/orders/${order.orderNumber}/emails`;
    expect((await post(emails, { email: 'confirmation' })).status).toBe(200);
    const sent = (await detail(order.orderNumber)).body.emails.filter(
      (e) => e.template === 'order-confirmation',
    );
    expect(sent).toHaveLength(2);
    const notShipped = await post(emails, { email: 'shipped' });
    expect(notShipped.status).toBe(409);
    expect(notShipped.body.errorDetails[0]!.errorId).toBe('ADM414');
    const unknownKind = await post(emails, { email: 'newsletter' });
    expect(unknownKind.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.email' });
    const actions = (await audit.auditTrail(api.database.db, 'order', order.orderNumber)).map(
      (e) => e.action,
    );
    expect(actions).toEqual(['order.note', 'order.email_resend']);
  });
});

describe('payments to watch', () => {
  it('lists orders waiting for 3-D Secure', async () => {
    const ready = await readyCart(api, '4000000000003220');
    const placed = await placeOrder(api, ready.token, ready.cart.id, `admin-orders-3ds-${++keys}`);
    const orderNumber = placed.body.orderNumber;
    const watch = await adminCall<{
      pendingAuthentication: { orderNumber: string }[];
      orphanedAuthorizations: unknown[];
    }>(api, 'GET', '/api/admin/v1/orders/payments-to-watch', cookie);
    expect(watch.status).toBe(200);
    expect(watch.body.pendingAuthentication.map((o) => o.orderNumber)).toContain(orderNumber);
    expect(Array.isArray(watch.body.orphanedAuthorizations)).toBe(true);
    const bad = await adminCall<AdminFailure>(
      api,
      'GET',
      '/api/admin/v1/orders/payments-to-watch?limit=0',
      cookie,
    );
    expect(bad.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'querystring.limit' });
  });
});

describe('permissions', () => {
  it('lets each role do only what it grants (ADM403 naming the permission)', async () => {
    const order = await newOrder();
    const signIn = async (role: 'merchandiser' | 'fulfilment' | 'customer-service') => {
      const operator = await newOperator(api, role);
      return (await adminSignIn(api, operator.email, operator.password)).cookie!;
    };
    const merchandiser = await signIn('merchandiser');
    const fulfilment = await signIn('fulfilment');
    const service = await signIn('customer-service');

    expect((await detail(order.orderNumber, merchandiser)).status).toBe(200);
    const ship = `/api/admin/v1/orders/${order.orderNumber}/shipments/me/fulfilment`;
    const refund = `/api/admin/v1/orders/${order.orderNumber}/refunds`;
    const refused = [
      [await post(ship, { step: 'picked' }, merchandiser), 'orders:fulfil'],
      [await post(ship, { step: 'picked' }, service), 'orders:fulfil'],
      [await post(refund, { amount: 100, reason: 'x' }, fulfilment), 'orders:refund'],
      [
        await post(`/api/admin/v1/orders/${order.orderNumber}/cancel`, { reason: 'x' }, merchandiser),
        'orders:refund',
      ],
      [
        await post(`/api/admin/v1/orders/${order.orderNumber}/emails`, { email: 'confirmation' }, fulfilment),
        'orders:refund',
      ],
    ] as const;
    for (const [response, permission] of refused) {
      expect(response.status).toBe(403);
      expect(response.body.errorDetails[0]).toMatchObject({ errorId: 'ADM403', permission });
    }
    expect((await post(ship, { step: 'picked' }, fulfilment)).status).toBe(200);
    expect((await post(refund, { amount: 100, reason: 'late' }, service)).status).toBe(200);
    // Nothing was changed by the refused calls: only the fulfilment step and the refund are audited.
    const actions = (await audit.auditTrail(api.database.db, 'order', order.orderNumber)).map(
      (e) => e.action,
    );
    expect(actions).toEqual(['order.picked', 'order.refund']);
  });

  it('refuses a change sent as a form rather than JSON (API415)', async () => {
    const order = await newOrder();
    const response = await api.call<AdminFailure>({
      method: 'POST',
      url: `/api/admin/v1/orders/${order.orderNumber}/notes`,
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'text=hello',
    });
    expect(response.status).toBe(415);
    expect(response.body.errorDetails[0]!.errorId).toBe('API415');
  });
});
