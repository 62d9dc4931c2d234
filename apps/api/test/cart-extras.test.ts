import type { Cart, SaveForLater } from '@ridgeline/contracts';
import { eq, schema } from '@ridgeline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assistedGuestSession, createTestApi, newCart, type TestApi, variantOfType } from './helpers.ts';

type ErrorBody = { errorDetails: { errorId: string; field?: string }[] };
type Moved = { cart: Cart; saveForLater: SaveForLater };

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('POST /cart/v1/cartWithItem', () => {
  it('creates a cart holding the item, with its gift option', async () => {
    const { upc } = await variantOfType(api, 'fleece');
    const { accessToken } = await api.guest();
    const response = await api.call<Cart>({
      method: 'POST',
      url: '/api/cart/v1/cartWithItem?locale=en-us',
      token: accessToken,
      body: { upc, qty: 2, giftOption: { to: 'Sam', message: 'Happy trails!', email: 'sam@example.com' } },
    });
    expect(response.status).toBe(200);
    expect(response.body.items[0]).toMatchObject({
      upc,
      qty: 2,
      giftOption: { to: 'Sam', message: 'Happy trails!', email: 'sam@example.com' },
    });
    const read = await api.call<Cart>({
      method: 'GET',
      url: `/api/cart/v1/cart/${response.body.id}`,
      token: accessToken,
    });
    expect(read.body.totalItems).toBe(2);
  });

  it('leaves no empty cart behind when the item cannot be added, and rejects malformed bodies', async () => {
    const { upc } = await variantOfType(api, 'fleece', 10, 1);
    await api.database.db.update(schema.stock).set({ quantity: 0 }).where(eq(schema.stock.upc, upc));
    const session = await api.guest();
    const soldOut = await api.call<ErrorBody>({
      method: 'POST',
      url: '/api/cart/v1/cartWithItem',
      token: session.accessToken,
      body: { upc },
    });
    expect(soldOut.body.errorDetails[0]!.errorId).toBe('INV700');
    const [shopper] = await api.database.db
      .select()
      .from(schema.shoppers)
      .where(eq(schema.shoppers.consumerNo, session.consumerNo));
    const carts = await api.database.db
      .select()
      .from(schema.carts)
      .where(eq(schema.carts.ownerId, shopper!.id));
    expect(carts).toEqual([]);
    const malformed = await api.call<ErrorBody>({
      method: 'POST',
      url: '/api/cart/v1/cartWithItem',
      token: session.accessToken,
      body: { upc: '12', giftOption: { to: '' } },
    });
    expect(malformed.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400' });
  });
});

describe('gift options on items', () => {
  it('changes and removes a gift option with PUT item', async () => {
    const { upc } = await variantOfType(api, 't-shirt');
    const { accessToken: token } = await api.guest();
    const cart = await newCart(api, token);
    const added = await api.call<Cart>({
      method: 'POST',
      url: '/api/cart/v1/item',
      token,
      body: { cartId: cart.id, upc },
    });
    const itemId = added.body.items[0]!.id;
    expect(added.body.items[0]!.giftOption).toBeNull();
    const update = (giftOption: unknown) =>
      api.call<Cart & ErrorBody>({
        method: 'PUT',
        url: `/api/cart/v1/cart/${cart.id}/item`,
        token,
        body: { cartId: cart.id, itemId, qty: 1, giftOption },
      });
    expect((await update({ to: 'Alex' })).body.items[0]!.giftOption).toEqual({ to: 'Alex', message: '' });
    expect((await update(null)).body.items[0]!.giftOption).toBeNull();
    const tooLong = await update({ to: 'Alex', message: 'x'.repeat(251) });
    expect(tooLong.body.errorDetails[0]).toMatchObject({
      errorId: 'REQ400',
      field: 'body.giftOption.message',
    });
  });
});

describe('saved for later', () => {
  it('moves an item out of the cart and back, and removes saved items', async () => {
    const { upc } = await variantOfType(api, 'backpack');
    const { accessToken: token } = await api.guest();
    const empty = await api.call<SaveForLater>({ method: 'GET', url: '/api/cart/v2/saveForLater', token });
    expect(empty.body).toEqual({ saveForLaterId: '', items: [] });
    const cart = await newCart(api, token);
    const added = await api.call<Cart>({
      method: 'POST',
      url: '/api/cart/v1/item',
      token,
      body: { cartId: cart.id, upc, qty: 2 },
    });
    const saved = await api.call<Moved>({
      method: 'PUT',
      url: '/api/cart/v2/saveForLater',
      token,
      body: { cartId: cart.id, itemId: added.body.items[0]!.id },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.cart.items).toEqual([]);
    expect(saved.body.saveForLater.items).toEqual([
      expect.objectContaining({ upc, qty: 2, available: true }),
    ]);
    const listId = saved.body.saveForLater.saveForLaterId;
    const savedItem = saved.body.saveForLater.items[0]!;
    const read = await api.call<SaveForLater>({ method: 'GET', url: '/api/cart/v2/saveForLater', token });
    expect(read.body).toEqual(saved.body.saveForLater);

    const back = await api.call<Moved>({
      method: 'POST',
      url: `/api/cart/v2/cart/${cart.id}/saveForLater`,
      token,
      body: { saveForLaterId: listId, itemId: savedItem.itemId },
    });
    expect(back.body.cart.items.map((i) => [i.upc, i.qty])).toEqual([[upc, 2]]);
    expect(back.body.saveForLater.items).toEqual([]);

    const again = await api.call<Moved>({
      method: 'PUT',
      url: '/api/cart/v2/saveForLater',
      token,
      body: { cartId: cart.id, itemId: back.body.cart.items[0]!.id },
    });
    const removed = await api.call<SaveForLater>({
      method: 'DELETE',
      url: `/api/cart/v2/saveForLater/${listId}/items/${again.body.saveForLater.items[0]!.itemId}`,
      token,
    });
    expect(removed.body.items).toEqual([]);
  });

  it('keeps lists private, refuses employees and malformed ids', async () => {
    const { upc } = await variantOfType(api, 'backpack', 10, 1);
    const { accessToken: token } = await api.guest();
    const cart = await newCart(api, token);
    const added = await api.call<Cart>({
      method: 'POST',
      url: '/api/cart/v1/item',
      token,
      body: { cartId: cart.id, upc },
    });
    const saved = await api.call<Moved>({
      method: 'PUT',
      url: '/api/cart/v2/saveForLater',
      token,
      body: { cartId: cart.id, itemId: added.body.items[0]!.id },
    });
    const listId = saved.body.saveForLater.saveForLaterId;
    const itemId = saved.body.saveForLater.items[0]!.itemId;

    const stranger = await api.guest();
    const notYours = await api.call<ErrorBody>({
      method: 'DELETE',
      url: `/api/cart/v2/saveForLater/${listId}/items/${itemId}`,
      token: stranger.accessToken,
    });
    expect(notYours.body.errorDetails[0]!.errorId).toBe('API404');
    const malformed = await api.call<ErrorBody>({
      method: 'DELETE',
      url: `/api/cart/v2/saveForLater/${listId}/items/7`,
      token,
    });
    expect(malformed.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'params.itemId' });

    const [owner] = await api.database.db.select().from(schema.carts).where(eq(schema.carts.id, cart.id));
    await api.database.db
      .update(schema.shoppers)
      .set({ consumerType: 'EMPLOYEE' })
      .where(eq(schema.shoppers.id, owner!.ownerId));
    const employee = await api.call<ErrorBody>({
      method: 'DELETE',
      url: `/api/cart/v2/saveForLater/${listId}/items/${itemId}`,
      token,
    });
    expect(employee.body.errorDetails[0]!.errorId).toBe('API405');
  });
});

describe('price adjustments by in-store associates', () => {
  /** A guest's cart with two units: served by an associate in store (an assisted session, decision 090), or not. */
  async function associateCart(assisted = true) {
    const { upc, unitPrice } = await variantOfType(api, 'pants');
    const token = assisted ? (await assistedGuestSession(api)).token : (await api.guest()).accessToken;
    const cart = await newCart(api, token);
    const added = await api.call<Cart>({
      method: 'POST',
      url: '/api/cart/v1/item',
      token,
      body: { cartId: cart.id, upc, qty: 2 },
    });
    return { token, cart: added.body, unitPrice };
  }
  it('adds, changes and removes line and cart adjustments, lowering the total', async () => {
    const { token, cart, unitPrice } = await associateCart();
    const url = `/api/cart/v1/cart/${cart.id}/price_adjustments`;
    const itemId = cart.items[0]!.id;
    const line = await api.call<Cart>({
      method: 'POST',
      url,
      token,
      body: { itemId, amount: 500, reason: 'DAMAGED_ITEM' },
    });
    expect(line.status).toBe(200);
    expect(line.body.priceAdjustments).toEqual([
      expect.objectContaining({ itemId, amount: 500, reason: 'DAMAGED_ITEM', discount: 500 }),
    ]);
    const whole = await api.call<Cart>({
      method: 'POST',
      url,
      token,
      body: { percent: 10, reason: 'PRICE_MATCH' },
    });
    const expected =
      500 +
      Math.round(
        (unitPrice * 2 - 500 - whole.body.promotions.order.reduce((s, p) => s + p.discount, 0)) * 0.1,
      );
    expect(whole.body.totals.totalDiscount).toBe(
      expected + whole.body.promotions.order.reduce((s, p) => s + p.discount, 0),
    );
    const adjustmentId = line.body.priceAdjustments[0]!.adjustmentId;
    // More than the line is worth is above the cap (decision 048: 50 % by default), so refused; the
    // adjustment keeps what it was and the total stays above zero.
    const huge = await api.call<ErrorBody>({
      method: 'PATCH',
      url: `${url}/${adjustmentId}`,
      token,
      body: { itemId, amount: 10_000_000, reason: 'CUSTOMER_SATISFACTION' },
    });
    expect(huge.status).toBe(400);
    expect(huge.body.errorDetails[0]!.errorId).toBe('ADJ400');
    const unchanged = await api.call<Cart>({ method: 'GET', url: `/api/cart/v1/cart/${cart.id}`, token });
    expect(unchanged.body.priceAdjustments.find((a) => a.adjustmentId === adjustmentId)!.discount).toBe(500);
    expect(unchanged.body.totals.total).toBeGreaterThan(0);
    const removed = await api.call<Cart>({ method: 'DELETE', url: `${url}/${adjustmentId}`, token });
    expect(removed.body.priceAdjustments).toHaveLength(1);
    const gone = await api.call<ErrorBody>({ method: 'DELETE', url: `${url}/${adjustmentId}`, token });
    expect(gone.body.errorDetails[0]!.errorId).toBe('API404');
  });

  it('refuses shoppers who are not associates and malformed adjustments', async () => {
    const unassisted = await associateCart(false);
    const shopper = await api.call<ErrorBody>({
      method: 'POST',
      url: `/api/cart/v1/cart/${unassisted.cart.id}/price_adjustments`,
      token: unassisted.token,
      body: { amount: 100, reason: 'OTHER', note: 'x' },
    });
    expect(shopper.status).toBe(405);
    expect(shopper.body.errorDetails[0]!.errorId).toBe('API405');
    const { token, cart } = await associateCart();
    const url = `/api/cart/v1/cart/${cart.id}/price_adjustments`;
    const both = await api.call<ErrorBody>({
      method: 'POST',
      url,
      token,
      body: { amount: 100, percent: 5, reason: 'PRICE_MATCH' },
    });
    expect(both.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.amount' });
    const noNote = await api.call<ErrorBody>({
      method: 'POST',
      url,
      token,
      body: { amount: 100, reason: 'OTHER' },
    });
    expect(noNote.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.note' });
    const badReason = await api.call<ErrorBody>({
      method: 'POST',
      url,
      token,
      body: { amount: 100, reason: 'FRIEND' },
    });
    expect(badReason.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.reason' });
  });
});

describe('POST /cart/v1/deviceFingerPrint', () => {
  it('keeps the fingerprint on the cart and rejects an empty one', async () => {
    const { accessToken: token } = await api.guest();
    const cart = await newCart(api, token);
    const stored = await api.call<{ stored: boolean }>({
      method: 'POST',
      url: '/api/cart/v1/deviceFingerPrint',
      token,
      body: { cartId: cart.id, deviceFingerPrint: 'fp-0a1b2c3d' },
    });
    expect(stored.body).toEqual({ basketId: cart.id, stored: true });
    const [row] = await api.database.db.select().from(schema.carts).where(eq(schema.carts.id, cart.id));
    expect(row!.deviceFingerprint).toBe('fp-0a1b2c3d');
    const empty = await api.call<ErrorBody>({
      method: 'POST',
      url: '/api/cart/v1/deviceFingerPrint',
      token,
      body: { cartId: cart.id, deviceFingerPrint: '' },
    });
    expect(empty.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.deviceFingerPrint' });
  });
});
