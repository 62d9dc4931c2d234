import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Database, type Db, eq, schema, sql } from '../index.ts';
import { E_GIFT_CARD } from './egift.ts';
import { seedDemoData } from './index.ts';
import { PRODUCT_TYPES } from './product-types.ts';
import { isValidUpc } from './upc.ts';

const BASE = new Date('2026-11-01T00:00:00Z').getTime();
const DAY = 86_400_000;

async function rows<T>(db: Db, query: string): Promise<T[]> {
  const result = (await db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return result.rows;
}

describe('seedDemoData', () => {
  let database: Database;
  let db: Db;
  let first: Awaited<ReturnType<typeof seedDemoData>>;

  beforeAll(async () => {
    database = await createDb({ dataDir: 'memory' });
    db = database.db;
    first = await seedDemoData(db);
  }, 60_000);

  afterAll(async () => {
    await database?.close();
  });

  it('creates the four sites, a three-level category tree, the catalogue and the stores', async () => {
    expect(first).toMatchObject({ sites: 4, categories: 42, skipped: false });
    expect(first.products).toBeGreaterThanOrEqual(180);
    expect(first.stores).toBeGreaterThanOrEqual(24);
    const [variantCount] = await rows<{ n: number }>(db, 'select count(*)::int as n from variants');
    expect(first.variants).toBe(variantCount?.n);

    const sites = await db.select().from(schema.sites).orderBy(schema.sites.id);
    expect(sites.map((s) => [s.id, s.currency, s.region, s.country, s.defaultLocale])).toEqual([
      ['ca', 'CAD', 'NA', 'CA', 'en-ca'],
      ['eu', 'EUR', 'EMEA', 'DE', 'de-de'],
      ['gb', 'GBP', 'EMEA', 'GB', 'en-gb'],
      ['us', 'USD', 'NA', 'US', 'en-us'],
    ]);
    expect(sites.find((s) => s.id === 'ca')?.locales).toEqual(['en-ca', 'fr-ca']);
  });

  it('builds a category tree whose paths, slugs and names are consistent', async () => {
    const categories = await db.select().from(schema.categories);
    const byId = new Map(categories.map((c) => [c.id, c]));
    expect(categories.filter((c) => c.parentId === null).map((c) => c.slug)).toEqual([
      'men',
      'women',
      'kids',
    ]);
    expect(new Set(categories.map((c) => c.slug)).size).toBe(categories.length);
    for (const category of categories) {
      expect(category.id).toMatch(/^\d{4}$/);
      expect(category.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(Object.keys(category.name).sort()).toEqual(['de', 'en', 'fr']);
      expect(category.path.at(-1)).toBe(category.id);
      expect(category.path.slice(0, -1).at(-1) ?? null).toBe(category.parentId);
      for (const ancestor of category.path) expect(byId.has(ancestor)).toBe(true);
    }
    expect(byId.get('1101')).toMatchObject({ slug: 'mens-hiking-boots', path: ['1000', '1100', '1101'] });
    expect(byId.get('2302')?.slug).toBe('womens-accessories');
    expect(categories.filter((c) => c.path.length === 3)).toHaveLength(30);
  });

  it('fills every leaf with well-formed products', async () => {
    const products = (await db.select().from(schema.products)).filter((p) => p.id !== E_GIFT_CARD.id);
    const leaves = await rows<{ id: string }>(
      db,
      'select id from categories where array_length(path, 1) = 3',
    );
    const used = new Set(products.map((p) => p.categoryId));
    for (const leaf of leaves) expect(used.has(leaf.id)).toBe(true);
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.name.en)).size).toBeGreaterThan(products.length * 0.9);
    for (const product of products) {
      expect(product.id).toMatch(/^[A-Z0-9]{8,11}$/);
      expect(product.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*-(mens|womens|kids)$/);
      expect(PRODUCT_TYPES).toContain(product.productType);
      expect(['Ridgeline', 'Ridgeline Pro', 'Northwall']).toContain(product.brand);
      expect(
        product.name.fr && product.name.de && product.description.fr && product.description.de,
      ).toBeTruthy();
      expect(product.description.en?.split('. ').length).toBeGreaterThanOrEqual(2);
      expect(product.merchantProductId).toBe(`M-${product.id}`);
      expect(product.createdAt.getTime()).toBeLessThanOrEqual(BASE);
      expect(product.createdAt.getTime()).toBeGreaterThan(BASE - 365 * DAY);
    }
    const badges = products.filter((p) => p.badge !== null).length / products.length;
    expect(badges).toBeGreaterThan(0.2);
    expect(badges).toBeLessThan(0.5);
  });

  it('gives each product 2 to 4 colours with one default and three image paths', async () => {
    const colors = (await db.select().from(schema.productColors)).filter(
      (c) => c.productId !== E_GIFT_CARD.id,
    );
    const perProduct = new Map<string, typeof colors>();
    for (const color of colors)
      perProduct.set(color.productId, [...(perProduct.get(color.productId) ?? []), color]);
    expect(perProduct.size).toBe(first.products);
    for (const [productId, list] of perProduct) {
      expect(list.length).toBeGreaterThanOrEqual(2);
      expect(list.length).toBeLessThanOrEqual(4);
      expect(list.filter((c) => c.isDefault).map((c) => c.position)).toEqual([0]);
      for (const color of list) {
        expect(color.id).toBe(productId + color.code);
        expect(color.code).toMatch(/^\d{3}$/);
        expect(color.hex).toMatch(/^#[0-9a-f]{6}$/);
        expect(color.imageUrls).toEqual(
          [0, 1, 2].map((v) =>
            expect.stringMatching(
              new RegExp(`^/api/media/products/[a-z-]+/${color.hex.slice(1)}/${v}\\.svg$`),
            ),
          ),
        );
      }
    }
  });

  it('creates variants with unique valid UPCs, stock for each and prices in every currency', async () => {
    const all = await db.select().from(schema.variants);
    expect(new Set(all.map((v) => v.upc)).size).toBe(all.length);
    for (const variant of all) expect(isValidUpc(variant.upc)).toBe(true);
    const variants = all.filter((v) => v.productId !== E_GIFT_CARD.id);
    const sizes = await rows<{ product_type: string; gender: string; sizes: string[] }>(
      db,
      `select p.product_type, p.gender, array_agg(distinct v.size) as sizes
       from variants v join products p on p.id = v.product_id group by 1, 2`,
    );
    const sizesOf = (type: string, gender: string) =>
      sizes.find((s) => s.product_type === type && s.gender === gender)?.sizes ?? [];
    expect(sizesOf('hiking-boot', 'kids')).toEqual(expect.arrayContaining(['10K', '1Y', '4Y']));
    expect(sizesOf('sneaker', 'women')).toEqual(expect.arrayContaining(['5', '5.5', '11']));
    expect(sizesOf('jacket', 'men')).toHaveLength(6);
    expect(sizesOf('backpack', 'men')).toEqual(['One Size']);

    const stock = await db.select().from(schema.stock);
    expect(stock).toHaveLength(variants.length);
    const soldOut = stock.filter((s) => s.quantity === 0).length / stock.length;
    expect(soldOut).toBeGreaterThan(0.05);
    expect(soldOut).toBeLessThan(0.15);

    const prices = (await db.select().from(schema.prices)).filter((p) => p.productId !== E_GIFT_CARD.id);
    expect(prices).toHaveLength(first.products * 4);
    const onSale = prices.filter((p) => p.saleAmount !== null);
    expect(onSale.length / prices.length).toBeGreaterThan(0.15);
    expect(onSale.length / prices.length).toBeLessThan(0.35);
    for (const price of prices) {
      expect(Number.isInteger(price.listAmount)).toBe(true);
      if (price.saleAmount === null) {
        expect([price.historicBestAmount, price.saleStartsAt]).toEqual([null, null]);
        continue;
      }
      expect(price.saleAmount).toBeLessThanOrEqual(price.listAmount * 0.8);
      expect(price.saleAmount).toBeGreaterThanOrEqual(price.listAmount * 0.6 - 100);
      expect(price.historicBestAmount).toBeGreaterThan(price.saleAmount);
      expect(price.historicBestAmount).toBeLessThanOrEqual(price.listAmount);
      expect(price.saleStartsAt!.getTime()).toBeGreaterThanOrEqual(BASE - 20 * DAY);
      expect(price.saleStartsAt!.getTime()).toBeLessThan(BASE);
    }
  });

  it('sells one unstocked e-gift card on every site, outside listings and search', async () => {
    const [card] = await db.select().from(schema.products).where(eq(schema.products.id, E_GIFT_CARD.id));
    expect(card).toMatchObject({ productType: 'e-gift-card', brand: 'Ridgeline', slug: E_GIFT_CARD.slug });
    expect(Object.keys(card!.name).sort()).toEqual(['de', 'en', 'fr']);
    const variants = await db.select().from(schema.variants).where(eq(schema.variants.productId, card!.id));
    expect(variants.map((v) => v.upc)).toEqual([E_GIFT_CARD.upc]);
    expect(await db.select().from(schema.stock).where(eq(schema.stock.upc, E_GIFT_CARD.upc))).toEqual([]);
    const prices = await db.select().from(schema.prices).where(eq(schema.prices.productId, card!.id));
    expect(prices.map((p) => [p.currency, p.listAmount]).sort()).toEqual([
      ['CAD', 1000],
      ['EUR', 1000],
      ['GBP', 1000],
      ['USD', 1000],
    ]);
    const indexed = await rows<{ n: number }>(
      db,
      `select count(*)::int as n from product_search where product_id = '${E_GIFT_CARD.id}'`,
    );
    expect(indexed[0]?.n).toBe(0);
  });

  it('keeps the default colour of the first product in every leaf in stock, at least 20 of each size', async () => {
    const firsts = await rows<{ category_id: string; min_quantity: number; sizes: number }>(
      db,
      `select p.category_id, min(s.quantity) as min_quantity, count(*)::int as sizes
       from products p
       join product_colors c on c.product_id = p.id and c.is_default
       join variants v on v.color_id = c.id
       join stock s on s.upc = v.upc
       where p.id in (select min(id) from products group by category_id)
       group by p.category_id`,
    );
    expect(firsts).toHaveLength(30);
    for (const row of firsts) expect(row.min_quantity).toBeGreaterThanOrEqual(20);
  });

  it('creates stores with weekly hours on their country site, some of them pickup points, with stock', async () => {
    const stores = await db.select().from(schema.stores);
    const siteOf: Record<string, string> = { US: 'us', CA: 'ca', GB: 'gb', DE: 'eu', FR: 'eu' };
    for (const store of stores) {
      expect(store.id).toMatch(/^ST\d{4}$/);
      expect(store.siteId).toBe(siteOf[store.countryCode]);
      expect(store.hours).toHaveLength(7);
    }
    expect(stores.filter((s) => s.isPickupPoint).length).toBeGreaterThanOrEqual(6);
    const [stocked] = await rows<{ stores: number }>(
      db,
      'select count(distinct store_id)::int as stores from store_stock',
    );
    expect(stocked?.stores).toBe(stores.length);
  });

  it('seeds reviews for some products, many for a few, and keeps each rating in line with them', async () => {
    const summary = await rows<{ product_id: string; n: number; average: number }>(
      db,
      `select p.id as product_id, count(r.id)::int as n, coalesce(round(avg(r.rating)::numeric, 1), 0)::real as average,
              p.reviews_count, p.rating_score
       from products p left join reviews r on r.product_id = p.id and r.status = 'approved'
       group by p.id`,
    );
    const none = summary.filter((s) => s.n === 0).length;
    expect(none).toBeGreaterThan(summary.length * 0.1);
    expect(summary.filter((s) => s.n >= 25).length).toBeGreaterThan(0);
    for (const s of summary as ((typeof summary)[number] & {
      reviews_count: number;
      rating_score: number;
    })[]) {
      expect([s.reviews_count, s.rating_score], s.product_id).toEqual([s.n, s.average]);
    }
    const [fits] = await rows<{ fits: number; texts: number }>(
      db,
      `select count(distinct fit)::int as fits, count(distinct text)::int as texts from reviews`,
    );
    expect(fits?.fits).toBe(3);
    expect(fits?.texts).toBeGreaterThan(100);
  });

  it('is idempotent: a second run skips and changes nothing', async () => {
    const again = await seedDemoData(db);
    expect(again).toEqual({ ...first, skipped: true });
    const runs = await db.select().from(schema.seedRuns).where(eq(schema.seedRuns.name, 'demo'));
    expect(runs).toHaveLength(1);
  });

  it('produces identical data on every run', async () => {
    const digest = (d: Db) =>
      rows<{ digest: string }>(
        d,
        `select md5(string_agg(p.id || p.slug || p.created_at || v.upc || s.quantity || pr.list_amount, ',' order by v.upc)) as digest
         from variants v join products p on p.id = v.product_id join stock s on s.upc = v.upc
         join prices pr on pr.product_id = p.id and pr.currency = 'EUR'`,
      );
    const other = await createDb({ dataDir: 'memory' });
    try {
      await seedDemoData(other.db);
      expect(await digest(other.db)).toEqual(await digest(db));
    } finally {
      await other.close();
    }
  }, 60_000);

  it('grows into a large catalogue on request, reporting progress, and skips it the second time', async () => {
    const messages: string[] = [];
    const large = await seedDemoData(db, { products: 2_000, log: (m) => messages.push(m) });
    expect(large).toMatchObject({
      products: 2_000,
      sites: 4,
      categories: 42,
      stores: first.stores,
      skipped: false,
    });
    expect(large.variants).toBeGreaterThan(first.variants * 5);
    expect(messages.at(-1)).toContain('2000 of 2000');
    const [check] = await rows<{ bad_ids: number; slugs: number; orphans: number }>(
      db,
      `select count(*) filter (where id !~ '^[A-Z0-9]{8,11}$')::int as bad_ids,
              count(distinct slug)::int as slugs,
              count(*) filter (where category_id not in (select id from categories))::int as orphans
       from products where product_type <> 'e-gift-card'`,
    );
    expect(check).toEqual({ bad_ids: 0, slugs: 2_000, orphans: 0 });
    expect(await seedDemoData(db, { products: 2_000 })).toEqual({ ...large, skipped: true });
  }, 60_000);
});
