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
    /** active or disabled; reward codes: redeemed once an order used them */
    status: text('status').notNull().default('active'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /**
     * gift (anyone holding the number), reward_code (single use, issued to ownerId; the balance is its
     * face value, status becomes 'redeemed' when an order uses it) or reward_card (stored value of the
     * loyalty member ownerId). Decision 044.
     */
    kind: text('kind').notNull().default('gift'),
    ownerId: text('owner_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('gift_cards_balance_not_negative', sql`${t.balance} >= 0`)],
);
