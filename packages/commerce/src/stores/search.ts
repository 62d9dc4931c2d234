import type { StoreListResponse, StoreSearchRequest, StoreSearchResponse } from '@ridgeline/contracts';
import { and, asc, type DbOrTx, eq, schema, sql } from '@ridgeline/db';
import type { ShopContext } from '../shared/context.ts';
import { resolveOrigin } from './locate.ts';
import { upcomingSpecialDays } from './special-days.ts';
import { storeView } from './view.ts';

const EARTH_RADIUS_KM = 6371;

/**
 * Stores within the radius of a location, nearest first: any site's (a shopper near a border finds the
 * store across it), or only the collection points of the shopper's site.
 */
export async function searchStores(
  db: DbOrTx,
  ctx: ShopContext,
  request: StoreSearchRequest,
  options: { pickupOnly?: boolean } = {},
): Promise<StoreSearchResponse> {
  const origin = await resolveOrigin(db, ctx, request);
  const { stores } = schema;
  // Haversine distance in kilometres.
  const distance = sql<number>`${EARTH_RADIUS_KM} * 2 * asin(sqrt(
      power(sin(radians(${stores.latitude} - ${origin.latitude}) / 2), 2)
      + cos(radians(${origin.latitude})) * cos(radians(${stores.latitude}))
        * power(sin(radians(${stores.longitude} - ${origin.longitude}) / 2), 2)))`;
  const rows = await db
    .select({ store: stores, distance })
    .from(stores)
    .where(
      options.pickupOnly
        ? // Collection is for an order of this site: its currency, its stock, its stores.
          sql`${stores.active} and ${stores.isPickupPoint} and ${stores.siteId} = ${ctx.siteId} and ${distance} <= ${request.radiusKm}`
        : sql`${stores.active} and ${distance} <= ${request.radiusKm}`,
    )
    .orderBy(distance, asc(stores.id))
    .limit(request.limit);
  const special = await upcomingSpecialDays(
    db,
    rows.map((row) => row.store.id),
    ctx.locale,
  );
  return {
    origin,
    radiusKm: request.radiusKm,
    stores: rows.map((row) =>
      storeView(row.store, ctx.locale, Number(row.distance), special.get(row.store.id)),
    ),
  };
}

/** Every active store of the locale's site, by name. */
export async function listStores(db: DbOrTx, ctx: ShopContext): Promise<StoreListResponse> {
  const rows = await db
    .select()
    .from(schema.stores)
    .where(and(eq(schema.stores.siteId, ctx.siteId), eq(schema.stores.active, true)))
    .orderBy(asc(schema.stores.name));
  const special = await upcomingSpecialDays(
    db,
    rows.map((row) => row.id),
    ctx.locale,
  );
  return {
    siteId: ctx.siteId,
    stores: rows.map((row) => storeView(row, ctx.locale, null, special.get(row.id))),
  };
}
