import type { AutoSuggestResponse, Facet, ProductSearchResponse } from '@ridgeline/contracts';
import { schema, sql } from '@ridgeline/db';
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
const searchError = (query: string) =>
  api.call<ErrorBody>({ method: 'GET', url: `/api/products/v2/search/productSearch?${query}` });
const facet = (body: ProductSearchResponse, id: Facet['id']) => body.facets.find((f) => f.id === id)!;
const countOf = (body: ProductSearchResponse, id: Facet['id'], value: string) =>
  facet(body, id).values.find((v) => v.id === value)?.count ?? 0;

describe('productSearch: full-text matching', () => {
  it('matches stemmed words of name, category, colour and description in the locale language', async () => {
    const en = await search('q=waterproof%20hiking%20boots');
    expect(en.body.total).toBeGreaterThan(0);
    expect(en.body.products[0]!.name).toMatch(/boot/i);
    const colour = await search('q=olive');
    expect(colour.body.total).toBeGreaterThan(0);
    expect(colour.body.products.every((p) => p.colors.some((c) => c.label === 'Olive'))).toBe(true);
    const fr = await search('q=chaussure%20randonn%C3%A9e&locale=fr-ca');
    expect(fr.body.total).toBeGreaterThan(0);
    expect(fr.body.products[0]!.price.currency).toBe('CAD');
    const de = await search('q=wanderschuhe&locale=de-de');
    expect(de.body.total).toBeGreaterThan(0);
    // German words do not match in English.
    expect((await search('q=wanderschuhe&locale=en-us')).body.total).toBe(0);
  });

  it('treats each word as a prefix, as the shopper types', async () => {
    const partial = await search('q=hik');
    const full = await search('q=hiking');
    expect(partial.body.total).toBeGreaterThan(0);
    expect(partial.body.total).toBeGreaterThanOrEqual(full.body.total);
  });

  it('tolerates a typo by falling back to similar names', async () => {
    const typo = await search('q=hikng%20boot');
    expect(typo.body.total).toBeGreaterThan(0);
    expect(typo.body.products[0]!.name).toMatch(/hiking boot/i);
    // The page can say what the results were found for ("did you mean").
    expect(typo.body.correctedQuery).toBe('hiking boot');
    expect((await search('q=hiking%20boot')).body.correctedQuery).toBeNull();
    expect((await search('q=zzzqqxx')).body).toMatchObject({ total: 0, products: [], correctedQuery: null });
  });

  it('finds a renamed product by its new name at once', async () => {
    const product = (await search('q=zephyrine')).body;
    expect(product.total).toBe(0);
    const renamed = (await search('q=jacket&count=1')).body.products[0]!;
    await api.database.db.execute(
      sql`update ${schema.products} set name = jsonb_set(name, '{en}', '"Zephyrine Shell"') where id = ${renamed.id}`,
    );
    expect((await search('q=zephyrine')).body.products.map((p) => p.id)).toEqual([renamed.id]);
    expect((await search('q=zephyrin')).body.total).toBe(1);
  });

  it('answers REQ400 for a query longer than 200 characters', async () => {
    const response = await searchError(`q=${'a'.repeat(201)}`);
    expect(response.status).toBe(400);
    expect(response.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'querystring.q' });
  });
});

