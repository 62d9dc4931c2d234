/**
 * The back-office's customer list and search at scale (decisions 073, 088): loads 200,000 registered
 * customers (shoppers + consumers: names from a pool of common and rarer surnames, emails, phone numbers,
 * 30 % loyalty members, accounts opened over three years) and 1,000,000 orders owned by them (a few
 * customers with thousands of orders, most with a handful; one payment each, 5 % paid partly with loyalty
 * points) into the PostgreSQL database `ridgeline_customers_bench` (created when missing; the load is
 * skipped when it already holds them), then sends list, search and profile requests as a signed-in owner
 * through buildApp().inject() one at a time and prints p50/p95 per query. Not part of npm test.
 *
 * Usage: npx tsx bench/admin-customers.ts [--url postgres://postgres@127.0.0.1:5432/postgres]
 *        [--customers 200000] [--orders 1000000] [--rounds 30]
 */
import { loadavg } from 'node:os';
import { buildApp } from '@ridgeline/api';
import { operators } from '@ridgeline/commerce';
import { createDb, sql } from '@ridgeline/db';
import { benchArgs } from './args.ts';
import { benchDatabaseUrl, percentile } from './measure.ts';

const args = benchArgs();
const serverUrl =
  args.get('url') ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const customerCount = Number(args.get('customers') ?? 200_000);
const orderCount = Number(args.get('orders') ?? 1_000_000);
const rounds = Number(args.get('rounds') ?? 30);

const database = await createDb({
  url: await benchDatabaseUrl(serverUrl, 'ridgeline_customers_bench'),
  maxConnections: 4,
});
const { db } = database;

