import { audit } from '@ridgeline/commerce';
import type { AdminOrderDetail, AdminOrderReturns, AdminReturn } from '@ridgeline/contracts';
import { and, desc, eq, schema } from '@ridgeline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminFailure, adminCall, adminSignIn, newOperator, signedInOwner } from './admin-helpers.ts';
import { createTestApi, placeOrder, readyCart, registered, type TestApi } from './helpers.ts';

let api: TestApi;
let cookie: string;
beforeAll(async () => {
  api = await createTestApi();
  cookie = (await signedInOwner(api)).cookie;
});
afterAll(() => api.close());

const base = (orderNumber: string) => `/api/admin/v1/orders/${orderNumber}`;
const get = <T>(url: string, as = cookie) => adminCall<T & AdminFailure>(api, 'GET', url, as);
const post = <T>(url: string, body: unknown, as = cookie) =>
  adminCall<T & AdminFailure>(api, 'POST', url, as, body);

let keys = 0;
/** A guest's order of `qty` units of one variant (one card payment), shipped unless told otherwise. */
async function newOrder(qty: number, ship = true) {
  const ready = await readyCart(api, '4242424242424242', qty);
  const placed = await placeOrder(api, ready.token, ready.cart.id, `admin-returns-${++keys}`);
  expect(placed.status).toBe(200);
  const { orderNumber } = placed.body;
  if (ship) {
    const shipped = await post(`${base(orderNumber)}/shipments/me/fulfilment`, {
      step: 'shipped',
      tracking: `TRK-${keys}`,
    });
    expect(shipped.status).toBe(200);
  }
  const detail = (await get<AdminOrderDetail>(base(orderNumber))).body;
  return { orderNumber, token: ready.token, detail, item: detail.items[0]! };
}

/**
 * What the shopper paid for a whole line, independently of the module: its row total less its share of the
 * discount, plus its share of the tax added on top (the order has goods only).
 */
function paidForLine(detail: AdminOrderDetail, itemId: string) {
  const totals = detail.totals as {
    totalDiscount: number;
    shipping: number;
    tax: number;
    taxIncluded: boolean;
  };
  const itemsTotal = detail.items.reduce((sum, i) => sum + i.rowTotal, 0);
  const item = detail.items.find((i) => i.id === itemId)!;
  const net = item.rowTotal - (totals.totalDiscount * item.rowTotal) / itemsTotal;
  const tax = totals.taxIncluded
    ? 0
    : (totals.tax * net) / (itemsTotal - totals.totalDiscount + totals.shipping);
  return Math.round(net + tax);
}

const onlineStock = async (upc: string) =>
  (await api.database.db.select().from(schema.stock).where(eq(schema.stock.upc, upc)))[0]!.quantity;

const lastAdjustment = async (upc: string, location: string) =>
  (
    await api.database.db
      .select()
      .from(schema.stockAdjustments)
      .where(and(eq(schema.stockAdjustments.upc, upc), eq(schema.stockAdjustments.location, location)))
      .orderBy(desc(schema.stockAdjustments.createdAt))
      .limit(1)
  )[0];

