import type { AdminStore, AdminStoreDay, AdminStoreRequest } from '@ridgeline/contracts';
import { and, asc, type Db, type DbOrTx, eq, ilike, or, type SQL, schema, sql } from '@ridgeline/db';
import { recordAudit } from '../audit/index.ts';
import { CommerceError } from '../shared/errors.ts';
import type { StoreRow } from './rows.ts';

/**
 * The back-office's store records (decision 080): list, create, edit, deactivate and reactivate, each
 * change audited with before and after. The storefront reads the same rows, so a change shows at once.
 */

export type StoreActor = { type: 'operator' | 'cli'; id: string };

const toDay = (hours: string | null): AdminStoreDay => {
  const [opens, closes] = hours ? hours.split('-') : [null, null];
  return { opens: opens ?? null, closes: closes ?? null };
};

export function adminStoreView(row: StoreRow): AdminStore {
  return {
    storeId: row.id,
    siteId: row.siteId,
    name: row.name,
    addressLine1: row.addressLine1,
    city: row.city,
    province: row.province,
    postalCode: row.postalCode,
    countryCode: row.countryCode,
    phone: row.phone,
    latitude: row.latitude,
    longitude: row.longitude,
    isPickupPoint: row.isPickupPoint,
    active: row.active,
    hours: row.hours.map(toDay),
  };
}

/**
 * The weekdays as stored ("09:00-18:00" or null). STR400 names the first day (0 = Sunday) with one time
 * but not the other, or that closes at or before it opens (a store open past midnight is not modelled).
 */
export function storedHours(days: readonly AdminStoreDay[]): (string | null)[] {
  return days.map((day, index) => {
    if (day.opens === null && day.closes === null) return null;
    if (day.opens === null || day.closes === null) {
      throw new CommerceError('STR400', {
        day: index,
        field: `body.hours.${index}.${day.opens === null ? 'opens' : 'closes'}`,
        problem: 'an open day needs both times',
      });
    }
    if (day.closes <= day.opens) {
      throw new CommerceError('STR400', {
        day: index,
        field: `body.hours.${index}.closes`,
        problem: 'must be after the opening time',
      });
    }
    return `${day.opens}-${day.closes}`;
  });
}

const rowValues = (request: AdminStoreRequest) => ({
  siteId: request.siteId,
  name: request.name,
  addressLine1: request.addressLine1,
  city: request.city,
  province: request.province,
  postalCode: request.postalCode.toUpperCase(),
  countryCode: request.countryCode,
  phone: request.phone,
  latitude: request.latitude,
  longitude: request.longitude,
  isPickupPoint: request.isPickupPoint,
  hours: storedHours(request.hours),
});

export interface AdminStoreSearch {
  q?: string | undefined;
  siteId?: string | undefined;
  status: 'active' | 'inactive' | 'all';
}

/** Stores matching the search, by site and name (a shop has tens of stores, not thousands: no pages). */
export async function listAdminStores(db: DbOrTx, search: AdminStoreSearch): Promise<AdminStore[]> {
  const s = schema.stores;
  const filters: SQL[] = [];
  if (search.siteId) filters.push(eq(s.siteId, search.siteId));
  if (search.status !== 'all') filters.push(eq(s.active, search.status === 'active'));
  if (search.q) {
    const prefix = `${search.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(
      or(
        ilike(s.name, `%${prefix}`),
        ilike(s.city, prefix),
        ilike(s.postalCode, prefix),
        ilike(s.id, prefix),
      ) as SQL,
    );
  }
  const rows = await db
    .select()
    .from(s)
    .where(filters.length > 0 ? and(...filters) : undefined)
    .orderBy(asc(s.siteId), asc(s.name), asc(s.id));
  return rows.map(adminStoreView);
}

async function requireStoreRow(db: DbOrTx, storeId: string, lock = false): Promise<StoreRow> {
  const query = db.select().from(schema.stores).where(eq(schema.stores.id, storeId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new CommerceError('STR404', { storeId });
  return row;
}

/** One store, active or not; STR404 when there is none. */
export async function adminStore(db: DbOrTx, storeId: string): Promise<AdminStore> {
  return adminStoreView(await requireStoreRow(db, storeId));
}

/** A new store (active), with the next free id (ST0001, ST0002...); audited as store.create. */
export async function createStore(
  db: Db,
  actor: StoreActor,
  request: AdminStoreRequest,
): Promise<AdminStore> {
  const values = rowValues(request);
  return db.transaction(async (tx) => {
    // Ids are taken under a transaction-scoped lock so that two creations never pick the same one.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('stores.create'))`);
    const [last] = await tx
      .select({ n: sql<number | null>`max(substring(${schema.stores.id} from 3)::int)` })
      .from(schema.stores)
      .where(sql`${schema.stores.id} ~ '^ST[0-9]{4}$'`);
    const id = `ST${String(Number(last?.n ?? 0) + 1).padStart(4, '0')}`;
    const [row] = await tx
      .insert(schema.stores)
      .values({ id, ...values, active: true })
      .returning();
    const after = adminStoreView(row!);
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: 'store.create',
      entityType: 'store',
      entityId: id,
      after,
    });
    return after;
  });
}

/** A store's record and hours replaced; audited as store.update with before and after. */
export async function updateStore(
  db: Db,
  actor: StoreActor,
  storeId: string,
  request: AdminStoreRequest,
): Promise<AdminStore> {
  const values = rowValues(request);
  return db.transaction(async (tx) => {
    const before = adminStoreView(await requireStoreRow(tx, storeId, true));
    const [row] = await tx.update(schema.stores).set(values).where(eq(schema.stores.id, storeId)).returning();
    const after = adminStoreView(row!);
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: 'store.update',
      entityType: 'store',
      entityId: storeId,
      before,
      after,
    });
    return after;
  });
}

/**
 * Deactivates or reactivates a store (store.deactivate / store.reactivate). A deactivated store leaves the
 * locator, the pickup options and agent login; its stock, associates and past orders stay.
 */
export async function setStoreActive(
  db: Db,
  actor: StoreActor,
  storeId: string,
  active: boolean,
): Promise<AdminStore> {
  return db.transaction(async (tx) => {
    const current = await requireStoreRow(tx, storeId, true);
    if (current.active === active) return adminStoreView(current);
    const [row] = await tx
      .update(schema.stores)
      .set({ active })
      .where(eq(schema.stores.id, storeId))
      .returning();
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: active ? 'store.reactivate' : 'store.deactivate',
      entityType: 'store',
      entityId: storeId,
      before: { active: current.active },
      after: { active },
    });
    return adminStoreView(row!);
  });
}

/** How many active stores each site has (the sites screen shows it). */
export async function activeStoreCounts(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await db
    .select({ siteId: schema.stores.siteId, n: sql<number>`count(*)::int` })
    .from(schema.stores)
    .where(eq(schema.stores.active, true))
    .groupBy(schema.stores.siteId);
  return new Map(rows.map((row) => [row.siteId, Number(row.n)]));
}
