import type { AdminCsvReport, AdminPriceRow } from '@ridgeline/contracts';
import { and, asc, type Db, type DbOrTx, eq, gt, ilike, inArray, or, schema, sql } from '@ridgeline/db';
import { recordAudits } from '../audit/index.ts';
import { amountCell, amountText, CsvProblems, type CsvRow, csvStream, readCsv } from '../shared/csv.ts';
import { CommerceError } from '../shared/errors.ts';
import { newId } from '../shared/ids.ts';
import { localize } from '../shared/locale.ts';
import { transactionTime } from './admin.ts';
import { type HistoryRow, lowestBefore, SINCE_EVER } from './price-history.ts';

/** Who changes the catalogue from the back-office (or the operator command). */
export interface CatalogActor {
  type: 'operator' | 'cli';
  id: string;
}

const BATCH = 2_000;
const LANGUAGES = ['en', 'fr', 'de'] as const;
export const CURRENCIES = ['USD', 'CAD', 'GBP', 'EUR'] as const;

/** The products file: the texts and facts of existing products (creating one is the product editor's). */
export const PRODUCT_COLUMNS = [
  'product_id',
  'name_en',
  'name_fr',
  'name_de',
  'description_en',
  'description_fr',
  'description_de',
  'brand',
  'badge',
] as const;

/** The prices file: one price per product and currency, in major units ("59.99"); no sale when empty. */
export const PRICE_COLUMNS = ['product_id', 'currency', 'list_price', 'sale_price'] as const;

type ProductRow = typeof schema.products.$inferSelect;
type PriceRow = typeof schema.prices.$inferSelect;

async function* productBatches(db: DbOrTx) {
  let after = '';
  for (;;) {
    const rows = await db
      .select()
      .from(schema.products)
      .where(gt(schema.products.id, after))
      .orderBy(asc(schema.products.id))
      .limit(BATCH);
    if (rows.length === 0) break;
    yield rows.map((row) => [
      row.id,
      ...LANGUAGES.map((language) => row.name[language] ?? ''),
      ...LANGUAGES.map((language) => row.description[language] ?? ''),
      row.brand,
      row.badge,
    ]);
    after = rows.at(-1)!.id;
  }
}

async function* priceBatches(db: DbOrTx) {
  let key = { productId: '', currency: '' };
  const p = schema.prices;
  for (;;) {
    const rows = await db
      .select()
      .from(p)
      .where(sql`(${p.productId}, ${p.currency}) > (${key.productId}, ${key.currency})`)
      .orderBy(asc(p.productId), asc(p.currency))
      .limit(BATCH);
    if (rows.length === 0) break;
    yield rows.map((row) => [
      row.productId,
      row.currency,
      amountText(row.listAmount),
      amountText(row.saleAmount),
    ]);
    key = rows.at(-1)!;
  }
}

export const exportProductsCsv = (db: DbOrTx) => csvStream(PRODUCT_COLUMNS, productBatches(db));
export const exportPricesCsv = (db: DbOrTx) => csvStream(PRICE_COLUMNS, priceBatches(db));

async function productsById(tx: DbOrTx, ids: string[]): Promise<Map<string, ProductRow>> {
  const found = new Map<string, ProductRow>();
  const unique = [...new Set(ids.map((id) => id.trim()).filter(Boolean))];
  for (let i = 0; i < unique.length; i += BATCH) {
    for (const row of await tx
      .select()
      .from(schema.products)
      .where(inArray(schema.products.id, unique.slice(i, i + BATCH)))) {
      found.set(row.id, row);
    }
  }
  return found;
}

/** A product id cell naming an existing product, a first mention, or a problem. */
function productOf(
  row: CsvRow,
  products: Map<string, unknown>,
  seen: Map<string, number>,
  key: string,
  problems: CsvProblems,
): string | null {
  const id = (row.cells.product_id ?? '').trim();
  if (id === '') {
    problems.add(row.line, 'product_id', 'required');
    return null;
  }
  if (!products.has(id)) {
    problems.add(row.line, 'product_id', 'unknownProduct', { value: id });
    return null;
  }
  const first = seen.get(key);
  if (first !== undefined) {
    problems.add(row.line, 'product_id', 'duplicate', { value: id, line: first });
    return null;
  }
  seen.set(key, row.line);
  return id;
}

/** Whether two texts say the same in every language (key order aside). */
const sameText = (a: Record<string, string>, b: Record<string, string>) =>
  LANGUAGES.every((language) => (a[language] ?? '') === (b[language] ?? ''));

type ProductChange = {
  before: ProductRow;
  after: Pick<ProductRow, 'name' | 'description' | 'brand' | 'badge'>;
};

