import type {
  AdminCsvReport,
  AdminStockAdjustment,
  AdminStockVariant,
  InventoryResponse,
} from '@ridgeline/contracts';
import { and, asc, eq, gt, schema } from '@ridgeline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminFailure, adminCall, adminSignIn, newOperator, signedInOwner } from './admin-helpers.ts';
import { createTestApi, type TestApi } from './helpers.ts';

let api: TestApi;
let owner: string;
let merchandiser: string;
let contentEditor: string;
let fulfilment: string;
let ownerId: string;

async function signedIn(role: 'merchandiser' | 'content-editor' | 'fulfilment') {
  const operator = await newOperator(api, role);
  const { cookie } = await adminSignIn(api, operator.email, operator.password);
  return cookie!;
}

beforeAll(async () => {
  api = await createTestApi();
  const signed = await signedInOwner(api);
  owner = signed.cookie;
  ownerId = signed.owner.id;
  merchandiser = await signedIn('merchandiser');
  contentEditor = await signedIn('content-editor');
  fulfilment = await signedIn('fulfilment');
});
afterAll(() => api.close());

const get = <T>(url: string, as = owner) =>
  adminCall<T & AdminFailure>(api, 'GET', `/api/admin/v1${url}`, as);
const post = <T>(url: string, body: unknown = {}, as = owner) =>
  adminCall<T & AdminFailure>(api, 'POST', `/api/admin/v1${url}`, as, body);

/** A variant with online stock of at least `min` units, and its master product. */
async function stockedVariant(min = 5, skip = 0) {
  const [row] = await api.database.db
    .select({ upc: schema.stock.upc, quantity: schema.stock.quantity, productId: schema.variants.productId })
    .from(schema.stock)
    .innerJoin(schema.variants, eq(schema.variants.upc, schema.stock.upc))
    .where(gt(schema.stock.quantity, min))
    .orderBy(asc(schema.stock.upc))
    .offset(skip)
    .limit(1);
  return row!;
}

const onlineOf = async (upc: string) =>
  (await api.database.db.select().from(schema.stock).where(eq(schema.stock.upc, upc)))[0]!.quantity;

async function storefrontStock(productId: string, upc: string) {
  const response = await api.call<InventoryResponse>({
    method: 'GET',
    url: `/api/products/v2/products/${productId}/inventory`,
  });
  return response.body.variants.find((variant) => variant.upc === upc)!;
}

describe('stock per location', () => {
  it('shows a product’s variants online (held, available) and per store, by product id or UPC', async () => {
    const { upc, productId, quantity } = await stockedVariant();
    const byProduct = await get<{ items: AdminStockVariant[] }>(`/inventory/stock?q=${productId}`);
    expect(byProduct.status).toBe(200);
    const variant = byProduct.body.items.find((item) => item.upc === upc)!;
    expect(variant.online).toBe(quantity);
    expect(variant.available).toBe(quantity - variant.held);
    expect(variant.name).toBeTruthy();
    const byUpc = await get<{ items: AdminStockVariant[] }>(`/inventory/stock?q=${upc}`);
    expect(byUpc.body.items.map((item) => item.upc)).toEqual([upc]);
    const none = await get<{ items: AdminStockVariant[] }>('/inventory/stock?q=NOPE0000');
    expect(none.body.items).toEqual([]);
  });
});

