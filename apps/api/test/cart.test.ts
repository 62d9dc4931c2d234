import type { Cart } from '@ridgeline/contracts';
import { eq, schema } from '@ridgeline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, inStockVariant, newCart, type TestApi, US_ADDRESS } from './helpers.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

type ErrorBody = {
  errorDetails: { errorId: string; field?: string; message: string; maxAllowedQty?: number }[];
};

async function shopperWithCart() {
  const session = await api.guest();
  return { token: session.accessToken, cart: await newCart(api, session.accessToken) };
}

describe('cart', () => {
  it('creates an empty cart in the currency of the locale', async () => {
    const session = await api.guest();
    const cart = await newCart(api, session.accessToken, 'en-gb');
    expect(cart).toMatchObject({ currency: 'GBP', siteId: 'gb', items: [], totalItems: 0 });
    expect(cart.totals.total).toBe(0);
  });

  it('adds, updates and removes items with totals computed on the server', async () => {
    const { token, cart } = await shopperWithCart();
    const { variant, product } = await inStockVariant(api);
    const added = await api.call<Cart>({
      method: 'POST',
      url: '/api/cart/v1/item',
      token,
      body: { cartId: cart.id, upc: variant.upc, qty: 2 },
    });
    expect(added.status).toBe(200);
    const item = added.body.items[0]!;
    expect(item).toMatchObject({ upc: variant.upc, qty: 2, masterId: product.masterId, available: true });
    expect(added.body.totals.itemTotal).toBe(product.price.lowCurrent * 2);
    expect(added.body.totalItems).toBe(2);

    const again = await api.call<Cart>({
      method: 'POST',
      url: '/api/cart/v1/item',
      token,
      body: { cartId: cart.id, upc: variant.upc, qty: 1 },
    });
    expect(again.body.items).toHaveLength(1);
    expect(again.body.items[0]!.qty).toBe(3);

    const updated = await api.call<Cart>({
      method: 'PUT',
      url: `/api/cart/v1/cart/${cart.id}/item`,
      token,
      body: { cartId: cart.id, itemId: item.id, qty: 1 },
    });
    expect(updated.body.items[0]!.qty).toBe(1);

    const removed = await api.call<Cart>({
      method: 'DELETE',
      url: '/api/cart/v1/item',
      token,
      body: { cartId: cart.id, itemId: item.id },
    });
    expect(removed.body.items).toEqual([]);
  });

  it('refuses more than the maximum quantity with INV408 and maxAllowedQty', async () => {
    const { token, cart } = await shopperWithCart();
    const { variant } = await inStockVariant(api);
    const response = await api.call<ErrorBody>({
      method: 'POST',
      url: '/api/cart/v1/item',
      token,
      body: { cartId: cart.id, upc: variant.upc, qty: variant.maxQty + 1 },
    });
    expect(response.status).toBe(400);
    expect(response.body.errorDetails[0]).toMatchObject({ errorId: 'INV408', maxAllowedQty: variant.maxQty });
    expect(response.body.errorDetails[0]!.message).toContain(String(variant.maxQty));
  });

  it('refuses an out-of-stock variant with INV700 and an unknown one with ORD404', async () => {
    const { token, cart } = await shopperWithCart();
    const [row] = await api.database.db
      .select()
      .from(schema.stock)
      .where(eq(schema.stock.quantity, 0))
      .limit(1);
    const oos = await api.call<ErrorBody>({
      method: 'POST',
      url: '/api/cart/v1/item',
      token,
      body: { cartId: cart.id, upc: row!.upc },
    });
    expect(oos.body.errorDetails[0]!.errorId).toBe('INV700');
    const unknown = await api.call<ErrorBody>({
      method: 'POST',
      url: '/api/cart/v1/item',
      token,
      body: { cartId: cart.id, upc: '000000000000' },
    });
    expect(unknown.body.errorDetails[0]!.errorId).toBe('ORD404');
  });

  it("hides another shopper's cart behind BSK404", async () => {
    const { cart } = await shopperWithCart();
    const stranger = await api.guest();
    const response = await api.call<ErrorBody>({
      method: 'GET',
      url: `/api/cart/v1/cart/${cart.id}`,
      token: stranger.accessToken,
    });
    expect(response.status).toBe(404);
    expect(response.body.errorDetails[0]!.errorId).toBe('BSK404');
  });

  it('rejects malformed cart requests naming the field', async () => {
    const { token, cart } = await shopperWithCart();
    const badUpc = await api.call<ErrorBody>({
      method: 'POST',
      url: '/api/cart/v1/item',
      token,
      body: { cartId: cart.id, upc: 'abc' },
    });
    expect(badUpc.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.upc' });
    const badQty = await api.call<ErrorBody>({
      method: 'POST',
      url: '/api/cart/v1/item',
      token,
      body: { cartId: cart.id, upc: '123456789012', qty: 0 },
    });
    expect(badQty.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.qty' });
    const badId = await api.call<ErrorBody>({ method: 'GET', url: '/api/cart/v1/cart/not-a-cart', token });
    expect(badId.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'params.basketId' });
    const noBody = await api.call<ErrorBody>({ method: 'DELETE', url: '/api/cart/v1/item', token });
    expect(noBody.status).toBe(400);
  });
});

describe('shipping and billing', () => {
  it('validates the address with the spec messages at each field', async () => {
    const { token, cart } = await shopperWithCart();
    const response = await api.call<ErrorBody>({
      method: 'POST',
      url: `/api/cart/v2/cart/${cart.id}/shippingAddress`,
      token,
      body: { ...US_ADDRESS, firstName: 'J', phone: '123' },
    });
    expect(response.status).toBe(400);
    expect(response.body.errorDetails[0]!.field).toMatch(/^body\.(firstName|phone)$/);
    const noEmail = await api.call<ErrorBody>({
      method: 'POST',
      url: `/api/cart/v2/cart/${cart.id}/shippingAddress`,
      token,
      body: { ...US_ADDRESS, email: 'not-an-email' },
    });
    expect(noEmail.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.email' });
    expect(noEmail.body.errorDetails[0]!.message).toContain('Email is not valid');
  });

  it('refuses PO boxes with SHP500 and other countries with PAY401', async () => {
    const { token, cart } = await shopperWithCart();
    const poBox = await api.call<ErrorBody>({
      method: 'POST',
      url: `/api/cart/v2/cart/${cart.id}/shippingAddress`,
      token,
      body: { ...US_ADDRESS, addressLine1: 'PO Box 123' },
    });
    expect(poBox.body.errorDetails[0]!.errorId).toBe('SHP500');
    const abroad = await api.call<ErrorBody>({
      method: 'POST',
      url: `/api/cart/v2/cart/${cart.id}/shippingAddress`,
      token,
      body: { ...US_ADDRESS, countryCode: 'GB', postalCode: 'SW1A 1AA', phone: '2079460958' },
    });
    expect(abroad.body.errorDetails[0]!.errorId).toBe('PAY401');
  });

  it('offers standard and express, adds tax for the destination and charges shipping', async () => {
    const { token, cart } = await shopperWithCart();
    const { variant } = await inStockVariant(api);
    await api.call({
      method: 'POST',
      url: '/api/cart/v1/item',
      token,
      body: { cartId: cart.id, upc: variant.upc },
    });
    const methods = await api.call<{ applicableShippingMethods: { code: string; deliveryTime: string }[] }>({
      method: 'GET',
      url: `/api/cart/v1/cart/${cart.id}/shippingMethod/me`,
      token,
    });
    expect(methods.body.applicableShippingMethods.map((m) => m.code)).toEqual(['standard', 'express']);

    await api.call({
      method: 'POST',
      url: `/api/cart/v2/cart/${cart.id}/shippingAddress`,
      token,
      body: US_ADDRESS,
    });
    const express = await api.call<Cart>({
      method: 'POST',
      url: '/api/cart/v1/shippingMethod',
      token,
      body: { cartId: cart.id, code: 'express' },
    });
    const { totals } = express.body;
    expect(express.body.shipments[0]!.shippingMethod?.code).toBe('express');
    expect(totals.shipping).toBe(2000);
    expect(totals.tax).toBe(Math.round((totals.itemTotal + totals.shipping) * 0.04));
    expect(totals.total).toBe(totals.itemTotal + totals.shipping + totals.tax);

    const unknown = await api.call<ErrorBody>({
      method: 'POST',
      url: '/api/cart/v1/shippingMethod',
      token,
      body: { cartId: cart.id, code: 'pudo' },
    });
    expect(unknown.body.errorDetails[0]!.errorId).toBe('SHP404');
  });

  it('includes VAT in UK totals instead of adding it', async () => {
    const session = await api.guest();
    const token = session.accessToken;
    const cart = await newCart(api, token, 'en-gb');
    const { variant } = await inStockVariant(api);
    const added = await api.call<Cart>({
      method: 'POST',
      url: '/api/cart/v1/item?locale=en-gb',
      token,
      body: { cartId: cart.id, upc: variant.upc },
    });
    const { totals } = added.body;
    expect(totals.taxIncluded).toBe(true);
    expect(totals.total).toBe(totals.itemTotal + totals.shipping);
    expect(totals.tax).toBe(Math.round(totals.total - totals.total / 1.2));
  });

  it('answers PYT404 for an unknown card token', async () => {
    const { token, cart } = await shopperWithCart();
    const response = await api.call<ErrorBody>({
      method: 'POST',
      url: `/api/cart/v1/cart/${cart.id}/paymentInstruments`,
      token,
      body: { payment_method_id: 'CREDIT_CARD', card: { token: 'tok_doesnotexist' } },
    });
    expect(response.body.errorDetails[0]!.errorId).toBe('PYT404');
  });
});
