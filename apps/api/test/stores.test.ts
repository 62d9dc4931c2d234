import type {
  InventoryResponse,
  StoreAvailabilityResponse,
  StoreListResponse,
  StoreSearchResponse,
} from '@ridgeline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, inStockVariant, type TestApi } from './helpers.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

type ErrorBody = { errorDetails: { errorId: string; field?: string; message: string }[] };
const find = (path: string, body: unknown, locale = 'en-us') =>
  api.call<StoreSearchResponse & ErrorBody>({
    method: 'POST',
    url: `/api/stores/v1/${path}?locale=${locale}`,
    body,
  });

describe('POST /stores/v1/search', () => {
  it('finds the nearest stores to a postal code, with distances and opening hours', async () => {
    const response = await find('search', { postalCode: '10001' });
    expect(response.status).toBe(200);
    const [first] = response.body.stores;
    expect(first).toMatchObject({ name: 'Ridgeline SoHo', address: { city: 'New York' } });
    expect(first!.distanceKm).toBeGreaterThan(0);
    expect(first!.distanceKm).toBeLessThan(5);
    expect(response.body.origin.label).toBe('10001, New York');
    expect(first!.openingHours).toHaveLength(7);
    expect(first!.openingHours[0]).toEqual({ day: 0, label: 'Sunday', opens: '11:00', closes: '18:00' });
    const distances = response.body.stores.map((s) => s.distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((d) => d <= 100)).toBe(true);
  });

  it('searches by coordinates with a radius and limit, by city, and by the site countries', async () => {
    const denver = await find('search', { latitude: 39.74, longitude: -104.99, radiusKm: 50, limit: 5 });
    expect(denver.body.stores.map((s) => s.address.city)).toEqual(['Denver', 'Boulder']);
    const wide = await find('search', { latitude: 39.74, longitude: -104.99, radiusKm: 1000, limit: 1 });
    expect(wide.body.stores).toHaveLength(1);
    const montreal = await find('search', { city: 'montreal' }, 'fr-ca');
    expect(montreal.body.stores[0]!.address.city).toBe('Montréal');
    expect(montreal.body.stores[0]!.openingHours[1]!.label).toBe('lundi');
    const lyon = await find('search', { postalCode: '69002' }, 'fr-fr');
    expect(lyon.body.stores[0]!.address.city).toBe('Lyon');
    const canada = await find('search', { postalCode: 'M5V 3L9' }, 'en-ca');
    expect(canada.body.stores[0]!.name).toBe('Ridgeline Toronto');
    const london = await find('search', { postalCode: 'sw1a 1aa' }, 'en-gb');
    expect(london.body.stores[0]!.address.city).toBe('London');
  });

  it('answers REQ400 naming what is missing or malformed, and STR406 for a place it cannot find', async () => {
    const nothing = await find('search', {});
    expect(nothing.status).toBe(400);
    expect(nothing.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body' });
    expect(nothing.body.errorDetails[0]!.message).toContain('postalCode');
    const half = await find('search', { latitude: 40 });
    expect(half.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.longitude' });
    const malformed = await find('search', { postalCode: 'ABCDE' });
    expect(malformed.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.postalCode' });
    const far = await find('search', { latitude: 95, longitude: 0 });
    expect(far.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.latitude' });
    const unknown = await find('search', { postalCode: '99999' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorDetails[0]!.errorId).toBe('STR406');
    expect(unknown.body.errorDetails[0]!.message).toContain('99999');
    const city = await find('search', { city: 'Xyzzyville' });
    expect(city.body.errorDetails[0]!.errorId).toBe('STR406');
  });

  it('searches from coordinates too small for PostgreSQL (found by the fuzz test) as from the equator', async () => {
    const tiny = await find('search', { latitude: -4.4e-323, longitude: 1e-320, radiusKm: 1000 });
    expect(tiny.status).toBe(200);
    expect(tiny.body.origin).toMatchObject({ latitude: 0, longitude: 0 });
  });
});

describe('POST /stores/v1/search with the gazetteer (decision 091)', () => {
  it('places any US ZIP code and city, the most populous of a name unless the state is given', async () => {
    const beverlyHills = await find('search', { postalCode: '90210' });
    expect(beverlyHills.status).toBe(200);
    expect(beverlyHills.body.origin).toMatchObject({ label: '90210, Beverly Hills, CA' });
    expect(beverlyHills.body.origin.latitude).toBeCloseTo(34.09, 1);
    expect(beverlyHills.body.stores[0]!.address.city).toBe('Santa Monica');
    expect(beverlyHills.body.stores[0]!.distanceKm).toBeLessThan(15);

    const miami = await find('search', { city: 'miami' });
    expect(miami.status).toBe(200);
    expect(miami.body.origin).toMatchObject({ label: 'Miami, FL' });
    expect(miami.body.origin.latitude).toBeCloseTo(25.77, 1);
    expect(miami.body.stores).toEqual([]);

    const portland = await find('search', { city: 'Portland' });
    expect(portland.body.origin.label).toBe('Portland, OR');
    expect(portland.body.stores[0]!.address.city).toBe('Portland');
    const maine = await find('search', { city: 'Portland, ME', radiusKm: 200 });
    expect(maine.body.origin.label).toBe('Portland, ME');
    expect(maine.body.stores[0]!.address.city).toBe('Boston');
  });

  it('places UK postcodes by outward code or postcode area, and German, French and Canadian codes and cities', async () => {
    const edinburgh = await find('search', { postalCode: 'EH1 1YZ' }, 'en-gb');
    expect(edinburgh.body.origin.label).toBe('EH1 1YZ, Edinburgh');
    expect(edinburgh.body.stores[0]!.address.city).toBe('Edinburgh');
    const hull = await find('search', { postalCode: 'HU1' }, 'en-gb');
    expect(hull.status).toBe(200);
    expect(hull.body.origin.label).toBe('HU1, Kingston upon Hull');

    const munich = await find('search', { city: 'MUNCHEN' }, 'de-de');
    expect(munich.body.origin.label).toBe('München');
    expect(munich.body.stores[0]!.address.city).toBe('München');
    const cologne = await find('search', { postalCode: '50667' }, 'de-de');
    expect(cologne.body.origin.label).toBe('50667, Köln');
    const bordeaux = await find('search', { postalCode: '33000' }, 'fr-fr');
    expect(bordeaux.body.origin.label).toBe('33000, Bordeaux');
    const orleans = await find('search', { city: 'orleans' }, 'fr-fr');
    expect(orleans.body.origin.label).toBe('Orléans');
    expect(orleans.body.origin.latitude).toBeCloseTo(47.9, 1);

    const quebec = await find('search', { city: 'quebec' }, 'fr-ca');
    expect(quebec.body.origin.label).toBe('Québec, QC');
    const vancouver = await find('search', { postalCode: 'V5K 0A1' }, 'en-ca');
    expect(vancouver.body.stores[0]!.address.city).toBe('Vancouver');
  });
});

describe('POST /stores/v1/collectionPoints', () => {
  it('lists only pickup points', async () => {
    const response = await find('collectionPoints', { postalCode: '80302', radiusKm: 1000 });
    expect(response.status).toBe(200);
    expect(response.body.stores.length).toBeGreaterThan(0);
    expect(response.body.stores.every((s) => s.isPickupPoint)).toBe(true);
    expect(response.body.stores.map((s) => s.name)).not.toContain('Ridgeline Boulder');
    // A shopper of the Canadian site near the border collects in Canada only: Seattle (a US pickup point,
    // 190 km from Vancouver) takes orders of the US site.
    const nearBorder = await find('search', { postalCode: 'V5K 0A1', radiusKm: 300 }, 'en-ca');
    expect(nearBorder.body.stores.map((s) => s.name)).toContain('Ridgeline Seattle');
    const canadian = await find('collectionPoints', { postalCode: 'V5K 0A1', radiusKm: 300 }, 'en-ca');
    expect(canadian.status).toBe(200);
    expect(canadian.body.stores.map((s) => s.name)).not.toContain('Ridgeline Seattle');
    expect(canadian.body.stores.every((s) => s.address.countryCode === 'CA')).toBe(true);
    const bad = await find('collectionPoints', { limit: 0, city: 'Denver' });
    expect(bad.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.limit' });
  });
});

describe('GET /consumers-v3/utilities/stores', () => {
  it("lists the stores of the locale's site", async () => {
    const gb = await api.call<StoreListResponse>({
      method: 'GET',
      url: '/api/consumers-v3/utilities/stores?locale=en-gb',
    });
    expect(gb.body.siteId).toBe('gb');
    expect(gb.body.stores.length).toBeGreaterThanOrEqual(4);
    expect(gb.body.stores.every((s) => s.address.countryCode === 'GB' && s.distanceKm === null)).toBe(true);
    const eu = await api.call<StoreListResponse>({
      method: 'GET',
      url: '/api/consumers-v3/utilities/stores?locale=de-de',
    });
    expect(new Set(eu.body.stores.map((s) => s.address.countryCode))).toEqual(new Set(['DE', 'FR']));
    const bad = await api.call<ErrorBody>({
      method: 'GET',
      url: '/api/consumers-v3/utilities/stores?locale=xx-xx',
    });
    expect(bad.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'querystring.locale' });
  });
});

describe('POST /products/v1/products/{productId}/availability', () => {
  const availability = (productId: string, body: unknown) =>
    api.call<StoreAvailabilityResponse & ErrorBody>({
      method: 'POST',
      url: `/api/products/v1/products/${productId}/availability`,
      body,
    });

  it('answers per-store stock of the product and of one UPC', async () => {
    const { product } = await inStockVariant(api);
    const response = await availability(product.masterId, {
      storeIds: ['ST0001', 'ST0002', 'ST0003', 'ST0004'],
    });
    expect(response.status).toBe(200);
    expect(response.body.stores.map((s) => s.storeId)).toEqual(['ST0001', 'ST0002', 'ST0003', 'ST0004']);
    const stocking = response.body.stores.find((s) => s.variants.length > 0)!;
    expect(stocking).toBeDefined();
    for (const variant of stocking.variants) {
      expect(product.variants.map((v) => v.upc)).toContain(variant.upc);
      expect(variant.maxQty).toBeLessThanOrEqual(10);
    }
    const upc = stocking.variants[0]!.upc;
    const one = await availability(product.masterId, { storeIds: ['ST0001', stocking.storeId], upc });
    expect(one.body.stores.every((s) => s.variants.length === 1 && s.variants[0]!.upc === upc)).toBe(true);
  });

  it('answers STR404 for an unknown store, PLP400 for a foreign UPC and REQ400 for bad bodies', async () => {
    const { product } = await inStockVariant(api);
    const unknown = await availability(product.masterId, { storeIds: ['ST0001', 'ST9999'] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorDetails[0]).toMatchObject({ errorId: 'STR404', storeId: 'ST9999' });
    const other = await inStockVariant(api, '2101');
    const foreign = await availability(product.masterId, { storeIds: ['ST0001'], upc: other.variant.upc });
    expect(foreign.body.errorDetails[0]!.errorId).toBe('PLP400');
    const empty = await availability(product.masterId, { storeIds: [] });
    expect(empty.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.storeIds' });
    const badId = await availability(product.masterId, { storeIds: ['store-1'] });
    expect(badId.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.storeIds.0' });
  });
});

describe('GET /products/v2/products/{productId}/inventory', () => {
  it('answers online stock per variant as the details do, for a master or one colour', async () => {
    const { product } = await inStockVariant(api);
    const response = await api.call<InventoryResponse>({
      method: 'GET',
      url: `/api/products/v2/products/${product.masterId}/inventory`,
    });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const byUpc = new Map(response.body.variants.map((v) => [v.upc, v]));
    for (const variant of product.variants) expect(byUpc.get(variant.upc)).toEqual(variant);
    const colour = product.attributes.Color.options[1]!.id;
    const one = await api.call<InventoryResponse>({
      method: 'GET',
      url: `/api/products/v2/products/${colour}/inventory`,
    });
    expect(one.body.variants.length).toBeGreaterThan(0);
    expect(one.body.variants.every((v) => v.productId === colour)).toBe(true);
    const unknown = await api.call<ErrorBody>({
      method: 'GET',
      url: '/api/products/v2/products/ZZ999999/inventory',
    });
    expect(unknown.body.errorDetails[0]!.errorId).toBe('PLP400');
    const malformed = await api.call<ErrorBody>({
      method: 'GET',
      url: '/api/products/v2/products/x/inventory',
    });
    expect(malformed.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'params.productId' });
  });
});
