import type { Cart, Order } from '@ridgeline/contracts';
import { and, asc, eq, schema } from '@ridgeline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completeCheckoutDetails,
  createTestApi,
  newCart,
  type TestApi,
  US_ADDRESS,
  variantOfType,
} from './helpers.ts';

type ErrorBody = { errorDetails: { errorId: string; field?: string; changedDelivery?: unknown[] }[] };

let api: TestApi;
let shop: { id: string; isPickupPoint: boolean };
let otherSiteStore: string;
beforeAll(async () => {
  api = await createTestApi();
  const stores = await api.database.db.select().from(schema.stores).orderBy(asc(schema.stores.id));
  shop = stores.find((s) => s.siteId === 'us' && !s.isPickupPoint) ?? stores.find((s) => s.siteId === 'us')!;
  otherSiteStore = stores.find((s) => s.siteId === 'ca')!.id;
});
afterAll(() => api.close());

const collect = () => (shop.isPickupPoint ? 'pudo' : 'pickup');

async function setStoreStock(storeId: string, upc: string, quantity: number) {
  await api.database.db
    .insert(schema.storeStock)
    .values({ storeId, upc, quantity })
    .onConflictDoUpdate({ target: [schema.storeStock.storeId, schema.storeStock.upc], set: { quantity } });
}
const setStock = (upc: string, quantity: number) =>
  api.database.db.update(schema.stock).set({ quantity }).where(eq(schema.stock.upc, upc));
const storeStockOf = async (storeId: string, upc: string) =>
  (
    await api.database.db
      .select()
      .from(schema.storeStock)
      .where(and(eq(schema.storeStock.storeId, storeId), eq(schema.storeStock.upc, upc)))
  )[0]!.quantity;
const stockOf = async (upc: string) =>
  (await api.database.db.select().from(schema.stock).where(eq(schema.stock.upc, upc)))[0]!.quantity;

async function cartWithStoreItem(skip: number, storeQty: number) {
  const { upc } = await variantOfType(api, 'hiking-boot', 10, skip);
  await setStoreStock(shop.id, upc, storeQty);
  const session = await api.guest();
  const token = session.accessToken;
  const cart = await newCart(api, token);
  const added = await api.call<Cart & ErrorBody>({
    method: 'POST',
    url: '/api/cart/v1/item',
    token,
    body: { cartId: cart.id, upc, qty: 1, storeId: shop.id },
  });
  return { token, cart: added.body, upc };
}

const readCart = (token: string, cartId: string, query = '') =>
  api.call<Cart>({ method: 'GET', url: `/api/cart/v1/cart/${cartId}${query}`, token });

