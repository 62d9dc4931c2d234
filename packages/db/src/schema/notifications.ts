import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A back-in-stock sign-up for one variant; notified_at is set when the email is queued. */
export const stockNotifications = pgTable(
  'stock_notifications',
  {
    id: text('id').primaryKey(),
    upc: text('upc').notNull(),
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    shopperId: text('shopper_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    index('stock_notifications_upc_idx').on(t.upc),
    uniqueIndex('stock_notifications_pending_idx').on(t.upc, t.email).where(sql`notified_at is null`),
  ],
);
