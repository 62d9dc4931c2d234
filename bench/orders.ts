/**
 * Orders per second placed concurrently on PostgreSQL, with a zero-oversell check. Not a test.
 * The whole API runs in-process (app.inject, no network) against the database ridgeline_bench_orders on
 * the server (created, migrated and seeded when missing), and the figures go to bench/ORDERS-RESULTS.md.
 * Usage: npm run bench:orders [-- --server postgres://postgres@127.0.0.1:5432 --buyers 300 --concurrency 20 --stock 100]
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '@ridgeline/api';
import { createDb, eq, inArray, schema, seedDemoData } from '@ridgeline/db';
import { benchArgs } from './args.ts';
import { benchDatabaseUrl, percentile } from './measure.ts';

const args = benchArgs();
const server =
  args.get('server') ?? process.env.BENCH_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const buyers = Number(args.get('buyers') ?? 300);
const concurrency = Number(args.get('concurrency') ?? 20);
const hotStock = Number(args.get('stock') ?? 100);
const DATABASE = 'ridgeline_bench_orders';

const ADDRESS = {
  firstName: 'Bench',
  lastName: 'Buyer',
  addressLine1: '350 Fifth Avenue',
  city: 'New York',
  province: 'NY',
  postalCode: '10118',
  countryCode: 'US',
  phone: '2125550123',
};

/** Runs tasks with at most `limit` in flight. */
async function pool<T>(count: number, limit: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, count) }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await task(i);
      }
    }),
  );
  return results;
}