describe('productSearch: facets and filters', () => {
  it('returns every facet group with counts for a category', async () => {
    const list = await search('categoryId=1100&count=5');
    expect(list.body.facets.map((f) => f.id)).toEqual([
      'category',
      'size',
      'color',
      'price',
      'rating',
      'badge',
      'availability',
    ]);
    const children = facet(list.body, 'category').values;
    expect(children.length).toBeGreaterThan(1);
    expect(children.reduce((sum, c) => sum + c.count, 0)).toBe(list.body.total);
    expect(children[0]!.url).toMatch(/^\/c\/[a-z-]+-\d{4}$/);
    const prices = facet(list.body, 'price').values;
    expect(prices.reduce((sum, p) => sum + p.count, 0)).toBe(list.body.total);
    expect(prices[0]).toMatchObject({ id: '0-4999', min: 0, max: 4999, label: 'Under $50' });
    expect(facet(list.body, 'size').values.map((v) => v.id)).toContain('9.5');
    const color = facet(list.body, 'color').values[0]!;
    expect(color.hex).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('counts a top category exactly: every count is what choosing that value lists', async () => {
    const top = await search('categoryId=1000&count=24');
    const children = facet(top.body, 'category').values;
    expect(children.reduce((sum, c) => sum + c.count, 0)).toBe(top.body.total);
    expect(facet(top.body, 'price').values.reduce((sum, p) => sum + p.count, 0)).toBe(top.body.total);
    for (const size of facet(top.body, 'size').values.slice(0, 3)) {
      expect((await search(`categoryId=1000&size=${size.id}&count=1`)).body.total).toBe(size.count);
    }
    const color = facet(top.body, 'color').values[0]!;
    expect((await search(`categoryId=1000&color=${color.id}&count=1`)).body.total).toBe(color.count);
    const child = children[0]!;
    expect((await search(`categoryId=${child.id}&count=1`)).body.total).toBe(child.count);
  });

  it('filters by size and keeps the size counts while narrowing the others', async () => {
    const all = await search('categoryId=1101');
    const nine = countOf(all.body, 'size', '9');
    expect(nine).toBeGreaterThan(0);
    const filtered = await search('categoryId=1101&size=9');
    expect(filtered.body.total).toBe(nine);
    expect(facet(filtered.body, 'size').values.find((v) => v.id === '9')).toMatchObject({
      count: nine,
      selected: true,
    });
    // Sizes are alternatives: choosing two sizes widens, and the size facet itself is unchanged.
    const two = await search('categoryId=1101&size=9&size=12');
    expect(two.body.total).toBeGreaterThanOrEqual(nine);
    expect(facet(two.body, 'size').values).toEqual(
      facet(all.body, 'size').values.map((v) => ({ ...v, selected: v.id === '9' || v.id === '12' })),
    );
  });

  it('combines colour, price, badge and availability filters', async () => {
    const all = await search('categoryId=1000&count=100');
    const black = countOf(all.body, 'color', '001');
    const blacks = await search('categoryId=1000&color=001&count=100');
    expect(blacks.body.total).toBe(black);
    expect(blacks.body.products.every((p) => p.colors.some((c) => c.code === '001'))).toBe(true);

    const bucket = facet(all.body, 'price').values.find((v) => v.count > 0 && v.min! > 0)!;
    const priced = await search(
      `categoryId=1000&priceMin=${bucket.min}&priceMax=${bucket.max ?? ''}&count=100`,
    );
    expect(priced.body.total).toBe(bucket.count);
    for (const p of priced.body.products) {
      expect(p.price.lowCurrent).toBeGreaterThanOrEqual(bucket.min!);
      if (bucket.max !== undefined) expect(p.price.lowCurrent).toBeLessThanOrEqual(bucket.max);
    }
    expect(facet(priced.body, 'price').values.find((v) => v.id === bucket.id)?.selected).toBe(true);

    const fresh = await search('categoryId=1000&badge=new&count=100');
    expect(fresh.body.total).toBe(countOf(all.body, 'badge', 'new'));
    expect(fresh.body.products.every((p) => p.badge?.id === 'new')).toBe(true);

    const inStock = await search('categoryId=1000&inStock=true');
    expect(inStock.body.total).toBe(countOf(all.body, 'availability', 'true'));

    const narrowed = await search('categoryId=1000&color=001&badge=new&inStock=true');
    expect(narrowed.body.total).toBeLessThanOrEqual(Math.min(black, fresh.body.total));
    expect(countOf(narrowed.body, 'color', '001')).toBe(narrowed.body.total);
  });

  it('keeps availability current when stock runs out', async () => {
    const before = await search('categoryId=1102&inStock=true&count=100');
    const product = before.body.products[0]!;
    await api.database.db.execute(
      sql`update ${schema.stock} set quantity = 0 where upc in (select upc from ${schema.variants} where product_id = ${product.id})`,
    );
    const after = await search('categoryId=1102&inStock=true&count=100');
    expect(after.body.total).toBe(before.body.total - 1);
    expect(after.body.products.map((p) => p.id)).not.toContain(product.id);
    expect((await search('categoryId=1102&count=100')).body.products.map((p) => p.id)).toContain(product.id);
  });

  it('answers a repeated search alike and sees a price change at once', async () => {
    const query = 'q=jacket&sort=price-asc&count=5';
    const first = await search(query);
    const again = await search(query);
    expect(again.body).toEqual(first.body);
    const cheapest = first.body.products[0]!;
    await api.database.db.execute(
      sql`update ${schema.prices} set list_amount = 9999900, sale_amount = null where product_id = ${cheapest.id} and currency = 'USD'`,
    );
    const after = await search(query);
    expect(after.body.products.map((p) => p.id)).not.toContain(cheapest.id);
    expect(after.body.total).toBe(first.body.total);
  });

  // Concurrent writers need a server: the embedded database runs one transaction at a time.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'sees a change committed after a search that ran while it was being written',
    async () => {
      const query = 'categoryId=1101&sort=price-asc&count=1';
      const cheapest = (await search(query)).body.products[0]!;
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let written!: () => void;
      const wrote = new Promise<void>((resolve) => {
        written = resolve;
      });
      const writer = api.database.db.transaction(async (tx) => {
        await tx.execute(
          sql`update ${schema.prices} set list_amount = 9999900, sale_amount = null where product_id = ${cheapest.id} and currency = 'USD'`,
        );
        written();
        await held;
      });
      await wrote;
      expect((await search(query)).body.products[0]!.id).toBe(cheapest.id);
      release();
      await writer;
      expect((await search(query)).body.products[0]!.id).not.toBe(cheapest.id);
    },
  );

  it('rejects malformed filters with REQ400 naming the parameter', async () => {
    const cases: [string, string][] = [
      ['color=red', 'querystring.color'],
      ['rating=5', 'querystring.rating'],
      ['priceMin=cheap', 'querystring.priceMin'],
      ['priceMin=5000&priceMax=100', 'querystring.priceMax'],
      ['inStock=yes', 'querystring.inStock'],
      ['badge=cheap', 'querystring.badge'],
      [`${'size=9&'.repeat(31)}count=1`, 'querystring.size'],
    ];
    for (const [query, field] of cases) {
      const response = await searchError(query);
      expect(response.status, query).toBe(400);
      expect(response.body.errorDetails[0], query).toMatchObject({ errorId: 'REQ400', field });
    }
  });
});

describe('productSearch: sorting and paging', () => {
  it('sorts newest first and by rating', async () => {
    const newest = await search('categoryId=1000&sort=newest&count=50');
    expect(newest.status).toBe(200);
    const ids = newest.body.products.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    const rated = await search('categoryId=1000&sort=top-rated&count=50');
    const scores = rated.body.products.map((p) => p.rating.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('pages through every result once and answers REQ400 past the end', async () => {
    const first = await search('categoryId=1101&count=4');
    const seen = new Set<string>();
    for (let start = 0; start < first.body.total; start += 4) {
      const page = await search(`categoryId=1101&count=4&start=${start}`);
      for (const p of page.body.products) seen.add(p.id);
    }
    expect(seen.size).toBe(first.body.total);
    const past = await searchError(`categoryId=1101&start=${first.body.total}`);
    expect(past.status).toBe(400);
    expect(past.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'querystring.start' });
    const negative = await searchError('start=-1');
    expect(negative.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'querystring.start' });
  });
});

describe('GET /products/v2/search/autoSuggest', () => {
  const suggest = (query: string) =>
    api.call<AutoSuggestResponse>({ method: 'GET', url: `/api/products/v2/search/autoSuggest?${query}` });

  it('suggests products and categories for a prefix, and queries other shoppers ran', async () => {
    await search('q=hiking%20boots');
    await search('q=Hiking%20Boots!');
    await search('q=hiking%20boots&start=24'); // paging is not a new search
    await search('q=zzzqqxx'); // finds nothing: not suggested
    const response = await suggest('q=hik');
    expect(response.status).toBe(200);
    expect(response.body.products.length).toBeGreaterThan(0);
    expect(response.body.products.length).toBeLessThanOrEqual(5);
    expect(response.body.products[0]!.name).toMatch(/hik/i);
    expect(response.body.categories.length).toBeGreaterThan(0);
    expect(response.body.categories.length).toBeLessThanOrEqual(3);
    expect(response.body.categories[0]).toMatchObject({ url: expect.stringMatching(/^\/c\//) });
    // A category names its parents, so "Hiking Boots" of men and of women can be told apart.
    for (const category of response.body.categories) expect(category.parents.length).toBeGreaterThan(0);
    expect(response.body.categories.map((c) => [...c.parents, c.name].join(' › '))).toContain(
      'Men › Shoes › Hiking Boots',
    );
    expect(response.body.popularQueries[0]).toEqual({ query: 'hiking boots', searches: 2 });
    expect(response.body.popularQueries.map((p) => p.query)).not.toContain('zzzqqxx');
  });

  it('tolerates typos in products and popular queries', async () => {
    const response = await suggest('q=hikng');
    expect(response.body.products.length).toBeGreaterThan(0);
    expect(response.body.categories[0]!.name).toMatch(/hiking/i);
    expect(response.body.popularQueries.map((p) => p.query)).toContain('hiking boots');
    // A query that only a typo fallback answered is never offered as a suggestion.
    await search('q=jakcet');
    expect((await suggest('q=jakc')).body.popularQueries).toEqual([]);
    const nothing = await suggest('q=%21%21');
    expect(nothing.body).toEqual({ query: '!!', products: [], categories: [], popularQueries: [] });
  });

  it('answers REQ400 when q is missing, blank or longer than 100 characters', async () => {
    for (const query of ['', 'q=', 'q=%20%20', `q=${'a'.repeat(101)}`]) {
      const response = await api.call<ErrorBody>({
        method: 'GET',
        url: `/api/products/v2/search/autoSuggest?${query}`,
      });
      expect(response.status, query).toBe(400);
      expect(response.body.errorDetails[0], query).toMatchObject({
        errorId: 'REQ400',
        field: 'querystring.q',
      });
    }
  });
});