async function checkProductRows(tx: DbOrTx, rows: CsvRow[], problems: CsvProblems): Promise<ProductChange[]> {
  const products = await productsById(
    tx,
    rows.map((row) => row.cells.product_id ?? ''),
  );
  const seen = new Map<string, number>();
  const changes: ProductChange[] = [];
  for (const row of rows) {
    const id = productOf(row, products, seen, (row.cells.product_id ?? '').trim(), problems);
    const texts = (prefix: 'name' | 'description') => {
      const text: Record<string, string> = {};
      for (const language of LANGUAGES) {
        const column = `${prefix}_${language}`;
        const value = row.cells[column] ?? '';
        if (value.length > (prefix === 'name' ? 200 : 5_000)) {
          problems.add(row.line, column, 'tooLong', { max: prefix === 'name' ? 200 : 5_000 });
        }
        if (value !== '') text[language] = value;
      }
      return text;
    };
    const name = texts('name');
    const description = texts('description');
    const brand = row.cells.brand ?? '';
    if (!name.en) problems.add(row.line, 'name_en', 'required');
    if (brand === '') problems.add(row.line, 'brand', 'required');
    if (!id || !name.en || brand === '') continue;
    const before = products.get(id)!;
    const after = {
      name,
      description: { en: '', ...description },
      brand,
      badge: (row.cells.badge ?? '') || null,
    };
    const same =
      sameText(before.name, after.name) &&
      sameText(before.description, after.description) &&
      before.brand === after.brand &&
      before.badge === after.badge;
    if (!same) changes.push({ before, after });
  }
  return changes;
}

/**
 * For a bulk write's transaction: the per-row search triggers stop refreshing (migration 0025); the
 * writer then calls `refreshSearchRows` once with every product it touched, before it commits.
 */
