import { catalog } from '@ridgeline/commerce';
import type { AdminProductDetail, ProductDetails, ProductSearchResponse } from '@ridgeline/contracts';
import { and, asc, eq, schema } from '@ridgeline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminFailure, adminCall, adminSignIn, newOperator, signedInOwner } from './admin-helpers.ts';
import { createTestApi, type TestApi } from './helpers.ts';

let api: TestApi;
let owner: string;
let merchandiser: string;
let merchandiserId: string;
let contentEditor: string;
let productId: string;

beforeAll(async () => {
  api = await createTestApi();
  owner = (await signedInOwner(api)).cookie;
  const operator = await newOperator(api, 'merchandiser');
  merchandiserId = operator.id;
  merchandiser = (await adminSignIn(api, operator.email, operator.password)).cookie!;
  const editor = await newOperator(api, 'content-editor');
  contentEditor = (await adminSignIn(api, editor.email, editor.password)).cookie!;
  const list = await search('categoryId=1101&count=1&locale=de-de');
  productId = list.products[0]!.id;
});
afterAll(() => api.close());

const admin = <T>(method: 'GET' | 'PUT', url: string, as: string | null, body?: unknown) =>
  adminCall<T & AdminFailure>(api, method, `/api/admin/v1${url}`, as, body);

async function search(query: string) {
  const response = await api.call<ProductSearchResponse>({
    method: 'GET',
    url: `/api/products/v2/search/productSearch?${query}`,
  });
  return response.body;
}

const details = (id: string, locale: string) =>
  api.call<ProductDetails & AdminFailure>({
    method: 'GET',
    url: `/api/products/v2/products/${id}/details?locale=${locale}`,
  });

const auditOf = (entityId: string, action: string) =>
  api.database.db
    .select()
    .from(schema.auditLog)
    .where(
      and(
        eq(schema.auditLog.entityType, 'product'),
        eq(schema.auditLog.entityId, entityId),
        eq(schema.auditLog.action, action),
      ),
    )
    .orderBy(asc(schema.auditLog.createdAt));

async function updateBody(id: string) {
  const product = (await admin<AdminProductDetail>('GET', `/products/${id}`, merchandiser)).body;
  return {
    product,
    body: {
      name: { en: product.name.en!, fr: product.name.fr ?? '', de: product.name.de ?? '' },
      description: {
        en: product.description.en!,
        fr: product.description.fr ?? '',
        de: product.description.de ?? '',
      },
      categoryId: product.categoryId,
      badge: product.badge as 'new' | null,
      eyebrow: product.eyebrow,
      season: product.season,
      attributes: product.attributes,
      enabled: product.enabled,
    },
  };
}

