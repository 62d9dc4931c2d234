import { type DbOrTx, eq, schema } from '@ridgeline/db';

/**
 * Limits against abuse that a real shop sets (decision 052). Each is a plain constant: raising one is a
 * code change reviewed like any other, not a setting that drifts between processes.
 */
export const ABUSE_LIMITS = {
  /** Password reset emails per account per rolling hour; further requests answer OK and send nothing. */
  resetEmailsPerHour: 3,
  /** Open carts one shopper may have (all sites together); BSK429 beyond. */
  openCartsPerShopper: 20,
  /** Lines of one cart; BSK413 beyond. */
  linesPerCart: 50,
  /** Units of one variant one shopper may hold (reserveWithItem) across their carts; INV408 beyond. */
  heldUnitsPerVariant: 2,
  /** Units one shopper may hold in all (reserveWithItem) across their carts; INV429 beyond. */
  heldUnitsPerShopper: 10,
} as const;

/**
 * Takes the shopper's row lock for the rest of the transaction, so that the shopper's concurrent
 * requests check a per-shopper limit one after the other (counting then writing cannot interleave).
 */
export async function lockShopper(tx: DbOrTx, shopperId: string): Promise<void> {
  await tx
    .select({ id: schema.shoppers.id })
    .from(schema.shoppers)
    .where(eq(schema.shoppers.id, shopperId))
    .for('update');
}