describe('adjustments', () => {
  it('changes a count with a reason, shows at once on the storefront, and keeps who, when, before, after', async () => {
    const { upc, productId, quantity } = await stockedVariant(5, 1);
    const down = await post<{ adjustments: AdminStockAdjustment[] }>(
      '/inventory/adjustments',
      { lines: [{ upc, location: 'online' }], mode: 'set', amount: 2, reason: 'count', note: 'shelf count' },
      merchandiser,
    );
    expect(down.status).toBe(201);
    expect(down.body.adjustments[0]).toMatchObject({ upc, before: quantity, after: 2, reason: 'count' });
    expect(down.body.adjustments[0]!.actorName).toContain('merchandiser');
    expect(await onlineOf(upc)).toBe(2);
    expect(await storefrontStock(productId, upc)).toMatchObject({
      available: true,
      lowStock: true,
      maxQty: 2,
    });

    const out = await post('/inventory/adjustments', {
      lines: [{ upc, location: 'online' }],
      mode: 'add',
      amount: -2,
      reason: 'damaged',
    });
    expect(out.status).toBe(201);
    expect(await storefrontStock(productId, upc)).toMatchObject({ available: false });

    const history = await get<{ items: AdminStockAdjustment[] }>(`/inventory/adjustments?upc=${upc}`);
    expect(history.body.items.map((item) => [item.reason, item.before, item.after])).toEqual([
      ['damaged', 2, 0],
      ['count', quantity, 2],
    ]);
    expect(history.body.items[1]!.note).toBe('shelf count');
    const audit = await api.database.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.entityType, 'stock'), eq(schema.auditLog.entityId, `online:${upc}`)));
    expect(audit).toHaveLength(2);
    expect(audit.find((entry) => entry.actorId === ownerId)?.after).toMatchObject({ quantity: 0 });
  });

  it('refuses a change below zero or to an unknown record, and then changes nothing (all or none)', async () => {
    const a = await stockedVariant(5, 2);
    const b = await stockedVariant(5, 3);
    const below = await post('/inventory/adjustments', {
      lines: [
        { upc: a.upc, location: 'online' },
        { upc: b.upc, location: 'online' },
      ],
      mode: 'add',
      amount: -(Math.max(a.quantity, b.quantity) + 1),
      reason: 'lost',
    });
    expect(below.status).toBe(409);
    expect(below.body.errorDetails[0]!.errorId).toBe('STK409');
    expect(below.body.errorDetails[0]!.message).toContain('below zero');
    expect(await onlineOf(a.upc)).toBe(a.quantity);
    expect(await onlineOf(b.upc)).toBe(b.quantity);

    const unknown = await post('/inventory/adjustments', {
      lines: [{ upc: a.upc, location: 'no-such-store' }],
      mode: 'add',
      amount: 1,
      reason: 'received',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errorDetails[0]!.errorId).toBe('STK404');

    const bad = await post('/inventory/adjustments', {
      lines: [{ upc: a.upc, location: 'online' }],
      mode: 'add',
      amount: 0,
      reason: 'whim',
    });
    expect(bad.status).toBe(400);
  });

  it('adjusts many variants at once (bulk edit), each one in the history', async () => {
    const a = await stockedVariant(5, 4);
    const b = await stockedVariant(5, 5);
    const result = await post<{ adjustments: AdminStockAdjustment[] }>('/inventory/adjustments', {
      lines: [
        { upc: a.upc, location: 'online' },
        { upc: b.upc, location: 'online' },
      ],
      mode: 'add',
      amount: 10,
      reason: 'received',
    });
    expect(result.status).toBe(201);
    expect(result.body.adjustments).toHaveLength(2);
    expect(await onlineOf(a.upc)).toBe(a.quantity + 10);
    expect(await onlineOf(b.upc)).toBe(b.quantity + 10);
  });

  it('lists low stock under a threshold and the holds carts have', async () => {
    const low = await get<{ items: { upc: string; quantity: number }[] }>('/inventory/low-stock?threshold=3');
    expect(low.status).toBe(200);
    for (const item of low.body.items) expect(item.quantity).toBeLessThanOrEqual(3);
    const holds = await get<{ items: unknown[] }>('/inventory/holds');
    expect(holds.status).toBe(200);
  });
});

describe('permissions', () => {
  it('refuses inventory to a content editor, and prices and products files to fulfilment', async () => {
    const stock = await get('/inventory/stock?q=1', contentEditor);
    expect(stock.status).toBe(403);
    expect(stock.body.errorDetails[0]!.errorId).toBe('ADM403');
    const adjust = await post(
      '/inventory/adjustments',
      { lines: [{ upc: '000000000000', location: 'online' }], mode: 'add', amount: 1, reason: 'received' },
      contentEditor,
    );
    expect(adjust.status).toBe(403);
    expect((await get('/bulk/prices.csv', fulfilment)).status).toBe(403);
    expect((await post('/bulk/products/import', { csv: 'x' }, fulfilment)).status).toBe(403);
    expect((await get('/bulk/stock.csv', fulfilment)).status).toBe(200);
  });
});

