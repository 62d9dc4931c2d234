import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Gift cards. The number (128 random bits) is never stored: only its SHA-256 hash and last four
 * characters, like a password, so a database leak does not leak spendable numbers.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: text('id').primaryKey(),
    numberHash: text('number_hash').notNull().unique(),
    last4: text('last4').notNull(),
    currency: text('currency').notNull(),
    initialBalance: integer('initial_balance').notNull(),
    /** Minor units; debited with a guarded update inside the order transaction. */
    balance: integer('balance').notNull(),
    /** active or disabled */
    status: text('status').notNull().default('active'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('gift_cards_balance_not_negative', sql`${t.balance} >= 0`)],
);