describe('the back-office catalogue', () => {
  it('refuses consumers, guests and operators without the permission', async () => {
    const guest = await admin('GET', '/products', null);
    expect(guest.status).toBe(401);
    const editor = await admin('GET', '/products', contentEditor);
    expect(editor.status).toBe(403);
    expect(editor.body.errorDetails[0]).toMatchObject({ errorId: 'ADM403', permission: 'catalogue:write' });
    const price = await admin('PUT', `/products/${productId}/prices/EUR`, contentEditor, {
      listAmount: 1000,
      saleAmount: null,
      saleStartsAt: null,
      saleEndsAt: null,
    });
    expect(price.status).toBe(403);
    expect(price.body.errorDetails[0]).toMatchObject({ errorId: 'ADM403', permission: 'prices:write' });
  });

  it('lists products in id order, keyset-paged, and finds them by id, UPC and name', async () => {
    const first = await admin<{ items: { id: string; name: string }[]; nextCursor: string | null }>(
      'GET',
      '/products?pageSize=5',
      merchandiser,
    );
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(5);
    const ids = first.body.items.map((item) => item.id);
    expect([...ids].sort()).toEqual(ids);
    const second = await admin<{ items: { id: string }[] }>(
      'GET',
      `/products?pageSize=5&cursor=${first.body.nextCursor}`,
      merchandiser,
    );
    expect(second.body.items[0]!.id > ids.at(-1)!).toBe(true);

    const { product } = await updateBody(productId);
    const byId = await admin<{ items: { id: string }[] }>('GET', `/products?q=${productId}`, owner);
    expect(byId.body.items.map((item) => item.id)).toContain(productId);
    const upc = product.variants[0]!.upc;
    const byUpc = await admin<{ items: { id: string }[] }>('GET', `/products?q=${upc}`, owner);
    expect(byUpc.body.items.map((item) => item.id)).toEqual([productId]);
    const word = product.name.en!.split(' ').at(-1)!.toUpperCase();
    const byName = await admin<{ items: { name: string }[] }>('GET', `/products?q=${word}`, owner);
    expect(byName.body.items.length).toBeGreaterThan(0);
    for (const item of byName.body.items) expect(item.name.toLowerCase()).toContain(word.toLowerCase());

    const filtered = await admin<{ items: { productType: string; enabled: boolean }[] }>(
      'GET',
      `/products?productType=${product.productType}&enabled=true&categoryId=1000`,
      owner,
    );
    expect(filtered.body.items.length).toBeGreaterThan(0);
    for (const item of filtered.body.items) {
      expect(item).toMatchObject({ productType: product.productType, enabled: true });
    }
  });

  it('answers bad input with REQ400 naming the field, in the operator’s language', async () => {
    const { body } = await updateBody(productId);
    const noName = await admin('PUT', `/products/${productId}?locale=fr-fr`, merchandiser, {
      ...body,
      name: { ...body.name, en: '' },
    });
    expect(noName.status).toBe(400);
    expect(noName.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.name.en' });
    expect(noName.body.errorDetails[0]!.message).toContain('Ne doit pas être vide');

    const saleAbove = await admin('PUT', `/products/${productId}/prices/EUR?locale=de-de`, merchandiser, {
      listAmount: 10_000,
      saleAmount: 12_000,
      saleStartsAt: null,
      saleEndsAt: null,
    });
    expect(saleAbove.status).toBe(400);
    expect(saleAbove.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.saleAmount' });
    expect(saleAbove.body.errorDetails[0]!.message).toContain('Muss unter dem Listenpreis liegen');

    const badCategory = await admin('PUT', `/products/${productId}`, merchandiser, {
      ...body,
      categoryId: '99999',
    });
    expect(badCategory.status).toBe(400);
    expect(badCategory.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.categoryId' });

    const unknown = await admin('GET', '/products/ZZZZZZZZ9', merchandiser);
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorDetails[0]!.errorId).toBe('CAT404');
  });

  it('puts a price change on the product page and in search at once, keeps its history and audits it', async () => {
    const before = (await details(productId, 'de-de')).body.price;
    const listAmount = before.lowOriginal;
    // A sale of a price never seen in search before: the search filters on it.
    const saleAmount = listAmount - 1_037;
    const changed = await admin<AdminProductDetail>(
      'PUT',
      `/products/${productId}/prices/EUR`,
      merchandiser,
      { listAmount, saleAmount, saleStartsAt: null, saleEndsAt: null },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.prices.find((price) => price.currency === 'EUR')).toMatchObject({
      listAmount,
      saleAmount,
      currentAmount: saleAmount,
      // The price before the sale held all the 30 days before it.
      lowest30Days: before.lowCurrent,
    });

    const page = (await details(productId, 'de-de')).body.price;
    expect(page).toMatchObject({ lowCurrent: saleAmount, lowOriginal: listAmount });
    expect(page.historicBestPrice).toBe(before.lowCurrent);
    const found = await search(
      `categoryId=1101&locale=de-de&priceMin=${saleAmount}&priceMax=${saleAmount}&count=50`,
    );
    expect(found.products.map((product) => product.id)).toContain(productId);

    const history = await api.database.db
      .select()
      .from(schema.priceHistory)
      .where(and(eq(schema.priceHistory.productId, productId), eq(schema.priceHistory.currency, 'EUR')))
      .orderBy(asc(schema.priceHistory.recordedAt));
    expect(history.map((row) => row.saleAmount)).toEqual([null, saleAmount].slice(-history.length));
    expect(history.at(-1)).toMatchObject({ listAmount, saleAmount });

    const [audit] = (await auditOf(productId, 'price.set')).slice(-1);
    expect(audit).toMatchObject({ actorType: 'operator', actorId: merchandiserId });
    expect(audit!.before).toMatchObject({ currency: 'EUR', listAmount, saleAmount: null });
    expect(audit!.after).toMatchObject({ currency: 'EUR', listAmount, saleAmount });

    // A sale scheduled for later leaves today's price alone.
    const later = new Date(Date.now() + 86_400_000).toISOString();
    await admin('PUT', `/products/${productId}/prices/EUR`, merchandiser, {
      listAmount,
      saleAmount: saleAmount - 500,
      saleStartsAt: later,
      saleEndsAt: null,
    });
    expect((await details(productId, 'de-de')).body.price).toMatchObject({
      lowCurrent: listAmount,
      historicBestPrice: null,
    });
  });

  it('moves a scheduled sale into listings and search when it starts', async () => {
    const { product } = await updateBody(productId);
    const gbp = product.prices.find((price) => price.currency === 'GBP')!;
    const saleAmount = gbp.listAmount - 777;
    const startsAt = new Date(Date.now() + 1_500);
    await admin('PUT', `/products/${productId}/prices/GBP`, merchandiser, {
      listAmount: gbp.listAmount,
      saleAmount,
      saleStartsAt: startsAt.toISOString(),
      saleEndsAt: null,
    });
    const atSalePrice = `categoryId=1101&locale=en-gb&priceMin=${saleAmount}&priceMax=${saleAmount}`;
    expect((await search(atSalePrice)).products.map((found) => found.id)).not.toContain(productId);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, startsAt.getTime() - Date.now()) + 200));
    // The product page pays the sale price from its start; the minute's refresh moves listings to it.
    expect((await details(productId, 'en-gb')).body.price.lowCurrent).toBe(saleAmount);
    await catalog.refreshSaleBoundaries(api.database.db);
    expect((await search(atSalePrice)).products.map((found) => found.id)).toContain(productId);
    expect(await catalog.refreshSaleBoundaries(api.database.db)).toBe(0);
  });

  it('renames a product in one language for the page and search, hides it when disabled, and audits both', async () => {
    const { body } = await updateBody(productId);
    const renamed = await admin<AdminProductDetail>('PUT', `/products/${productId}`, merchandiser, {
      ...body,
      name: { ...body.name, de: 'Gipfelstürmer Zebrastiefel' },
    });
    expect(renamed.status).toBe(200);
    const page = (await details(productId, 'de-de')).body;
    expect(page.name).toBe('Gipfelstürmer Zebrastiefel');
    const price = page.price.lowCurrent;
    const shown = await search(`categoryId=1101&locale=de-de&priceMin=${price}&priceMax=${price}`);
    expect(shown.products.map((product) => product.id)).toContain(productId);
    expect((await details(productId, 'en-us')).body.name).toBe(body.name.en);
    const found = await search('q=zebrastiefel&locale=de-de');
    expect(found.products.map((product) => product.id)).toContain(productId);

    await admin('PUT', `/products/${productId}`, merchandiser, {
      ...body,
      name: { ...body.name, de: 'Gipfelstürmer Zebrastiefel' },
      enabled: false,
    });
    expect((await details(productId, 'de-de')).body.errorDetails[0]!.errorId).toBe('PLP400');
    expect((await search('q=zebrastiefel&locale=de-de')).products).toHaveLength(0);
    const listed = await search(`categoryId=1101&locale=de-de&priceMin=${price}&priceMax=${price}`);
    expect(listed.products.map((product) => product.id)).not.toContain(productId);

    await admin('PUT', `/products/${productId}`, merchandiser, { ...body, enabled: true });
    expect((await details(productId, 'de-de')).status).toBe(200);

    const audits = await auditOf(productId, 'product.update');
    expect(audits.length).toBeGreaterThanOrEqual(3);
    expect(audits[0]!.before).toMatchObject({ name: expect.objectContaining({ en: body.name.en }) });
    expect(audits[0]!.after).toMatchObject({
      name: expect.objectContaining({ de: 'Gipfelstürmer Zebrastiefel' }),
    });
    expect(audits[1]!.after).toMatchObject({ enabled: false });
  });

  it('hides a disabled variant from the product page', async () => {
    const { product } = await updateBody(productId);
    const upc = product.variants[0]!.upc;
    const off = await admin<AdminProductDetail>(
      'PUT',
      `/products/${productId}/variants/${upc}`,
      merchandiser,
      {
        enabled: false,
      },
    );
    expect(off.body.variants.find((variant) => variant.upc === upc)?.enabled).toBe(false);
    expect((await details(productId, 'en-us')).body.variants.map((variant) => variant.upc)).not.toContain(
      upc,
    );
    await admin('PUT', `/products/${productId}/variants/${upc}`, merchandiser, { enabled: true });
    expect((await details(productId, 'en-us')).body.variants.map((variant) => variant.upc)).toContain(upc);
    const [audit] = await auditOf(productId, 'variant.update');
    expect(audit).toMatchObject({ before: { upc, enabled: true }, after: { upc, enabled: false } });
    const other = await admin('PUT', `/products/${productId}/variants/00000000000`, merchandiser, {
      enabled: false,
    });
    expect(other.body.errorDetails[0]!.errorId).toBe('CAT405');
  });
});
