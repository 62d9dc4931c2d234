import type {
  CompareResponse,
  ProductSearchResponse,
  SearchHubResponse,
  SitemapProductsResponse,
  SizeChartResponse,
} from '@ridgeline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from './helpers.ts';

let api: TestApi;
let productIds: string[];
beforeAll(async () => {
  api = await createTestApi();
  const listing = await api.call<ProductSearchResponse>({
    method: 'GET',
    url: '/api/products/v2/search/productSearch?categoryId=1101&count=3',
  });
  productIds = listing.body.products.map((product) => product.id);
});
afterAll(() => api.close());

type ErrorBody = { errorDetails: { errorId: string; field?: string; message: string }[] };

describe('GET /fapi/components/size-chart/{productType}', () => {
  it('lists the footwear sizes the catalogue sells with conversions, per gender', async () => {
    const chart = await api.call<SizeChartResponse>({
      method: 'GET',
      url: '/api/fapi/components/size-chart/hiking-boot?locale=en-us',
    });
    expect(chart.status).toBe(200);
    expect(chart.body.title).toBe('Footwear size chart');
    const men = chart.body.sections.find((section) => section.id === 'men');
    expect(men?.columns.map((column) => column.id)).toEqual(['uk', 'eu', 'footCm']);
    const nine = men?.rows.find((row) => row.size === '9');
    expect(nine?.cells).toEqual(['8.5', '42.5', '26.7']);
    const sizes = men?.rows.map((row) => Number(row.size)) ?? [];
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
  });

  it('labels columns in the locale language', async () => {
    const chart = await api.call<SizeChartResponse>({
      method: 'GET',
      url: '/api/fapi/components/size-chart/jacket?locale=de-de',
    });
    expect(chart.body.title).toBe('Größentabelle Bekleidung');
    expect(chart.body.sections[0]?.columns[0]?.label).toBe('Brustumfang (cm)');
    expect(chart.body.sections[0]?.rows.map((row) => row.size)).toContain('M');
  });

  it('has no table for one-size products', async () => {
    const chart = await api.call<SizeChartResponse>({
      method: 'GET',
      url: '/api/fapi/components/size-chart/backpack',
    });
    expect(chart.body.sections).toEqual([]);
    expect(chart.body.howToMeasure).toMatch(/one size/);
  });

  it('answers REQ400 naming the field for an unknown product type', async () => {
    const response = await api.call<ErrorBody>({
      method: 'GET',
      url: '/api/fapi/components/size-chart/spacesuit',
    });
    expect(response.status).toBe(400);
    expect(response.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'params.productType' });
  });
});

describe('GET /fapi/components/compare', () => {
  it('puts 2 to 4 products side by side, in the order asked', async () => {
    const [first, second, third] = productIds;
    const response = await api.call<CompareResponse>({
      method: 'GET',
      url: `/api/fapi/components/compare?ids=${second},${first}&ids=${third}&locale=fr-fr`,
    });
    expect(response.status).toBe(200);
    expect(response.body.products.map((product) => product.id)).toEqual([second, first, third]);
    expect(response.body.products[0]!.price.currency).toBe('EUR');
    const colours = response.body.attributes.find((row) => row.id === 'colours');
    expect(colours?.label).toBe('Coloris');
    expect(colours?.values).toHaveLength(3);
    expect(response.body.attributes.find((row) => row.id === 'detail:material')?.label).toBe('Matière');
    for (const row of response.body.attributes) expect(row.values).toHaveLength(3);
  });

  it('answers PLP400 for an unknown product', async () => {
    const response = await api.call<ErrorBody>({
      method: 'GET',
      url: `/api/fapi/components/compare?ids=${productIds[0]},ZZ999999`,
    });
    expect(response.status).toBe(404);
    expect(response.body.errorDetails[0]!.errorId).toBe('PLP400');
  });

  it('answers REQ400 for too few, too many, repeated or malformed ids', async () => {
    const [a, b] = productIds;
    for (const ids of [`${a}`, `${a},${b},${a}1,${b}1,ZZ99999999`, `${a},${a}`, `${a},not-an-id`, '']) {
      const response = await api.call<ErrorBody>({
        method: 'GET',
        url: `/api/fapi/components/compare?ids=${encodeURIComponent(ids)}`,
      });
      expect(response.status, ids).toBe(400);
      expect(response.body.errorDetails[0], ids).toMatchObject({ errorId: 'REQ400' });
      expect(response.body.errorDetails[0]!.field, ids).toMatch(/^querystring\.ids/);
    }
    const missing = await api.call<ErrorBody>({ method: 'GET', url: '/api/fapi/components/compare' });
    expect(missing.status).toBe(400);
  });
});

describe('GET /fapi/components/search-hub', () => {
  it('lists queries that found products, most run first, and the biggest categories', async () => {
    for (const q of ['boot', 'boot', 'jacket', 'zzqxv']) {
      await api.call({ method: 'GET', url: `/api/products/v2/search/productSearch?q=${q}&locale=en-us` });
    }
    const hub = await api.call<SearchHubResponse>({
      method: 'GET',
      url: '/api/fapi/components/search-hub?locale=en-us',
    });
    expect(hub.status).toBe(200);
    const queries = hub.body.popularQueries.map((entry) => entry.query);
    expect(queries.indexOf('boot')).toBeLessThan(queries.indexOf('jacket'));
    expect(queries).not.toContain('zzqxv');
    expect(hub.body.topCategories.length).toBeGreaterThan(0);
    expect(hub.body.topCategories[0]!.url).toMatch(/^\/c\/[a-z-]+-\d{4,10}$/);
    const german = await api.call<SearchHubResponse>({
      method: 'GET',
      url: '/api/fapi/components/search-hub?locale=de-de',
    });
    expect(german.body.popularQueries.map((entry) => entry.query)).not.toContain('boot');
    const bad = await api.call<{ errorDetails: { errorId: string }[] }>({
      method: 'GET',
      url: '/api/fapi/components/search-hub?locale=xx-yy',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errorDetails[0]!.errorId).toBe('REQ400');
  });
});

describe('GET /fapi/sitemap/products', () => {
  it('pages every product URL and rejects a bad page', async () => {
    const first = await api.call<SitemapProductsResponse>({
      method: 'GET',
      url: '/api/fapi/sitemap/products',
    });
    expect(first.status).toBe(200);
    expect(first.body.total).toBeGreaterThan(0);
    expect(first.body.products.length).toBe(Math.min(first.body.total, first.body.pageSize));
    expect(first.body.products[0]!.pdpUrl).toMatch(/^\/p\/[a-z0-9-]+-[A-Z0-9]{8,11}$/);
    const bad = await api.call<ErrorBody>({ method: 'GET', url: '/api/fapi/sitemap/products?page=0' });
    expect(bad.status).toBe(400);
    expect(bad.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'querystring.page' });
  });
});
