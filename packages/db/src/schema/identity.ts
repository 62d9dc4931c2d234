import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A shopper known to the system: a guest (no email) or a registered consumer. */
export const shoppers = pgTable(
  'shoppers',
  {
    id: text('id').primaryKey(),
    consumerNo: text('consumer_no').notNull().unique(),
    consumerType: text('consumer_type').notNull(),
    email: text('email').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The back-office's customer search by the beginning of an email (decision 073; emails are stored lowercase).
  (t) => [index('shoppers_email_prefix_idx').on(sql`${t.email} text_pattern_ops`)],
);

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

/**
 * One row per sign-in or guest session (the id is its refresh-token family). Access tokens name it (`sid`)
 * and every authenticated call reads it by primary key: a revoked session's access tokens stop working at
 * once, in every API process (sign-out, password change or reset, refresh-token reuse; decision 052).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    shopperId: text('shopper_id').notNull(),
    /** An in-store associate's session: the store and the associate chosen at agent login. */
    storeId: text('store_id'),
    storeEmployeeId: text('store_employee_id'),
    /**
     * An assisted session (decision 090): the associate (their shopper id) who sells on behalf of this
     * session's shopper, a guest or a looked-up customer. Null for the shopper's own sessions and for the
     * associate's own shift session, which only starts assisted sessions.
     */
    assistedBy: text('assisted_by'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_shopper_idx').on(t.shopperId)],
);
