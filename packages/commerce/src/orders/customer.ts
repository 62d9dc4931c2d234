import { and, type DbOrTx, desc, eq, schema, sql } from '@ridgeline/db';

/** A customer's orders in the back-office (decision 073): the most recent ones, newest first. */
export async function recentOrdersOf(db: DbOrTx, ownerId: string, limit: number) {
  const t = schema.orders;
  const rows = await db
    .select({
      orderNumber: t.orderNumber,
      placedAt: t.placedAt,
      status: t.status,
      siteId: t.siteId,
      currency: t.currency,
      totals: t.totals,
    })
    .from(t)
    .where(eq(t.ownerId, ownerId))
    .orderBy(desc(t.placedAt), desc(t.orderNumber))
    .limit(limit + 1);
  return {
    orders: rows.slice(0, limit).map((row) => ({
      orderNumber: row.orderNumber,
      placedAt: row.placedAt.toISOString(),
      status: row.status,
      siteId: row.siteId,
      currency: row.currency,
      total: row.totals.total,
    })),
    more: rows.length > limit,
  };
}

/**
 * The loyalty points a customer spent on orders and got back (a cancellation or a refund), newest first:
 * the points of a voucher are kept on its payment (`points:N`).
 */
export async function loyaltyPaymentsOf(db: DbOrTx, ownerId: string) {
  const o = schema.orders;
  const p = schema.orderPayments;
  const rows = await db
    .select({
      orderNumber: o.orderNumber,
      placedAt: o.placedAt,
      spent: p.authorizationId,
      status: p.status,
      refundedAmount: p.refundedAmount,
    })
    .from(p)
    .innerJoin(o, eq(o.orderNumber, p.orderNumber))
    .where(and(eq(o.ownerId, ownerId), eq(p.methodId, 'LOYALTY_POINTS')))
    .orderBy(desc(o.placedAt));
  return rows.map((row) => ({
    orderNumber: row.orderNumber,
    placedAt: row.placedAt.toISOString(),
    points: Number((row.spent ?? '').replace('points:', '') || 0),
    returned: row.status === 'refunded' || row.refundedAmount > 0,
  }));
}

/**
 * The erasure's part of the orders (decision 073): the orders stay as invoiced (number, date, lines,
 * amounts, tax, payments, the billing name and address an invoice carries) for the statutory period; the
 * order's email address and the addresses' phone numbers, which no invoice needs, are removed. Returns
 * how many orders were kept.
 */
export async function forgetOrderContact(tx: DbOrTx, ownerId: string, erasedEmail: string): Promise<number> {
  const t = schema.orders;
  const kept = await tx
    .update(t)
    .set({
      email: erasedEmail,
      billingAddress: sql`(${t.billingAddress} - 'phone' - 'phoneCode' - 'email') || '{"phone":""}'::jsonb`,
      shippingAddress: sql`case when ${t.shippingAddress} is null then null else (${t.shippingAddress} - 'phone' - 'phoneCode' - 'email') || '{"phone":""}'::jsonb end`,
    })
    .where(eq(t.ownerId, ownerId))
    .returning({ orderNumber: t.orderNumber });
  return kept.length;
}
