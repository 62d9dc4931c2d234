import { ONLINE_LOCATION } from '@ridgeline/contracts';
import { and, type DbOrTx, eq, gt, schema, sql } from '@ridgeline/db';
import { type StockActor, setCount } from './adjustments.ts';

/**
 * The online stock records of variants the catalogue creates (decision 086), in the caller's transaction:
 * each starts at zero and the units it arrives with are an adjustment ("received"), in the history and
 * the audit log like any other.
 */
export async function openStock(
  tx: DbOrTx,
  actor: StockActor,
  lines: readonly { upc: string; quantity: number }[],
): Promise<void> {
  if (lines.length === 0) return;
  await tx
    .insert(schema.stock)
    .values(lines.map((line) => ({ upc: line.upc, quantity: 0 })))
    .onConflictDoNothing();
  for (const line of lines) {
    if (line.quantity === 0) continue;
    await setCount(tx, actor, {
      upc: line.upc,
      location: ONLINE_LOCATION,
      before: 0,
      after: line.quantity,
      reason: 'received',
      note: 'New variant',
    });
  }
}

/** Whether any unit of the variant is on hand (online or on a store's shelf) or held by a cart. */
export async function hasUnits(tx: DbOrTx, upc: string): Promise<boolean> {
  const [online, shelves, held] = await Promise.all([
    tx
      .select({ upc: schema.stock.upc })
      .from(schema.stock)
      .where(and(eq(schema.stock.upc, upc), gt(schema.stock.quantity, 0))),
    tx
      .select({ upc: schema.storeStock.upc })
      .from(schema.storeStock)
      .where(and(eq(schema.storeStock.upc, upc), gt(schema.storeStock.quantity, 0)))
      .limit(1),
    tx
      .select({ upc: schema.stockHolds.upc })
      .from(schema.stockHolds)
      .where(and(eq(schema.stockHolds.upc, upc), gt(schema.stockHolds.expiresAt, sql`now()`)))
      .limit(1),
  ]);
  return online.length + shelves.length + held.length > 0;
}

/** The empty stock records of a variant the catalogue removes (hasUnits said none are left). */
export async function forgetStock(tx: DbOrTx, upc: string): Promise<void> {
  await tx.delete(schema.stock).where(eq(schema.stock.upc, upc));
  await tx.delete(schema.storeStock).where(eq(schema.storeStock.upc, upc));
}
