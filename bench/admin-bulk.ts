/**
 * The back-office's CSV import at size (decision 071): on the seeded test database (PGlite, or PostgreSQL
 * with TEST_DATABASE_URL), exports the stock file, then times a preview of 10,000 rows that change nothing,
 * a preview of 10,000 rows that each change a count, and applying them (one transaction, each count in the
 * history and the audit log). Goal: each under 10 s on PGlite, so an operator waits seconds, not minutes.
 *
 * Usage: npx tsx bench/admin-bulk.ts [--rows 10000]
 */
import { inventory } from '@ridgeline/commerce';
import { seedDemoData } from '@ridgeline/db';
import { createTestDatabase } from '@ridgeline/db/testing';

const rowsArg = process.argv.indexOf('--rows');
const wanted = rowsArg > 0 ? Number(process.argv[rowsArg + 1]) : 10_000;

const database = await createTestDatabase();
await seedDemoData(database.db);
const actor = { type: 'cli' as const, id: 'cli:bench' };

const chunks: Buffer[] = [];
let started = performance.now();
for await (const chunk of inventory.exportStockCsv(database.db)) chunks.push(Buffer.from(chunk));
const [header, ...lines] = Buffer.concat(chunks).toString('utf8').trim().split('\n');
console.log(`export: ${lines.length} rows in ${Math.round(performance.now() - started)} ms`);

const rows = lines.slice(0, wanted);
const same = [header, ...rows].join('\n');
const changed = [
  header,
  ...rows.map((line) => {
    const [upc, location, quantity] = line.split(',');
    return `${upc},${location},${Number(quantity) + 1}`;
  }),
].join('\n');

const time = async (label: string, csv: string, apply: boolean) => {
  started = performance.now();
  const report = await inventory.importStockCsv(database.db, actor, { csv, apply, locale: 'en-us' });
  const ms = Math.round(performance.now() - started);
  console.log(
    `${label}: ${report.rows} rows, ${report.changes} changes, ${report.problemCount} problems, applied ${report.applied}: ${ms} ms`,
  );
};
await time('preview, unchanged file', same, false);
await time('preview, every row changed', changed, false);
await time('apply, every row changed', changed, true);
await database.close();

// Prices: every price row written refreshes its product's search row (the prices trigger, decision 010).
{
  const { catalog } = await import('@ridgeline/commerce');
  const db2 = await createTestDatabase();
  await seedDemoData(db2.db);
  const parts: Buffer[] = [];
  for await (const chunk of catalog.exportPricesCsv(db2.db)) parts.push(Buffer.from(chunk));
  const [head, ...priceLines] = Buffer.concat(parts).toString('utf8').trim().split('\n');
  const changedPrices = [
    head,
    ...priceLines.slice(0, wanted).map((line) => {
      const [productId, currency, list] = line.split(',');
      return `${productId},${currency},${(Number(list) + 1).toFixed(2)},`;
    }),
  ].join('\n');
  for (const apply of [false, true]) {
    started = performance.now();
    const report = await catalog.importPricesCsv(db2.db, actor, {
      csv: changedPrices,
      apply,
      locale: 'en-us',
    });
    console.log(
      `prices ${apply ? 'apply' : 'preview'}: ${report.rows} rows, ${report.changes} changes, ${report.problemCount} problems: ${Math.round(performance.now() - started)} ms`,
    );
  }
  await db2.close();
}
