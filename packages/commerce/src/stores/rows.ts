import { and, asc, type DbOrTx, eq, inArray, schema } from '@ridgeline/db';

export type StoreRow = typeof schema.stores.$inferSelect;

/** A store by id, or null. */
export async function findStore(db: DbOrTx, storeId: string): Promise<StoreRow | null> {
  const [store] = await db.select().from(schema.stores).where(eq(schema.stores.id, storeId));
  return store ?? null;
}

/** The stores with these ids (unknown ids are left out). */
export async function findStores(db: DbOrTx, storeIds: readonly string[]): Promise<StoreRow[]> {
  if (storeIds.length === 0) return [];
  return db
    .select()
    .from(schema.stores)
    .where(inArray(schema.stores.id, [...storeIds]));
}

/** A site's stores (pickup points left out: they hold no stock), by name. */
export async function shopsOfSite(db: DbOrTx, siteId: string): Promise<StoreRow[]> {
  return db
    .select()
    .from(schema.stores)
    .where(and(eq(schema.stores.siteId, siteId), eq(schema.stores.isPickupPoint, false)))
    .orderBy(asc(schema.stores.name));
}
