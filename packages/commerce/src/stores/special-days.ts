import type { AdminStoreSpecialDay, AdminStoreSpecialDayRequest, Store } from '@ridgeline/contracts';
import { and, asc, type Db, type DbOrTx, eq, gte, inArray, lte, schema } from '@ridgeline/db';
import { recordAudit } from '../audit/index.ts';
import { CommerceError } from '../shared/errors.ts';
import { localize } from '../shared/locale.ts';
import type { StoreActor } from './admin.ts';

/**
 * A store's special days (decision 088): a date on which it is closed, or open at other hours than its
 * weekday's, with the reason shoppers read. The back-office sets and removes them (audited on the store);
 * the locator, the store list and in-store availability show the ones of the next two weeks.
 */

const days = schema.storeSpecialDays;
type SpecialDayRow = typeof days.$inferSelect;

const DAY_MS = 86_400_000;
const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The window shoppers see: from yesterday to 13 days on, in UTC. A store's "today" is its own calendar
 * day, a few hours either side of UTC; the storefront picks today's entry by the shopper's own date.
 */
export function shopperWindow(now = new Date()): { from: string; to: string } {
  return { from: isoDate(now.getTime() - DAY_MS), to: isoDate(now.getTime() + 13 * DAY_MS) };
}

const adminView = (row: SpecialDayRow): AdminStoreSpecialDay => {
  const [opens, closes] = row.hours ? row.hours.split('-') : [null, null];
  return { date: row.day, opens: opens ?? null, closes: closes ?? null, reason: row.reason };
};

async function requireStore(db: DbOrTx, storeId: string): Promise<void> {
  const [store] = await db
    .select({ id: schema.stores.id })
    .from(schema.stores)
    .where(eq(schema.stores.id, storeId));
  if (!store) throw new CommerceError('STR404', { storeId });
}

/** "10:00-14:00", or null for a closed day; STR400 like the weekdays' hours, naming this form's field. */
function specialHours({ opens, closes }: { opens: string | null; closes: string | null }): string | null {
  if (opens === null && closes === null) return null;
  if (opens === null || closes === null) {
    throw new CommerceError('STR400', {
      field: `body.${opens === null ? 'opens' : 'closes'}`,
      problem: 'an open day needs both times',
    });
  }
  if (closes <= opens) {
    throw new CommerceError('STR400', { field: 'body.closes', problem: 'must be after the opening time' });
  }
  return `${opens}-${closes}`;
}

/** A store's special days from yesterday on (past ones are history the screen does not need), by date. */
export async function specialDaysOf(db: DbOrTx, storeId: string, now = new Date()) {
  await requireStore(db, storeId);
  const rows = await db
    .select()
    .from(days)
    .where(and(eq(days.storeId, storeId), gte(days.day, shopperWindow(now).from)))
    .orderBy(asc(days.day));
  return rows.map(adminView);
}

/**
 * Sets the special day of a store on a date (replacing one already set), audited as
 * `store.special_day_set` with before and after. A date before yesterday is REQ400 (shoppers would never
 * see it); hours follow the weekdays' rules (STR400).
 */
export async function setSpecialDay(
  db: Db,
  actor: StoreActor,
  storeId: string,
  date: string,
  request: AdminStoreSpecialDayRequest,
  now = new Date(),
): Promise<AdminStoreSpecialDay> {
  if (date < shopperWindow(now).from) {
    throw new CommerceError('REQ400', { field: 'params.date', problem: 'must be today or later' });
  }
  const hours = specialHours(request);
  const reason = Object.fromEntries(
    Object.entries(request.reason).filter((entry): entry is [string, string] => !!entry[1]),
  );
  return db.transaction(async (tx) => {
    await requireStore(tx, storeId);
    const [before] = await tx
      .select()
      .from(days)
      .where(and(eq(days.storeId, storeId), eq(days.day, date)))
      .for('update');
    const [row] = await tx
      .insert(days)
      .values({ storeId, day: date, hours, reason })
      .onConflictDoUpdate({ target: [days.storeId, days.day], set: { hours, reason } })
      .returning();
    const after = adminView(row!);
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: 'store.special_day_set',
      entityType: 'store',
      entityId: storeId,
      ...(before ? { before: adminView(before) } : {}),
      after,
    });
    return after;
  });
}

/** Removes a store's special day (STR413 when there is none), audited as `store.special_day_remove`. */
export async function removeSpecialDay(db: Db, actor: StoreActor, storeId: string, date: string) {
  await db.transaction(async (tx) => {
    await requireStore(tx, storeId);
    const [removed] = await tx
      .delete(days)
      .where(and(eq(days.storeId, storeId), eq(days.day, date)))
      .returning();
    if (!removed) throw new CommerceError('STR413', { storeId, date });
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: 'store.special_day_remove',
      entityType: 'store',
      entityId: storeId,
      before: adminView(removed),
    });
  });
}

/** "Friday, 25 December" in the locale, for a YYYY-MM-DD date. */
const dateLabel = (date: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** The special days shoppers see for these stores (the next two weeks), per store id, by date. */
export async function upcomingSpecialDays(
  db: DbOrTx,
  storeIds: readonly string[],
  locale: string,
  now = new Date(),
): Promise<Map<string, Store['specialDays']>> {
  const byStore = new Map<string, Store['specialDays']>();
  if (storeIds.length === 0) return byStore;
  const window = shopperWindow(now);
  const rows = await db
    .select()
    .from(days)
    .where(and(inArray(days.storeId, [...storeIds]), gte(days.day, window.from), lte(days.day, window.to)))
    .orderBy(asc(days.day));
  for (const row of rows) {
    const view = adminView(row);
    const list = byStore.get(row.storeId) ?? [];
    list.push({
      date: view.date,
      label: dateLabel(view.date, locale),
      opens: view.opens,
      closes: view.closes,
      reason: localize(row.reason, locale),
    });
    byStore.set(row.storeId, list);
  }
  return byStore;
}
