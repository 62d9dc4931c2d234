import { and, type DbOrTx, eq, schema, sql } from '@ridgeline/db';

/** Whether the shopper has placed an order containing the master product (verified purchase). */
export async function hasPurchased(db: DbOrTx, shopperId: string, masterId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(schema.orders)
    .innerJoin(schema.orderItems, eq(schema.orderItems.orderNumber, schema.orders.orderNumber))
    .where(and(eq(schema.orders.ownerId, shopperId), eq(schema.orderItems.masterId, masterId)))
    .limit(1);
  return rows.length > 0;
}

/** Whether any order ever held the variant (the catalogue keeps such a variant: decision 086). */
export async function everOrdered(db: DbOrTx, upc: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(schema.orderItems)
    .where(eq(schema.orderItems.upc, upc))
    .limit(1);
  return rows.length > 0;
}