describe('returns in the back-office', () => {
  it('authorises, receives with restock and refunds the returned units; refuses more than was shipped', async () => {
    const { orderNumber, detail, item } = await newOrder(3);
    const url = `${base(orderNumber)}/returns`;
    const before = (await get<AdminOrderReturns>(url)).body;
    expect(before.returns).toEqual([]);
    expect(before.lines).toEqual([
      expect.objectContaining({ orderItemId: item.id, shipped: 3, returned: 0, returnable: 3 }),
    ]);
    expect(before.locations[0]).toEqual({ id: 'online', name: 'online' });
    expect(before.locations.length).toBeGreaterThan(1);

    const authorised = await post<AdminReturn>(url, {
      lines: [{ orderItemId: item.id, qty: 2, reason: 'too_small' }],
      note: 'Shopper called',
    });
    expect(authorised.status).toBe(201);
    expect(authorised.body).toMatchObject({
      status: 'authorised',
      reference: expect.stringMatching(/^RMA-[A-Z0-9_-]{10}$/),
      lines: [expect.objectContaining({ orderItemId: item.id, qty: 2, reason: 'too_small' })],
      received: null,
    });
    const returnId = authorised.body.id;

    // Only one unit is left to return: three shipped, two already in a return.
    const over = await post(url, { lines: [{ orderItemId: item.id, qty: 2, reason: 'too_large' }] });
    expect(over.status).toBe(409);
    expect(over.body.errorDetails[0]).toMatchObject({
      errorId: 'RTN409',
      field: 'body.lines.0.qty',
      message: expect.stringContaining('Only 1 of'),
    });
    expect((await get<AdminOrderReturns>(url)).body.lines[0]).toMatchObject({ returned: 2, returnable: 1 });

    // Refunding before anything came back is refused.
    const early = await post(`${url}/${returnId}/refund`, {});
    expect(early.status).toBe(409);
    expect(early.body.errorDetails[0]!.errorId).toBe('RTN410');

    const stockBefore = await onlineStock(item.upc);
    const received = await post<AdminReturn>(`${url}/${returnId}/receipt`, {
      lines: [
        {
          lineId: authorised.body.lines[0]!.id,
          condition: 'unopened',
          disposition: 'restock',
          location: 'online',
        },
      ],
    });
    expect(received.status).toBe(200);
    expect(received.body).toMatchObject({
      status: 'received',
      lines: [expect.objectContaining({ condition: 'unopened', disposition: 'restock', location: 'online' })],
    });
    expect(await onlineStock(item.upc)).toBe(stockBefore + 2);
    expect(await lastAdjustment(item.upc, 'online')).toMatchObject({
      reason: 'returned',
      before: stockBefore,
      after: stockBefore + 2,
      note: expect.stringContaining(authorised.body.reference),
    });
    const twice = await post(`${url}/${returnId}/receipt`, {
      lines: [
        {
          lineId: authorised.body.lines[0]!.id,
          condition: 'unopened',
          disposition: 'restock',
          location: 'online',
        },
      ],
    });
    expect(twice.body.errorDetails[0]).toMatchObject({
      errorId: 'RTN410',
      message: expect.stringContaining('received'),
    });

    const expected = Math.round((paidForLine(detail, item.id) * 2) / 3);
    const refunded = await post<AdminReturn & { refunded: number }>(`${url}/${returnId}/refund`, {});
    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({ status: 'closed', refunded: expected, refundedAmount: expected });
    const after = (await get<AdminOrderDetail>(base(orderNumber))).body;
    expect(after.payments[0]).toMatchObject({ methodId: 'CREDIT_CARD', refundedAmount: expected });
    expect(after.refundable).toBe(detail.refundable - expected);
    const [authorization] = await api.database.db
      .select()
      .from(schema.gatewayAuthorizations)
      .where(eq(schema.gatewayAuthorizations.reference, orderNumber));
    expect(authorization!.refundedAmount).toBe(expected);
    expect(after.emails.map((e) => e.template)).toEqual(
      expect.arrayContaining(['return-authorised', 'return-refunded']),
    );
    expect(after.timeline.map((e) => e.type)).toEqual(
      expect.arrayContaining(['return_authorised', 'return_received', 'refunded', 'return_refunded']),
    );
    const again = await post(`${url}/${returnId}/refund`, {});
    expect(again.body.errorDetails[0]!.errorId).toBe('RTN410');
    const actions = (await audit.auditTrail(api.database.db, 'order', orderNumber)).map((e) => e.action);
    expect(actions).toEqual([
      'order.shipped',
      'order.return_authorise',
      'order.return_receive',
      'order.refund',
      'order.return_refund',
    ]);
  });

  it("carries the shopper's label reference; writing off keeps the stock; refunds the rest exactly", async () => {
    const { orderNumber, token, detail, item } = await newOrder(2);
    const label = await api.app.inject({
      method: 'POST',
      url: `/api/consumers-v3/consumer/return/${orderNumber}/returnLabel`,
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(label.statusCode).toBe(200);
    const url = `${base(orderNumber)}/returns`;
    const [reference] = (await get<AdminOrderReturns>(url)).body.labels;
    expect(reference).toMatch(/^RMA-/);

    const unknown = await post(url, {
      reference: 'RMA-NOTALABEL1',
      lines: [{ orderItemId: item.id, qty: 1, reason: 'defective' }],
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorDetails[0]).toMatchObject({ errorId: 'RTN411', field: 'body.reference' });

    const first = await post<AdminReturn>(url, {
      reference,
      lines: [{ orderItemId: item.id, qty: 1, reason: 'defective' }],
    });
    expect(first.body).toMatchObject({ reference, status: 'authorised' });
    expect((await get<AdminOrderReturns>(url)).body.labels).toEqual([]);
    const reused = await post(url, {
      reference,
      lines: [{ orderItemId: item.id, qty: 1, reason: 'defective' }],
    });
    expect(reused.status).toBe(409);
    expect(reused.body.errorDetails[0]!.errorId).toBe('RTN412');

    // A write-off needs its reason; at a store that never held the variant, the count stays at zero.
    const [store] = (await get<AdminOrderReturns>(url)).body.locations.slice(1);
    const lineId = first.body.lines[0]!.id;
    const noReason = await post(`${url}/${first.body.id}/receipt`, {
      lines: [{ lineId, condition: 'damaged', disposition: 'write_off', location: store!.id }],
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400' });
    expect(noReason.body.errorDetails[0]!.field).toContain('writeOffReason');
    const nowhere = await post(`${url}/${first.body.id}/receipt`, {
      lines: [{ lineId, condition: 'as_new', disposition: 'restock', location: 'no-such-store' }],
    });
    expect(nowhere.status).toBe(404);
    expect(nowhere.body.errorDetails[0]).toMatchObject({ errorId: 'STK404', field: 'body.lines.0.location' });

    const online = await onlineStock(item.upc);
    const written = await post<AdminReturn>(`${url}/${first.body.id}/receipt`, {
      lines: [
        {
          lineId,
          condition: 'damaged',
          disposition: 'write_off',
          location: store!.id,
          writeOffReason: 'defective',
        },
      ],
    });
    expect(written.status).toBe(200);
    expect(written.body.lines[0]).toMatchObject({ disposition: 'write_off', writeOffReason: 'defective' });
    expect(await onlineStock(item.upc)).toBe(online);
    const [shelf] = await api.database.db
      .select()
      .from(schema.storeStock)
      .where(and(eq(schema.storeStock.storeId, store!.id), eq(schema.storeStock.upc, item.upc)));
    expect(shelf!.quantity).toBe(0);
    expect(await lastAdjustment(item.upc, store!.id)).toMatchObject({
      reason: 'damaged',
      before: 0,
      after: 0,
      note: expect.stringContaining('written off'),
    });

    // The second unit, then: both refunds together are exactly what the line cost.
    const second = await post<AdminReturn>(url, {
      lines: [{ orderItemId: item.id, qty: 1, reason: 'changed_mind' }],
    });
    expect(second.status).toBe(201);
    expect(second.body.reference).not.toBe(reference);
    const firstRefund = await post<{ refunded: number }>(`${url}/${first.body.id}/refund`, {});
    await post(`${url}/${second.body.id}/receipt`, {
      lines: [
        {
          lineId: second.body.lines[0]!.id,
          condition: 'as_new',
          disposition: 'restock',
          location: store!.id,
        },
      ],
    });
    const secondRefund = await post<{ refunded: number }>(`${url}/${second.body.id}/refund`, {});
    expect(firstRefund.body.refunded + secondRefund.body.refunded).toBe(paidForLine(detail, item.id));
    const [restocked] = await api.database.db
      .select()
      .from(schema.storeStock)
      .where(and(eq(schema.storeStock.storeId, store!.id), eq(schema.storeStock.upc, item.upc)));
    expect(restocked!.quantity).toBe(1);
    const everything = (await get<AdminOrderReturns>(url)).body;
    expect(everything.lines[0]).toMatchObject({ shipped: 2, returned: 2, returnable: 0 });
    expect(everything.returns.map((r) => r.status)).toEqual(['closed', 'closed']);
  });

  it('refuses a return of an order not shipped, and frees the units of a cancelled return', async () => {
    const unshipped = await newOrder(1, false);
    const refused = await post(`${base(unshipped.orderNumber)}/returns`, {
      lines: [{ orderItemId: unshipped.item.id, qty: 1, reason: 'changed_mind' }],
    });
    expect(refused.status).toBe(409);
    expect(refused.body.errorDetails[0]).toMatchObject({
      errorId: 'RTN409',
      message: expect.stringContaining('Only 0 of'),
    });
    const notALine = await post(`${base(unshipped.orderNumber)}/returns`, {
      lines: [{ orderItemId: 'nope', qty: 1, reason: 'changed_mind' }],
    });
    expect(notALine.body.errorDetails[0]).toMatchObject({
      errorId: 'REQ400',
      field: 'body.lines.0.orderItemId',
    });
    for (const body of [
      { lines: [] },
      { lines: [{ orderItemId: unshipped.item.id, qty: 0, reason: 'changed_mind' }] },
      { lines: [{ orderItemId: unshipped.item.id, qty: 1, reason: 'bored' }] },
      { lines: [{ orderItemId: unshipped.item.id, qty: 1, reason: 'other' }], extra: 1 },
    ]) {
      const response = await post(`${base(unshipped.orderNumber)}/returns`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errorDetails[0]!.errorId).toBe('REQ400');
    }

    const { orderNumber, item } = await newOrder(1);
    const url = `${base(orderNumber)}/returns`;
    const authorised = await post<AdminReturn>(url, {
      lines: [{ orderItemId: item.id, qty: 1, reason: 'other' }],
    });
    const cancelled = await post<AdminReturn>(`${url}/${authorised.body.id}/cancel`, { reason: 'Kept it' });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancelReason: 'Kept it' });
    const twice = await post(`${url}/${authorised.body.id}/cancel`, { reason: 'again' });
    expect(twice.body.errorDetails[0]!.errorId).toBe('RTN410');
    const receive = await post(`${url}/${authorised.body.id}/receipt`, {
      lines: [
        {
          lineId: authorised.body.lines[0]!.id,
          condition: 'as_new',
          disposition: 'restock',
          location: 'online',
        },
      ],
    });
    expect(receive.body.errorDetails[0]!.errorId).toBe('RTN410');
    expect((await get<AdminOrderReturns>(url)).body.lines[0]).toMatchObject({ returnable: 1 });
    const unknown = await post(`${url}/no-such-return/cancel`, { reason: 'x' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorDetails[0]!.errorId).toBe('RTN404');
  });

  it('lets customer service and the owner take returns; others and shoppers are refused', async () => {
    const { orderNumber, item } = await newOrder(1);
    const url = `${base(orderNumber)}/returns`;
    const signIn = async (role: 'merchandiser' | 'fulfilment' | 'customer-service') => {
      const operator = await newOperator(api, role);
      return (await adminSignIn(api, operator.email, operator.password)).cookie!;
    };
    const fulfilment = await signIn('fulfilment');
    const service = await signIn('customer-service');
    const merchandiser = await signIn('merchandiser');
    const body = { lines: [{ orderItemId: item.id, qty: 1, reason: 'too_small' }] };

    expect((await get(url, merchandiser)).status).toBe(200);
    for (const as of [fulfilment, merchandiser]) {
      const refused = await post(url, body, as);
      expect(refused.status).toBe(403);
      expect(refused.body.errorDetails[0]).toMatchObject({ errorId: 'ADM403', permission: 'orders:refund' });
    }
    const consumer = (await registered(api)).session.accessToken;
    const asShopper = await api.call<AdminFailure>({ method: 'POST', url, token: consumer, body });
    expect(asShopper.status).toBe(401);
    expect(asShopper.body.errorDetails[0]!.errorId).toMatch(/^ADM40[13]$/);
    expect((await get<AdminOrderReturns>(url)).body.returns).toEqual([]);

    const taken = await post<AdminReturn>(url, body, service);
    expect(taken.status).toBe(201);
    const refusedCancel = await post(`${url}/${taken.body.id}/cancel`, { reason: 'x' }, fulfilment);
    expect(refusedCancel.status).toBe(403);
  });
});
