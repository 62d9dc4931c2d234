import { and, type DbOrTx, eq, gt, ne, schema, sql } from '@ridgeline/db';

/** Units of a UPC that carts other than `cartId` hold right now, as SQL for guarded stock updates. */
export const heldByOthersSql = (upc: string, cartId: string) =>
  sql`(select coalesce(sum(${schema.stockHolds.qty}), 0) from ${schema.stockHolds} where ${schema.stockHolds.upc} = ${upc} and ${schema.stockHolds.cartId} <> ${cartId} and ${schema.stockHolds.expiresAt} > now())`;

/** Units of a UPC that carts other than `cartId` hold right now. */
export async function heldByOthers(db: DbOrTx, upc: string, cartId: string | null): Promise<number> {
  const [row] = await db
    .select({ held: sql<number>`coalesce(sum(${schema.stockHolds.qty}), 0)::int` })
    .from(schema.stockHolds)
    .where(
      and(
        eq(schema.stockHolds.upc, upc),
        gt(schema.stockHolds.expiresAt, new Date()),
        ...(cartId ? [ne(schema.stockHolds.cartId, cartId)] : []),
      ),
    );
  return Number(row?.held ?? 0);
}

/** The order took the units: the cart's holds end. */
export async function releaseHolds(db: DbOrTx, cartId: string): Promise<void> {
  await db.delete(schema.stockHolds).where(eq(schema.stockHolds.cartId, cartId));
}
