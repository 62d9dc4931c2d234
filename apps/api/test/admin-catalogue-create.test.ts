import type {
  AdminProductDetail,
  AdminProductSet,
  ProductDetails,
  ProductSearchResponse,
  ProductSet,
  SizeChartResponse,
} from '@ridgeline/contracts';
import { and, asc, eq, schema } from '@ridgeline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminFailure, adminCall, adminSignIn, newOperator, signedInOwner } from './admin-helpers.ts';
import { createTestApi, registered, type TestApi } from './helpers.ts';

let api: TestApi;
let owner: string;
let merchandiser: string;
let contentEditor: string;
let consumerToken: string;

beforeAll(async () => {
  api = await createTestApi();
  owner = (await signedInOwner(api)).cookie;
  const operator = await newOperator(api, 'merchandiser');
  merchandiser = (await adminSignIn(api, operator.email, operator.password)).cookie!;
  const editor = await newOperator(api, 'content-editor');
  contentEditor = (await adminSignIn(api, editor.email, editor.password)).cookie!;
  consumerToken = (await registered(api)).session.accessToken;
});
afterAll(() => api.close());

const admin = <T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  as: string | null,
  body?: unknown,
) => adminCall<T & AdminFailure>(api, method, `/api/admin/v1${url}`, as, body);

const shop = <T>(url: string) => api.call<T & AdminFailure>({ method: 'GET', url: `/api${url}` });

const auditOf = (entityType: string, entityId: string, action: string) =>
  api.database.db
    .select()
    .from(schema.auditLog)
    .where(
      and(
        eq(schema.auditLog.entityType, entityType),
        eq(schema.auditLog.entityId, entityId),
        eq(schema.auditLog.action, action),
      ),
    )
    .orderBy(asc(schema.auditLog.createdAt));

/** A new jacket in two colours × one size, each with its UPC and stock, priced in USD and EUR. */
function newProduct(id: string, upcBase: string, word: string) {
  return {
    id,
    name: { en: `${word} Trail Jacket`, fr: `Veste de sentier ${word}`, de: `${word} Wanderjacke` },
    description: {
      en: 'A light shell for wet ridges.',
      fr: 'Une coque légère pour les crêtes humides.',
      de: 'Eine leichte Hülle für nasse Grate.',
    },
    brand: 'Ridgeline',
    productType: 'jacket',
    gender: 'men',
    categoryId: '1101',
    badge: 'new',
    eyebrow: null,
    season: 'FW26',
    attributes: { Material: 'Recycled nylon' },
    enabled: true,
    sizeChartType: null,
    colors: [
      { code: '001', label: { en: 'Black', fr: 'Noir', de: 'Schwarz' }, hex: '#111111' },
      { code: '002', label: { en: 'Moss', fr: 'Mousse', de: 'Moos' }, hex: '#556B2F' },
    ],
    variants: [
      { colorCode: '001', size: 'M', upc: `${upcBase}1`, stock: 7 },
      { colorCode: '002', size: 'M', upc: `${upcBase}2`, stock: 0 },
    ],
    prices: [
      { currency: 'USD', listAmount: 18_900 },
      { currency: 'EUR', listAmount: 17_900 },
    ],
  };
}

