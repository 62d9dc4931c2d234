import { ONLINE_LOCATION, type StockReason } from '@ridgeline/contracts';
import { and, type DbOrTx, eq, schema } from '@ridgeline/db';
import { CommerceError } from '../shared/errors.ts';
import { findStore } from '../stores/index.ts';
import { type StockActor, setCount } from './adjustments.ts';

export interface ReturnedUnits {
  upc: string;
  /** 'online' (the warehouse) or a store's id. */
  location: string;
  qty: number;
  /** The return's reference and why, kept as the adjustment's note. */
  note: string;
}

/** Locks one count, making a store's shelf row at zero when the store has never held the variant. */
async function lockedOrNewCount(tx: DbOrTx, upc: string, location: string): Promise<number> {
  if (location === ONLINE_LOCATION) {
    const [row] = await tx
      .select({ quantity: schema.stock.quantity })
      .from(schema.stock)
      .where(eq(schema.stock.upc, upc))
      .for('update');
    if (!row) throw new CommerceError('STK404', { upc, location, field: 'location' });
    return row.quantity;
  }
  if (!(await findStore(tx, location))) {
    throw new CommerceError('STK404', { upc, location, field: 'location' });
  }
  await tx.insert(schema.storeStock).values({ storeId: location, upc, quantity: 0 }).onConflictDoNothing();
  const [row] = await tx
    .select({ quantity: schema.storeStock.quantity })
    .from(schema.storeStock)
    .where(and(eq(schema.storeStock.storeId, location), eq(schema.storeStock.upc, upc)))
    .for('update');
  return row!.quantity;
}

/**
 * Returned units put back on sale (decision 078): the count at the location goes up, recorded as a
 * `returned` adjustment in the history and the audit log, inside the caller's transaction.
 */
export async function restockReturnedUnits(tx: DbOrTx, actor: StockActor, units: ReturnedUnits) {
  const before = await lockedOrNewCount(tx, units.upc, units.location);
  return setCount(tx, actor, {
    upc: units.upc,
    location: units.location,
    before,
    after: before + units.qty,
    reason: 'returned',
    note: units.note,
  });
}

/**
 * Returned units that cannot be sold again: the count stays as it is, and the write-off is still in the
 * history (reason damaged, or lost when the units never arrived) and the audit log.
 */
export async function writeOffReturnedUnits(
  tx: DbOrTx,
  actor: StockActor,
  units: ReturnedUnits & { missing: boolean },
) {
  const before = await lockedOrNewCount(tx, units.upc, units.location);
  const reason: StockReason = units.missing ? 'lost' : 'damaged';
  return setCount(tx, actor, {
    upc: units.upc,
    location: units.location,
    before,
    after: before,
    reason,
    note: units.note,
  });
}
