import {
  type AdminStockAdjustment,
  type AdminStockAdjustmentRequest,
  type AdminStockVariant,
  ONLINE_LOCATION,
  type StockReason,
} from '@ridgeline/contracts';
import {
  and,
  asc,
  type Db,
  type DbOrTx,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lte,
  or,
  type SQL,
  schema,
  sql,
} from '@ridgeline/db';
import { recordAudit, recordAudits } from '../audit/index.ts';
import { deferSearchRefresh, refreshSearchOfVariants } from '../catalog/index.ts';
import { operatorById } from '../operators/index.ts';
import { CommerceError } from '../shared/errors.ts';
import { newId } from '../shared/ids.ts';
import { localize } from '../shared/locale.ts';
import { onStockChanged } from './notifications.ts';

/** Who changes stock: an operator of the back-office or the operator command. */
export interface StockActor {
  type: 'operator' | 'cli';
  id: string;
}

const v = schema.variants;
const heldNow = sql<number>`coalesce((select sum(${schema.stockHolds.qty}) from ${schema.stockHolds} where ${schema.stockHolds.upc} = ${v.upc} and ${schema.stockHolds.expiresAt} > now()), 0)::int`;

/** The variants a search names (a UPC, a master or a colour product id), at most 200, in catalogue order. */
async function variantsNamed(db: DbOrTx, q: string, locale: string) {
  const term = q.trim();
  const id = term.toUpperCase();
  const rows = await db
    .select({
      upc: v.upc,
      productId: v.productId,
      colorId: v.colorId,
      size: v.size,
      name: schema.products.name,
      color: schema.productColors.label,
      online: sql<number | null>`${schema.stock.quantity}`,
      held: heldNow,
    })
    .from(v)
    .innerJoin(schema.products, eq(schema.products.id, v.productId))
    .innerJoin(schema.productColors, eq(schema.productColors.id, v.colorId))
    .leftJoin(schema.stock, eq(schema.stock.upc, v.upc))
    .where(or(eq(v.upc, term), eq(v.productId, id), eq(v.colorId, id)))
    .orderBy(asc(v.productId), asc(schema.productColors.position), asc(v.position))
    .limit(200);
  return rows.map((row) => ({
    ...row,
    name: localize(row.name, locale),
    color: localize(row.color, locale),
    online: row.online ?? 0,
    held: Number(row.held),
  }));
}

/** Stock of the variants a search names: online (with what carts hold) and on each store's shelf. */
export async function stockOverview(db: DbOrTx, q: string, locale: string): Promise<AdminStockVariant[]> {
  const variants = await variantsNamed(db, q, locale);
  if (variants.length === 0) return [];
  const shelves = await db
    .select({
      upc: schema.storeStock.upc,
      storeId: schema.storeStock.storeId,
      name: schema.stores.name,
      quantity: schema.storeStock.quantity,
    })
    .from(schema.storeStock)
    .innerJoin(schema.stores, eq(schema.stores.id, schema.storeStock.storeId))
    .where(
      inArray(
        schema.storeStock.upc,
        variants.map((variant) => variant.upc),
      ),
    )
    .orderBy(asc(schema.stores.name));
  return variants.map((variant) => ({
    upc: variant.upc,
    productId: variant.productId,
    colorId: variant.colorId,
    name: variant.name,
    color: variant.color,
    size: variant.size,
    online: variant.online,
    held: variant.held,
    available: Math.max(0, variant.online - variant.held),
    stores: shelves
      .filter((shelf) => shelf.upc === variant.upc)
      .map((shelf) => ({ location: shelf.storeId, name: shelf.name, quantity: shelf.quantity })),
  }));
}

type AdjustmentRow = typeof schema.stockAdjustments.$inferSelect;