export async function deferSearchRefresh(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select set_config('ridgeline.defer_search_refresh', 'on', true)`);
}

/** Refreshes the search rows of these products (the listing and search index read them), in one call. */
export async function refreshSearchRows(tx: DbOrTx, productIds: readonly string[]): Promise<void> {
  const ids = [...new Set(productIds)];
  for (let i = 0; i < ids.length; i += 5_000) {
    const chunk = ids.slice(i, i + 5_000);
    await tx.execute(
      sql`select product_search_refresh(array[${sql.join(
        chunk.map((id) => sql`${id}`),
        sql`, `,
      )}]::text[])`,
    );
  }
}

/** Refreshes the search rows of the products of these variants. */
export async function refreshSearchOfVariants(tx: DbOrTx, upcs: readonly string[]): Promise<void> {
  const unique = [...new Set(upcs)];
  for (let i = 0; i < unique.length; i += 5_000) {
    const rows = await tx
      .selectDistinct({ productId: schema.variants.productId })
      .from(schema.variants)
      .where(inArray(schema.variants.upc, unique.slice(i, i + 5_000)));
    await refreshSearchRows(
      tx,
      rows.map((row) => row.productId),
    );
  }
}

/** Runs a file's check, and when asked and clean, its changes, all in one transaction (decision 071). */
async function importFile<Change>(
  db: Db,
  kind: 'products' | 'prices',
  input: { csv: string; apply: boolean; locale: string },
  columns: { required: readonly string[]; optional?: readonly string[] },
  check: (tx: DbOrTx, rows: CsvRow[], problems: CsvProblems) => Promise<Change[]>,
  apply: (tx: DbOrTx, changes: Change[]) => Promise<void>,
): Promise<AdminCsvReport> {
  const problems = new CsvProblems(input.locale);
  const rows = readCsv(input.csv, columns, problems);
  if (problems.count > 0) return problems.report(kind, rows.length, 0, false);
  if (!input.apply) {
    const changes = await check(db, rows, problems);
    return problems.report(kind, rows.length, changes.length, false);
  }
  return db.transaction(async (tx) => {
    const changes = await check(tx, rows, problems);
    if (problems.count > 0) return problems.report(kind, rows.length, changes.length, false);
    await apply(tx, changes);
    return problems.report(kind, rows.length, changes.length, true);
  });
}

/** A products file: texts, brand and badge of existing products, each change audited. */
export function importProductsCsv(
  db: Db,
  actor: CatalogActor,
  input: { csv: string; apply: boolean; locale: string },
): Promise<AdminCsvReport> {
  return importFile(
    db,
    'products',
    input,
    { required: ['product_id', 'name_en', 'brand'], optional: PRODUCT_COLUMNS },
    checkProductRows,
    async (tx, changes) => {
      await deferSearchRefresh(tx);
      for (const { before, after } of changes) {
        await tx.update(schema.products).set(after).where(eq(schema.products.id, before.id));
      }
      await recordAudits(
        tx,
        changes.map(({ before, after }) => ({
          actorType: actor.type,
          actorId: actor.id,
          action: 'product.import',
          entityType: 'product',
          entityId: before.id,
          before: {
            name: before.name,
            description: before.description,
            brand: before.brand,
            badge: before.badge,
          },
          after,
        })),
      );
      await refreshSearchRows(
        tx,
        changes.map(({ before }) => before.id),
      );
    },
  );
}

interface PriceChange {
  productId: string;
  currency: string;
  before: PriceRow | null;
  listAmount: number;
  saleAmount: number | null;
}

async function checkPriceRows(tx: DbOrTx, rows: CsvRow[], problems: CsvProblems): Promise<PriceChange[]> {
  const ids = [...new Set(rows.map((row) => (row.cells.product_id ?? '').trim()).filter(Boolean))];
  const products = await productsById(tx, ids);
  const prices = new Map<string, PriceRow>();
  for (let i = 0; i < ids.length; i += BATCH) {
    for (const row of await tx
      .select()
      .from(schema.prices)
      .where(inArray(schema.prices.productId, ids.slice(i, i + BATCH)))) {
      prices.set(`${row.productId}:${row.currency}`, row);
    }
  }
  const seen = new Map<string, number>();
  const changes: PriceChange[] = [];
  for (const row of rows) {
    const currency = (row.cells.currency ?? '').trim().toUpperCase();
    const known = (CURRENCIES as readonly string[]).includes(currency);
    if (currency === '') problems.add(row.line, 'currency', 'required');
    else if (!known)
      problems.add(row.line, 'currency', 'unknownCurrency', { value: row.cells.currency ?? '' });
    const id = productOf(row, products, seen, `${(row.cells.product_id ?? '').trim()}:${currency}`, problems);
    const listAmount = amountCell(row, 'list_price', problems);
    const saleAmount = amountCell(row, 'sale_price', problems, true);
    if (listAmount !== null && saleAmount !== null && saleAmount >= listAmount) {
      problems.add(row.line, 'sale_price', 'saleBelowList');
      continue;
    }
    if (!id || !known || listAmount === null) continue;
    const before = prices.get(`${id}:${currency}`) ?? null;
    if (before && before.listAmount === listAmount && before.saleAmount === saleAmount) continue;
    changes.push({ productId: id, currency, before, listAmount, saleAmount });
  }
  return changes;
}

/**
 * The recorded history of each changed price (oldest first), keyed `productId:currency`. A price changed
 * for the first time gets its earlier state recorded as held since ever (as setPrice does, decision 070),
 * so the 30 days before any later sale are covered by the history (decision 081).
 */
async function historiesOf(tx: DbOrTx, chunk: readonly PriceChange[]): Promise<Map<string, HistoryRow[]>> {
  const histories = new Map<string, HistoryRow[]>();
  const recorded = await tx
    .select()
    .from(schema.priceHistory)
    .where(
      inArray(
        schema.priceHistory.productId,
        chunk.map((change) => change.productId),
      ),
    )
    .orderBy(asc(schema.priceHistory.recordedAt));
  for (const row of recorded) {
    const key = `${row.productId}:${row.currency}`;
    histories.set(key, [...(histories.get(key) ?? []), row]);
  }
  const firsts = chunk.flatMap((change) => {
    const key = `${change.productId}:${change.currency}`;
    if (!change.before || histories.has(key)) return [];
    const { listAmount, saleAmount, saleStartsAt, saleEndsAt } = change.before;
    const first = { listAmount, saleAmount, saleStartsAt, saleEndsAt, recordedAt: SINCE_EVER };
    histories.set(key, [first]);
    return [{ id: newId(), productId: change.productId, currency: change.currency, ...first }];
  });
  if (firsts.length > 0) await tx.insert(schema.priceHistory).values(firsts);
  return histories;
}

/**
 * Sets prices inside the caller's transaction, 500 to a statement, each audited. A sale that starts gets
 * the lowest price of the 30 days before it from the price's whole history (the EU/UK display); a sale
 * that goes on keeps its start and that price; a sale that ends clears it.
 */
async function writePrices(tx: DbOrTx, actor: CatalogActor, changes: readonly PriceChange[], action: string) {
  await deferSearchRefresh(tx);
  // A sale set now starts at the transaction's time: the search rows' price compares with it.
  const now = await transactionTime(tx);
  for (let i = 0; i < changes.length; i += 500) {
    const chunk = changes.slice(i, i + 500);
    const histories = await historiesOf(tx, chunk);
    await tx
      .insert(schema.prices)
      .values(
        chunk.map((change) => {
          const { before } = change;
          const wasOnSale = before?.saleAmount !== null && before?.saleAmount !== undefined;
          const onSale = change.saleAmount !== null;
          const saleStartsAt = onSale ? (wasOnSale ? before.saleStartsAt : now) : null;
          const history = histories.get(`${change.productId}:${change.currency}`) ?? [];
          const lowest = onSale ? lowestBefore(history, saleStartsAt ?? now) : null;
          return {
            productId: change.productId,
            currency: change.currency,
            listAmount: change.listAmount,
            saleAmount: change.saleAmount,
            historicBestAmount: onSale
              ? ((wasOnSale ? before.historicBestAmount : null) ?? lowest ?? change.listAmount)
              : null,
            saleStartsAt,
            saleEndsAt: onSale && wasOnSale ? before.saleEndsAt : null,
          };
        }),
      )
      .onConflictDoUpdate({
        target: [schema.prices.productId, schema.prices.currency],
        set: {
          listAmount: sql`excluded.list_amount`,
          saleAmount: sql`excluded.sale_amount`,
          historicBestAmount: sql`excluded.historic_best_amount`,
          saleStartsAt: sql`excluded.sale_starts_at`,
          saleEndsAt: sql`excluded.sale_ends_at`,
        },
      });
    // The price history the EU 30-day rule reads (decision 070), one row per change.
    await tx.insert(schema.priceHistory).values(
      chunk.map((change) => ({
        id: newId(),
        productId: change.productId,
        currency: change.currency,
        listAmount: change.listAmount,
        saleAmount: change.saleAmount,
        saleStartsAt: change.saleAmount === null ? null : (change.before?.saleStartsAt ?? now),
        saleEndsAt:
          change.saleAmount !== null && change.before?.saleAmount != null ? change.before.saleEndsAt : null,
        recordedAt: now,
      })),
    );
    await recordAudits(
      tx,
      chunk.map((change) => ({
        actorType: actor.type,
        actorId: actor.id,
        action,
        entityType: 'price',
        entityId: `${change.productId}:${change.currency}`,
        before: change.before
          ? { listAmount: change.before.listAmount, saleAmount: change.before.saleAmount }
          : null,
        after: { listAmount: change.listAmount, saleAmount: change.saleAmount },
      })),
    );
  }
  await refreshSearchRows(
    tx,
    changes.map((change) => change.productId),
  );
}

/** A prices file: one price per product and currency, each change audited. */
export function importPricesCsv(
  db: Db,
  actor: CatalogActor,
  input: { csv: string; apply: boolean; locale: string },
): Promise<AdminCsvReport> {
  return importFile(
    db,
    'prices',
    input,
    { required: ['product_id', 'currency', 'list_price'], optional: PRICE_COLUMNS },
    checkPriceRows,
    (tx, changes) => writePrices(tx, actor, changes, 'price.import'),
  );
}

/** Products with their price in one currency, by id or name, for the bulk price editor. */
export async function priceList(
  db: DbOrTx,
  query: { q?: string | undefined; currency: string; start: number; pageSize: number },
  locale: string,
): Promise<{ items: AdminPriceRow[]; start: number; pageSize: number; hasMore: boolean }> {
  const p = schema.products;
  const q = query.q?.trim() ?? '';
  const rows = await db
    .select({ product: p, price: schema.prices })
    .from(p)
    .innerJoin(
      schema.prices,
      and(eq(schema.prices.productId, p.id), eq(schema.prices.currency, query.currency)),
    )
    .where(
      q === ''
        ? undefined
        : or(eq(p.id, q.toUpperCase()), ilike(sql`${p.name}->>'en'`, `%${q.replace(/[%_\\]/g, '\\$&')}%`)),
    )
    .orderBy(asc(p.id))
    .limit(query.pageSize + 1)
    .offset(query.start);
  return {
    items: rows.slice(0, query.pageSize).map(({ product, price }) => ({
      productId: product.id,
      name: localize(product.name, locale),
      currency: price.currency,
      listAmount: price.listAmount,
      saleAmount: price.saleAmount,
    })),
    start: query.start,
    pageSize: query.pageSize,
    hasMore: rows.length > query.pageSize,
  };
}

/** One price for many products (the bulk editor), in one transaction, each audited. */
export async function setPrices(
  db: Db,
  actor: CatalogActor,
  input: { productIds: string[]; currency: string; listAmount: number; saleAmount: number | null },
): Promise<{ updated: number }> {
  const ids = [...new Set(input.productIds)].sort();
  return db.transaction(async (tx) => {
    const products = await productsById(tx, ids);
    const missing = ids.find((id) => !products.has(id));
    if (missing) throw new CommerceError('PLP400', { productId: missing, field: 'productIds' });
    const existing = await tx
      .select()
      .from(schema.prices)
      .where(and(inArray(schema.prices.productId, ids), eq(schema.prices.currency, input.currency)));
    const byId = new Map(existing.map((row) => [row.productId, row]));
    await writePrices(
      tx,
      actor,
      ids.map((productId) => ({
        productId,
        currency: input.currency,
        before: byId.get(productId) ?? null,
        listAmount: input.listAmount,
        saleAmount: input.saleAmount,
      })),
      'price.bulk_set',
    );
    return { updated: ids.length };
  });
}
