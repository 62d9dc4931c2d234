import type { CatalogResponse, ProductDetails, ProductSearchResponse } from '@ridgeline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from './helpers.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

type ErrorBody = { errorDetails: { errorId: string; field?: string; message: string }[] };
const search = (query: string) =>
  api.call<ProductSearchResponse>({ method: 'GET', url: `/api/products/v2/search/productSearch?${query}` });

describe('GET /products/v2/catalog', () => {
  it('returns the three-level category tree in the locale language', async () => {
    const en = await api.call<CatalogResponse>({
      method: 'GET',
      url: '/api/products/v2/catalog?locale=en-us',
    });
    expect(en.body.categories.map((c) => c.slug)).toEqual(['men', 'women', 'kids']);
    const leaf = en.body.categories[0]!.children[0]!.children[0]!;
    expect(leaf.url).toMatch(/^\/c\/[a-z-]+-\d{4,10}$/);
    const fr = await api.call<CatalogResponse>({
      method: 'GET',
      url: '/api/products/v2/catalog?locale=fr-ca',
    });
    expect(fr.body.categories[0]!.name).not.toBe(en.body.categories[0]!.name);
  });
});

describe('GET /products/v2/search/productSearch', () => {
  it('lists a category with descendants, paging and a total', async () => {
    const men = await search('categoryId=1000&count=10');
    expect(men.status).toBe(200);
    expect(men.body.products).toHaveLength(10);
    expect(men.body.total).toBeGreaterThan(10);
    expect(men.body.category?.breadcrumbs.map((b) => b.id)).toEqual(['1000']);
    const next = await search('categoryId=1000&count=10&start=10');
    expect(next.body.products[0]!.id).not.toBe(men.body.products[0]!.id);
  });

  it('sorts by price in both directions using the current price', async () => {
    const ascending = await search('categoryId=1000&sort=price-asc&count=50');
    const prices = ascending.body.products.map((p) => p.price.lowCurrent);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const descending = await search('categoryId=1000&sort=price-desc&count=50');
    const down = descending.body.products.map((p) => p.price.lowCurrent);
    expect(down).toEqual([...down].sort((a, b) => b - a));
  });

  it('prices tiles in the currency of the locale site', async () => {
    const ca = await search('categoryId=1101&locale=en-ca&count=1');
    expect(ca.body.products[0]!.price.currency).toBe('CAD');
    const eu = await search('categoryId=1101&locale=de-de&count=1');
    expect(eu.body.products[0]!.price.currency).toBe('EUR');
  });

  it('finds products by words of their name and type, name matches first', async () => {
    const result = await search('q=boot');
    expect(result.body.total).toBeGreaterThan(0);
    const named = result.body.products.map((p) => /boot/i.test(p.name));
    expect(named[0]).toBe(true);
    // Descriptions are searched too, but a product named for the word ranks above one that mentions it.
    expect(named.indexOf(false) === -1 || named.slice(named.indexOf(false)).every((n) => !n)).toBe(true);
  });

  it('answers PLP400 for an unknown category and REQ400 for bad paging', async () => {
    const unknown = await api.call<ErrorBody>({
      method: 'GET',
      url: '/api/products/v2/search/productSearch?categoryId=999999',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorDetails[0]!.errorId).toBe('PLP400');
    const badCount = await api.call<ErrorBody>({
      method: 'GET',
      url: '/api/products/v2/search/productSearch?count=500',
    });
    expect(badCount.status).toBe(400);
    expect(badCount.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'querystring.count' });
    const badSort = await api.call<ErrorBody>({
      method: 'GET',
      url: '/api/products/v2/search/productSearch?sort=cheap',
    });
    expect(badSort.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'querystring.sort' });
  });
});

describe('GET /products/v2/products/{productId}/details', () => {
  it('returns colours, sizes, variants with availability and a price display', async () => {
    const list = await search('categoryId=1101&count=1');
    const id = list.body.products[0]!.id;
    const response = await api.call<ProductDetails>({
      method: 'GET',
      url: `/api/products/v2/products/${id}/details`,
    });
    expect(response.status).toBe(200);
    const product = response.body;
    expect(product.masterId).toBe(id);
    expect(product.pdpUrl).toMatch(/^\/p\/[a-z0-9-]+-[A-Z0-9]{8,11}$/);
    expect(product.attributes.Color.options.length).toBeGreaterThanOrEqual(2);
    expect(product.attributes.Color.options.filter((c) => c.defaultColor)).toHaveLength(1);
    expect(product.variants.every((v) => /^\d{12}$/.test(v.upc))).toBe(true);
    expect(product.price.lowCurrent).toBeLessThanOrEqual(product.price.lowOriginal);
    expect(product.breadcrumbs.map((b) => b.id)).toEqual(['1000', '1100', '1101']);
    expect(product.attributes.Color.options[0]!.images[0]!.src).toMatch(/^\/api\/media\/products\//);
  });

  it('accepts a colour id and selects that colour', async () => {
    const list = await search('categoryId=1101&count=1');
    const colour = list.body.products[0]!.colors[1]!;
    const response = await api.call<ProductDetails>({
      method: 'GET',
      url: `/api/products/v2/products/${colour.id}/details`,
    });
    expect(response.body.id).toBe(colour.id);
    expect(response.body.attributes.Color.options.find((c) => c.defaultColor)?.id).toBe(colour.id);
  });

  it('answers PLP400 with 404 for an unknown product and REQ400 for a malformed id', async () => {
    const unknown = await api.call<ErrorBody>({
      method: 'GET',
      url: '/api/products/v2/products/ZZ999999/details',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorDetails[0]!.errorId).toBe('PLP400');
    const malformed = await api.call<ErrorBody>({
      method: 'GET',
      url: '/api/products/v2/products/bad-id/details',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'params.productId' });
  });

  it('serves the product image the details point to', async () => {
    const list = await search('categoryId=1101&count=1');
    const response = await api.app.inject({ method: 'GET', url: list.body.products[0]!.image.src });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toContain('<svg');
  });
});
