import { settings } from '@ridgeline/commerce';
import type {
  ContentDocument,
  FootSizesResponse,
  LocationSelector,
  SearchHubResponse,
  ServerTime,
  UtilityLinks,
  ValidateResponseResult,
} from '@ridgeline/contracts';
import { seedDemoContent } from '@ridgeline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, inStockVariant, type TestApi } from './helpers.ts';

/** Issue 19 item 6 (decision 094): the internal /fapi endpoints of specs 1-3, and their bad input. */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
  // The demo content documents: the legal pages, the footer and the collections.
  await seedDemoContent(api.database.db);
});
afterAll(() => api.close());

type ErrorBody = { errorDetails: { errorId: string; field?: string; message: string }[] };
type AugmentedPage = ContentDocument & { slots: Record<string, unknown[]> };

async function expectError(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  status: number,
  errorId: string,
  extra: { body?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await api.call<ErrorBody>({ method, url, ...extra });
  expect(response.status, `${method} ${url}`).toBe(status);
  expect(response.body.errorDetails[0]!.errorId, `${method} ${url}`).toBe(errorId);
  return response.body.errorDetails[0]!;
}

describe('GET /fapi/server/time', () => {
  it("answers the server's clock as ISO and epoch milliseconds, never cached", async () => {
    const before = Date.now();
    const response = await api.call<ServerTime>({ method: 'GET', url: '/api/fapi/server/time' });
    const after = Date.now();
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.epochMs).toBeGreaterThanOrEqual(before);
    expect(response.body.epochMs).toBeLessThanOrEqual(after);
    expect(new Date(response.body.time).getTime()).toBe(response.body.epochMs);
    expect(response.body.time).toMatch(/Z$/);
  });

  it('answers API404 to another method', async () => {
    await expectError('POST', '/api/fapi/server/time', 404, 'API404', { body: {} });
  });
});

