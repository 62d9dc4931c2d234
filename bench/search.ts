/**
 * Search latency at catalogue scale: loads 100,000 products into the PostgreSQL database
 * `ridgeline_bench` (created when missing; seeding is skipped when already done), then sends a mix
 * of productSearch and autoSuggest requests through buildApp().inject() one at a time and prints
 * p50/p95/p99 per query and overall. Writes bench/SEARCH-RESULTS.md.
 *
 * Usage: npx tsx bench/search.ts [--url postgres://postgres@127.0.0.1:5432/postgres] [--rounds 30]
 *        [--products 100000] [--pglite] (embedded database instead of PostgreSQL, in memory unless
 *        [--pglite-dir ./data/bench-pglite] names a folder: a 100,000-product catalogue is seeded once there)
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '@ridgeline/api';
import { createDb, type Database, refreshSearch, seedDemoData, sql } from '@ridgeline/db';
import { benchArgs } from './args.ts';
import { benchDatabaseUrl, percentile } from './measure.ts';

const args = benchArgs();
const serverUrl =
  args.get('url') ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const rounds = Number(args.get('rounds') ?? 30);
const products = Number(args.get('products') ?? 100_000);
const embedded = args.get('pglite') === 'true';
const pgliteDir = args.get('pglite-dir') ?? 'memory';

const QUERIES: [string, string][] = [
  ['one word', 'q=boot'],
  ['three words', 'q=waterproof%20hiking%20boots'],
  ['prefix while typing', 'q=jack'],
  ['typo (spelling correction)', 'q=hikng%20boot'],
  ['words + sort by price', 'q=jacket&sort=price-asc'],
  ['words + price range', 'q=socks&priceMin=1000&priceMax=3000'],
  ['German words', 'q=wanderschuhe&locale=de-de'],
  ['French words', 'q=veste%20imperm%C3%A9able&locale=fr-ca'],
  ['leaf category', 'categoryId=1101'],
  ['leaf category, page 3', 'categoryId=1101&start=48'],
  ['top category (a third of all)', 'categoryId=1000'],
  ['category + size + colour', 'categoryId=1100&size=9&color=001'],
  ['category + in stock, newest', 'categoryId=2000&inStock=true&sort=newest'],
  ['category + rating + badge', 'categoryId=3000&rating=3&badge=new'],
  ['autoSuggest', 'autoSuggest:q=wat'],
  ['autoSuggest with typo', 'autoSuggest:q=jakcet'],
  ['leaf category right after a price change', 'change:categoryId=1101'],
];

async function openDatabase(): Promise<Database> {
  if (embedded) return createDb({ dataDir: pgliteDir });
  return createDb({ url: await benchDatabaseUrl(serverUrl, 'ridgeline_bench'), maxConnections: 4 });
}

const ms = (value: number) => value.toFixed(1);

const database = await openDatabase();
const seedStarted = performance.now();
await seedDemoData(database.db, { products, log: (message) => console.log(message) });
console.log(`Catalogue ready in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s`);
// A catalogue seeded before the search tables existed gets its search rows now, in batches.
const missing = (
  (await database.db.execute(
    sql`select p.id from products p where not exists (select 1 from product_search ps where ps.product_id = p.id) order by p.id`,
  )) as unknown as { rows: { id: string }[] }
).rows.map((row) => row.id);
for (let start = 0; start < missing.length; start += 5_000) {
  await refreshSearch(database.db, missing.slice(start, start + 5_000));
  console.log(`Search rows: ${Math.min(start + 5_000, missing.length)} of ${missing.length}`);
}
// As autovacuum would after a bulk load (PGlite has none): marks pages all-visible and refreshes the
// planner's statistics.
await database.db.execute(sql`vacuum analyze`);

const heapBefore = process.memoryUsage().heapUsed;
const app = await buildApp({ database, logger: false, authSecret: 'bench' });
await app.ready();
const urlOf = (query: string) =>
  query.startsWith('autoSuggest:')
    ? `/api/products/v2/search/autoSuggest?${query.slice('autoSuggest:'.length)}`
    : `/api/products/v2/search/productSearch?${query.replace(/^change:/, '')}`;
// A price change rewrites the product's search rows (a trigger calls product_search_refresh), which the
// next request reads into the search index before it answers.
const changeAPrice = () =>
  database.db.execute(
    sql`update prices set list_amount = list_amount where currency = 'USD' and product_id =
      (select product_id from product_search where category_id = '1101' order by random() limit 1)`,
  );

/**
 * CPU time spent so far by this process and the database server processes serving it, in ms. On a
 * shared machine latency includes waiting for a core; CPU time per request does not, and is about the
 * latency the same request would have on an idle machine.
 */
let backends: number[] = [];
async function findBackends() {
  if (embedded) return;
  const result = (await database.db.execute(
    sql`select pid from pg_stat_activity where datname = current_database()`,
  )) as unknown as { rows: { pid: number }[] };
  backends = result.rows.map((row) => row.pid);
}
function cpuNow() {
  const own = process.cpuUsage();
  let total = (own.user + own.system) / 1000;
  for (const pid of backends) {
    try {
      total += Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
    } catch {
      // A connection the pool closed meanwhile.
    }
  }
  return total;
}

async function send(query: string) {
  if (query.startsWith('change:')) await changeAPrice();
  const cpuBefore = cpuNow();
  const started = performance.now();
  const response = await app.inject({ method: 'GET', url: urlOf(query) });
  const elapsed = performance.now() - started;
  const cpu = cpuNow() - cpuBefore;
  if (response.statusCode !== 200)
    throw new Error(`${query} answered ${response.statusCode}: ${response.body}`);
  return { elapsed, cpu, response };
}