describe('pickup in store and ship to store', () => {
  it('collects from the store shelf: its own shipment, store stock taken at order time', async () => {
    const { token, cart, upc } = await cartWithStoreItem(0, 3);
    const item = cart.items[0]!;
    expect(item).toMatchObject({ storeId: shop.id, selectedShippingOption: collect() });
    expect(item.shippingOptions.find((o) => o.storeInfo)).toMatchObject({
      selected: true,
      storeInfo: { id: shop.id, storeInventory: 3 },
      shippingMethod: { code: collect(), price: { amount: 0 } },
    });
    expect(cart.shipments.map((s) => s.shipmentId)).toContain(`${collect()}-${shop.id}`);
    expect(cart.totals.shipping).toBe(0);

    const online = await stockOf(upc);
    await completeCheckoutDetails(api, token, cart.id);
    const order = await api.call<Order>({
      method: 'PUT',
      url: '/api/cart/v2/checkout/order',
      token,
      body: { cartId: cart.id },
      headers: { 'idempotency-key': 'pickup-order-1' },
    });
    expect(order.status).toBe(200);
    expect(order.body.items[0]).toMatchObject({ deliveryMethod: collect(), storeId: shop.id });
    expect(await storeStockOf(shop.id, upc)).toBe(2);
    expect(await stockOf(upc)).toBe(online);
  });

  it('ships to the store when its shelf is empty, and moves items home or to a store on request', async () => {
    const { token, cart } = await cartWithStoreItem(1, 0);
    const item = cart.items[0]!;
    expect(item.selectedShippingOption).toBe('sts');
    const home = await api.call<Cart>({
      method: 'PUT',
      url: `/api/cart/v1/cart/${cart.id}/item`,
      token,
      body: { cartId: cart.id, itemId: item.id, qty: 1, storeId: null },
    });
    expect(home.body.items[0]).toMatchObject({ storeId: null, selectedShippingOption: 'standard' });
    const back = await api.call<Cart>({
      method: 'PUT',
      url: `/api/cart/v1/cart/${cart.id}/item?action=pickup&favStoreId=${shop.id}`,
      token,
      body: { cartId: cart.id, itemId: item.id, qty: 1 },
    });
    expect(back.body.items[0]).toMatchObject({ storeId: shop.id, selectedShippingOption: 'sts' });

    const foreign = await api.call<ErrorBody>({
      method: 'PUT',
      url: `/api/cart/v1/cart/${cart.id}/item`,
      token,
      body: { cartId: cart.id, itemId: item.id, qty: 1, storeId: otherSiteStore },
    });
    expect(foreign.body.errorDetails[0]!.errorId).toBe('STR404');
    const malformed = await api.call<ErrorBody>({
      method: 'PUT',
      url: `/api/cart/v1/cart/${cart.id}/item`,
      token,
      body: { cartId: cart.id, itemId: item.id, qty: 1, storeId: 'shop-1' },
    });
    expect(malformed.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.storeId' });
  });
});

describe('delivery transitions', () => {
  it('reports each transition once with its flash code and a changed-delivery list', async () => {
    const { token, cart, upc } = await cartWithStoreItem(2, 2);
    const itemId = cart.items[0]!.id;
    const expectChange = async (query: string, from: string, to: string, code: string) => {
      const read = await readCart(token, cart.id, query);
      expect(read.body.changedDelivery).toEqual([expect.objectContaining({ itemId, from, to, code })]);
      expect(read.body.flash.map((f) => f.type)).toContain(code);
      expect((await readCart(token, cart.id)).body.changedDelivery).toEqual([]);
    };

    await setStoreStock(shop.id, upc, 0);
    await expectChange('', collect(), 'sts', 'ItemDeliveryPickupToShipToStore');
    await setStoreStock(shop.id, upc, 4);
    await expectChange('', 'sts', collect(), 'ItemDeliveryShipToStoreToPickup');
    await setStoreStock(shop.id, upc, 0);
    await expectChange('', collect(), 'sts', 'ItemDeliveryPickupToShipToStore');
    const online = await stockOf(upc);
    await setStock(upc, 0);
    await expectChange('', 'sts', 'home', 'ItemDeliveryShipToStoreToHome');
    await setStoreStock(shop.id, upc, 5);
    await expectChange(`?favStoreId=${shop.id}`, 'home', collect(), 'ItemDeliveryHomeToPickup');
    await setStoreStock(shop.id, upc, 0);
    await expectChange('', collect(), 'home', 'ItemDeliveryPickupToHome');
    await setStock(upc, online);
  });

  it('stops the order with an order-updated error when a delivery changed before paying', async () => {
    const { token, cart, upc } = await cartWithStoreItem(3, 2);
    await completeCheckoutDetails(api, token, cart.id);
    await setStoreStock(shop.id, upc, 0);
    const response = await api.call<ErrorBody>({
      method: 'POST',
      url: '/api/cart/v1/cart/prepareOrder',
      token,
      body: { basketId: cart.id },
    });
    expect(response.status).toBe(409);
    expect(response.body.errorDetails[0]).toMatchObject({ errorId: 'ORD518' });
    expect(response.body.errorDetails[0]!.changedDelivery).toHaveLength(1);
    const again = await api.call<Cart>({
      method: 'POST',
      url: '/api/cart/v1/cart/prepareOrder',
      token,
      body: { basketId: cart.id },
    });
    expect(again.status).toBe(200);
  });
});

describe('POST /cart/v1/cart/{basketId}/shippingAddress/validation', () => {
  it('answers SHP410, SHP500, CHK380 and CHK320, and returns the normalised address', async () => {
    const session = await api.guest();
    const token = session.accessToken;
    const cart = await newCart(api, token);
    const validate = (body: Record<string, unknown>) =>
      api.call<ErrorBody & { valid: boolean; address: { postalCode: string; province: string } }>({
        method: 'POST',
        url: `/api/cart/v1/cart/${cart.id}/shippingAddress/validation`,
        token,
        body,
      });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...US_ADDRESS, phone: ' ' }, 'SHP410', 'phone'],
      [{ ...US_ADDRESS, addressLine1: 'P.O. Box 123' }, 'SHP500', 'addressLine1'],
      [{ ...US_ADDRESS, countryCode: 'GB' }, 'CHK380', 'countryCode'],
      [{ ...US_ADDRESS, postalCode: 'ABCDE' }, 'CHK320', 'postalCode'],
      [{ ...US_ADDRESS, firstName: 'J' }, 'CHK320', 'firstName'],
    ];
    for (const [body, errorId, field] of cases) {
      const response = await validate(body);
      expect(response.body.errorDetails[0]).toMatchObject({ errorId, field });
    }
    const ok = await validate({ ...US_ADDRESS, province: 'ny' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ valid: true, address: { province: 'NY', postalCode: '10118' } });
    const malformed = await validate({ ...US_ADDRESS, phone: 2125550123 });
    expect(malformed.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.phone' });
  });
});

