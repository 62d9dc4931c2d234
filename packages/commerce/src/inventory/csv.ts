import { type AdminCsvReport, ONLINE_LOCATION } from '@ridgeline/contracts';
import { asc, type Db, type DbOrTx, gt, inArray, schema, sql } from '@ridgeline/db';
import { CsvProblems, type CsvRow, csvStream, readCsv, wholeNumber } from '../shared/csv.ts';
import { type StockActor, setCounts } from './adjustments.ts';

/** The stock file: one count per variant and location ('online' or a store's id). */
export const STOCK_COLUMNS = ['upc', 'location', 'quantity'] as const;

const BATCH = 2_000;

/** Every online count, then every store's, in key order, a batch at a time. */
async function* stockBatches(db: DbOrTx): AsyncGenerator<(string | number)[][]> {
  let after = '';
  for (;;) {
    const rows = await db
      .select({ upc: schema.stock.upc, quantity: schema.stock.quantity })
      .from(schema.stock)
      .where(gt(schema.stock.upc, after))
      .orderBy(asc(schema.stock.upc))
      .limit(BATCH);
    if (rows.length === 0) break;
    yield rows.map((row) => [row.upc, ONLINE_LOCATION, row.quantity]);
    after = rows.at(-1)!.upc;
  }
  const s = schema.storeStock;
  let key = { storeId: '', upc: '' };
  for (;;) {
    const rows = await db
      .select()
      .from(s)
      .where(sql`(${s.storeId}, ${s.upc}) > (${key.storeId}, ${key.upc})`)
      .orderBy(asc(s.storeId), asc(s.upc))
      .limit(BATCH);
    if (rows.length === 0) break;
    yield rows.map((row) => [row.upc, row.storeId, row.quantity]);
    key = rows.at(-1)!;
  }
}

/** The stock file, streamed. */
export const exportStockCsv = (db: DbOrTx) => csvStream(STOCK_COLUMNS, stockBatches(db));

interface StockChange {
  upc: string;
  location: string;
  before: number;
  after: number;
}

/** Checks every row against the counts there are; returns the rows that change a count. */
async function checkStockRows(tx: DbOrTx, rows: CsvRow[], problems: CsvProblems): Promise<StockChange[]> {
  const upcs = [...new Set(rows.map((row) => (row.cells.upc ?? '').trim()).filter(Boolean))];
  const online = new Map<string, number>();
  const shelves = new Map<string, number>();
  for (let i = 0; i < upcs.length; i += BATCH) {
    const chunk = upcs.slice(i, i + BATCH);
    for (const row of await tx
      .select({ upc: schema.stock.upc, quantity: schema.stock.quantity })
      .from(schema.stock)
      .where(inArray(schema.stock.upc, chunk))) {
      online.set(row.upc, row.quantity);
    }
    for (const row of await tx
      .select()
      .from(schema.storeStock)
      .where(inArray(schema.storeStock.upc, chunk))) {
      shelves.set(`${row.storeId}:${row.upc}`, row.quantity);
    }
  }
  const seen = new Map<string, number>();
  const changes: StockChange[] = [];
  for (const row of rows) {
    const upc = (row.cells.upc ?? '').trim();
    const location = (row.cells.location ?? '').trim() || ONLINE_LOCATION;
    const quantity = wholeNumber(row, 'quantity', problems);
    if (upc === '') {
      problems.add(row.line, 'upc', 'required');
      continue;
    }
    const key = `${location}:${upc}`;
    const before = location === ONLINE_LOCATION ? online.get(upc) : shelves.get(key);
    if (before === undefined) {
      if (!online.has(upc)) problems.add(row.line, 'upc', 'unknownVariant', { value: upc });
      else problems.add(row.line, 'location', 'unknownLocation', { value: location });
      continue;
    }
    const first = seen.get(key);
    if (first !== undefined) {
      problems.add(row.line, 'upc', 'duplicate', { value: upc, line: first });
      continue;
    }
    seen.set(key, row.line);
    if (quantity !== null && quantity !== before) changes.push({ upc, location, before, after: quantity });
  }
  return changes;
}

/**
 * A stock file: every row checked (a report of each problem, with its line and column, in the operator's
 * language); applied only when asked and when no row has a problem, every count in one transaction, each
 * recorded as an 'import' adjustment and in the audit log (decision 071).
 */
export async function importStockCsv(
  db: Db,
  actor: StockActor,
  input: { csv: string; apply: boolean; locale: string },
): Promise<AdminCsvReport> {
  const problems = new CsvProblems(input.locale);
  const rows = readCsv(input.csv, { required: STOCK_COLUMNS }, problems);
  if (problems.count > 0) return problems.report('stock', rows.length, 0, false);
  if (!input.apply) {
    const changes = await checkStockRows(db, rows, problems);
    return problems.report('stock', rows.length, changes.length, false);
  }
  return db.transaction(async (tx) => {
    const changes = await checkStockRows(tx, rows, problems);
    if (problems.count > 0) return problems.report('stock', rows.length, changes.length, false);
    changes.sort((a, b) => a.upc.localeCompare(b.upc) || a.location.localeCompare(b.location));
    await setCounts(tx, actor, changes, 'import');
    return problems.report('stock', rows.length, changes.length, true);
  });
}
