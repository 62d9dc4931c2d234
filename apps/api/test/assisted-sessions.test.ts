import type { Cart, TokenResponse } from '@ridgeline/contracts';
import { eq, schema } from '@ridgeline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApi,
  newCart,
  placeOrder,
  registered,
  shiftSession,
  signIn,
  type TestApi,
  tokenize,
  US_ADDRESS,
  variantOfType,
} from './helpers.ts';

type ErrorBody = { errorDetails: { errorId: string; message: string; field?: string }[] };

const EMPLOYEE = { email: 'employee@ridgeline.test', password: 'RidgelineStaff1' };
const EMPLOYEE_ID = '00000000-0000-4000-8000-00000000e001';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
  // The associate has accepted the employee terms online, so their own account does get the employee discount.
  const own = await signIn(
    api,
    EMPLOYEE.email,
    EMPLOYEE.password,
    {},
    '/api/consumers-v3/consumer/agent/login',
  );
  await api.call({
    method: 'POST',
    url: '/api/consumers-v3/consumer/employee/terms',
    token: own.session!.accessToken,
    body: { accepted: true },
  });
});
afterAll(() => api.close());

const assist = (token: string, email?: string) =>
  api.call<TokenResponse & ErrorBody>({
    method: 'POST',
    url: '/api/consumers-v3/consumer/agent/assist',
    token,
    body: email ? { email } : {},
  });

/** Two pants (no promotion of their own) in a new cart of the session. */
async function cartWithPants(token: string) {
  const { upc, unitPrice } = await variantOfType(api, 'pants');
  const cart = await newCart(api, token);
  const added = await api.call<Cart & ErrorBody>({
    method: 'POST',
    url: '/api/cart/v1/item',
    token,
    body: { cartId: cart.id, upc, qty: 2 },
  });
  return { cart: added, merchandise: unitPrice * 2 };
}

const orderPromotionIds = (cart: Cart) => cart.promotions.order.map((promotion) => promotion.promotionId);

