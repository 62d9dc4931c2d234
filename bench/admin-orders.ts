/**
 * The back-office's order list at scale (decision 066): loads generated orders (1,000,000 by default, one
 * line and one payment each, spread over a year, four sites, a few statuses and tenders) into the
 * PostgreSQL database `ridgeline_admin_bench` (created when missing; skipped when it already holds them),
 * then sends list and search requests as a signed-in owner through buildApp().inject() one at a time and
 * prints p50/p95 per query.
 *
 * Usage: npx tsx bench/admin-orders.ts [--url postgres://postgres@127.0.0.1:5432/postgres] [--orders 1000000]
 *        [--rounds 30]
 */
import { buildApp } from '@ridgeline/api';
import { operators } from '@ridgeline/commerce';
import { createDb, sql } from '@ridgeline/db';
import { benchArgs } from './args.ts';
import { benchDatabaseUrl, percentile } from './measure.ts';

const args = benchArgs();
const serverUrl =
  args.get('url') ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const total = Number(args.get('orders') ?? 1_000_000);
const rounds = Number(args.get('rounds') ?? 30);

const database = await createDb({
  url: await benchDatabaseUrl(serverUrl, 'ridgeline_admin_bench'),
  maxConnections: 4,
});
const { db } = database;

const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const [{ n: have } = { n: 0 }] = await rowsOf<{ n: number }>(sql`select count(*)::integer as n from orders`);
const BATCH = 100_000;
const ORDER_NUMBER = sql.raw(`'RL' || lpad(((g::bigint * 2654435761) % 10000000000)::text, 10, '0')`);
const orderNumberOf = (g: number) =>
  `RL${((BigInt(g) * 2654435761n) % 10000000000n).toString().padStart(10, '0')}`;
for (let start = have; start < total; start += BATCH) {
  const end = Math.min(total, start + BATCH) - 1;
  // Order numbers RL + 10 digits scattered like the shop's random ones (a bijection of the series, so
  // unrelated to when the order was placed); names and emails from small pools, as a shop's repeat
  // customers would be; placed over the last year.
  await db.execute(sql`
    insert into orders (order_number, cart_id, site_id, locale, currency, owner_id, email, status, lookup_token,
      shipping_address, billing_address, shipping_method_code, totals, promo_summary, placed_at)
    select ${ORDER_NUMBER}, 'bench-cart-' || g,
      (array['us','ca','gb','eu'])[1 + g % 4], 'en-us', 'USD', 'bench-owner-' || (g % 50000),
      'shopper' || (g % 50000) || '@example.com',
      (array['created','picked','shipped','delivered','delivered','delivered','cancelled'])[1 + g % 7],
      'token-' || g,
      jsonb_build_object('firstName', 'Alex', 'lastName', 'Name' || (g % 20000)),
      jsonb_build_object('firstName', 'Alex', 'lastName', 'Name' || (g % 20000), 'addressLine1', '1 Main St',
        'city', 'Springfield', 'postalCode', '12345', 'countryCode', 'US', 'phone', '2125550123'),
      (array['standard','express','pickup'])[1 + g % 3],
      jsonb_build_object('total', 1000 + g % 50000), '[]'::jsonb,
      now() - ((g % 525600) * interval '1 minute')
    from generate_series(${start}::integer, ${end}::integer) g`);
  await db.execute(sql`
    insert into order_payments (id, order_number, method_id, amount, status)
    select 'bench-pay-' || g, ${ORDER_NUMBER},
      (array['CREDIT_CARD','CREDIT_CARD','CREDIT_CARD','BNPL','GIFT_CARD'])[1 + g % 5], 1000, 'authorized'
    from generate_series(${start}::integer, ${end}::integer) g`);
  await db.execute(sql`
    insert into order_items (id, order_number, upc, product_id, master_id, name, color_label, size, qty,
      unit_price, row_total, image_url, pdp_url, store_id, delivery_method)
    select 'bench-item-' || g, ${ORDER_NUMBER}, 'upc', 'p', 'm', 'Boot', 'Black', '9', 1,
      1000, 1000, '', '', case when g % 3 = 2 then 'store-' || (g % 40) end,
      case when g % 3 = 2 then 'pickup' end
    from generate_series(${start}::integer, ${end}::integer) g`);
  console.log(`Orders: ${end + 1} of ${total}`);
}
await db.execute(sql`vacuum analyze orders, order_payments, order_items`);

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
      url: `/api/admin/v1/orders?pageSize=100${cursor ? `&cursor=${cursor}` : ''}`,
      headers: { cookie },
    });
    cursor = response.json().nextCursor;
  }
  return cursor;
};

const QUERIES: [string, string][] = [
  ['newest, first page', ''],
  ['newest, page 21 (keyset)', `cursor=${await deepCursor()}`],
  ['status', 'status=picked'],
  ['site + status', 'siteId=eu&status=created'],
  ['date range', `from=${encodeURIComponent(new Date(Date.now() - 7 * 86_400_000).toISOString())}`],
  ['payment method (BNPL)', 'paymentMethod=BNPL'],
  ['delivery method (pickup)', 'deliveryMethod=pickup'],
  ['store', 'storeId=store-7'],
  ['search: order number', `q=${orderNumberOf(Math.floor(total / 2))}`],
  ['search: order number prefix', 'q=RL00004'],
  ['search: email', 'q=shopper4242@example.com'],
  ['search: last name', 'q=name1234'],
  ['search: first and last name', 'q=alex%20name77'],
];

const lines: string[] = [];
for (const [label, query] of QUERIES) {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/v1/orders?${query}`,
      headers: { cookie },
    });
    times.push(performance.now() - started);
    if (response.statusCode !== 200)
      throw new Error(`${label} answered ${response.statusCode}: ${response.body}`);
  }
  times.sort((a, b) => a - b);
  lines.push(
    `${label.padEnd(32)} p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms`,
  );
  console.log(lines.at(-1));
}
await app.close();
await database.close();
