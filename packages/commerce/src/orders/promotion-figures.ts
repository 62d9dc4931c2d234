import { and, type DbOrTx, eq, ne, schema, sql } from '@ridgeline/db';

/**
 * The discount each promotion gave on orders that still stand (not cancelled), per currency in minor
 * units, read from the orders' promo summaries (decision 072). A GIN index on `promo_summary` finds them.
 */
export async function discountsByPromotion(
  db: DbOrTx,
  promotionIds: string[],
): Promise<Map<string, Record<string, number>>> {
  const totals = new Map<string, Record<string, number>>();
  if (promotionIds.length === 0) return totals;
  const ids = sql.join(
    promotionIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const { rows } = (await db.execute(sql`
    select entry->>'promotionId' as "promotionId", o.currency as currency,
           coalesce(sum((entry->>'discount')::bigint), 0)::bigint as discount
    from ${schema.orders} o
    cross join lateral jsonb_array_elements(o.promo_summary) entry
    where o.status <> 'cancelled'
      and o.promo_summary @? ${`$[*] ? (${promotionIds.map((id) => `@.promotionId == ${JSON.stringify(id)}`).join(' || ')})`}::jsonpath
      and entry->>'promotionId' in (${ids})
    group by 1, 2`)) as unknown as {
    rows: { promotionId: string; currency: string; discount: string | number }[];
  };
  for (const row of rows) {
    const entry = totals.get(row.promotionId) ?? {};
    entry[row.currency] = Number(row.discount);
    totals.set(row.promotionId, entry);
  }
  return totals;
}

/** A gift card's use by orders: each payment with it, its order and when it was placed (decision 072). */
export async function giftCardPayments(db: DbOrTx, giftCardId: string) {
  return db
    .select({
      orderNumber: schema.orderPayments.orderNumber,
      amount: schema.orderPayments.amount,
      refundedAmount: schema.orderPayments.refundedAmount,
      status: schema.orderPayments.status,
      placedAt: schema.orders.placedAt,
    })
    .from(schema.orderPayments)
    .innerJoin(schema.orders, eq(schema.orders.orderNumber, schema.orderPayments.orderNumber))
    .where(and(eq(schema.orderPayments.giftCardId, giftCardId), ne(schema.orderPayments.status, 'voided')))
    .orderBy(schema.orders.placedAt);
}
