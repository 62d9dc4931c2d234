import { inventory } from '@ridgeline/commerce';
import type {
  ProductDetails,
  ProductSet,
  ProductSetsResponse,
  StockNotificationResponse,
  WidgetRecommendationsResponse,
} from '@ridgeline/contracts';
import { eq, schema } from '@ridgeline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, inStockVariant, readyCart, type TestApi } from './helpers.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

type ErrorBody = { errorDetails: { errorId: string; field?: string; message: string }[] };

describe('shop the look', () => {
  it('lists the looks of a product and serves each look with its products in the locale', async () => {
    const look = await api.call<ProductSet>({
      method: 'GET',
      url: '/api/products/v2/products/LOOK1001/productSet',
    });
    expect(look.status).toBe(200);
    expect(look.body.name).toBe('Ridge day out');
    expect(look.body.products.length).toBeGreaterThanOrEqual(3);
    const member = look.body.products[0]!;
    const sets = await api.call<ProductSetsResponse>({
      method: 'GET',
      url: `/api/products/v2/products/${member.id}/productSets?locale=de-de`,
    });
    expect(sets.body.productSets.map((s) => s.id)).toContain('LOOK1001');
    const german = sets.body.productSets.find((s) => s.id === 'LOOK1001')!;
    expect(german.name).toBe('Tag am Grat');
    expect(german.products[0]!.price.currency).toBe('EUR');
  });

  it('answers an empty list for a product in no look, PLP400 for an unknown look or product', async () => {
    const { product } = await inStockVariant(api, '1102');
    const none = await api.call<ProductSetsResponse>({
      method: 'GET',
      url: `/api/products/v2/products/${product.masterId}/productSets`,
    });
    expect(none.status).toBe(200);
    expect(Array.isArray(none.body.productSets)).toBe(true);
    const unknown = await api.call<ErrorBody>({
      method: 'GET',
      url: '/api/products/v2/products/LOOK9999/productSet',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorDetails[0]!.errorId).toBe('PLP400');
    const malformed = await api.call<ErrorBody>({
      method: 'GET',
      url: '/api/products/v2/products/look/productSet',
    });
    expect(malformed.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'params.productSetId' });
  });
});

describe('GET /products/v1/widgetRecommendations', () => {
  const recommend = (query: string) =>
    api.call<WidgetRecommendationsResponse & ErrorBody>({
      method: 'GET',
      url: `/api/products/v1/widgetRecommendations?${query}`,
    });

  it('recommends similar products from the same category at close prices', async () => {
    const { product } = await inStockVariant(api);
    const response = await recommend(`productId=${product.masterId}&count=4`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ type: 'similar', recommendationId: `similar:${product.masterId}` });
    expect(response.body.items).toHaveLength(4);
    expect(response.body.items.map((i) => i.productId)).not.toContain(product.masterId);
    for (const item of response.body.items) {
      const details = await api.call<ProductDetails>({
        method: 'GET',
        url: `/api/products/v2/products/${item.productId}/details`,
      });
      expect(details.body.breadcrumbs.at(-1)!.id).toBe(product.breadcrumbs.at(-1)!.id);
      expect(item).toMatchObject({ url: details.body.pdpUrl, review_average: details.body.rating.score });
    }
  });

  it('recommends what was bought together, topped up with complementary products', async () => {
    const ready = await readyCart(api);
    const bought = ready.cart.items[0]!.masterId;
    const before = await recommend(`productId=${bought}&type=bought-together&count=5`);
    expect(before.body.items).toHaveLength(5);
    expect(before.body.items.map((i) => i.productId)).not.toContain(bought);
    // The product is ordered together with an accessory: that accessory comes first now.
    const { product: other } = await inStockVariant(api, '2302');
    const cartId = ready.cart.id;
    const added = await api.call({
      method: 'POST',
      url: '/api/cart/v1/item',
      token: ready.token,
      body: { cartId, upc: other.variants.find((v) => v.available)!.upc, qty: 1 },
    });
    expect(added.status).toBe(200);
    const order = await api.call({
      method: 'PUT',
      url: '/api/cart/v2/checkout/order',
      token: ready.token,
      body: { cartId },
      headers: { 'idempotency-key': 'together-order-1' },
    });
    expect(order.status).toBe(200);
    const after = await recommend(`productId=${bought}&type=bought-together&count=5`);
    expect(after.body.items[0]!.productId).toBe(other.masterId);
  });

  it('answers REQ400 for a missing product id or an unknown type, PLP400 for an unknown product', async () => {
    expect((await recommend('type=similar')).body.errorDetails[0]).toMatchObject({
      errorId: 'REQ400',
      field: 'querystring.productId',
    });
    const { product } = await inStockVariant(api);
    expect(
      (await recommend(`productId=${product.masterId}&type=popular`)).body.errorDetails[0],
    ).toMatchObject({
      errorId: 'REQ400',
      field: 'querystring.type',
    });
    expect((await recommend('productId=ZZ999999')).body.errorDetails[0]!.errorId).toBe('PLP400');
  });
});

describe('PUT /products/v1/notifications (back in stock)', () => {
  const signUp = (body: unknown, locale = 'en-us') =>
    api.call<StockNotificationResponse & ErrorBody>({
      method: 'PUT',
      url: `/api/products/v1/notifications?locale=${locale}`,
      body,
    });

  it('queues one email per sign-up, in its language, when stock rises from zero', async () => {
    const [soldOut] = await api.database.db
      .select({ upc: schema.stock.upc })
      .from(schema.stock)
      .where(eq(schema.stock.quantity, 0))
      .limit(1);
    const upc = soldOut!.upc;
    const first = await signUp({ upc, email: 'Walker@Example.com' });
    expect(first.body).toEqual({ upc, email: 'walker@example.com', subscribed: true, inStock: false });
    await signUp({ upc, email: 'walker@example.com' }); // a repeat is not a second sign-up
    await signUp({ upc, email: 'marche@example.com' }, 'fr-ca');
    const outbox = () =>
      api.database.db.select().from(schema.outbox).where(eq(schema.outbox.template, 'back-in-stock'));
    expect(await outbox()).toHaveLength(0);

    expect(await inventory.increaseStock(api.database.db, upc, 5)).toBe(5);
    const emails = await outbox();
    expect(emails.map((e) => e.toAddress).sort()).toEqual(['marche@example.com', 'walker@example.com']);
    expect(emails.find((e) => e.toAddress === 'marche@example.com')!.subject).toMatch(/^De nouveau en stock/);
    expect(emails[0]!.textBody).toMatch(/\/p\/[a-z0-9-]+-RL\d+/);

    await inventory.increaseStock(api.database.db, upc, 2); // no crossing of zero: nothing more
    expect(await outbox()).toHaveLength(2);
    const now = await signUp({ upc, email: 'late@example.com' });
    expect(now.body).toMatchObject({ subscribed: false, inStock: true });
  });

  it('answers REQ400 for a bad email or UPC and PLP400 for an unknown UPC', async () => {
    expect((await signUp({ upc: '123', email: 'a@example.com' })).body.errorDetails[0]).toMatchObject({
      errorId: 'REQ400',
      field: 'body.upc',
    });
    expect((await signUp({ upc: '000000000000', email: 'nope' })).body.errorDetails[0]).toMatchObject({
      errorId: 'REQ400',
      field: 'body.email',
    });
    expect(
      (await signUp({ upc: '000000000000', email: 'a@example.com' })).body.errorDetails[0]!.errorId,
    ).toBe('PLP400');
  });
});
