import type { Cart } from '@ridgeline/contracts';
import { eq, schema } from '@ridgeline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeCheckoutDetails, createTestApi, newCart, type TestApi, variantOfType } from './helpers.ts';

type ErrorBody = { errorDetails: { errorId: string; message: string; maxAllowedQty?: number }[] };
type Reserved = { cart: Cart; hold: { upc: string; qty: number; expiresAt: string } };

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const setStock = (upc: string, quantity: number) =>
  api.database.db.update(schema.stock).set({ quantity }).where(eq(schema.stock.upc, upc));

const stockOf = async (upc: string) =>
  (await api.database.db.select().from(schema.stock).where(eq(schema.stock.upc, upc)))[0]!.quantity;

async function shopper() {
  const { accessToken: token } = await api.guest();
  const cart = await newCart(api, token);
  return { token, cartId: cart.id };
}

const reserve = (token: string, cartId: string, upc: string, qty: number) =>
  api.call<Reserved & ErrorBody>({
    method: 'POST',
    url: '/api/cart/v1/reserveWithItem?locale=en-us',
    token,
    body: { cartId, upc, qty },
  });

const add = (token: string, cartId: string, upc: string, qty: number) =>
  api.call<Cart & ErrorBody>({
    method: 'POST',
    url: '/api/cart/v1/item?locale=en-us',
    token,
    body: { cartId, upc, qty },
  });

describe('POST /cart/v1/reserveWithItem', () => {
  it('adds the item and holds its stock: others can buy only what is left until the hold ends', async () => {
    const { upc } = await variantOfType(api, 'backpack', 10, 3);
    await setStock(upc, 3);
    const first = await shopper();
    const reserved = await reserve(first.token, first.cartId, upc, 2);
    expect(reserved.status).toBe(200);
    expect(reserved.body.cart.items.map((item) => [item.upc, item.qty])).toEqual([[upc, 2]]);
    expect(reserved.body.hold).toMatchObject({ upc, qty: 2 });
    const minutes = (Date.parse(reserved.body.hold.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);

    const second = await shopper();
    const tooMany = await add(second.token, second.cartId, upc, 2);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errorDetails[0]).toMatchObject({ errorId: 'INV408', maxAllowedQty: 1 });
    expect((await add(second.token, second.cartId, upc, 1)).status).toBe(200);

    // The holder's cart shows until when the line is held; a line added plainly is not held.
    const held = await api.call<Cart>({
      method: 'GET',
      url: `/api/cart/v1/cart/${first.cartId}?locale=en-us`,
      token: first.token,
    });
    expect(held.body.items[0]!.heldUntil).toBe(reserved.body.hold.expiresAt);
    expect(reserved.body.cart.items[0]!.heldUntil).toBe(reserved.body.hold.expiresAt);
    const plain = await api.call<Cart>({
      method: 'GET',
      url: `/api/cart/v1/cart/${second.cartId}?locale=en-us`,
      token: second.token,
    });
    expect(plain.body.items[0]!.heldUntil).toBeNull();

    // Once the hold has expired the units are for sale again.
    await api.database.db
      .update(schema.stockHolds)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.stockHolds.cartId, first.cartId));
    const third = await shopper();
    expect((await add(third.token, third.cartId, upc, 3)).status).toBe(200);
    const expired = await api.call<Cart>({
      method: 'GET',
      url: `/api/cart/v1/cart/${first.cartId}?locale=en-us`,
      token: first.token,
    });
    expect(expired.body.items[0]!.heldUntil).toBeNull();
  });

  it('lets the holder order the held units while an order from another cart cannot take them', async () => {
    const { upc } = await variantOfType(api, 'backpack', 10, 4);
    await setStock(upc, 2);
    const other = await shopper();
    expect((await add(other.token, other.cartId, upc, 2)).status).toBe(200);
    await completeCheckoutDetails(api, other.token, other.cartId);

    const holder = await shopper();
    expect((await reserve(holder.token, holder.cartId, upc, 2)).status).toBe(200);
    await completeCheckoutDetails(api, holder.token, holder.cartId);

    const refused = await api.call<ErrorBody>({
      method: 'PUT',
      url: '/api/cart/v2/checkout/order?locale=en-us',
      token: other.token,
      body: { cartId: other.cartId },
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.body.errorDetails[0]!.errorId).toMatch(/^INV/);

    const placed = await api.call({
      method: 'PUT',
      url: '/api/cart/v2/checkout/order?locale=en-us',
      token: holder.token,
      body: { cartId: holder.cartId },
    });
    expect(placed.status).toBe(200);
    expect(await stockOf(upc)).toBe(0);
    const holds = await api.database.db
      .select()
      .from(schema.stockHolds)
      .where(eq(schema.stockHolds.cartId, holder.cartId));
    expect(holds).toEqual([]);
  });

  it('validates like adding an item', async () => {
    const { token, cartId } = await shopper();
    const bad = await api.call<ErrorBody>({
      method: 'POST',
      url: '/api/cart/v1/reserveWithItem?locale=en-us',
      token,
      body: { cartId, qty: 1 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errorDetails[0]!.errorId).toBe('REQ400');
  });
});