describe('POST /fapi/api/validate-response/{contract}', () => {
  it('accepts a real product answer as the product contract', async () => {
    const { product } = await inStockVariant(api);
    const response = await api.call<ValidateResponseResult>({
      method: 'POST',
      url: '/api/fapi/api/validate-response/product',
      body: product,
    });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({ contract: 'product', valid: true, issueCount: 0, issues: [] });
  });

  it('names where a body breaks the contract, without echoing what it holds', async () => {
    const secret = 'hiker.private@example.com';
    const response = await api.call<ValidateResponseResult>({
      method: 'POST',
      url: '/api/fapi/api/validate-response/server-time',
      body: { time: 42, epochMs: secret },
    });
    expect(response.status).toBe(200);
    expect(response.body.valid).toBe(false);
    expect(response.body.issues.map((issue) => issue.path)).toEqual([['time'], ['epochMs']]);
    expect(response.body.issueCount).toBe(2);
    expect(JSON.stringify(response.body)).not.toContain(secret);
    expect(JSON.stringify(response.body)).not.toContain('42');

    const search = await api.call<ValidateResponseResult>({
      method: 'POST',
      url: '/api/fapi/api/validate-response/product-search',
      body: { products: [{ id: 7 }] },
    });
    expect(search.body.valid).toBe(false);
    expect(search.body.issues.some((issue) => issue.path[0] === 'products' && issue.path[1] === 0)).toBe(
      true,
    );
  });

  it('lists at most 50 issues and counts them all', async () => {
    const response = await api.call<ValidateResponseResult>({
      method: 'POST',
      url: '/api/fapi/api/validate-response/search-hub',
      body: {
        popularQueries: Array.from({ length: 80 }, () => ({ query: 1, searches: 'x' })),
        topCategories: [],
      },
    });
    expect(response.body.issueCount).toBe(160);
    expect(response.body.issues).toHaveLength(50);
  });

  it('answers VAL404 for an unknown contract, REQ400 for a malformed name or JSON, API413 when too large', async () => {
    const unknown = await expectError('POST', '/api/fapi/api/validate-response/spaceship', 404, 'VAL404', {
      body: {},
    });
    expect(unknown.message).toBe('There is no response contract named spaceship.');
    const french = await expectError(
      'POST',
      '/api/fapi/api/validate-response/spaceship?locale=fr-fr',
      404,
      'VAL404',
      { body: {} },
    );
    expect(french.message).toBe('Il n’existe pas de contrat de réponse nommé spaceship.');
    await expectError('POST', '/api/fapi/api/validate-response/Not_A_Name', 400, 'REQ400', { body: {} });
    await expectError('POST', '/api/fapi/api/validate-response/basket', 400, 'REQ400', {
      body: '{"items": [',
      headers: { 'content-type': 'application/json' },
    });
    await expectError('POST', '/api/fapi/api/validate-response/basket', 413, 'API413', {
      body: JSON.stringify({ padding: 'x'.repeat(300 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    await expectError('GET', '/api/fapi/api/validate-response/basket', 404, 'API404');
  });
});

describe('GET /fapi/pages/location-selector', () => {
  it('lists every site and locale with country, language, currency and URL prefix, named in the locale', async () => {
    const response = await api.call<LocationSelector>({
      method: 'GET',
      url: '/api/fapi/pages/location-selector?locale=fr-ca',
    });
    expect(response.status).toBe(200);
    expect(response.body.currentLocale).toBe('fr-ca');
    expect(response.body.currentSiteId).toBe('ca');
    expect(response.body.sites.map((site) => site.siteId)).toEqual(['us', 'ca', 'gb', 'eu']);
    const eu = response.body.sites.find((site) => site.siteId === 'eu')!;
    expect(eu).toMatchObject({ currency: 'EUR', country: 'DE', countryLabel: 'Allemagne', region: 'EMEA' });
    expect(eu.shipsTo).toEqual([
      { country: 'DE', label: 'Allemagne' },
      { country: 'FR', label: 'France' },
    ]);
    expect(eu.locales.map((locale) => [locale.locale, locale.label, locale.urlPrefix])).toEqual([
      ['de-de', 'Allemagne (allemand)', '/de-de'],
      ['fr-fr', 'France (français)', '/fr-fr'],
    ]);
    const ca = response.body.sites.find((site) => site.siteId === 'ca')!;
    expect(ca.locales.filter((locale) => locale.current).map((locale) => locale.locale)).toEqual(['fr-ca']);

    const german = await api.call<LocationSelector>({
      method: 'GET',
      url: '/api/fapi/pages/location-selector?locale=de-de',
    });
    const gb = german.body.sites.find((site) => site.siteId === 'gb')!;
    expect(gb.countryLabel).toBe('Vereinigtes Königreich');
    expect(gb.locales[0]!.languageLabel).toBe('Englisch');
  });

  it('answers REQ400 naming the locale for an unknown one', async () => {
    const error = await expectError('GET', '/api/fapi/pages/location-selector?locale=xx-yy', 400, 'REQ400');
    expect(error.field).toBe('querystring.locale');
  });
});

describe('GET /fapi/pages/{page}', () => {
  it("answers a static page's content in the locale, its slots expanded, cacheable", async () => {
    const english = await api.call<AugmentedPage>({
      method: 'GET',
      url: '/api/fapi/pages/sale-terms?locale=en-us',
    });
    expect(english.status).toBe(200);
    expect(english.body.type).toBe('page');
    expect(english.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const slotted = Object.values(english.body.slots).flat();
    expect(slotted.length).toBeGreaterThan(0);
    const german = await api.call<AugmentedPage>({
      method: 'GET',
      url: '/api/fapi/pages/sale-terms?locale=de-de',
    });
    expect(german.status).toBe(200);
    expect(JSON.stringify(german.body.slots)).not.toBe(JSON.stringify(english.body.slots));
  });

  it('answers CNT404 for an unknown page, REQ400 for a malformed name or locale', async () => {
    await expectError('GET', '/api/fapi/pages/no-such-page', 404, 'CNT404');
    const name = await expectError('GET', '/api/fapi/pages/Bad_Page!', 400, 'REQ400');
    expect(name.field).toBe('params.page');
    await expectError('GET', '/api/fapi/pages/sale-terms?locale=en', 400, 'REQ400');
    await expectError('DELETE', '/api/fapi/pages/sale-terms', 404, 'API404');
  });
});

describe('GET /fapi/components/collections', () => {
  it("lists the site's published collections with their cards", async () => {
    const response = await api.call<{ items: ContentDocument[] }>({
      method: 'GET',
      url: '/api/fapi/components/collections?locale=en-gb',
    });
    expect(response.status).toBe(200);
    expect(response.body.items.length).toBeGreaterThan(0);
    expect(response.body.items.every((item) => item.type === 'collection')).toBe(true);
    expect(response.body.items.map((item) => item.name)).toContain('From the journal');
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    await expectError('GET', '/api/fapi/components/collections?locale=zz-zz', 400, 'REQ400');
  });
});

describe('GET /fapi/components/footer', () => {
  it("answers the site's footer in the locale, the newsletter reference expanded", async () => {
    const english = await api.call<ContentDocument>({ method: 'GET', url: '/api/fapi/components/footer' });
    expect(english.status).toBe(200);
    expect(english.body.type).toBe('footer');
    const columns = english.body.fields.columns as {
      title: string;
      targets: { text: string; url: string }[];
    }[];
    expect(columns[0]!.title).toBe('Help');
    expect(columns[0]!.targets.map((target) => target.url)).toContain('/order-status');
    expect((english.body.fields.newsletter as { type?: string }).type).toBe('newsletter-signup');
    const french = await api.call<ContentDocument>({
      method: 'GET',
      url: '/api/fapi/components/footer?locale=fr-fr',
    });
    expect((french.body.fields.columns as { title: string }[])[0]!.title).toBe('Aide');
    await expectError('GET', '/api/fapi/components/footer?locale=fr', 400, 'REQ400');
    await expectError('POST', '/api/fapi/components/footer', 404, 'API404', { body: {} });
  });
});

describe('GET /fapi/components/foot-sizes', () => {
  it('converts foot length to US, UK and EU sizes per gender, shortest foot first', async () => {
    const response = await api.call<FootSizesResponse>({
      method: 'GET',
      url: '/api/fapi/components/foot-sizes?locale=en-us',
    });
    expect(response.status).toBe(200);
    expect(response.body.title).toBe('Footwear size chart');
    const men = response.body.sections.find((section) => section.id === 'men')!;
    expect(men.columns.map((column) => column.id)).toEqual(['footCm', 'us', 'uk', 'eu']);
    // The same conversion as the hiking-boot size chart: men's US 9 is UK 8.5, EU 42.5, a 26.7 cm foot.
    expect(men.rows.find((row) => row.us === '9')).toEqual({
      footCm: '26.7',
      us: '9',
      uk: '8.5',
      eu: '42.5',
    });
    const lengths = men.rows.map((row) => Number(row.footCm));
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
    const german = await api.call<FootSizesResponse>({
      method: 'GET',
      url: '/api/fapi/components/foot-sizes?locale=de-de',
    });
    expect(german.body.sections[0]!.columns[0]!.label).toBe('Fußlänge (cm)');
    await expectError('GET', '/api/fapi/components/foot-sizes?locale=de', 400, 'REQ400');
  });
});

describe('GET /fapi/components/search', () => {
  it("answers the search hub's popular searches and biggest categories", async () => {
    await api.call({ method: 'GET', url: '/api/products/v2/search/productSearch?q=boot&locale=en-us' });
    const search = await api.call<SearchHubResponse>({
      method: 'GET',
      url: '/api/fapi/components/search?locale=en-us',
    });
    expect(search.status).toBe(200);
    expect(search.body.popularQueries.map((entry) => entry.query)).toContain('boot');
    expect(search.body.topCategories.length).toBeGreaterThan(0);
    const hub = await api.call<SearchHubResponse>({
      method: 'GET',
      url: '/api/fapi/components/search-hub?locale=en-us',
    });
    expect(search.body).toEqual(hub.body);
    await expectError('GET', '/api/fapi/components/search?locale=EN_US!', 400, 'REQ400');
  });
});

describe('GET /fapi/components/utility', () => {
  it('lists help, order tracking, stores, favorites and sign in, in the locale, favorites only when enabled', async () => {
    const french = await api.call<UtilityLinks>({
      method: 'GET',
      url: '/api/fapi/components/utility?locale=fr-ca',
    });
    expect(french.status).toBe(200);
    expect(french.headers['cache-control']).toBe('no-store');
    expect(french.body.links.map((link) => link.id)).toEqual([
      'help',
      'track-order',
      'stores',
      'favorites',
      'sign-in',
    ]);
    expect(french.body.links.find((link) => link.id === 'track-order')).toEqual({
      id: 'track-order',
      label: 'Suivre votre commande',
      url: '/fr-ca/order-status',
    });
    await settings.updateSiteFeatures(api.database.db, { type: 'cli', id: 'fapi-test' }, 'ca', {
      favorites: false,
    });
    const without = await api.call<UtilityLinks>({
      method: 'GET',
      url: '/api/fapi/components/utility?locale=en-ca',
    });
    expect(without.body.links.map((link) => link.id)).not.toContain('favorites');
    const other = await api.call<UtilityLinks>({
      method: 'GET',
      url: '/api/fapi/components/utility?locale=en-us',
    });
    expect(other.body.links.map((link) => link.id)).toContain('favorites');
    await expectError('GET', '/api/fapi/components/utility?locale=xx', 400, 'REQ400');
  });
});