async function main() {
  const url = await benchDatabaseUrl(server, DATABASE);
  const database = await createDb({ url, maxConnections: concurrency + 5 });
  await seedDemoData(database.db);
  const app = await buildApp({
    database,
    logger: false,
    authSecret: 'bench-orders',
    rateLimits: { authPerMinute: 1e9, orderPerMinute: 1e9 },
  });
  await app.ready();
  const call = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, token?: string) => {
    const response = await app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body === undefined ? {} : { payload: body as never }),
    });
    return { status: response.statusCode, body: response.json() as T };
  };

  // Variants in stock: the first is the contended one, the others spread the load.
  const variants = await database.db
    .select({ upc: schema.stock.upc })
    .from(schema.stock)
    .innerJoin(schema.variants, eq(schema.variants.upc, schema.stock.upc))
    .limit(buyers + 1);
  const hotUpc = variants[0]!.upc;
  const spreadUpcs = variants.slice(1).map((v) => v.upc);
  await database.db
    .update(schema.stock)
    .set({ quantity: 1_000 })
    .where(inArray(schema.stock.upc, spreadUpcs));
  await database.db.update(schema.stock).set({ quantity: 1_000 }).where(eq(schema.stock.upc, hotUpc));

  async function readyBuyer(upc: string) {
    const session = await call<{ accessToken: string }>('POST', '/api/token/v2/auth/token', {
      type: 'Guest',
    });
    const token = session.body.accessToken;
    const cart = await call<{ id: string }>('POST', '/api/cart/v1/cart', undefined, token);
    const cartId = cart.body.id;
    await call('POST', '/api/cart/v1/item', { cartId, upc, qty: 1 }, token);
    await call(
      'POST',
      `/api/cart/v2/cart/${cartId}/shippingAddress`,
      { ...ADDRESS, email: 'bench@example.com' },
      token,
    );
    await call('POST', '/api/cart/v1/shippingMethod', { cartId, code: 'standard' }, token);
    await call('POST', `/api/cart/v1/cart/${cartId}/billingAddress`, ADDRESS, token);
    const card = await app.inject({
      method: 'POST',
      url: '/gateway/v1/tokens',
      payload: {
        cardNumber: '4242424242424242',
        holder: 'Bench Buyer',
        expMonth: 12,
        expYear: 2035,
        cvc: '123',
      },
    });
    const added = await call(
      'POST',
      `/api/cart/v1/cart/${cartId}/paymentInstruments`,
      { payment_method_id: 'CREDIT_CARD', card: { token: card.json().token } },
      token,
    );
    if (added.status !== 200) throw new Error(`buyer setup failed: ${JSON.stringify(added.body)}`);
    return { token, cartId };
  }

  async function scenario(name: string, upcOf: (i: number) => string, stockBefore: number | null) {
    const ready = await pool(buyers, concurrency, (i) => readyBuyer(upcOf(i)));
    if (stockBefore !== null) {
      await database.db
        .update(schema.stock)
        .set({ quantity: stockBefore })
        .where(eq(schema.stock.upc, hotUpc));
    }
    const latencies: number[] = [];
    const outcomes = new Map<string, number>();
    const started = performance.now();
    await pool(buyers, concurrency, async (i) => {
      const t0 = performance.now();
      const response = await app.inject({
        method: 'PUT',
        url: '/api/cart/v2/checkout/order',
        // Each buyer is a different shopper on a different address, as the place-order risk rule sees them.
        remoteAddress: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        headers: {
          authorization: `Bearer ${ready[i]!.token}`,
          'idempotency-key': `bench-${name}-${Date.now()}-${i}`,
        },
        payload: { cartId: ready[i]!.cartId },
      });
      latencies.push(performance.now() - t0);
      const key =
        response.statusCode === 200
          ? 'placed'
          : (response.json().errorDetails?.[0]?.errorId ?? String(response.statusCode));
      outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
    });
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const placed = outcomes.get('placed') ?? 0;
    const [hot] = await database.db.select().from(schema.stock).where(eq(schema.stock.upc, hotUpc));
    return {
      name,
      attempts: buyers,
      placed,
      outcomes: Object.fromEntries(outcomes),
      seconds,
      ordersPerSecond: placed / seconds,
      attemptsPerSecond: buyers / seconds,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      stockBefore,
      stockAfter: stockBefore === null ? null : (hot?.quantity ?? 0),
      oversold: stockBefore === null ? 0 : Math.max(0, placed - stockBefore),
    };
  }

  const spread = await scenario('spread', (i) => spreadUpcs[i % spreadUpcs.length]!, null);
  const contended = await scenario('contended', () => hotUpc, hotStock);
  await app.close();
  await database.close();

  const rows = [spread, contended].map(
    (r) =>
      `| ${r.name} | ${r.attempts} | ${r.placed} | ${JSON.stringify(r.outcomes)} | ${r.seconds.toFixed(2)} | ${r.ordersPerSecond.toFixed(1)} | ${r.attemptsPerSecond.toFixed(1)} | ${r.p50.toFixed(0)} / ${r.p95.toFixed(0)} / ${r.p99.toFixed(0)} | ${r.stockBefore ?? '-'} → ${r.stockAfter ?? '-'} | ${r.oversold} |`,
  );
  const report = [
    '# Order placement benchmark (PostgreSQL)',
    '',
    `Run ${new Date().toISOString()} with \`npm run bench:orders\`: ${buyers} buyers, ${concurrency} in flight, the API in-process`,
    `(app.inject, no network) on database \`${DATABASE}\`. Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'},`,
    `Node ${process.version}. Each order: prepare, card authorisation at the test gateway, then one transaction`,
    '(guarded stock decrement, cart closed, order, payment, promotions, outbox). The latency and rate depend on',
    'what else the machine runs; the oversell column must always be 0.',
    '',
    '- **spread**: every buyer buys a different variant (no stock contention).',
    `- **contended**: every buyer wants the same variant, which has ${hotStock} units: exactly ${hotStock} orders must succeed.`,
    '',
    '| scenario | attempts | placed | outcomes | seconds | orders/s | attempts/s | latency ms p50 / p95 / p99 | hot stock | oversold |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
  console.log(report);
  writeFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'ORDERS-RESULTS.md'), report);
  if (
    contended.oversold > 0 ||
    contended.placed !== Math.min(buyers, hotStock) ||
    (contended.stockAfter ?? 0) < 0
  ) {
    console.error('OVERSELL CHECK FAILED');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
