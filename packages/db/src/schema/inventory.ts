import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every change an operator (or an import) made to a unit count, online or on a store's shelf (decision
 * 071): who, when, where, why, before and after. Rows are only ever inserted; the inventory module owns it.
 */
export const stockAdjustments = pgTable(
  'stock_adjustments',
  {
    id: text('id').primaryKey(),
    upc: text('upc').notNull(),
    /** 'online' (the one warehouse serving every site) or a store's id. */
    location: text('location').notNull(),
    /** received, damaged, correction, count, returned, lost, import. */
    reason: text('reason').notNull(),
    note: text('note'),
    before: integer('before').notNull(),
    after: integer('after').notNull(),
    actorType: text('actor_type').notNull(),
    actorId: text('actor_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_adjustments_upc_idx').on(t.upc, t.createdAt),
    index('stock_adjustments_created_idx').on(t.createdAt, t.id),
  ],
);
