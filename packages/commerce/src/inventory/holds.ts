import { and, type DbOrTx, eq, gt, inArray, lt, ne, type SQL, schema, sql } from '@ridgeline/db';

/** Units of a UPC that carts other than `cartId` hold right now, as SQL for guarded stock updates. */
const heldByOthersSql = (upc: string, cartId: string) =>
  sql`(select coalesce(sum(${schema.stockHolds.qty}), 0) from ${schema.stockHolds} where ${schema.stockHolds.upc} = ${upc} and ${schema.stockHolds.cartId} <> ${cartId} and ${schema.stockHolds.expiresAt} > now())`;

export { heldByOthersSql };

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

/** Holds `qty` units of a UPC for a cart until `expiresAt` (replacing the cart's earlier hold of it); expired holds go. */
export async function holdUnits(
  tx: DbOrTx,
  hold: { cartId: string; upc: string; qty: number; expiresAt: Date },
): Promise<void> {
  await tx.delete(schema.stockHolds).where(lt(schema.stockHolds.expiresAt, new Date()));
  await tx
    .insert(schema.stockHolds)
    .values(hold)
    .onConflictDoUpdate({
      target: [schema.stockHolds.cartId, schema.stockHolds.upc],
      set: { qty: hold.qty, expiresAt: hold.expiresAt },
    });
}

/** A cart's live holds: UPC and when each ends. */
export async function holdsOfCart(db: DbOrTx, cartId: string): Promise<{ upc: string; expiresAt: Date }[]> {
  return db
    .select({ upc: schema.stockHolds.upc, expiresAt: schema.stockHolds.expiresAt })
    .from(schema.stockHolds)
    .where(and(eq(schema.stockHolds.cartId, cartId), gt(schema.stockHolds.expiresAt, new Date())));
}

/**
 * Units the carts `cartIds` (a parenthesised subquery of cart ids) hold right now, of one UPC and in all, leaving out the hold of (`except.cartId`,
 * `except.upc`) so a hold being changed is not counted twice.
 */
export async function heldUnitsOfCarts(
  db: DbOrTx,
  cartIds: SQL,
  except: { cartId: string; upc: string },
): Promise<{ sameVariant: number; all: number }> {
  const [held] = await db
    .select({
      sameVariant: sql<number>`coalesce(sum(${schema.stockHolds.qty}) filter (where ${schema.stockHolds.upc} = ${except.upc}), 0)::int`,
      all: sql<number>`coalesce(sum(${schema.stockHolds.qty}), 0)::int`,
    })
    .from(schema.stockHolds)
    .where(
      and(
        inArray(schema.stockHolds.cartId, cartIds),
        gt(schema.stockHolds.expiresAt, new Date()),
        sql`not (${schema.stockHolds.cartId} = ${except.cartId} and ${schema.stockHolds.upc} = ${except.upc})`,
      ),
    );
  return { sameVariant: Number(held?.sameVariant ?? 0), all: Number(held?.all ?? 0) };
}
