import type { AdminCustomer } from '@ridgeline/contracts';
import { and, eq, schema } from '@ridgeline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminFailure, adminCall, adminSignIn, newOperator, signedInOwner } from './admin-helpers.ts';
import {
  createTestApi,
  inStockVariant,
  placeOrder,
  readyCart,
  registered,
  signIn,
  type TestApi,
  US_ADDRESS,
} from './helpers.ts';

let api: TestApi;
let owner: string;
let customerService: string;
let fulfilment: string;

async function signedIn(role: 'fulfilment' | 'customer-service') {
  const operator = await newOperator(api, role);
  const { cookie } = await adminSignIn(api, operator.email, operator.password);
  return cookie!;
}

beforeAll(async () => {
  api = await createTestApi();
  owner = (await signedInOwner(api)).cookie;
  customerService = await signedIn('customer-service');
  fulfilment = await signedIn('fulfilment');
});
afterAll(() => api.close());

type Page = {
  items: { customerId: string; email: string | null; lastName: string | null; memberId: string | null }[];
  nextCursor: string | null;
};
const get = <T>(url: string, as = owner) =>
  adminCall<T & AdminFailure>(api, 'GET', `/api/admin/v1${url}`, as);
const send = <T>(method: 'POST' | 'PUT', url: string, body: unknown = {}, as = owner) =>
  adminCall<T & AdminFailure>(api, method, `/api/admin/v1${url}`, as, body);

const auditOf = (customerId: string) =>
  api.database.db
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.entityType, 'customer'), eq(schema.auditLog.entityId, customerId)));

let sequence = 0;
/**
 * A shopper who signed up (a loyalty member), saved an address, placed an order, added a favorite and
 * wrote a review: what customer service finds, and what an erasure must remove or keep.
 */
async function shopper() {
  // Names are letters only: the sequence and the time spelled in letters keep each run's names apart.
  const unique = `${Date.now() % 1e8}${sequence++}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
  const lastName = `Quinlan${unique}`;
  const { session, email, password } = await registered(api, {
    loyaltyTerms: true,
    lastName,
    phone: `212555${String(1000 + (sequence % 9000)).padStart(4, '0')}`,
  });
  const token = session.accessToken;
  const { email: _email, ...address } = US_ADDRESS;
  const saved = await api.call({
    method: 'POST',
    url: '/api/consumers-v3/consumer/address',
    token,
    body: { address: { ...address, approachType: 'S' } },
  });
  expect(saved.status).toBe(200);
  const ready = await readyCart(api, '4242424242424242', 1, token);
  const placed = await placeOrder(api, token, ready.cart.id, `admin-customers-${Date.now()}-${sequence}`);
  expect(placed.status).toBe(200);
  const { product } = await inStockVariant(api);
  const favorite = await api.call({
    method: 'POST',
    url: '/api/wishlists/v2/favorites?locale=en-us',
    token,
    body: { id: product.id, qty: 1, itemType: 'product', favoriteId: null },
  });
  expect(favorite.status).toBe(200);
  const [me] = await api.database.db
    .select({ id: schema.shoppers.id })
    .from(schema.shoppers)
    .where(eq(schema.shoppers.email, email));
  const customerId = me!.id;
  await api.database.db.insert(schema.reviews).values({
    id: crypto.randomUUID(),
    productId: product.id,
    shopperId: customerId,
    rating: 5,
    title: 'Great boots',
    text: 'Kept my feet dry on a wet ridge.',
    nickname: `${lastName}Hikes`,
    locale: 'en-us',
  });
  return { customerId, email, password, lastName, orderNumber: placed.body.orderNumber as string, token };
}

describe('customer search', () => {
  it('finds a customer by email, last name, phone and loyalty number, and pages by cursor', async () => {
    const one = await shopper();
    const byEmail = await get<Page>(
      `/customers?q=${encodeURIComponent(one.email.slice(0, one.email.indexOf('@') + 3))}`,
    );
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.items.map((c) => c.customerId)).toContain(one.customerId);
    const byName = await get<Page>(`/customers?q=${one.lastName.toLowerCase()}`);
    expect(byName.body.items.map((c) => c.customerId)).toEqual([one.customerId]);
    const detail = await get<AdminCustomer>(`/customers/${one.customerId}`);
    const byPhone = await get<Page>(`/customers?q=${encodeURIComponent(detail.body.phone!)}`);
    expect(byPhone.body.items.map((c) => c.customerId)).toContain(one.customerId);
    const byMember = await get<Page>(`/customers?q=${detail.body.loyalty.memberId}`);
    expect(byMember.body.items.map((c) => c.customerId)).toEqual([one.customerId]);

    await shopper();
    const first = await get<Page>('/customers?pageSize=1');
    expect(first.body.items).toHaveLength(1);
    expect(first.body.nextCursor).not.toBeNull();
    const second = await get<Page>(`/customers?pageSize=1&cursor=${first.body.nextCursor}`);
    expect(second.body.items).toHaveLength(1);
    expect(second.body.items[0]!.customerId).not.toBe(first.body.items[0]!.customerId);

    const bad = await get<Page>('/customers?cursor=nonsense');
    expect(bad.status).toBe(400);
    expect(bad.body.errorDetails[0]!.errorId).toBe('REQ400');
  });
});

describe('customer profile', () => {
  it('shows details, addresses, orders, loyalty and subscriptions; customer service edits a name, audited', async () => {
    const one = await shopper();
    const detail = await get<AdminCustomer>(`/customers/${one.customerId}`, customerService);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ email: one.email, lastName: one.lastName, erasedAt: null });
    expect(detail.body.addresses).toHaveLength(1);
    expect(detail.body.addresses[0]).toMatchObject({ kind: 'shipping', isMain: true });
    expect(detail.body.orders.map((o) => o.orderNumber)).toEqual([one.orderNumber]);
    expect(detail.body.loyalty).toMatchObject({ points: 250, tier: null });
    expect(detail.body.loyalty.memberId).toMatch(/^M\d{12}$/);
    expect(detail.body.loyalty.history).toEqual([
      expect.objectContaining({ kind: 'welcome', points: 250, orderNumber: null }),
    ]);

    const edited = await send<AdminCustomer>(
      'PUT',
      `/customers/${one.customerId}`,
      { firstName: 'Jordana', phone: '212 555 0199' },
      customerService,
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ firstName: 'Jordana', phone: '2125550199' });
    const [entry] = await auditOf(one.customerId);
    expect(entry).toMatchObject({
      action: 'customer.update',
      before: expect.objectContaining({ firstName: 'Jordan', phone: expect.any(String) }),
      after: expect.objectContaining({ firstName: 'Jordana', phone: '2125550199' }),
    });

    const badPhone = await send('PUT', `/customers/${one.customerId}`, { phone: '12' }, customerService);
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.phone' });
    const unknownField = await send('PUT', `/customers/${one.customerId}`, { email: 'x@example.com' });
    expect(unknownField.status).toBe(400);

    const unknown = await get(`/customers/${crypto.randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorDetails[0]!.errorId).toBe('ADM415');
  });
});

