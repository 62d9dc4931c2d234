import { and, count, type Db, desc, eq, schema, sql } from '@ridgeline/db';
import type { ShopContext } from '../shared/context.ts';
import { CommerceError } from '../shared/errors.ts';
import { orderTimeline } from './events.ts';

/** A shopper's orders, newest first, one page at a time. */
export async function purchaseHistory(
  db: Db,
  shopperId: string,
  page: { pageNumber: number; pageSize: number },
) {
  const [total] = await db
    .select({ n: count() })
    .from(schema.orders)
    .where(eq(schema.orders.ownerId, shopperId));
  const rows = await db
    .select()
    .from(schema.orders)
    .where(eq(schema.orders.ownerId, shopperId))
    .orderBy(desc(schema.orders.placedAt), desc(schema.orders.orderNumber))
    .limit(page.pageSize)
    .offset((page.pageNumber - 1) * page.pageSize);
  const orders = [];
  for (const row of rows) {
    const items = await db
      .select({
        qty: schema.orderItems.qty,
        imageUrl: schema.orderItems.imageUrl,
        name: schema.orderItems.name,
      })
      .from(schema.orderItems)
      .where(eq(schema.orderItems.orderNumber, row.orderNumber));
    orders.push({
      orderNumber: row.orderNumber,
      status: row.status,
      placedAt: row.placedAt.toISOString(),
      siteId: row.siteId,
      currency: row.currency,
      total: row.totals.total,
      totalItems: items.reduce((sum, item) => sum + item.qty, 0),
      image: items[0] ? { src: items[0].imageUrl, alt: items[0].name } : null,
    });
  }
  const totalCount = total?.n ?? 0;
  return {
    orders,
    pageNumber: page.pageNumber,
    pageSize: page.pageSize,
    total: totalCount,
    totalPages: Math.ceil(totalCount / page.pageSize),
  };
}

/**
 * Guest order tracking by order number and email: OHS4004 for an unknown order, ORD400 when the email
 * is not the order's. Returns the status and its timeline, with the tracking number once shipped, and
 * the lookup token: email and order number together open the order, as on most retailers' lookup pages.
 */
/**
 * A guest's order lookup by number and email. An unknown number and a wrong email are one answer (ORD400)
 * from one query, so the call does not tell a stranger which order numbers exist (decision 052).
 */
export async function trackOrder(db: Db, _ctx: ShopContext, email: string, orderNumber: string) {
  const [order] = await db
    .select()
    .from(schema.orders)
    .where(
      and(
        eq(schema.orders.orderNumber, orderNumber),
        sql`lower(trim(${schema.orders.email})) = ${email.trim().toLowerCase()}`,
      ),
    );
  if (!order) throw new CommerceError('ORD400');
  const timeline = await orderTimeline(db, orderNumber);
  const shipped = [...timeline].reverse().find((event) => event.type === 'shipped');
  return {
    orderNumber,
    st: order.lookupToken,
    status: order.status,
    placedAt: order.placedAt.toISOString(),
    trackingNumber: shipped?.data.tracking ?? null,
    timeline,
  };
}
