import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Tables of the built-in test payment gateway. They stand in for the PSP's own storage:
 * the commerce modules only ever see tokens and authorisation ids.
 */
export const gatewayCardTokens = pgTable('gateway_card_tokens', {
  token: text('token').primaryKey(),
  /** The test-card behaviour: approve, decline, challenge or fraud. Never the number itself. */
  behaviour: text('behaviour').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  holder: text('holder').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const gatewayAuthorizations = pgTable(
  'gateway_authorizations',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    reference: text('reference').notNull(),
    /** What has been refunded of `amount` (decision 066: the test gateway captures at authorisation). */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    /** authorized, declined, fraud, challenge_required, authentication_failed, voided, captured */
    status: text('status').notNull(),
    /** Result token of a completed 3-D Secure challenge (128 random bits), handed to the shopper's browser. */
    threeDsResult: text('three_ds_result'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gateway_authorizations_reference_idx').on(t.reference)],
);

/** Buy-now-pay-later sessions of the test gateway: the shopper approves (or not) on the provider's page. */
export const gatewayBnplSessions = pgTable('gateway_bnpl_sessions', {
  /** Session id: 128 random bits, base64url. */
  id: text('id').primaryKey(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  /** pending, form_required, approved, declined */
  status: text('status').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
