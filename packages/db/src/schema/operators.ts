import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { signInFailures } from './consumers.ts';

/**
 * Back-office operators (decision 062): people who run the shop, never shoppers. The role names a set of
 * permissions defined in code (`commerce/src/operators/roles.ts`). Emails are unique whatever their case.
 */
export const operators = pgTable(
  'operators',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    /** argon2id. */
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Base32 TOTP secret (RFC 6238) once confirmed; the pending one while enrolling. */
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    /** The last 30-second step a code was accepted for: a code is never accepted twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('operators_email_key').on(sql`lower(${t.email})`)],
);

/** One row per operator sign-in; the cookie carries a random token, stored here as its SHA-256. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    id: text('id').notNull().unique(),
    operatorId: text('operator_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);

/** Failed back-office sign-ins per email (hashed), known or not, and the lock they cause. */
export const operatorSignInFailures = pgTable('operator_sign_in_failures', {
  emailHash: text('email_hash').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** The shape both sign-in lockout tables share (shoppers' and operators'), for the one lockout rule. */
export type SignInFailuresTable = typeof signInFailures | typeof operatorSignInFailures;
