import { and, asc, type DbOrTx, eq, inArray, schema } from '@ridgeline/db';

export type StoreRow = typeof schema.stores.$inferSelect;

/** An active store by id, or null: a deactivated store (decision 080) is gone for shoppers and carts. */
export async function findStore(db: DbOrTx, storeId: string): Promise<StoreRow | null> {
  const [store] = await db
    .select()
    .from(schema.stores)
    .where(and(eq(schema.stores.id, storeId), eq(schema.stores.active, true)));
  return store ?? null;
}

/** The active stores with these ids (unknown and deactivated ones are left out). */
export async function findStores(db: DbOrTx, storeIds: readonly string[]): Promise<StoreRow[]> {
  if (storeIds.length === 0) return [];
  return db
    .select()
    .from(schema.stores)
    .where(and(inArray(schema.stores.id, [...storeIds]), eq(schema.stores.active, true)));
}

/** A site's open stores (pickup points left out: they hold no stock), by name. */
export async function shopsOfSite(db: DbOrTx, siteId: string): Promise<StoreRow[]> {
  return db
    .select()
    .from(schema.stores)
    .where(
      and(
        eq(schema.stores.siteId, siteId),
        eq(schema.stores.isPickupPoint, false),
        eq(schema.stores.active, true),
      ),
    )
    .orderBy(asc(schema.stores.name));
}