// The first requests of a process read the search index: the listing rows, then each language's words.
await findBackends();
const coldTimes: string[] = [];
for (const [part, query] of [
  ['listing rows', 'categoryId=1101'],
  ['English words', 'q=boot'],
  ['French words', 'q=veste&locale=fr-ca'],
  ['German words', 'q=stiefel&locale=de-de'],
] as const) {
  const { elapsed } = await send(query);
  coldTimes.push(`${part} ${(elapsed / 1000).toFixed(1)} s`);
}
const heapAfter = process.memoryUsage().heapUsed;

const loadBefore = os.loadavg()[0]!;
const times = new Map<string, number[]>(QUERIES.map(([name]) => [name, []]));
const cpus = new Map<string, number[]>(QUERIES.map(([name]) => [name, []]));
const totals = new Map<string, number>();
for (let round = -3; round < rounds; round++) {
  await findBackends();
  for (const [name, query] of QUERIES) {
    const sent = await send(query);
    if (round < 0) {
      totals.set(name, (sent.response.json() as { total?: number }).total ?? 0);
      continue; // warm-up rounds
    }
    times.get(name)!.push(sent.elapsed);
    cpus.get(name)!.push(sent.cpu);
  }
}

/** Requests a second with `clients` concurrent clients cycling through `queries` for `seconds`. */
async function throughput(queries: string[], clients = 4, seconds = 8) {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  const client = async (offset: number) => {
    for (let i = offset; performance.now() < until; i++) {
      await send(queries[i % queries.length]!);
      done++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, (_, i) => client(i)));
  return done / ((performance.now() - started) / 1000);
}
const isSearch = (query: string) => query.includes('q=') && !query.startsWith('autoSuggest:');
const isListing = (query: string) => !query.includes('q=') && !query.startsWith('change:');
const rates = {
  searches: await throughput(QUERIES.map(([, query]) => query).filter(isSearch)),
  listings: await throughput(QUERIES.map(([, query]) => query).filter(isListing)),
};
const loadAfter = os.loadavg()[0]!;
await app.close();
await database.close();

const sortedOf = (values: number[]) => [...values].sort((a, b) => a - b);
const figures = (values: number[]) => {
  const sorted = sortedOf(values);
  return [50, 95, 99].map((p) => ms(percentile(sorted, p))).join(' | ');
};
const cpuMedian = (values: number[]) => ms(percentile(sortedOf(values), 50));
const rows = QUERIES.map(
  ([name, query]) =>
    `| ${name} | \`${query}\` | ${totals.get(name)} | ${figures(times.get(name)!)} | ${cpuMedian(cpus.get(name)!)} |`,
);
const classes: [string, (query: string) => boolean][] = [
  ['**all searches**', isSearch],
  ['**all listings**', isListing],
  ['**all autoSuggest**', (query) => query.startsWith('autoSuggest:')],
  ['**all**', () => true],
];
for (const [label, test] of classes) {
  const names = QUERIES.filter(([, query]) => test(query)).map(([name]) => name);
  const all = names.flatMap((name) => times.get(name)!);
  const cpu = cpuMedian(names.flatMap((name) => cpus.get(name)!));
  rows.push(`| ${label} | ${all.length} requests | | ${figures(all)} | ${cpu} |`);
}
const table = `| query | parameters | results | p50 ms | p95 | p99 | CPU |
| --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

Throughput, 4 concurrent clients for 8 s each (requests a second): searches ${rates.searches.toFixed(0)},
listings ${rates.listings.toFixed(0)}.

First requests of the process, reading the search index: ${coldTimes.join(', ')}; the index then
holds ${((heapAfter - heapBefore) / 2 ** 20).toFixed(0)} MB of the heap.`;
console.log(table);

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const where = embedded
  ? `PGlite (${pgliteDir === 'memory' ? 'in memory' : 'on disk'})`
  : 'PostgreSQL database ridgeline_bench';
const report = `## ${where}, ${products.toLocaleString('en-US')} products

Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} × ${cpu},
${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; ${rounds} rounds of the mix after 3 warm-up
rounds, one request at a time through \`buildApp().inject()\` (so the figures include routing, validation,
serialisation and the search log write, but no network). Nothing is cached between requests: each one
reads what changed in the catalogue, matches, filters, counts and sorts from the search index afresh
(decision 046). Load average (1 min) ${loadBefore.toFixed(1)}
before and ${loadAfter.toFixed(1)} after the run: the machine is shared, so figures above a load of 2 include
waiting for a core. CPU is the median CPU time a request took in this process and the database
server processes serving it (ms): about the latency on an idle machine.

${table}
`;
// Each database keeps its own section of SEARCH-RESULTS.md; a run replaces only its own.
const out = path.join(path.dirname(fileURLToPath(import.meta.url)), 'SEARCH-RESULTS.md');
const title = report.split('\n')[0]!.replace(/,.*$/, '');
const sections = existsSync(out)
  ? readFileSync(out, 'utf8')
      .split(/^(?=## )/m)
      .filter((section) => section.startsWith('## '))
  : [];
const kept = sections.filter((section) => !section.startsWith(title));
writeFileSync(
  out,
  `# Search latency\n\n${[...kept, report].map((section) => section.trim()).join('\n\n')}\n`,
);
console.log(`\nWritten to ${path.relative(process.cwd(), out)}`);
