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
import pg from 'pg';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i++) {
  const key = process.argv[i]!.replace(/^--/, '');
  const value = process.argv[i + 1];
  if (value && !value.startsWith('--')) {
    args.set(key, value);
    i++;
  } else args.set(key, 'true');
}
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
  ['typo (trigram fallback)', 'q=hikng%20boot'],
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
];

async function openDatabase(): Promise<Database> {
  if (embedded) return createDb({ dataDir: pgliteDir });
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = await admin.query("select 1 from pg_database where datname = 'ridgeline_bench'");
  if (exists.rowCount === 0) await admin.query('create database ridgeline_bench');
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = '/ridgeline_bench';
  return createDb({ url: url.toString(), maxConnections: 4 });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
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
// As autovacuum would after a bulk load: flushes GIN pending lists and refreshes statistics.
if (!embedded) await database.db.execute(sql`vacuum analyze`);

const app = await buildApp({ database, logger: false, authSecret: 'bench' });
await app.ready();
const urlOf = (query: string) =>
  query.startsWith('autoSuggest:')
    ? `/api/products/v2/search/autoSuggest?${query.slice('autoSuggest:'.length)}`
    : `/api/products/v2/search/productSearch?${query}`;

const loadBefore = os.loadavg()[0]!;
const timings = new Map<string, number[]>(QUERIES.map(([name]) => [name, []]));
const totals = new Map<string, number>();
for (let round = -3; round < rounds; round++) {
  for (const [name, query] of QUERIES) {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url: urlOf(query) });
    const elapsed = performance.now() - started;
    if (response.statusCode !== 200)
      throw new Error(`${query} answered ${response.statusCode}: ${response.body}`);
    if (round < 0) {
      totals.set(name, (response.json() as { total?: number; products?: unknown[] }).total ?? 0);
      continue; // warm-up rounds
    }
    timings.get(name)!.push(elapsed);
  }
}
await app.close();
await database.close();

const all = [...timings.values()].flat().sort((a, b) => a - b);
const rows = QUERIES.map(([name, query]) => {
  const sorted = timings.get(name)!.sort((a, b) => a - b);
  return `| ${name} | \`${query}\` | ${totals.get(name)} | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 95))} | ${ms(percentile(sorted, 99))} |`;
});
rows.push(
  `| **all** | ${all.length} requests | | **${ms(percentile(all, 50))}** | **${ms(percentile(all, 95))}** | **${ms(percentile(all, 99))}** |`,
);
const table = `| query | parameters | results | p50 ms | p95 ms | p99 ms |
| --- | --- | --- | --- | --- | --- |
${rows.join('\n')}`;
console.log(table);

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const where = embedded ? 'PGlite (in memory)' : 'PostgreSQL database ridgeline_bench';
const report = `## ${where}, ${products.toLocaleString('en-US')} products

Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} × ${cpu},
${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; ${rounds} rounds of the mix after 3 warm-up
rounds, one request at a time through \`buildApp().inject()\` (so the figures include routing, validation,
serialisation and the search log write, but no network). Load average (1 min) ${loadBefore.toFixed(1)} before
and ${os.loadavg()[0]!.toFixed(1)} after the run: the machine is shared, so figures above a load of 2 include waiting
for a core.

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