describe('data export', () => {
  it('answers everything held on the person as JSON and audits the export', async () => {
    const one = await shopper();
    const exported = await send<{
      account: { email: string };
      profile: { consumerDetails: { lastName: string; address: unknown[] } };
      orders: { orderNumber: string }[];
      subscriptions: unknown[];
    }>('POST', `/customers/${one.customerId}/export`, {}, customerService);
    expect(exported.status).toBe(200);
    expect(exported.body.account.email).toBe(one.email);
    expect(exported.body.profile.consumerDetails.lastName).toBe(one.lastName);
    expect(exported.body.profile.consumerDetails.address).toHaveLength(1);
    expect(exported.body.orders.map((o) => o.orderNumber)).toEqual([one.orderNumber]);
    const entries = await auditOf(one.customerId);
    expect(entries.map((e) => e.action)).toEqual(['customer.export']);
    // The audit says what was exported, never the person's data.
    expect(JSON.stringify(entries[0]!.after)).not.toContain(one.email);
  });
});

describe('erasure', () => {
  it('removes the personal data, keeps the orders’ legal data, ends the sessions and frees the email', async () => {
    const one = await shopper();
    const refused = await send('POST', `/customers/${one.customerId}/erasure`, {
      confirmEmail: 'someone.else@example.com',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errorDetails[0]).toMatchObject({ errorId: 'ADM417', field: 'body.confirmEmail' });

    const [orderBefore] = await api.database.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.orderNumber, one.orderNumber));

    const erased = await send<{ erasedAt: string; kept: { orders: number } }>(
      'POST',
      `/customers/${one.customerId}/erasure`,
      { confirmEmail: one.email.toUpperCase() },
    );
    expect(erased.status).toBe(200);
    expect(erased.body.kept).toEqual({ orders: 1 });

    // The profile is emptied.
    const detail = await get<AdminCustomer>(`/customers/${one.customerId}`);
    expect(detail.body).toMatchObject({
      email: null,
      firstName: null,
      lastName: null,
      phone: null,
      birthDate: null,
      addresses: [],
      subscriptions: [],
      programmes: [],
      loyalty: { memberId: null, points: 0 },
    });
    expect(detail.body.erasedAt).not.toBeNull();
    // Nothing left to find by name or email.
    expect((await get<Page>(`/customers?q=${one.lastName}`)).body.items).toEqual([]);
    expect((await get<Page>(`/customers?q=${encodeURIComponent(one.email)}`)).body.items).toEqual([]);

    // The order stays with its amounts, tax, billing name and payments; its email and phones go.
    expect(detail.body.orders.map((o) => o.orderNumber)).toEqual([one.orderNumber]);
    const [orderAfter] = await api.database.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.orderNumber, one.orderNumber));
    expect(orderAfter!.totals).toEqual(orderBefore!.totals);
    expect(orderAfter!.billingAddress.lastName).toBe(orderBefore!.billingAddress.lastName);
    expect(orderAfter!.email).not.toBe(one.email);
    expect(orderAfter!.billingAddress.phone).toBe('');
    const payments = await api.database.db
      .select()
      .from(schema.orderPayments)
      .where(eq(schema.orderPayments.orderNumber, one.orderNumber));
    expect(payments.length).toBeGreaterThan(0);

    // Favorites deleted, the review's author name replaced, the emails' address gone.
    const lists = await api.database.db
      .select()
      .from(schema.favorites)
      .where(eq(schema.favorites.ownerId, one.customerId));
    expect(lists).toEqual([]);
    const reviews = await api.database.db
      .select()
      .from(schema.reviews)
      .where(eq(schema.reviews.text, 'Kept my feet dry on a wet ridge.'));
    expect(reviews.some((r) => r.nickname === `${one.lastName}Hikes`)).toBe(false);
    const mail = await api.database.db
      .select()
      .from(schema.outbox)
      .where(eq(schema.outbox.toAddress, one.email));
    expect(mail).toEqual([]);

    // The session ends at once, the account cannot sign in, the email registers again.
    const profile = await api.call({
      method: 'GET',
      url: '/api/consumers-v3/consumer/profile',
      token: one.token,
    });
    expect(profile.status).toBe(401);
    const again = await signIn(api, one.email, one.password);
    expect(again.session).toBeNull();
    expect(again.response.status).not.toBe(200);
    const anew = await registered(api, { email: one.email });
    expect(anew.session.accessToken).toBeTruthy();

    // Audited, without the person's data; a second erasure is refused; nothing more can be changed.
    const entries = await auditOf(one.customerId);
    const entry = entries.find((e) => e.action === 'customer.erase');
    expect(entry).toBeTruthy();
    expect(JSON.stringify(entries)).not.toContain(one.email);
    const twice = await send('POST', `/customers/${one.customerId}/erasure`, { confirmEmail: one.email });
    expect(twice.status).toBe(409);
    expect(twice.body.errorDetails[0]!.errorId).toBe('ADM416');
    const edit = await send('PUT', `/customers/${one.customerId}`, { firstName: 'Back' });
    expect(edit.status).toBe(409);
    const exported = await send('POST', `/customers/${one.customerId}/export`);
    expect(exported.status).toBe(409);
  });
});