describe('tax recalculation on address change', () => {
  it('notes TAX310 when a new address changes the total', async () => {
    const { upc } = await variantOfType(api, 'jacket');
    const session = await api.guest();
    const token = session.accessToken;
    const cart = await newCart(api, token);
    await api.call({ method: 'POST', url: '/api/cart/v1/item', token, body: { cartId: cart.id, upc } });
    const setAddress = (address: Record<string, unknown>) =>
      api.call<Cart>({
        method: 'POST',
        url: `/api/cart/v2/cart/${cart.id}/shippingAddress`,
        token,
        body: address,
      });
    const first = await setAddress(US_ADDRESS);
    expect(first.body.customerNotifications).toEqual([]);
    const same = await setAddress(US_ADDRESS);
    expect(same.body.customerNotifications).toEqual([]);
    const oregon = await setAddress({ ...US_ADDRESS, city: 'Portland', province: 'OR', postalCode: '97201' });
    expect(oregon.body.totals.tax).toBe(0);
    expect(oregon.body.customerNotifications).toEqual([
      expect.objectContaining({ type: 'info', code: 'TAX_UPDATED', position: 'top' }),
    ]);
  });
});

describe('shipping method downgraded', () => {
  const ALASKA = { ...US_ADDRESS, city: 'Anchorage', province: 'AK', postalCode: '99501' };

  it('falls back from express to standard when the address moves out of reach, reported once', async () => {
    const { upc } = await variantOfType(api, 'jacket', 10, 1);
    const session = await api.guest();
    const token = session.accessToken;
    const cart = await newCart(api, token);
    const added = await api.call<Cart>({
      method: 'POST',
      url: '/api/cart/v1/item',
      token,
      body: { cartId: cart.id, upc },
    });
    const itemId = added.body.items[0]!.id;
    const setAddress = (address: Record<string, unknown>) =>
      api.call<Cart>({
        method: 'POST',
        url: `/api/cart/v2/cart/${cart.id}/shippingAddress`,
        token,
        body: address,
      });
    const setMethod = (code: string) =>
      api.call<Cart & ErrorBody>({
        method: 'POST',
        url: '/api/cart/v1/shippingMethod',
        token,
        body: { cartId: cart.id, code },
      });

    await setAddress(US_ADDRESS);
    const express = await setMethod('express');
    expect(express.body.shipments[0]!.shippingMethod?.code).toBe('express');
    expect(express.body.shipments[0]!.applicableShippingMethods.map((m) => m.code)).toContain('express');

    const moved = await setAddress(ALASKA);
    expect(moved.body.shipments[0]!.shippingMethod?.code).toBe('standard');
    expect(moved.body.shipments[0]!.applicableShippingMethods.map((m) => m.code)).toEqual(['standard']);
    expect(moved.body.changedDelivery).toEqual([
      { itemId, from: 'express', to: 'standard', storeId: null, code: 'ShippingMethodDowngraded' },
    ]);
    expect(moved.body.flash).toContainEqual(
      expect.objectContaining({
        type: 'ShippingMethodDowngraded',
        itemId,
        message: expect.stringMatching(/review/),
      }),
    );
    expect((await readCart(token, cart.id)).body.changedDelivery).toEqual([]);

    // Express cannot be chosen again there: the spec's shipping-method-unavailable error.
    const refused = await setMethod('express');
    expect(refused.status).toBe(400);
    expect(refused.body.errorDetails[0]!.errorId).toBe('SHP404');
    const methods = await api.call<{ applicableShippingMethods: { code: string }[] }>({
      method: 'GET',
      url: `/api/cart/v1/cart/${cart.id}/shippingMethod/me`,
      token,
    });
    expect(methods.body.applicableShippingMethods.map((m) => m.code)).toEqual(['standard']);
  });

  it('stops the order with an order-updated error when express no longer reaches the address', async () => {
    const { token, cart } = await readyCartWithExpress();
    // The address changed behind the checkout's back (an older cart, a rule change): prepareOrder re-checks.
    await api.database.db
      .update(schema.carts)
      .set({ shippingAddress: { ...ALASKA } })
      .where(eq(schema.carts.id, cart.id));
    const response = await api.call<ErrorBody>({
      method: 'POST',
      url: '/api/cart/v1/cart/prepareOrder',
      token,
      body: { basketId: cart.id },
    });
    expect(response.status).toBe(409);
    expect(response.body.errorDetails[0]).toMatchObject({ errorId: 'ORD518' });
    expect(response.body.errorDetails[0]!.changedDelivery).toEqual([
      expect.objectContaining({ from: 'express', to: 'standard', code: 'ShippingMethodDowngraded' }),
    ]);
    const again = await api.call<Cart>({
      method: 'POST',
      url: '/api/cart/v1/cart/prepareOrder',
      token,
      body: { basketId: cart.id },
    });
    expect(again.status).toBe(200);
    expect(again.body.shipments[0]!.shippingMethod?.code).toBe('standard');
  });

  async function readyCartWithExpress() {
    const { upc } = await variantOfType(api, 'jacket', 10, 2);
    const session = await api.guest();
    const token = session.accessToken;
    const cart = await newCart(api, token);
    await api.call({ method: 'POST', url: '/api/cart/v1/item', token, body: { cartId: cart.id, upc } });
    await completeCheckoutDetails(api, token, cart.id);
    await api.call({
      method: 'POST',
      url: '/api/cart/v1/shippingMethod',
      token,
      body: { cartId: cart.id, code: 'express' },
    });
    return { token, cart };
  }
});
