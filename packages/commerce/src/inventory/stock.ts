import { and, type DbOrTx, eq, gte, inArray, schema, sql, type Tx } from '@ridgeline/db';
import { heldByOthersSql } from './holds.ts';

/** Units of one line: from a store's shelf when `storeId` is set (pickup, pudo), else from online stock. */
export interface StockLine {
  upc: string;
  qty: number;
  storeId: string | null;
}

/**
 * Takes each line's units inside the caller's transaction, in the given order (callers sort by UPC so
 * concurrent buyers cannot deadlock), with guarded updates so stock never goes below zero; online units
 * that carts other than `cartId` hold stay theirs. Returns the index of the first line it could not take
 * (the caller fails, which rolls everything back), or -1 when all were taken.
 */
export async function takeStock(tx: Tx, lines: readonly StockLine[], cartId: string): Promise<number> {
  for (const [index, line] of lines.entries()) {
    const taken = line.storeId
      ? await tx
          .update(schema.storeStock)
          .set({ quantity: sql`${schema.storeStock.quantity} - ${line.qty}` })
          .where(
            and(
              eq(schema.storeStock.storeId, line.storeId),
              eq(schema.storeStock.upc, line.upc),
              gte(schema.storeStock.quantity, line.qty),
            ),
          )
          .returning({ upc: schema.storeStock.upc })
      : await tx
          .update(schema.stock)
          .set({ quantity: sql`${schema.stock.quantity} - ${line.qty}`, updatedAt: new Date() })
          .where(
            and(
              eq(schema.stock.upc, line.upc),
              // Units other carts hold (reserveWithItem) stay theirs until the hold expires.
              gte(sql`${schema.stock.quantity} - ${heldByOthersSql(line.upc, cartId)}`, line.qty),
            ),
          )
          .returning({ upc: schema.stock.upc });
    if (taken.length === 0) return index;
  }
  return -1;
}

/** Gives units back inside the caller's transaction, in the given order: to the store's shelf or online stock. */
export async function releaseStock(tx: Tx, lines: readonly StockLine[]): Promise<void> {
  for (const line of lines) {
    if (line.storeId) {
      await tx
        .update(schema.storeStock)
        .set({ quantity: sql`${schema.storeStock.quantity} + ${line.qty}` })
        .where(and(eq(schema.storeStock.storeId, line.storeId), eq(schema.storeStock.upc, line.upc)));
      continue;
    }
    await tx
      .update(schema.stock)
      .set({ quantity: sql`${schema.stock.quantity} + ${line.qty}`, updatedAt: new Date() })
      .where(eq(schema.stock.upc, line.upc));
  }
}

/** Online units on hand per UPC (a UPC with no stock row is absent). */
export async function onlineUnits(db: DbOrTx, upcs: readonly string[]): Promise<Map<string, number>> {
  if (upcs.length === 0) return new Map();
  const rows = await db
    .select({ upc: schema.stock.upc, quantity: schema.stock.quantity })
    .from(schema.stock)
    .where(inArray(schema.stock.upc, [...new Set(upcs)]));
  return new Map(rows.map((row) => [row.upc, row.quantity]));
}

/** Units on the shelves of the given stores, keyed `${storeId}:${upc}` (absent when the store has no row). */
export async function storeUnits(
  db: DbOrTx,
  storeIds: readonly string[],
  upcs: readonly string[],
): Promise<Map<string, number>> {
  if (storeIds.length === 0 || upcs.length === 0) return new Map();
  const rows = await db
    .select()
    .from(schema.storeStock)
    .where(
      and(
        inArray(schema.storeStock.storeId, [...new Set(storeIds)]),
        inArray(schema.storeStock.upc, [...new Set(upcs)]),
      ),
    );
  return new Map(rows.map((row) => [`${row.storeId}:${row.upc}`, row.quantity]));
}