describe('permissions', () => {
  it('refuses operators without customers:read, and erasure without customers:erase', async () => {
    const one = await shopper();
    for (const [method, url] of [
      ['GET', '/customers'],
      ['GET', `/customers/${one.customerId}`],
      ['POST', `/customers/${one.customerId}/export`],
      ['POST', `/customers/${one.customerId}/erasure`],
    ] as const) {
      const response = await adminCall(api, method, `/api/admin/v1${url}`, fulfilment, {
        confirmEmail: one.email,
      });
      expect(response.status, `${method} ${url}`).toBe(403);
      expect(response.body.errorDetails[0]!.errorId).toBe('ADM403');
    }
    // Customer service reads, edits and exports, but may not erase (customers:erase is the owner's).
    expect((await get(`/customers/${one.customerId}`, customerService)).status).toBe(200);
    const notAllowed = await send(
      'POST',
      `/customers/${one.customerId}/erasure`,
      { confirmEmail: one.email },
      customerService,
    );
    expect(notAllowed.status).toBe(403);
    expect(notAllowed.body.errorDetails[0]).toMatchObject({
      errorId: 'ADM403',
      permission: 'customers:erase',
    });

    const consumer = await registered(api);
    const asConsumer = await api.call<AdminFailure>({
      method: 'GET',
      url: '/api/admin/v1/customers',
      token: consumer.session.accessToken,
    });
    expect(asConsumer.status).toBe(401);
    // Nothing was erased by the refusals.
    expect((await get<AdminCustomer>(`/customers/${one.customerId}`)).body.email).toBe(one.email);
  });
});
