import { and, count, type Db, gte, inArray, lt, notInArray, schema, sql } from '@ridgeline/db';

/** Orders that count as sales: placed and not cancelled, nor waiting for 3-D Secure. */
const NOT_SALES = ['cancelled', 'pending_authentication'];
/** Orders placed and not yet shipped (created → picked → shipped, lifecycle.ts). */
export const AWAITING_FULFILMENT = ['created', 'picked'];

export interface SiteOrderFigures {
  siteId: string;
  currency: string;
  /** Orders placed in the period (sales only). */
  orders: number;
  /** Their totals, in the site's minor units. */
  revenue: number;
}

/** Orders and revenue per site placed in [from, to), for the back-office dashboard. */
export async function orderFiguresBetween(db: Db, from: Date, to: Date): Promise<SiteOrderFigures[]> {
  const rows = await db
    .select({
      siteId: schema.orders.siteId,
      currency: schema.orders.currency,
      orders: count(),
      revenue: sql<string>`coalesce(sum((${schema.orders.totals}->>'total')::bigint), 0)`,
    })
    .from(schema.orders)
    .where(
      and(
        gte(schema.orders.placedAt, from),
        lt(schema.orders.placedAt, to),
        notInArray(schema.orders.status, NOT_SALES),
      ),
    )
    .groupBy(schema.orders.siteId, schema.orders.currency);
  return rows.map((row) => ({ ...row, revenue: Number(row.revenue) }));
}

/** Orders waiting to be shipped, per site. */
export async function awaitingFulfilmentBySite(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .select({ siteId: schema.orders.siteId, n: count() })
    .from(schema.orders)
    .where(inArray(schema.orders.status, AWAITING_FULFILMENT))
    .groupBy(schema.orders.siteId);
  return Object.fromEntries(rows.map((row) => [row.siteId, row.n]));
}
