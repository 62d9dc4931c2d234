import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Returns (RMAs) of an order (decision 078), owned by the orders module: authorised → received → closed
 * (refunded), or cancelled before receipt. Who and when for each step; the refund the return produced.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: text('id').primaryKey(),
    orderNumber: text('order_number').notNull(),
    /** RMA-…: the shopper's return label reference when there was one, otherwise a new one. */
    reference: text('reference').notNull(),
    /** authorised, received, closed, cancelled */
    status: text('status').notNull(),
    note: text('note'),
    authorisedAt: timestamp('authorised_at', { withTimezone: true }).notNull().defaultNow(),
    authorisedBy: text('authorised_by').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    receivedBy: text('received_by'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: text('closed_by'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by'),
    cancelReason: text('cancel_reason'),
    /** Minor units given back when the return was closed. */
    refundedAmount: integer('refunded_amount'),
  },
  (t) => [
    index('order_returns_order_idx').on(t.orderNumber, t.authorisedAt),
    // A label reference names one live return; a cancelled return frees it.
    uniqueIndex('order_returns_reference_idx').on(t.reference).where(sql`status <> 'cancelled'`),
  ],
);

/** The lines of a return: which order line, how many, why, and what was done with them on receipt. */
export const orderReturnLines = pgTable(
  'order_return_lines',
  {
    id: text('id').primaryKey(),
    returnId: text('return_id').notNull(),
    orderItemId: text('order_item_id').notNull(),
    qty: integer('qty').notNull(),
    /** One of RETURN_REASONS. */
    reason: text('reason').notNull(),
    /** On receipt: one of RETURN_CONDITIONS. */
    condition: text('condition'),
    /** On receipt: restock or write_off. */
    disposition: text('disposition'),
    /** Where it was received: 'online' (the warehouse) or a store's id. */
    location: text('location'),
    /** A write-off's reason (one of WRITE_OFF_REASONS). */
    writeOffReason: text('write_off_reason'),
    /** Minor units refunded for this line when the return was closed. */
    refundedAmount: integer('refunded_amount'),
  },
  (t) => [
    index('order_return_lines_return_idx').on(t.returnId),
    index('order_return_lines_item_idx').on(t.orderItemId),
  ],
);
