import { type Db, eq, schema, sql } from '@ridgeline/db';
import { CommerceError } from '../shared/errors.ts';
import { onStockChanged } from './notifications.ts';

/**
 * Adds received units to a variant's online stock and runs the stock-change hook in the same
 * transaction (back-in-stock emails). Returns the new quantity.
 */
export async function increaseStock(db: Db, upc: string, units: number): Promise<number> {
  if (!Number.isInteger(units) || units <= 0) {
    throw new CommerceError('REQ400', { field: 'units', problem: 'must be a positive whole number' });
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(schema.stock)
      .set({ quantity: sql`${schema.stock.quantity} + ${units}`, updatedAt: new Date() })
      .where(eq(schema.stock.upc, upc))
      .returning({ quantity: schema.stock.quantity });
    if (!row) throw new CommerceError('PLP400', { upc }, `UPC ${upc} has no stock record`);
    await onStockChanged(tx, upc, row.quantity - units, row.quantity);
    return row.quantity;
  });
}
