import type { Favorites, SaveForLater } from '@ridgeline/contracts';
import { eq, schema } from '@ridgeline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, inStockVariant, newCart, registered, signIn, type TestApi } from './helpers.ts';

type ErrorBody = { errorDetails: { errorId: string; message: string }[] };

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

async function addFavorite(token: string, body: Record<string, unknown>, query = '') {
  return api.call<Favorites & ErrorBody>({
    method: 'POST',
    url: `/api/wishlists/v2/favorites?locale=en-us${query}`,
    token,
    body,
  });
}

describe('favorites', () => {
  it('starts empty without creating a list, then adds, re-adds and removes products', async () => {
    const { accessToken } = await api.guest();
    const empty = await api.call<Favorites>({
      method: 'GET',
      url: '/api/wishlists/v2/favorites',
      token: accessToken,
    });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ favoriteId: null, items: [], total: 0 });

    const { product } = await inStockVariant(api);
    const [color] = await api.database.db
      .select()
      .from(schema.productColors)
      .where(eq(schema.productColors.productId, product.id));
    const colorId = color!.id;
    const added = await addFavorite(accessToken, {
      id: product.id,
      qty: 1,
      itemType: 'product',
      favoriteId: null,
    });
    expect(added.status).toBe(200);
    expect(added.body.total).toBe(1);
    expect(added.body.items[0]).toMatchObject({
      productId: product.id,
      masterId: product.id,
      qty: 1,
      available: true,
    });
    expect(added.body.items[0]!.price?.currency).toBe('USD');
    expect(added.body.items[0]!.pageUrl).toMatch(/^\/p\//);
    const favoriteId = added.body.favoriteId!;

    const again = await addFavorite(accessToken, { id: product.id, qty: 2, itemType: 'product', favoriteId });
    expect(again.body.total).toBe(1);
    expect(again.body.items[0]!.qty).toBe(2);

    const colour = await addFavorite(accessToken, { id: colorId, favoriteId });
    expect(colour.status).toBe(200);
    expect(colour.body.total).toBe(2);
    expect(colour.body.items[0]).toMatchObject({ productId: colorId, masterId: product.id });

    const page = await api.call<Favorites>({
      method: 'GET',
      url: '/api/wishlists/v2/favorites?start=0&count=1',
      token: accessToken,
    });
    expect(page.body.items).toHaveLength(1);
    expect(page.body.total).toBe(colour.body.total);

    for (const item of colour.body.items) {
      const removed = await api.call<Favorites>({
        method: 'DELETE',
        url: `/api/wishlists/v2/favorites/${favoriteId}/items/${item.itemId}`,
        token: accessToken,
      });
      expect(removed.status).toBe(200);
    }
    const after = await api.call<Favorites>({
      method: 'GET',
      url: '/api/wishlists/v2/favorites',
      token: accessToken,
    });
    expect(after.body).toEqual({ favoriteId, items: [], total: 0 });
  });

  it('answers 400 with the field for every bad input, and 401 without a session', async () => {
    const { accessToken } = await api.guest();
    const { product } = await inStockVariant(api);
    const bad: Record<string, unknown>[] = [
      {},
      { id: 'lowercase1' },
      { id: 'AB' },
      { id: product.id, qty: 0 },
      { id: product.id, qty: 1.5 },
      { id: product.id, qty: 100 },
      { id: product.id, itemType: 'bundle' },
      { id: product.id, favoriteId: 'not-a-uuid' },
    ];
    for (const body of bad) {
      const response = await addFavorite(accessToken, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errorDetails[0]!.message).toBeTruthy();
    }
    for (const query of ['start=-1', 'count=0', 'count=101', 'start=x']) {
      const response = await api.call<ErrorBody>({
        method: 'GET',
        url: `/api/wishlists/v2/favorites?${query}`,
        token: accessToken,
      });
      expect(response.status, query).toBe(400);
    }
    const badParams = await api.call<ErrorBody>({
      method: 'DELETE',
      url: '/api/wishlists/v2/favorites/nope/items/nope',
      token: accessToken,
    });
    expect(badParams.status).toBe(400);
    const anonymous = await api.call<ErrorBody>({ method: 'GET', url: '/api/wishlists/v2/favorites' });
    expect(anonymous.status).toBe(401);
  });

  it('answers PLP400 for an unknown product and API404 for lists and items of others', async () => {
    const owner = await api.guest();
    const stranger = await api.guest();
    const { product } = await inStockVariant(api);
    const unknown = await addFavorite(owner.accessToken, { id: 'ZZZZZZZZZZ' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorDetails[0]!.errorId).toBe('PLP400');

    const mine = await addFavorite(owner.accessToken, { id: product.id });
    const { favoriteId } = mine.body;
    const item = mine.body.items[0]!;
    const intoOthers = await addFavorite(stranger.accessToken, { id: product.id, favoriteId });
    expect(intoOthers.body.errorDetails[0]!.errorId).toBe('API404');
    const removeOthers = await api.call<ErrorBody>({
      method: 'DELETE',
      url: `/api/wishlists/v2/favorites/${favoriteId}/items/${item.itemId}`,
      token: stranger.accessToken,
    });
    expect(removeOthers.status).toBe(404);
    expect(removeOthers.body.errorDetails[0]!.errorId).toBe('API404');
    const shareOthers = await api.call<ErrorBody>({
      method: 'POST',
      url: `/api/wishlists/v2/favorites/${favoriteId}/share`,
      token: stranger.accessToken,
    });
    expect(shareOthers.body.errorDetails[0]!.errorId).toBe('API404');
    const missingItem = await api.call<ErrorBody>({
      method: 'DELETE',
      url: `/api/wishlists/v2/favorites/${favoriteId}/items/${crypto.randomUUID()}`,
      token: owner.accessToken,
    });
    expect(missingItem.body.errorDetails[0]!.errorId).toBe('API404');
  });

  it('shares a read-only list with a 128-bit token that nobody can guess', async () => {
    const owner = await api.guest();
    const { product } = await inStockVariant(api);
    const { favoriteId } = (await addFavorite(owner.accessToken, { id: product.id })).body;
    const share = await api.call<{ favoriteId: string; shareToken: string }>({
      method: 'POST',
      url: `/api/wishlists/v2/favorites/${favoriteId}/share`,
      token: owner.accessToken,
    });
    expect(share.status).toBe(200);
    expect(share.body.shareToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const repeat = await api.call<{ shareToken: string }>({
      method: 'POST',
      url: `/api/wishlists/v2/favorites/${favoriteId}/share`,
      token: owner.accessToken,
    });
    expect(repeat.body.shareToken).toBe(share.body.shareToken);

    const shared = await api.call<Favorites>({
      method: 'GET',
      url: `/api/wishlists/v2/favorites/${favoriteId}/share?shareToken=${share.body.shareToken}`,
    });
    expect(shared.status).toBe(200);
    expect(shared.body.items.map((i) => i.productId)).toEqual([product.id]);

    const wrong = await api.call<ErrorBody>({
      method: 'GET',
      url: `/api/wishlists/v2/favorites/${favoriteId}/share?shareToken=${'A'.repeat(22)}`,
    });
    expect(wrong.status).toBe(404);
    for (const query of ['', '?shareToken=short', '?shareToken=has%20space%20in%20it%20xxxxx']) {
      const malformed = await api.call<ErrorBody>({
        method: 'GET',
        url: `/api/wishlists/v2/favorites/${favoriteId}/share${query}`,
      });
      expect(malformed.status, query).toBe(400);
    }
  });

  it('carries a guest list into the account at sign-in and answers favoriteId in the token', async () => {
    const { email, password, session } = await registered(api);
    expect(session.favoriteId).toBeNull();
    const guest = await api.guest();
    const { product } = await inStockVariant(api);
    const { favoriteId } = (await addFavorite(guest.accessToken, { id: product.id })).body;
    const signedIn = await signIn(api, email, password, { guestObjects: { favoriteId } });
    expect(signedIn.session!.favoriteId).toMatch(/^[0-9a-f-]{36}$/);
    expect(signedIn.session!.favoriteId).not.toBe(favoriteId);
    const account = await api.call<Favorites>({
      method: 'GET',
      url: '/api/wishlists/v2/favorites',
      token: signedIn.session!.accessToken,
    });
    expect(account.body.favoriteId).toBe(signedIn.session!.favoriteId);
    expect(account.body.items.map((i) => i.productId)).toEqual([product.id]);
    const guestAfter = await api.call<Favorites>({
      method: 'GET',
      url: '/api/wishlists/v2/favorites',
      token: guest.accessToken,
    });
    expect(guestAfter.body.total).toBe(0);
  });

  it('is not available to a connected employee (API405)', async () => {
    const { session } = await signIn(api, 'employee@ridgeline.test', 'RidgelineStaff1');
    const response = await api.call<ErrorBody>({
      method: 'GET',
      url: '/api/wishlists/v2/favorites',
      token: session!.accessToken,
    });
    expect(response.body.errorDetails[0]!.errorId).toBe('API405');
  });
});

describe('GET /wishlists/v2/saveForLater', () => {
  it('pages through the saved-for-later list of the cart', async () => {
    const { accessToken } = await api.guest();
    const cart = await newCart(api, accessToken);
    const { variant } = await inStockVariant(api);
    const added = await api.call<{ items: { id: string }[] }>({
      method: 'POST',
      url: '/api/cart/v1/item',
      token: accessToken,
      body: { cartId: cart.id, upc: variant.upc, qty: 1 },
    });
    await api.call({
      method: 'PUT',
      url: '/api/cart/v2/saveForLater',
      token: accessToken,
      body: { cartId: cart.id, itemId: added.body.items[0]!.id },
    });
    const list = await api.call<SaveForLater>({
      method: 'GET',
      url: '/api/wishlists/v2/saveForLater?start=0&count=10',
      token: accessToken,
    });
    expect(list.status).toBe(200);
    expect(list.body.items.map((i) => i.upc)).toEqual([variant.upc]);
    const next = await api.call<SaveForLater>({
      method: 'GET',
      url: '/api/wishlists/v2/saveForLater?start=1&count=10',
      token: accessToken,
    });
    expect(next.body.items).toEqual([]);
    const bad = await api.call<ErrorBody>({
      method: 'GET',
      url: '/api/wishlists/v2/saveForLater?count=abc',
      token: accessToken,
    });
    expect(bad.status).toBe(400);
  });
  it('carries a guest saved-for-later list into the account at sign-in', async () => {
    const { email, password } = await registered(api);
    const { accessToken } = await api.guest();
    const cart = await newCart(api, accessToken);
    const { variant } = await inStockVariant(api);
    const added = await api.call<{ items: { id: string }[] }>({
      method: 'POST',
      url: '/api/cart/v1/item',
      token: accessToken,
      body: { cartId: cart.id, upc: variant.upc, qty: 2 },
    });
    const moved = await api.call<{ saveForLater: SaveForLater }>({
      method: 'PUT',
      url: '/api/cart/v2/saveForLater',
      token: accessToken,
      body: { cartId: cart.id, itemId: added.body.items[0]!.id },
    });
    const saveForLaterId = moved.body.saveForLater.saveForLaterId;
    const { session } = await signIn(api, email, password, { guestObjects: { saveForLaterId } });
    const account = await api.call<SaveForLater>({
      method: 'GET',
      url: '/api/wishlists/v2/saveForLater',
      token: session!.accessToken,
    });
    expect(account.body.saveForLaterId).not.toBe(saveForLaterId);
    expect(account.body.items).toEqual([expect.objectContaining({ upc: variant.upc, qty: 2 })]);
    const guestAfter = await api.call<SaveForLater>({
      method: 'GET',
      url: '/api/wishlists/v2/saveForLater',
      token: accessToken,
    });
    expect(guestAfter.body.items).toEqual([]);
  });
});
