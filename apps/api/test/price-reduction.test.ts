import type { AdminCsvReport, ProductDetails, ProductSearchResponse } from '@ridgeline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminFailure, adminCall, adminSignIn, newOperator } from './admin-helpers.ts';
import { createTestApi, type TestApi } from './helpers.ts';

/**
 * The EU/UK rule on announced reductions (Directive 98/6/EC art. 6a, decision 081): on the EUR and GBP
 * sites a sale's percentage is measured from the lowest price of the 30 days before it, computed from the
 * price's whole history whether the price was set in the product editor or by a CSV import; the US site
 * measures from the list price.
 */
let api: TestApi;
let merchandiser: string;
let products: string[];

beforeAll(async () => {
  api = await createTestApi();
  const operator = await newOperator(api, 'merchandiser');
  merchandiser = (await adminSignIn(api, operator.email, operator.password)).cookie!;
  const list = await api.call<ProductSearchResponse>({
    method: 'GET',
    url: '/api/products/v2/search/productSearch?categoryId=1101&count=3&locale=de-de',
  });
  products = list.body.products.map((product) => product.id);
});
afterAll(() => api.close());

const priceOf = async (id: string, locale: string) =>
  (
    await api.call<ProductDetails>({
      method: 'GET',
      url: `/api/products/v2/products/${id}/details?locale=${locale}`,
    })
  ).body.price;

async function setPrice(id: string, currency: string, listAmount: number, saleAmount: number | null) {
  const response = await adminCall<AdminFailure>(
    api,
    'PUT',
    `/api/admin/v1/products/${id}/prices/${currency}`,
    merchandiser,
    { listAmount, saleAmount, saleStartsAt: null, saleEndsAt: null },
  );
  expect(response.status).toBe(200);
}

async function importPrice(id: string, currency: string, list: string, sale = '') {
  const csv = `product_id,currency,list_price,sale_price\n${id},${currency},${list},${sale}\n`;
  const response = await adminCall<AdminCsvReport & AdminFailure>(
    api,
    'POST',
    '/api/admin/v1/bulk/prices/import',
    merchandiser,
    { csv, apply: true },
  );
  expect(response.body).toMatchObject({ applied: true, changes: 1, problemCount: 0 });
}

describe('a sale’s reduction on EU and UK sites', () => {
  it('is measured from the lowest price of the 30 days before it, and is none when that was lower', async () => {
    const id = products[0]!;
    await setPrice(id, 'EUR', 10_000, null);
    await setPrice(id, 'EUR', 8_000, null);
    await setPrice(id, 'EUR', 10_000, null);
    await setPrice(id, 'EUR', 10_000, 9_000);
    // 80 € was paid within the 30 days: 90 € is no reduction, however far below the list price.
    expect(await priceOf(id, 'de-de')).toMatchObject({
      lowCurrent: 9_000,
      lowOriginal: 10_000,
      historicBestPrice: 8_000,
      percentagePriceDiscount: 0,
    });
    await setPrice(id, 'EUR', 10_000, 6_000);
    expect(await priceOf(id, 'fr-fr')).toMatchObject({
      historicBestPrice: 8_000,
      percentagePriceDiscount: 25,
    });

    await setPrice(id, 'GBP', 10_000, null);
    await setPrice(id, 'GBP', 9_000, null);
    await setPrice(id, 'GBP', 10_000, 6_000);
    expect(await priceOf(id, 'en-gb')).toMatchObject({
      historicBestPrice: 9_000,
      percentagePriceDiscount: 33.3,
    });
  });

  it('keeps the US percentage measured from the list price', async () => {
    const id = products[1]!;
    await setPrice(id, 'USD', 10_000, null);
    await setPrice(id, 'USD', 8_000, null);
    await setPrice(id, 'USD', 10_000, 6_120);
    expect(await priceOf(id, 'en-us')).toMatchObject({ lowOriginal: 10_000, percentagePriceDiscount: 38.8 });
  });

  it('reads the whole history when the prices come from a CSV import', async () => {
    const id = products[2]!;
    await importPrice(id, 'EUR', '80.00');
    await importPrice(id, 'EUR', '100.00');
    await importPrice(id, 'EUR', '100.00', '90.00');
    expect(await priceOf(id, 'de-de')).toMatchObject({
      lowCurrent: 9_000,
      historicBestPrice: 8_000,
      percentagePriceDiscount: 0,
    });
    // The sale goes on at a lower price: still measured from the 30 days before it began.
    await importPrice(id, 'EUR', '100.00', '60.00');
    expect(await priceOf(id, 'de-de')).toMatchObject({
      historicBestPrice: 8_000,
      percentagePriceDiscount: 25,
    });
  });

  it('covers the price a first import replaces, held since before any record', async () => {
    const list = await api.call<ProductSearchResponse>({
      method: 'GET',
      url: '/api/products/v2/search/productSearch?categoryId=1101&count=6&locale=en-gb',
    });
    const id = list.body.products.map((product) => product.id).find((one) => !products.includes(one))!;
    const seeded = await priceOf(id, 'en-gb');
    const lowest = seeded.lowCurrent;
    const list2 = lowest + 5_000;
    await importPrice(id, 'GBP', (list2 / 100).toFixed(2));
    await setPrice(id, 'GBP', list2, list2 - 1_000);
    // The seeded price (paid until the import) is within the 30 days: the history has it.
    expect(await priceOf(id, 'en-gb')).toMatchObject({
      historicBestPrice: lowest,
      percentagePriceDiscount: 0,
    });
  });
});