describe('creating products in the back-office', () => {
  it('refuses guests, consumers and operators without catalogue:write', async () => {
    const body = newProduct('RLNEW0001', '88800000000', 'Quorvane');
    expect((await admin('POST', '/products', null, body)).status).toBe(401);
    const consumer = await api.call<AdminFailure>({
      method: 'POST',
      url: '/api/admin/v1/products',
      token: consumerToken,
      body,
    });
    expect(consumer.status).toBe(401);
    const editor = await admin('POST', '/products', contentEditor, body);
    expect(editor.status).toBe(403);
    expect(editor.body.errorDetails[0]).toMatchObject({ errorId: 'ADM403', permission: 'catalogue:write' });
    for (const [method, url] of [
      ['GET', '/product-sets'],
      ['POST', '/product-sets'],
      ['PUT', '/products/RLNEW0001/size-chart'],
      ['DELETE', '/products/RLNEW0001/variants/888000000001'],
    ] as const) {
      const refused = await admin(method, url, contentEditor, method === 'GET' ? undefined : {});
      expect(refused.status, `${method} ${url}`).toBe(403);
    }
    expect(await auditOf('product', 'RLNEW0001', 'product.create')).toHaveLength(0);
  });

  it('creates a product that the product page, the listing and search show at once, audited', async () => {
    const created = await admin<AdminProductDetail>(
      'POST',
      '/products',
      merchandiser,
      newProduct('RLNEW0002', '88800000002', 'Zephyrquill'),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: 'RLNEW0002', brand: 'Ridgeline', productType: 'jacket' });
    expect(created.body.variants.map((v) => [v.colorCode, v.size, v.upc])).toEqual([
      ['001', 'M', '888000000021'],
      ['002', 'M', '888000000022'],
    ]);
    expect(created.body.prices.map((p) => [p.currency, p.listAmount])).toEqual([
      ['EUR', 17_900],
      ['USD', 18_900],
    ]);

    const page = await shop<ProductDetails>('/products/v2/products/RLNEW0002/details?locale=fr-fr');
    expect(page.status).toBe(200);
    expect(page.body.name).toBe('Veste de sentier Zephyrquill');
    expect(page.body.price.lowOriginal).toBe(17_900);
    expect(page.body.attributes.Color.options.map((c) => c.label)).toEqual(['Noir', 'Mousse']);
    expect(page.body.variants.find((v) => v.upc === '888000000021')).toMatchObject({ available: true });
    expect(page.body.variants.find((v) => v.upc === '888000000022')).toMatchObject({ available: false });
    expect(page.body.sizeChartType).toBe('jacket');

    const found = await shop<ProductSearchResponse>('/products/v2/search/productSearch?q=zephyrquill');
    expect(found.body.products.map((p) => p.id)).toContain('RLNEW0002');
    const listed = await shop<ProductSearchResponse>(
      '/products/v2/search/productSearch?categoryId=1101&count=100&sort=newest',
    );
    expect(listed.body.total).toBeGreaterThan(0);
    const inCategory = await shop<ProductSearchResponse>(
      '/products/v2/search/productSearch?categoryId=1101&q=zephyrquill',
    );
    expect(inCategory.body.products.map((p) => p.id)).toEqual(['RLNEW0002']);

    const [audit] = await auditOf('product', 'RLNEW0002', 'product.create');
    expect(audit?.before).toBeNull();
    expect(audit?.after).toMatchObject({ brand: 'Ridgeline', categoryId: '1101' });
    const [stock] = await api.database.db
      .select()
      .from(schema.stock)
      .where(eq(schema.stock.upc, '888000000021'));
    expect(stock?.quantity).toBe(7);
  });

  it('refuses a taken product id or UPC with 409, and bad fields with REQ400 in the operator’s language', async () => {
    await admin('POST', '/products', owner, newProduct('RLNEW0003', '88800000003', 'Brivolt'));
    const sameId = await admin('POST', '/products', owner, newProduct('RLNEW0003', '88800000004', 'Brivolt'));
    expect(sameId.status).toBe(409);
    expect(sameId.body.errorDetails[0]).toMatchObject({ errorId: 'CAT409', field: 'body.id' });
    expect(sameId.body.errorDetails[0]!.message).toContain('RLNEW0003');

    const sameUpc = await admin(
      'POST',
      '/products',
      owner,
      newProduct('RLNEW0004', '88800000003', 'Brivolt'),
    );
    expect(sameUpc.status).toBe(409);
    expect(sameUpc.body.errorDetails[0]).toMatchObject({ errorId: 'CAT410', field: 'body.variants.0.upc' });
    expect((await shop('/products/v2/products/RLNEW0004/details')).status).toBe(404);

    const body = newProduct('RLNEW0005', '88800000005', 'Brivolt');
    const twice = await admin('POST', '/products?locale=fr-fr', owner, {
      ...body,
      variants: [body.variants[0], { ...body.variants[0], upc: '888000000059' }],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.variants.1.size' });
    expect(twice.body.errorDetails[0]!.message).toContain('Chaque couleur et taille');

    const unknownColour = await admin('POST', '/products?locale=de-de', owner, {
      ...body,
      variants: [{ ...body.variants[0], colorCode: '009' }],
    });
    expect(unknownColour.body.errorDetails[0]).toMatchObject({ field: 'body.variants.0.colorCode' });
    expect(unknownColour.body.errorDetails[0]!.message).toContain('Farben des Produkts');

    const noName = await admin('POST', '/products?locale=de-de', owner, { ...body, name: { en: '' } });
    expect(noName.status).toBe(400);
    expect(noName.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.name.en' });
    const noType = await admin('POST', '/products', owner, { ...body, productType: 'kilt' });
    expect(noType.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.productType' });

    const badCategory = await admin('POST', '/products', owner, { ...body, categoryId: '99999' });
    expect(badCategory.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.categoryId' });
    expect((await admin('GET', '/products/RLNEW0005', owner)).status).toBe(404);
  });

  it('adds variants to a product and removes one never sold, refusing one with stock', async () => {
    await admin('POST', '/products', merchandiser, newProduct('RLNEW0006', '88800000006', 'Calderine'));
    const added = await admin<AdminProductDetail>('POST', '/products/RLNEW0006/variants', merchandiser, {
      colors: [{ code: '003', label: { en: 'Rust' }, hex: '#B7410E' }],
      variants: [
        { colorCode: '001', size: 'L', upc: '888000000063', stock: 2 },
        { colorCode: '003', size: 'M', upc: '888000000064', stock: 0 },
      ],
    });
    expect(added.status).toBe(200);
    expect(added.body.variants.map((v) => v.upc)).toEqual([
      '888000000061',
      '888000000062',
      '888000000063',
      '888000000064',
    ]);
    const page = await shop<ProductDetails>('/products/v2/products/RLNEW0006/details');
    expect(page.body.attributes.Size.options.map((s) => s.id)).toEqual(['M', 'L']);
    expect(page.body.attributes.Color.options.map((c) => c.label)).toContain('Rust');

    const existing = await admin('POST', '/products/RLNEW0006/variants', merchandiser, {
      colors: [],
      variants: [{ colorCode: '001', size: 'L', upc: '888000000065', stock: 0 }],
    });
    expect(existing.status).toBe(400);
    expect(existing.body.errorDetails[0]).toMatchObject({ field: 'body.variants.0.size' });

    const stocked = await admin('DELETE', '/products/RLNEW0006/variants/888000000061', merchandiser);
    expect(stocked.status).toBe(409);
    expect(stocked.body.errorDetails[0]!.errorId).toBe('CAT411');

    const removed = await admin<AdminProductDetail>(
      'DELETE',
      '/products/RLNEW0006/variants/888000000064',
      merchandiser,
    );
    expect(removed.status).toBe(200);
    expect(removed.body.variants.map((v) => v.upc)).not.toContain('888000000064');
    const after = await shop<ProductDetails>('/products/v2/products/RLNEW0006/details');
    expect(after.body.attributes.Color.options.map((c) => c.label)).not.toContain('Rust');
    const [audit] = await auditOf('product', 'RLNEW0006', 'variant.remove');
    expect(audit?.before).toMatchObject({ upc: '888000000064', size: 'M' });

    const unknown = await admin('DELETE', '/products/RLNEW0006/variants/888000000064', merchandiser);
    expect(unknown.body.errorDetails[0]!.errorId).toBe('CAT405');
  });

  it('lets the operator choose the size chart the product page shows', async () => {
    await admin('POST', '/products', merchandiser, newProduct('RLNEW0007', '88800000007', 'Ostrevan'));
    const chosen = await admin<AdminProductDetail>('PUT', '/products/RLNEW0007/size-chart', merchandiser, {
      sizeChartType: 'fleece',
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body.sizeChartType).toBe('fleece');
    const page = await shop<ProductDetails>('/products/v2/products/RLNEW0007/details');
    expect(page.body.sizeChartType).toBe('fleece');
    const chart = await shop<SizeChartResponse>(`/fapi/components/size-chart/${page.body.sizeChartType}`);
    expect(chart.body.productType).toBe('fleece');
    const [audit] = await auditOf('product', 'RLNEW0007', 'product.sizeChart');
    expect(audit).toMatchObject({ before: { sizeChartType: null }, after: { sizeChartType: 'fleece' } });

    const reset = await admin<AdminProductDetail>('PUT', '/products/RLNEW0007/size-chart', merchandiser, {
      sizeChartType: null,
    });
    expect(reset.body.sizeChartType).toBeNull();
    expect((await shop<ProductDetails>('/products/v2/products/RLNEW0007/details')).body.sizeChartType).toBe(
      'jacket',
    );
    const bad = await admin('PUT', '/products/RLNEW0007/size-chart', merchandiser, { sizeChartType: 'kilt' });
    expect(bad.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.sizeChartType' });
  });
});

describe('product sets in the back-office', () => {
  it('creates, edits and deletes a set; the storefront follows at once', async () => {
    await admin('POST', '/products', merchandiser, newProduct('RLNEW0008', '88800000008', 'Tessaline'));
    await admin('POST', '/products', merchandiser, newProduct('RLNEW0009', '88800000009', 'Marrowind'));
    const body = {
      id: 'LOOK7001',
      name: { en: 'Wet ridge layers', fr: 'Couches pour crêtes humides', de: 'Schichten für nasse Grate' },
      description: { en: 'Two shells for the rain.' },
      categoryId: '1000',
      productIds: ['RLNEW0008', 'RLNEW0009'],
    };
    const created = await admin<AdminProductSet>('POST', '/product-sets', merchandiser, body);
    expect(created.status).toBe(201);
    expect(created.body.products.map((p) => p.id)).toEqual(['RLNEW0008', 'RLNEW0009']);

    const shown = await shop<ProductSet>('/products/v2/products/LOOK7001/productSet?locale=de-de');
    expect(shown.body.name).toBe('Schichten für nasse Grate');
    expect(shown.body.products.map((p) => p.id)).toEqual(['RLNEW0008', 'RLNEW0009']);
    const sets = await shop<{ productSets: { id: string }[] }>('/products/v2/products/RLNEW0009/productSets');
    expect(sets.body.productSets.map((s) => s.id)).toContain('LOOK7001');

    const taken = await admin('POST', '/product-sets', merchandiser, body);
    expect(taken.status).toBe(409);
    expect(taken.body.errorDetails[0]).toMatchObject({ errorId: 'CAT414', field: 'body.id' });
    const unknownProduct = await admin('POST', '/product-sets', merchandiser, {
      ...body,
      id: 'LOOK7002',
      productIds: ['RLNEW0008', 'ZZZZZZZZ9'],
    });
    expect(unknownProduct.body.errorDetails[0]).toMatchObject({
      errorId: 'REQ400',
      field: 'body.productIds.1',
    });
    const twice = await admin('POST', '/product-sets?locale=fr-fr', merchandiser, {
      ...body,
      id: 'LOOK7002',
      productIds: ['RLNEW0008', 'RLNEW0008'],
    });
    expect(twice.body.errorDetails[0]!.message).toContain('Chaque produit');

    const edited = await admin<AdminProductSet>('PUT', '/product-sets/LOOK7001', merchandiser, {
      name: { en: 'Rain layers' },
      description: { en: '' },
      categoryId: '1000',
      productIds: ['RLNEW0009'],
    });
    expect(edited.status).toBe(200);
    const reordered = await shop<ProductSet>('/products/v2/products/LOOK7001/productSet?locale=fr-fr');
    expect(reordered.body.name).toBe('Rain layers');
    expect(reordered.body.products.map((p) => p.id)).toEqual(['RLNEW0009']);
    const list = await admin<{ items: { id: string; productCount: number }[] }>(
      'GET',
      '/product-sets',
      merchandiser,
    );
    expect(list.body.items.find((item) => item.id === 'LOOK7001')?.productCount).toBe(1);

    const deleted = await admin('DELETE', '/product-sets/LOOK7001', merchandiser);
    expect(deleted.status).toBe(200);
    expect((await shop('/products/v2/products/LOOK7001/productSet')).status).toBe(404);
    expect((await admin('GET', '/product-sets/LOOK7001', merchandiser)).body.errorDetails[0]!.errorId).toBe(
      'CAT413',
    );
    const audits = await Promise.all(
      ['productSet.create', 'productSet.update', 'productSet.delete'].map((action) =>
        auditOf('productSet', 'LOOK7001', action),
      ),
    );
    expect(audits.map((rows) => rows.length)).toEqual([1, 1, 1]);
    expect(audits[2]![0]!.before).toMatchObject({ productIds: ['RLNEW0009'] });
  });
});
