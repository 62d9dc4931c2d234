import { and, type DbOrTx, eq, lt, schema, type Tx } from '@ridgeline/db';

export type OrderRow = typeof schema.orders.$inferSelect;
export type OrderItemRow = typeof schema.orderItems.$inferSelect;
export type OrderPaymentRow = typeof schema.orderPayments.$inferSelect;

/** Writes a new order with its lines and payments, inside the place-order transaction. */
export async function recordOrder(
  tx: Tx,
  order: typeof schema.orders.$inferInsert,
  items: (typeof schema.orderItems.$inferInsert)[],
  payments: (typeof schema.orderPayments.$inferInsert)[],
): Promise<OrderRow> {
  const [row] = await tx.insert(schema.orders).values(order).returning();
  if (items.length > 0) await tx.insert(schema.orderItems).values(items);
  if (payments.length > 0) await tx.insert(schema.orderPayments).values(payments);
  return row!;
}

/** An order by number (and owner, when given). */
export async function findOrder(
  db: DbOrTx,
  orderNumber: string,
  ownerId?: string,
): Promise<OrderRow | undefined> {
  const [order] = await db
    .select()
    .from(schema.orders)
    .where(
      and(
        eq(schema.orders.orderNumber, orderNumber),
        ...(ownerId ? [eq(schema.orders.ownerId, ownerId)] : []),
      ),
    );
  return order;
}

/** The lines of an order. */
export async function orderItemsOf(db: DbOrTx, orderNumber: string): Promise<OrderItemRow[]> {
  return db.select().from(schema.orderItems).where(eq(schema.orderItems.orderNumber, orderNumber));
}

/** The order's payment waiting for a 3-D Secure challenge, if any. */
export async function challengedPayment(
  db: DbOrTx,
  orderNumber: string,
): Promise<OrderPaymentRow | undefined> {
  const [payment] = await db
    .select()
    .from(schema.orderPayments)
    .where(
      and(
        eq(schema.orderPayments.orderNumber, orderNumber),
        eq(schema.orderPayments.status, 'challenge_required'),
      ),
    );
  return payment;
}

/** Orders waiting for a 3-D Secure challenge since before `cutoff`. */
export async function stalePendingOrders(db: DbOrTx, cutoff: Date): Promise<OrderRow[]> {
  return db
    .select()
    .from(schema.orders)
    .where(and(eq(schema.orders.status, 'pending_authentication'), lt(schema.orders.placedAt, cutoff)));
}

/** Changes a pending order's status once; false when another request already did. */
export async function movePendingOrder(tx: Tx, orderNumber: string, status: string): Promise<boolean> {
  const moved = await tx
    .update(schema.orders)
    .set({ status })
    .where(
      and(eq(schema.orders.orderNumber, orderNumber), eq(schema.orders.status, 'pending_authentication')),
    )
    .returning({ orderNumber: schema.orders.orderNumber });
  return moved.length > 0;
}

/** Sets one order payment's status, inside the caller's transaction. */
export async function setOrderPaymentStatus(tx: Tx, paymentId: string, status: string): Promise<void> {
  await tx.update(schema.orderPayments).set({ status }).where(eq(schema.orderPayments.id, paymentId));
}

/** Links an order line to the gift card issued for it (and its updated gift option), in the caller's transaction. */
export async function setItemGiftCard(
  tx: Tx,
  itemId: string,
  giftCardId: string,
  giftOption?: OrderItemRow['giftOption'],
): Promise<OrderItemRow> {
  const [updated] = await tx
    .update(schema.orderItems)
    .set({ giftCardId, ...(giftOption !== undefined ? { giftOption } : {}) })
    .where(eq(schema.orderItems.id, itemId))
    .returning();
  return updated!;
}