describe('in-store associates sell on behalf of a shopper (decision 090)', () => {
  it('gives the employee discount to the employee shopping online, as a reference', async () => {
    const own = await signIn(
      api,
      EMPLOYEE.email,
      EMPLOYEE.password,
      {},
      '/api/consumers-v3/consumer/agent/login',
    );
    const { cart } = await cartWithPants(own.session!.accessToken);
    expect(orderPromotionIds(cart.body)).toContain('EMPLOYEE20');
  });

  it("refuses the associate's own shift session any cart: it only starts an assisted session", async () => {
    const shift = await shiftSession(api);
    const refused = await api.call<ErrorBody>({
      method: 'POST',
      url: '/api/cart/v1/cart',
      token: shift.token,
    });
    expect(refused.status).toBe(405);
    expect(refused.body.errorDetails[0]!.errorId).toBe('API405');
    const cards = await api.call<ErrorBody>({
      method: 'GET',
      url: '/api/consumers-v3/consumer/payment_instruments',
      token: shift.token,
    });
    expect(cards.status).toBe(405);
  });

  it('serves a guest: no employee discount, and the order is the guest’s, credited to the store and associate', async () => {
    const shift = await shiftSession(api);
    const started = await assist(shift.token);
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({
      consumerType: 'GUEST',
      isEmployeeDiscountTCAccepted: false,
      inStoreSalesInfo: { storeId: shift.storeId, storeEmployeeId: shift.storeEmployeeId },
    });
    const token = started.body.accessToken;
    const { cart, merchandise } = await cartWithPants(token);
    expect(cart.status).toBe(200);
    expect(orderPromotionIds(cart.body)).not.toContain('EMPLOYEE20');
    expect(cart.body.totals.totalDiscount).toBe(0);
    expect(cart.body.totals.itemTotal).toBe(merchandise);
    // The shift session ended when the assisted one began.
    expect((await api.call({ method: 'POST', url: '/api/cart/v1/cart', token: shift.token })).status).toBe(
      401,
    );

    const cartId = cart.body.id;
    await api.call({
      method: 'POST',
      url: `/api/cart/v2/cart/${cartId}/shippingAddress`,
      token,
      body: US_ADDRESS,
    });
    await api.call({
      method: 'POST',
      url: '/api/cart/v1/shippingMethod',
      token,
      body: { cartId, code: 'standard' },
    });
    const { email: _email, ...billing } = US_ADDRESS;
    await api.call({
      method: 'POST',
      url: `/api/cart/v1/cart/${cartId}/billingAddress`,
      token,
      body: billing,
    });
    await api.call({
      method: 'POST',
      url: `/api/cart/v1/cart/${cartId}/paymentInstruments`,
      token,
      body: { payment_method_id: 'CREDIT_CARD', card: { token: await tokenize(api) } },
    });
    const placed = await placeOrder(api, token, cartId, `assisted-guest-${Date.now()}`);
    expect(placed.status).toBe(200);
    const [order] = await api.database.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.orderNumber, placed.body.orderNumber));
    expect(order!.inStoreSalesInfo).toEqual({
      storeId: shift.storeId,
      storeEmployeeId: shift.storeEmployeeId,
    });
    expect(order!.ownerId).not.toBe(EMPLOYEE_ID);
    expect(placed.body.totals.totalDiscount).toBe(0);
  });

  it("serves a looked-up customer with the customer's cart, never the associate's cards", async () => {
    const customer = await registered(api);
    const shift = await shiftSession(api);
    const unknown = await assist(shift.token, 'nobody.here@example.com');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorDetails[0]).toMatchObject({ errorId: 'CCN404', field: 'body.email' });
    const colleague = await assist(shift.token, 'employee2@ridgeline.test');
    expect(colleague.status).toBe(405);
    const started = await assist(shift.token, customer.email.toUpperCase());
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({
      consumerNo: customer.session.consumerNo,
      consumerType: 'REGISTERED',
      isEmployeeDiscountTCAccepted: false,
    });
    const token = started.body.accessToken;
    const { cart } = await cartWithPants(token);
    expect(orderPromotionIds(cart.body)).not.toContain('EMPLOYEE20');
    // The customer sees the cart in their own session: it is theirs.
    const own = await api.call<Cart>({
      method: 'GET',
      url: `/api/cart/v1/cart/${cart.body.id}`,
      token: customer.session.accessToken,
    });
    expect(own.status).toBe(200);
    const cards = await api.call<{ paymentInstruments: unknown[] }>({
      method: 'GET',
      url: '/api/consumers-v3/consumer/payment_instruments',
      token,
    });
    expect(cards.body.paymentInstruments ?? []).toEqual([]);

    // The next customer: the assisted session starts another and ends.
    const next = await assist(token);
    expect(next.status).toBe(200);
    expect(next.body.consumerType).toBe('GUEST');
    expect((await api.call({ method: 'GET', url: `/api/cart/v1/cart/${cart.body.id}`, token })).status).toBe(
      401,
    );
  });

  it('lets only an assisted session adjust prices, audited under the associate', async () => {
    const shift = await shiftSession(api);
    const started = await assist(shift.token);
    const token = started.body.accessToken;
    const { cart } = await cartWithPants(token);
    const url = `/api/cart/v1/cart/${cart.body.id}/price_adjustments`;
    const itemId = cart.body.items[0]!.id;
    const added = await api.call<Cart>({
      method: 'POST',
      url,
      token,
      body: { itemId, percent: 10, reason: 'PRICE_MATCH' },
    });
    expect(added.status).toBe(200);
    const adjustment = added.body.priceAdjustments[0]!;
    const adjustmentId = adjustment.adjustmentId;
    const [row] = await api.database.db
      .select()
      .from(schema.cartPriceAdjustments)
      .where(eq(schema.cartPriceAdjustments.id, adjustmentId));
    expect(row!.createdBy).toBe(EMPLOYEE_ID);
    const [audit] = await api.database.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entityId, adjustmentId));
    expect(audit).toMatchObject({
      actorType: 'associate',
      actorId: EMPLOYEE_ID,
      action: 'price_adjustment.add',
    });
    const overCap = await api.call<ErrorBody>({
      method: 'POST',
      url,
      token,
      body: { itemId, percent: 60, reason: 'PRICE_MATCH' },
    });
    expect(overCap.body.errorDetails[0]!.errorId).toBe('ADJ400');

    // The employee shopping online for themselves cannot lower their own prices.
    const own = await signIn(
      api,
      EMPLOYEE.email,
      EMPLOYEE.password,
      {},
      '/api/consumers-v3/consumer/agent/login',
    );
    const ownCart = await cartWithPants(own.session!.accessToken);
    const refused = await api.call<ErrorBody>({
      method: 'POST',
      url: `/api/cart/v1/cart/${ownCart.cart.body.id}/price_adjustments`,
      token: own.session!.accessToken,
      body: { percent: 10, reason: 'PRICE_MATCH' },
    });
    expect(refused.status).toBe(405);
  });

  it('ends the assisted sessions of an associate whose sessions are revoked', async () => {
    const shift = await shiftSession(api);
    const started = await assist(shift.token);
    const token = started.body.accessToken;
    expect((await api.call({ method: 'POST', url: '/api/cart/v1/cart', token })).status).toBe(200);
    const { auth } = await import('@ridgeline/commerce');
    await auth.revokeAllSessions(api.database.db, EMPLOYEE_ID);
    expect((await api.call({ method: 'POST', url: '/api/cart/v1/cart', token })).status).toBe(401);
  });
});