const csvOf = (rows: string[][]) => `${rows.map((row) => row.join(',')).join('\n')}\n`;

describe('CSV import and export', () => {
  it('reports every bad row with its line and column, in the operator’s language, and applies nothing', async () => {
    const a = await stockedVariant(5, 6);
    const b = await stockedVariant(5, 7);
    const file = csvOf([
      ['upc', 'location', 'quantity'],
      [a.upc, 'online', '40'],
      [b.upc, 'online', 'many'],
      ['999999999999', 'online', '1'],
      [a.upc, 'online', '41'],
    ]);
    const report = await post<AdminCsvReport>('/bulk/stock/import', { csv: file, apply: true });
    expect(report.status).toBe(200);
    expect(report.body.applied).toBe(false);
    expect(report.body.rows).toBe(4);
    expect(report.body.problems.map((problem) => [problem.row, problem.column])).toEqual([
      [3, 'quantity'],
      [4, 'upc'],
      [5, 'upc'],
    ]);
    expect(report.body.problems[0]!.message).toBe('quantity must be a whole number, not “many”.');
    expect(await onlineOf(a.upc)).toBe(a.quantity);

    const french = await adminCall<AdminCsvReport>(
      api,
      'POST',
      '/api/admin/v1/bulk/stock/import?locale=fr-fr',
      owner,
      { csv: file },
    );
    expect(french.body.problems[0]!.message).toBe('quantity doit être un nombre entier, pas « many ».');
  });

  it('previews a good file without changing anything, then applies it in one go, each count audited', async () => {
    const a = await stockedVariant(5, 8);
    const file = csvOf([
      ['upc', 'location', 'quantity'],
      [a.upc, 'online', String(a.quantity + 7)],
    ]);
    const preview = await post<AdminCsvReport>('/bulk/stock/import', { csv: file });
    expect(preview.body).toMatchObject({ applied: false, changes: 1, problemCount: 0 });
    expect(await onlineOf(a.upc)).toBe(a.quantity);
    const applied = await post<AdminCsvReport>('/bulk/stock/import', { csv: file, apply: true });
    expect(applied.body).toMatchObject({ applied: true, changes: 1 });
    expect(await onlineOf(a.upc)).toBe(a.quantity + 7);
    const history = await get<{ items: AdminStockAdjustment[] }>(`/inventory/adjustments?upc=${a.upc}`);
    expect(history.body.items[0]).toMatchObject({
      reason: 'import',
      before: a.quantity,
      after: a.quantity + 7,
    });
  });

  it('reads a spreadsheet’s file: a byte-order mark, CRLF line ends, headers in another order and case', async () => {
    const a = await stockedVariant(5, 10);
    const csv = `\uFEFFQuantity,UPC,Location\r\n${a.quantity + 3},${a.upc},online\r\n`;
    const applied = await post<AdminCsvReport>('/bulk/stock/import', { csv, apply: true });
    expect(applied.body).toMatchObject({ applied: true, changes: 1, problemCount: 0 });
    expect(await onlineOf(a.upc)).toBe(a.quantity + 3);
  });

  it('reports a header without its columns as a problem of line 1', async () => {
    const report = await post<AdminCsvReport>('/bulk/prices/import', {
      csv: 'product,price\nX,1\n',
    });
    expect(report.body.problems.map((problem) => [problem.row, problem.column])).toEqual([
      [1, 'product_id'],
      [1, 'currency'],
      [1, 'list_price'],
      [1, 'product'],
      [1, 'price'],
    ]);
  });

  it('exports prices as a streamed CSV that imports back unchanged, and applies a changed price', async () => {
    const exported = await get<string>('/bulk/prices.csv');
    expect(exported.status).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    const text = typeof exported.body === 'string' ? exported.body : String(exported.body);
    const lines = text.trim().split('\n');
    expect(lines[0]).toBe('product_id,currency,list_price,sale_price');
    const roundTrip = await post<AdminCsvReport>('/bulk/prices/import', { csv: text });
    expect(roundTrip.body).toMatchObject({ problemCount: 0, changes: 0, rows: lines.length - 1 });

    const [productId, currency] = lines[1]!.split(',');
    const changed = csvOf([
      ['product_id', 'currency', 'list_price', 'sale_price'],
      [productId!, currency!, '123.45', '99.00'],
    ]);
    const applied = await post<AdminCsvReport>('/bulk/prices/import', { csv: changed, apply: true });
    expect(applied.body).toMatchObject({ applied: true, changes: 1 });
    const [price] = await api.database.db
      .select()
      .from(schema.prices)
      .where(and(eq(schema.prices.productId, productId!), eq(schema.prices.currency, currency!)));
    expect(price).toMatchObject({ listAmount: 12_345, saleAmount: 9_900 });
    // The listing's search row has the new price at once (refreshed once for the whole file).
    const [searchRow] = await api.database.db
      .select()
      .from(schema.productSearch)
      .where(eq(schema.productSearch.productId, productId!));
    const column = `price${currency![0]}${currency!.slice(1).toLowerCase()}` as 'priceUsd';
    expect(searchRow![column]).toBe(9_900);
  });

  it('exports products and stock that import back unchanged', async () => {
    for (const kind of ['products', 'stock'] as const) {
      const exported = await get<string>(`/bulk/${kind}.csv`);
      expect(exported.status).toBe(200);
      const roundTrip = await post<AdminCsvReport>(`/bulk/${kind}/import`, { csv: String(exported.body) });
      expect(roundTrip.body.problems, kind).toEqual([]);
      expect(roundTrip.body.changes, kind).toBe(0);
      expect(roundTrip.body.rows, kind).toBeGreaterThan(10);
    }
  });

  it('renames a product from a file and the storefront shows the new name', async () => {
    const { productId } = await stockedVariant(5, 9);
    const [product] = await api.database.db
      .select()
      .from(schema.products)
      .where(eq(schema.products.id, productId));
    const file = csvOf([
      ['product_id', 'name_en', 'brand'],
      [productId, '"Renamed, from a file"', product!.brand],
    ]);
    const applied = await post<AdminCsvReport>('/bulk/products/import', { csv: file, apply: true });
    expect(applied.body).toMatchObject({ applied: true, changes: 1 });
    const page = await api.call<{ productName?: string; name?: string }>({
      method: 'GET',
      url: `/api/products/v2/products/${productId}/details`,
    });
    expect(JSON.stringify(page.body)).toContain('Renamed, from a file');
  });
});

