/**
 * Content service latency (decision 067): one page document with 12 slot references (banners, and a
 * collection of 8 linked cards: three levels of references), published, then asked for
 * `augmentedpage/us/{page}` through buildApp().inject() one request at a time. Prints p50/p95/p99;
 * the goal is p95 <= 10 ms on PostgreSQL. Each run adds its own page (a new slug) to `ridgeline_bench`.
 *
 * Usage: npx tsx bench/content.ts [--url postgres://postgres@127.0.0.1:5432/postgres] [--requests 500]
 *        [--pglite] (embedded database in memory instead of PostgreSQL)
 */
import { randomUUID } from 'node:crypto';
import { buildApp } from '@ridgeline/api';
import { content } from '@ridgeline/commerce';
import { createDb, type Database } from '@ridgeline/db';
import { benchArgs } from './args.ts';
import { benchDatabaseUrl, percentile } from './measure.ts';

const args = benchArgs();
const serverUrl =
  args.get('url') ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const requests = Number(args.get('requests') ?? 500);

async function openDatabase(): Promise<Database> {
  if (args.get('pglite') === 'true') return createDb({ dataDir: 'memory' });
  return createDb({ url: await benchDatabaseUrl(serverUrl, 'ridgeline_bench'), maxConnections: 4 });
}

const database = await openDatabase();
const db = database.db;
const actor = { type: 'cli' as const, id: 'cli:bench' };
const published = async (input: Parameters<typeof content.createDocument>[2]) => {
  const doc = await content.createDocument(db, actor, input);
  await content.publishDocument(db, actor, doc.id, {});
  return doc.id;
};
const base = { siteId: null, route: null, layoutVariant: null, localized: {} };
const banner = (name: string) => ({
  ...base,
  type: 'banner' as const,
  fields: { name, kind: 'hero', title: name, targets: [{ text: 'Shop now', url: '/en-us/c/1000' }] },
  localized: { fr: { title: `${name} (fr)` } },
});

const cards: string[] = [];
for (let i = 0; i < 8; i++) {
  cards.push(
    await published({ ...base, type: 'linked-card', fields: { name: `Card ${i}`, title: `Card ${i}` } }),
  );
}
const collection = await published({
  ...base,
  type: 'collection',
  fields: {
    name: 'Cards',
    breakpoints: { lg: { type: 'carousel' } },
    items: cards.map((documentId) => ({ documentId })),
  },
});
const banners: string[] = [];
for (let i = 0; i < 11; i++) banners.push(await published(banner(`Banner ${i}`)));
const slug = `bench-${randomUUID().slice(0, 8)}`;
await published({
  ...base,
  type: 'page',
  siteId: 'us',
  route: { kind: 'page', key: slug },
  fields: {
    name: 'Bench page',
    slots: {
      top: banners.slice(0, 3).map((documentId) => ({ documentId })),
      main: [{ documentId: collection }, ...banners.slice(3, 8).map((documentId) => ({ documentId }))],
      bottom: banners.slice(8).map((documentId) => ({ documentId })),
    },
  },
});

const app = await buildApp({ database, logger: false, authSecret: 'bench', redis: null });
const url = `/api/live/caas/v1/canvas/augmentedpage/us/${slug}?localePath=/fr-ca`;
for (let i = 0; i < 50; i++) await app.inject({ method: 'GET', url });
const times: number[] = [];
for (let i = 0; i < requests; i++) {
  const started = performance.now();
  const response = await app.inject({ method: 'GET', url });
  times.push(performance.now() - started);
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
}
times.sort((a, b) => a - b);
const p95 = percentile(times, 95);
console.log(
  `augmentedpage (12 slot references, 3 levels) on ${database.kind}: ` +
    `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms ` +
    `(${requests} requests; goal p95 <= 10 ms: ${p95 <= 10 ? 'met' : 'NOT met'})`,
);
await app.close();
await database.close();
