/**
 * The back-office's product list at scale (decision 070): loads generated products (100,000 by default,
 * six variants and four prices each, over a small category tree, a few product types, 1% hidden) into
 * the PostgreSQL database `ridgeline_admin_products_bench` (created when missing; skipped when it already
 * holds them), then sends list and search requests as a signed-in owner through buildApp().inject() one
 * at a time and prints p50/p95 per query.
 *
 * Usage: npx tsx bench/admin-products.ts [--url postgres://postgres@127.0.0.1:5432/postgres]
 *        [--products 100000] [--rounds 30]
 */
import { buildApp } from '@ridgeline/api';
import { operators } from '@ridgeline/commerce';
import { createDb, sql } from '@ridgeline/db';
import { benchArgs } from './args.ts';
import { benchDatabaseUrl, percentile } from './measure.ts';

const args = benchArgs();
const serverUrl =
  args.get('url') ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const total = Number(args.get('products') ?? 100_000);
const rounds = Number(args.get('rounds') ?? 30);
const NAME = 'ridgeline_admin_products_bench';

const database = await createDb({ url: await benchDatabaseUrl(serverUrl, NAME), maxConnections: 4 });
const { db } = database;

const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

// A root per gender, four children each, three leaves under each child: 51 categories.
await db.execute(sql`
  insert into categories (id, parent_id, slug, name, position, path)
  select r::text, null, 'root-' || r, jsonb_build_object('en', 'Root ' || r), r, array[r::text]
  from generate_series(1000, 3000, 1000) r
  union all
  select (r + c * 100)::text, r::text, 'cat-' || (r + c * 100), jsonb_build_object('en', 'Category ' || (r + c * 100)),
    c, array[r::text, (r + c * 100)::text]
  from generate_series(1000, 3000, 1000) r, generate_series(1, 4) c
  union all
  select (r + c * 100 + l)::text, (r + c * 100)::text, 'leaf-' || (r + c * 100 + l),
    jsonb_build_object('en', 'Leaf ' || (r + c * 100 + l)), l, array[r::text, (r + c * 100)::text, (r + c * 100 + l)::text]
  from generate_series(1000, 3000, 1000) r, generate_series(1, 4) c, generate_series(1, 3) l
  on conflict do nothing`);

const [{ n: have } = { n: 0 }] = await rowsOf<{ n: number }>(
  sql`select count(*)::integer as n from products`,
);
const BATCH = 20_000;
const ID = sql.raw(`'BN' || lpad(g::text, 8, '0')`);
for (let start = have; start < total; start += BATCH) {
  const end = Math.min(total, start + BATCH) - 1;
  await db.execute(sql`
    insert into products (id, slug, name, description, brand, product_type, gender, category_id, badge,
      merchant_product_id, enabled)
    select ${ID}, 'product-' || g,
      jsonb_build_object(
        'en', (array['Alpine','Summit','Ridge','Trail','Canyon','Glacier','Cedar','Granite'])[1 + g % 8] || ' '
          || (array['Hiker','Runner','Shell','Fleece','Tee','Pack','Cap','Sock'])[1 + (g / 8) % 8] || ' ' || g,
        'fr', 'Produit ' || g, 'de', 'Produkt ' || g),
      jsonb_build_object('en', 'A generated product.'),
      'Ridgeline',
      (array['hiking-boot','trail-runner','jacket','fleece','t-shirt','backpack','cap','socks'])[1 + g % 8],
      (array['men','women','kids'])[1 + g % 3],
      ((1000 * (1 + g % 3)) + 100 * (1 + g % 4) + (1 + g % 3))::text,
      case when g % 10 = 0 then 'new' end,
      'M' || g,
      g % 100 <> 0
    from generate_series(${start}::integer, ${end}::integer) g`);
  await db.execute(sql`
    insert into variants (upc, product_id, color_id, size, position)
    select lpad((g * 10 + k)::text, 12, '0'), ${ID}, ${ID} || '001', (array['7','8','9','10','11','12'])[k], k
    from generate_series(${start}::integer, ${end}::integer) g, generate_series(1, 6) k`);
  await db.execute(sql`
    insert into prices (product_id, currency, list_amount)
    select ${ID}, c, 5000 + (g % 200) * 100
    from generate_series(${start}::integer, ${end}::integer) g, unnest(array['USD','CAD','GBP','EUR']) c`);
  console.log(`Products: ${end + 1} of ${total}`);
}
await db.execute(sql`vacuum analyze products, variants, prices, categories`);

const app = await buildApp({ database, logger: false, authSecret: 'bench', redis: null });
await app.ready();
const email = `bench.owner.${Date.now()}@example.com`;
const password = 'Summit2026ok';
await operators.createOperator(
  db,
  { type: 'cli', id: 'cli:bench' },
  { email, name: 'Bench', role: 'owner', password },
);
const signIn = await app.inject({
  method: 'POST',
  url: '/api/admin/v1/auth/sign-in',
  payload: { email, password },
});
const cookie = /rl_operator=[^;]+/.exec(String(signIn.headers['set-cookie']))?.[0];
if (!cookie) throw new Error(`sign-in failed: ${signIn.body}`);

const deepCursor = async () => {
  let cursor = '';
  for (let page = 0; page < 20; page++) {
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/v1/products?pageSize=100${cursor ? `&cursor=${cursor}` : ''}`,
      headers: { cookie },
    });
    cursor = response.json().nextCursor;
  }
  return cursor;
};

const middle = Math.floor(total / 2);
/** The second word of the generated names (product g has KINDS[floor(g / 8) % 8]). */
const KINDS = ['hiker', 'runner', 'shell', 'fleece', 'tee', 'pack', 'cap', 'sock'];
const QUERIES: [string, string][] = [
  ['first page', ''],
  ['page 21 (keyset)', `cursor=${await deepCursor()}`],
  ['category (root)', 'categoryId=2000'],
  ['category (leaf)', 'categoryId=1101'],
  ['product type', 'productType=jacket'],
  ['hidden products', 'enabled=false'],
  ['type + category + shown', 'productType=fleece&categoryId=3000&enabled=true'],
  ['search: product id', `q=BN${String(middle).padStart(8, '0')}`],
  ['search: UPC', `q=${String(middle * 10 + 3).padStart(12, '0')}`],
  ['search: common word', 'q=summit'],
  ['search: two words', 'q=canyon%20shell'],
  ['search: rare name', `q=${encodeURIComponent(`${KINDS[Math.floor(middle / 8) % 8]} ${middle}`)}`],
  ['search: no match', 'q=zzzyzx'],
  ['search + category', 'q=granite&categoryId=1000'],
];

for (const [label, query] of QUERIES) {
  const times: number[] = [];
  let found = 0;
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/v1/products?${query}`,
      headers: { cookie },
    });
    times.push(performance.now() - started);
    if (response.statusCode !== 200)
      throw new Error(`${label} answered ${response.statusCode}: ${response.body}`);
    found = response.json().items.length;
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(28)} p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms  (${found} rows)`,
  );
}
await app.close();
await database.close();