describe('bulk price edit', () => {
  it('sets one price for the selected products, each audited; an unknown product changes nothing', async () => {
    const list = await get<{ items: { productId: string; listAmount: number }[] }>(
      '/bulk/prices?currency=USD&pageSize=3',
    );
    expect(list.body.items).toHaveLength(3);
    const ids = list.body.items.map((item) => item.productId);
    const refused = await post('/bulk/prices', {
      productIds: [...ids, 'NOSUCHPRODUCT'],
      currency: 'USD',
      listAmount: 4_200,
      saleAmount: null,
    });
    expect(refused.status).toBe(404);
    expect(refused.body.errorDetails[0]!.errorId).toBe('PLP400');
    const set = await post<{ updated: number }>(
      '/bulk/prices',
      { productIds: ids, currency: 'USD', listAmount: 4_200, saleAmount: 3_900 },
      merchandiser,
    );
    expect(set.body.updated).toBe(3);
    const after = await get<{
      items: { productId: string; listAmount: number; saleAmount: number | null }[];
    }>(`/bulk/prices?currency=USD&q=${ids[0]}`);
    expect(after.body.items[0]).toMatchObject({ listAmount: 4_200, saleAmount: 3_900 });
    const audit = await api.database.db
      .select()
      .from(schema.auditLog)
      .where(
        and(eq(schema.auditLog.action, 'price.bulk_set'), eq(schema.auditLog.entityId, `${ids[1]}:USD`)),
      );
    expect(audit).toHaveLength(1);
    const badSale = await post('/bulk/prices', {
      productIds: ids,
      currency: 'USD',
      listAmount: 1_000,
      saleAmount: 1_000,
    });
    expect(badSale.status).toBe(400);
  });
});
