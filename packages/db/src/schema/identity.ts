import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A shopper known to the system: a guest (no email) or a registered consumer. */
export const shoppers = pgTable('shoppers', {
  id: text('id').primaryKey(),
  consumerNo: text('consumer_no').notNull().unique(),
  consumerType: text('consumer_type').notNull(),
  email: text('email').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One refresh-token family per sign-in. Tokens are stored as SHA-256 hashes and rotate on use. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    shopperId: text('shopper_id').notNull(),
    familyId: text('family_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);