async function withActorNames(db: DbOrTx, rows: AdjustmentRow[]): Promise<AdminStockAdjustment[]> {
  const names = new Map<string, string>();
  for (const id of new Set(rows.filter((row) => row.actorType === 'operator').map((row) => row.actorId))) {
    const operator = await operatorById(db, id);
    if (operator) names.set(id, operator.name);
  }
  return rows.map((row) => ({
    id: row.id,
    upc: row.upc,
    location: row.location,
    reason: row.reason,
    note: row.note,
    before: row.before,
    after: row.after,
    actorType: row.actorType,
    actorId: row.actorId,
    actorName: names.get(row.actorId) ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Locks and reads one count: online stock or a store's shelf. Null when there is no such record. */
async function lockedCount(tx: DbOrTx, upc: string, location: string): Promise<number | null> {
  if (location === ONLINE_LOCATION) {
    const [row] = await tx
      .select({ quantity: schema.stock.quantity })
      .from(schema.stock)
      .where(eq(schema.stock.upc, upc))
      .for('update');
    return row ? row.quantity : null;
  }
  const [row] = await tx
    .select({ quantity: schema.storeStock.quantity })
    .from(schema.storeStock)
    .where(and(eq(schema.storeStock.storeId, location), eq(schema.storeStock.upc, upc)))
    .for('update');
  return row ? row.quantity : null;
}

/**
 * Sets one count inside the caller's transaction and records it twice: in the adjustment history (this
 * module's table) and in the audit log. Online stock that comes back runs the back-in-stock hook.
 */
export async function setCount(
  tx: DbOrTx,
  actor: StockActor,
  change: {
    upc: string;
    location: string;
    before: number;
    after: number;
    reason: StockReason;
    note?: string | null;
  },
): Promise<AdjustmentRow> {
  const { upc, location, before, after } = change;
  if (location === ONLINE_LOCATION) {
    await tx
      .update(schema.stock)
      .set({ quantity: after, updatedAt: new Date() })
      .where(eq(schema.stock.upc, upc));
    await onStockChanged(tx, upc, before, after);
  } else {
    await tx
      .update(schema.storeStock)
      .set({ quantity: after })
      .where(and(eq(schema.storeStock.storeId, location), eq(schema.storeStock.upc, upc)));
  }
  const [row] = await tx
    .insert(schema.stockAdjustments)
    .values({
      id: newId(),
      upc,
      location,
      reason: change.reason,
      note: change.note ?? null,
      before,
      after,
      actorType: actor.type,
      actorId: actor.id,
    })
    .returning();
  await recordAudit(tx, {
    actorType: actor.type,
    actorId: actor.id,
    action: 'stock.adjust',
    entityType: 'stock',
    entityId: `${location}:${upc}`,
    before: { quantity: before },
    after: { quantity: after, reason: change.reason, note: change.note ?? null },
  });
  return row!;
}

export interface CountChange {
  upc: string;
  location: string;
  before: number;
  after: number;
}

/**
 * Sets many counts at once inside the caller's transaction (a stock file): a few statements per 500
 * counts rather than several per count, each still in the history and the audit log.
 */
export async function setCounts(
  tx: DbOrTx,
  actor: StockActor,
  changes: readonly CountChange[],
  reason: StockReason,
): Promise<void> {
  await deferSearchRefresh(tx);
  for (let i = 0; i < changes.length; i += 500) {
    const chunk = changes.slice(i, i + 500);
    const online = chunk.filter((change) => change.location === ONLINE_LOCATION);
    const shelves = chunk.filter((change) => change.location !== ONLINE_LOCATION);
    if (online.length > 0) {
      const values = sql.join(
        online.map((change) => sql`(${change.upc}::text, ${change.after}::integer)`),
        sql`, `,
      );
      await tx.execute(
        sql`update ${schema.stock} set quantity = v.quantity, updated_at = now() from (values ${values}) as v(upc, quantity) where ${schema.stock.upc} = v.upc`,
      );
      // Back in stock: only the variants someone waits for get the hook (one query for the whole chunk).
      const back = online.filter((change) => change.before <= 0 && change.after > 0);
      const waited =
        back.length === 0
          ? new Set<string>()
          : new Set(
              (
                await tx
                  .selectDistinct({ upc: schema.stockNotifications.upc })
                  .from(schema.stockNotifications)
                  .where(
                    and(
                      inArray(
                        schema.stockNotifications.upc,
                        back.map((change) => change.upc),
                      ),
                      isNull(schema.stockNotifications.notifiedAt),
                    ),
                  )
              ).map((row) => row.upc),
            );
      for (const change of back) {
        if (waited.has(change.upc)) await onStockChanged(tx, change.upc, change.before, change.after);
      }
    }
    if (shelves.length > 0) {
      const values = sql.join(
        shelves.map(
          (change) => sql`(${change.location}::text, ${change.upc}::text, ${change.after}::integer)`,
        ),
        sql`, `,
      );
      await tx.execute(
        sql`update ${schema.storeStock} set quantity = v.quantity from (values ${values}) as v(store_id, upc, quantity) where ${schema.storeStock.storeId} = v.store_id and ${schema.storeStock.upc} = v.upc`,
      );
    }
    const column = <T>(pick: (change: CountChange) => T) => chunk.map(pick);
    await tx.execute(sql`
      insert into ${schema.stockAdjustments} (id, upc, location, reason, before, after, actor_type, actor_id)
      select id, upc, location, ${reason}, before, after, ${actor.type}, ${actor.id}
      from unnest(${sql.param(column(() => newId()))}::text[], ${sql.param(column((c) => c.upc))}::text[],
        ${sql.param(column((c) => c.location))}::text[], ${sql.param(column((c) => c.before))}::integer[], ${sql.param(column((c) => c.after))}::integer[])
        as t(id, upc, location, before, after)`);
    await recordAudits(
      tx,
      chunk.map((change) => ({
        actorType: actor.type,
        actorId: actor.id,
        action: 'stock.adjust',
        entityType: 'stock',
        entityId: `${change.location}:${change.upc}`,
        before: { quantity: change.before },
        after: { quantity: change.after, reason, note: null },
      })),
    );
  }
  // Only online stock crossing zero changes what a listing shows (as the stock trigger's condition).
  await refreshSearchOfVariants(
    tx,
    changes
      .filter((change) => change.location === ONLINE_LOCATION && change.before > 0 !== change.after > 0)
      .map((change) => change.upc),
  );
}

/**
 * Changes the counts of one or more variants (a single edit or a bulk edit from a list) in one
 * transaction: all of them or none. A count that would go below zero refuses the whole change (STK409),
 * an unknown record too (STK404). Lines are taken in UPC order so concurrent edits cannot deadlock.
 */
export async function adjustStock(
  db: Db,
  actor: StockActor,
  request: AdminStockAdjustmentRequest,
): Promise<AdminStockAdjustment[]> {
  const lines = [
    ...new Map(request.lines.map((line) => [`${line.location}:${line.upc}`, line])).values(),
  ].sort((a, b) => a.upc.localeCompare(b.upc) || a.location.localeCompare(b.location));
  const rows = await db.transaction(async (tx) => {
    const made: AdjustmentRow[] = [];
    for (const line of lines) {
      const before = await lockedCount(tx, line.upc, line.location);
      if (before === null) {
        throw new CommerceError('STK404', { upc: line.upc, location: line.location, field: 'lines' });
      }
      const after = request.mode === 'set' ? request.amount : before + request.amount;
      if (after < 0) {
        throw new CommerceError('STK409', {
          upc: line.upc,
          location: line.location,
          onHand: before,
          field: 'amount',
        });
      }
      made.push(
        await setCount(tx, actor, {
          upc: line.upc,
          location: line.location,
          before,
          after,
          reason: request.reason,
          note: request.note ?? null,
        }),
      );
    }
    return made;
  });
  return withActorNames(db, rows);
}

/** The adjustment history, newest first: of one variant, or of everything. */
export async function stockHistory(
  db: DbOrTx,
  query: { upc?: string | undefined; start: number; pageSize: number },
) {
  const a = schema.stockAdjustments;
  const rows = await db
    .select()
    .from(a)
    .where(query.upc ? eq(a.upc, query.upc) : undefined)
    .orderBy(desc(a.createdAt), desc(a.id))
    .limit(query.pageSize + 1)
    .offset(query.start);
  return {
    items: await withActorNames(db, rows.slice(0, query.pageSize)),
    start: query.start,
    pageSize: query.pageSize,
    hasMore: rows.length > query.pageSize,
  };
}

/** Variants with some online units left but at most `threshold`, fewest first. */
export async function lowStock(
  db: DbOrTx,
  query: { threshold: number; start: number; pageSize: number },
  locale: string,
) {
  const where: SQL = and(gt(schema.stock.quantity, 0), lte(schema.stock.quantity, query.threshold))!;
  const rows = await db
    .select({
      upc: schema.stock.upc,
      quantity: schema.stock.quantity,
      productId: v.productId,
      size: v.size,
      name: schema.products.name,
      color: schema.productColors.label,
    })
    .from(schema.stock)
    .innerJoin(v, eq(v.upc, schema.stock.upc))
    .innerJoin(schema.products, eq(schema.products.id, v.productId))
    .innerJoin(schema.productColors, eq(schema.productColors.id, v.colorId))
    .where(where)
    .orderBy(asc(schema.stock.quantity), asc(schema.stock.upc))
    .limit(query.pageSize + 1)
    .offset(query.start);
  return {
    threshold: query.threshold,
    items: rows.slice(0, query.pageSize).map((row) => ({
      upc: row.upc,
      productId: row.productId,
      name: localize(row.name, locale),
      color: localize(row.color, locale),
      size: row.size,
      quantity: row.quantity,
    })),
    start: query.start,
    pageSize: query.pageSize,
    hasMore: rows.length > query.pageSize,
  };
}

/** Holds carts have on online stock right now, the soonest to end first (at most 200). */
export async function activeHolds(db: DbOrTx, locale: string) {
  const h = schema.stockHolds;
  const rows = await db
    .select({ upc: h.upc, cartId: h.cartId, qty: h.qty, expiresAt: h.expiresAt, name: schema.products.name })
    .from(h)
    .innerJoin(v, eq(v.upc, h.upc))
    .innerJoin(schema.products, eq(schema.products.id, v.productId))
    .where(gt(h.expiresAt, new Date()))
    .orderBy(asc(h.expiresAt))
    .limit(200);
  return {
    items: rows.map((row) => ({
      upc: row.upc,
      name: localize(row.name, locale),
      cart: row.cartId.slice(0, 8),
      qty: row.qty,
      expiresAt: row.expiresAt.toISOString(),
    })),
  };
}