const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Common surnames (60 % of customers) and rarer ones built from syllables (the long tail). */
const COMMON = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Simon',
  'Laurent',
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Taylor',
  'Anderson',
  'Wilson',
  'Moore',
  'Jackson',
  'White',
  'Harris',
  'Clark',
  'Lewis',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Green',
  'Baker',
  'Adams',
  'Nelson',
  'Hill',
];
const FIRST = [
  'James',
  'Mary',
  'John',
  'Patricia',
  'Robert',
  'Jennifer',
  'Michael',
  'Linda',
  'David',
  'Elizabeth',
  'Camille',
  'Louis',
  'Léa',
  'Hugo',
  'Chloé',
  'Lukas',
  'Anna',
  'Leon',
  'Emma',
  'Felix',
  'Olivia',
  'Noah',
  'Ava',
  'Liam',
  'Sophia',
  'Lucas',
  'Mia',
  'Ethan',
  'Zoe',
  'Alex',
];
const HEADS = [
  'Ab',
  'Bel',
  'Cor',
  'Dra',
  'El',
  'Fen',
  'Gar',
  'Hal',
  'Ing',
  'Jor',
  'Kel',
  'Lor',
  'Mar',
  'Nor',
  'Ost',
  'Pen',
  'Quin',
  'Ros',
  'Sta',
  'Tor',
  'Ul',
  'Van',
  'Wes',
  'Xa',
  'Yor',
  'Zel',
];
const TAILS = [
  'ford',
  'ton',
  'wick',
  'berg',
  'mann',
  'ley',
  'son',
  'ridge',
  'field',
  'stein',
  'ville',
  'court',
  'well',
  'wood',
  'by',
  'croft',
  'dale',
  'hurst',
  'more',
  'worth',
];
const pgArray = (values: string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]`);

/** The customer of a series number, as a UUID (the API's customer ids are shopper UUIDs). */
// md5 gives 32 random hex digits; the version (4) and variant (8) digits make it a valid UUID v4.
const SHOPPER_ID = (k: string) =>
  sql.raw(
    `overlay(overlay(md5('bench-shopper-' || ${k}) placing '4' from 13) placing '8' from 17)::uuid::text`,
  );

const [{ n: haveCustomers } = { n: 0 }] = await rowsOf<{ n: number }>(
  sql`select count(*)::integer as n from consumers`,
);
const BATCH = 100_000;
const started = performance.now();
for (let start = haveCustomers; start < customerCount; start += BATCH) {
  const end = Math.min(customerCount, start + BATCH) - 1;
  const LAST = sql`case when g % 5 < 3 then (${pgArray(COMMON)})[1 + (g * 7) % ${COMMON.length}]
      else (${pgArray(HEADS)})[1 + (g / 7) % ${HEADS.length}] || (${pgArray(TAILS)})[1 + (g / 3) % ${TAILS.length}] end`;
  await db.execute(sql`
    insert into shoppers (id, consumer_no, consumer_type, email, created_at)
    select ${SHOPPER_ID('g')}, 'B' || lpad(g::text, 10, '0'), 'REGISTERED',
      lower((${pgArray(FIRST)})[1 + g % ${FIRST.length}] || '.' || ${LAST} || g || '@example.com'),
      now() - ((${customerCount} - g) * interval '8 minutes')
    from generate_series(${start}::integer, ${end}::integer) g`);
  await db.execute(sql`
    insert into consumers (shopper_id, password_hash, first_name, last_name, phone, phone_code, country_code,
      is_terms_confirmed, member_id, loyalty_opt_in_date, loyalty_points, created_at)
    select ${SHOPPER_ID('g')}, 'bench-not-a-hash', (${pgArray(FIRST)})[1 + g % ${FIRST.length}], ${LAST},
      lpad(((g::bigint * 2654435761) % 10000000000)::text, 10, '0'), '+1', 'US', true,
      case when g % 10 < 3 then 'M' || lpad(g::text, 12, '0') end,
      case when g % 10 < 3 then now() - ((${customerCount} - g) * interval '8 minutes') end,
      case when g % 10 < 3 then g % 3000 else 0 end,
      now() - ((${customerCount} - g) * interval '8 minutes')
    from generate_series(${start}::integer, ${end}::integer) g`);
  console.log(`Customers: ${end + 1} of ${customerCount}`);
}

const [{ n: haveOrders } = { n: 0 }] = await rowsOf<{ n: number }>(
  sql`select count(*)::integer as n from orders`,
);
const ORDER_NUMBER = sql.raw(`'RL' || lpad(((g::bigint * 2654435761) % 10000000000)::text, 10, '0')`);
// The owner: a square of a uniform draw, so a few customers have thousands of orders and most a handful.
const OWNER = SHOPPER_ID(
  `floor(${customerCount} * power(((g::bigint * 48271) % 1000003)::float / 1000003, 2))::integer`,
);
for (let start = haveOrders; start < orderCount; start += BATCH) {
  const end = Math.min(orderCount, start + BATCH) - 1;
  await db.execute(sql`
    insert into orders (order_number, cart_id, site_id, locale, currency, owner_id, email, status, lookup_token,
      shipping_address, billing_address, shipping_method_code, totals, promo_summary, placed_at)
    select ${ORDER_NUMBER}, 'bench-cart-' || g, (array['us','ca','gb','eu'])[1 + g % 4], 'en-us', 'USD',
      ${OWNER}, 'owner@example.com',
      (array['created','picked','shipped','delivered','delivered','delivered','cancelled'])[1 + g % 7],
      'token-' || g, jsonb_build_object('firstName', 'Alex', 'lastName', 'Name'),
      jsonb_build_object('firstName', 'Alex', 'lastName', 'Name', 'addressLine1', '1 Main St',
        'city', 'Springfield', 'postalCode', '12345', 'countryCode', 'US', 'phone', '2125550123'),
      'standard', jsonb_build_object('total', 1000 + g % 50000), '[]'::jsonb,
      now() - ((g % 1576800) * interval '1 minute')
    from generate_series(${start}::integer, ${end}::integer) g`);
  await db.execute(sql`
    insert into order_payments (id, order_number, method_id, authorization_id, amount, status)
    select 'bench-pay-' || g, ${ORDER_NUMBER},
      case when g % 20 = 0 then 'LOYALTY_POINTS' else 'CREDIT_CARD' end,
      case when g % 20 = 0 then 'points:500' end, 1000, 'authorized'
    from generate_series(${start}::integer, ${end}::integer) g`);
  console.log(`Orders: ${end + 1} of ${orderCount}`);
}
await db.execute(sql`vacuum analyze shoppers, consumers, orders, order_payments`);
const loadSeconds = (performance.now() - started) / 1000;
if (loadSeconds > 1) console.log(`Loaded in ${loadSeconds.toFixed(0)} s`);

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

const get = (path: string) => app.inject({ method: 'GET', url: `/api/admin/v1${path}`, headers: { cookie } });
const deepCursor = async () => {
  let cursor = '';
  for (let page = 0; page < 20; page++) {
    cursor = (await get(`/customers?pageSize=25${cursor ? `&cursor=${cursor}` : ''}`)).json().nextCursor;
  }
  return cursor;
};
const [someone] = await rowsOf<{
  id: string;
  email: string;
  phone: string;
  member: string;
  first: string;
  last: string;
}>(sql`
  select s.id, s.email, c.phone, c.member_id as member, c.first_name as first, c.last_name as last
  from consumers c join shoppers s on s.id = c.shopper_id
  where c.member_id is not null order by c.shopper_id limit 1`);
const [busiest] = await rowsOf<{ id: string; n: number }>(
  sql`select owner_id as id, count(*)::integer as n from orders group by owner_id order by n desc limit 1`,
);
const [typical] = await rowsOf<{ id: string; n: number }>(sql`
  select owner_id as id, count(*)::integer as n from orders
  where owner_id = ${SHOPPER_ID(String(Math.floor(customerCount / 2)))} group by owner_id`);
if (!someone || !busiest) throw new Error('no customers loaded');

const QUERIES: [string, string][] = [
  ['newest, first page', '/customers'],
  ['newest, page 21 (keyset)', `/customers?cursor=${await deepCursor()}`],
  ['search: whole email', `/customers?q=${encodeURIComponent(someone.email)}`],
  ['search: email beginning', `/customers?q=${encodeURIComponent(`${someone.email.split('@')[0]}@`)}`],
  ['search: loyalty number', `/customers?q=${someone.member}`],
  ['search: phone, 6 digits', `/customers?q=${someone.phone.slice(0, 6)}`],
  ['search: phone, 3 digits', `/customers?q=${someone.phone.slice(0, 3)}`],
  ['search: common last name', '/customers?q=smith'],
  ['search: rare last name', '/customers?q=zelwick'],
  ['search: first and last name', `/customers?q=${encodeURIComponent(`${someone.first} ${someone.last}`)}`],
  ['search: two letters (common)', '/customers?q=sm'],
  ['search: one letter (rare)', '/customers?q=x'],
  ['search: no match', '/customers?q=qqqq'],
  [`profile: typical (${typical?.n ?? 0} orders)`, `/customers/${typical?.id ?? someone.id}`],
  [`profile: busiest (${busiest.n} orders)`, `/customers/${busiest.id}`],
];

console.log(
  `load average before: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
for (const [label, path] of QUERIES) {
  const times: number[] = [];
  let count = 0;
  for (let i = 0; i < rounds; i++) {
    const begun = performance.now();
    const response = await get(path);
    times.push(performance.now() - begun);
    if (response.statusCode !== 200)
      throw new Error(`${label} answered ${response.statusCode}: ${response.body}`);
    count = response.json().items?.length ?? response.json().orders?.length ?? 0;
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(34)} p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms  (${count} rows)`,
  );
}
console.log(
  `load average after: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
await app.close();
await database.close();
