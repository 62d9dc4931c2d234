import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AddressRecord } from './shopping.ts';

/**
 * The account of a registered shopper (a `shoppers` row whose consumer_type is REGISTERED or
 * EMPLOYEE): credentials, lockout state and profile. One row per shopper.
 */
export const consumers = pgTable(
  'consumers',
  {
    shopperId: text('shopper_id').primaryKey(),
    /** argon2id PHC string. */
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** ISO date (YYYY-MM-DD). */
    birthDate: text('birth_date'),
    phone: text('phone'),
    phoneCode: text('phone_code'),
    postalCode: text('postal_code'),
    gender: text('gender'),
    countryCode: text('country_code').notNull(),
    interests: text('interests'),
    preferredShoeSize: text('preferred_shoe_size'),
    source: text('source'),
    isTermsConfirmed: boolean('is_terms_confirmed').notNull().default(false),
    employeeTermsAcceptedAt: timestamp('employee_terms_accepted_at', { withTimezone: true }),
    memberId: text('member_id').unique(),
    loyaltyOptInDate: timestamp('loyalty_opt_in_date', { withTimezone: true }),
    loyaltyPoints: integer('loyalty_points').notNull().default(0),
    /** Channels for order and account notifications (PUT consumer/notification). */
    notifications: jsonb('notifications')
      .$type<{ email: boolean; sms: boolean }>()
      .notNull()
      .default({ email: true, sms: false }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the person's data was erased on request (decision 073): the row stays, emptied, for the orders. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The back-office's customer search (decision 073): by the beginning of a last name or a phone number,
    // newest first.
    index('consumers_last_name_prefix_idx').on(sql`lower(${t.lastName}) text_pattern_ops`),
    index('consumers_phone_prefix_idx').on(t.phone.op('text_pattern_ops')),
    index('consumers_created_idx').on(t.createdAt, t.shopperId),
  ],
);

/**
 * Consecutive failed sign-ins per email (hashed), whether or not an account exists, so that the
 * answers never tell a stranger which emails are registered. Cleared on success; the lock expires.
 */
export const signInFailures = pgTable('sign_in_failures', {
  emailHash: text('email_hash').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** PKCE authorisation codes from sign-in: stored hashed, single use, short-lived. */
export const authorizationCodes = pgTable('authorization_codes', {
  codeHash: text('code_hash').primaryKey(),
  shopperId: text('shopper_id').notNull(),
  codeChallenge: text('code_challenge').notNull(),
  /** Agent login: the store and associate the session will sell for (decision 052). */
  storeId: text('store_id'),
  storeEmployeeId: text('store_employee_id'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time tokens mailed to a consumer (password reset, subscription confirmation), stored hashed. */
export const consumerTokens = pgTable(
  'consumer_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    shopperId: text('shopper_id').notNull(),
    /** password_reset or subscription_confirm */
    purpose: text('purpose').notNull(),
    /** For subscription_confirm: the subscription id. */
    subject: text('subject'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consumer_tokens_shopper_idx').on(t.shopperId)],
);

/** ALTCHA solutions already accepted: each one is good once. */
export const botChallengesUsed = pgTable('bot_challenges_used', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const consumerAddresses = pgTable(
  'consumer_addresses',
  {
    id: text('id').primaryKey(),
    shopperId: text('shopper_id').notNull(),
    /** S shipping or B billing. */
    approachType: text('approach_type').notNull(),
    isMain: boolean('is_main').notNull().default(false),
    address: jsonb('address').$type<AddressRecord>().notNull(),
    /** Normalised address text used to detect duplicates (CCA400). */
    fingerprint: text('fingerprint').notNull(),
    recipientContactPhone: text('recipient_contact_phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('consumer_addresses_shopper_idx').on(t.shopperId),
    uniqueIndex('consumer_addresses_unique_idx').on(t.shopperId, t.approachType, t.fingerprint),
  ],
);

/** Cards saved to an account: a gateway token with the card's display facts, never a number. */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: text('id').primaryKey(),
    shopperId: text('shopper_id').notNull(),
    gatewayToken: text('gateway_token').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    holder: text('holder').notNull(),
    isMain: boolean('is_main').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_cards_shopper_idx').on(t.shopperId),
    uniqueIndex('saved_cards_unique_idx').on(t.shopperId, t.brand, t.last4, t.expMonth, t.expYear),
  ],
);

/** Athlete, employee and professional-programme (prosumer: WRANX or IPA) profiles of a consumer. */
export const programmeProfiles = pgTable(
  'programme_profiles',
  {
    shopperId: text('shopper_id').notNull(),
    /** athlete, employee or prosumer */
    programme: text('programme').notNull(),
    /** WRANX or IPA for prosumer profiles. */
    identityType: text('identity_type'),
    identityNumber: text('identity_number'),
    currency: text('currency').notNull(),
    currentSpend: integer('current_spend').notNull().default(0),
    /** Annual cap (employee) or annual credit (athlete, prosumer), minor units. */
    annualLimit: integer('annual_limit').notNull(),
  },
  (t) => [uniqueIndex('programme_profiles_idx').on(t.shopperId, t.programme)],
);

/** In-store associates who may sell on behalf of shoppers. */
export const storeEmployees = pgTable(
  'store_employees',
  {
    storeId: text('store_id').notNull(),
    employeeId: text('employee_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** The consumer account the associate signs in with (decision 080); null for rows made before it. */
    shopperId: text('shopper_id'),
  },
  (t) => [uniqueIndex('store_employees_idx').on(t.storeId, t.employeeId)],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    shopperId: text('shopper_id').notNull(),
    /** Newsletter, LoyaltyNewsletter or Loyalty */
    type: text('type').notNull(),
    /** email or sms */
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    optin: boolean('optin').notNull(),
    doubleOptin: boolean('double_optin').notNull().default(false),
    optinDate: timestamp('optin_date', { withTimezone: true }),
    optoutDate: timestamp('optout_date', { withTimezone: true }),
    country: text('country').notNull(),
    region: text('region'),
    category: text('category'),
  },
  (t) => [uniqueIndex('subscriptions_idx').on(t.shopperId, t.type, t.channel)],
);

/** Contact-us messages and warranty cases: support requests handled by customer service. */
export const supportCases = pgTable(
  'support_cases',
  {
    id: text('id').primaryKey(),
    /** contact or warranty */
    kind: text('kind').notNull(),
    shopperId: text('shopper_id'),
    email: text('email').notNull(),
    category: text('category').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>(),
    /** new, in_progress or closed: the back-office's inbox (decision 068). */
    status: text('status').notNull().default('new'),
    /** The shopper's locale when the case was filed: replies are written in its language. */
    locale: text('locale'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_cases_shopper_idx').on(t.shopperId),
    index('support_cases_inbox_idx').on(t.status, t.createdAt),
  ],
);

/** An operator's email reply to a support case (sent through the outbox). */
export const supportCaseReplies = pgTable(
  'support_case_replies',
  {
    id: text('id').primaryKey(),
    caseId: text('case_id').notNull(),
    operatorId: text('operator_id').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_case_replies_case_idx').on(t.caseId, t.createdAt)],
);

/**
 * Points a back-office operator added to or took from a member (decision 072), with the reason given; the
 * member's balance is `consumers.loyalty_points`, changed in the same transaction.
 */
export const loyaltyPointAdjustments = pgTable(
  'loyalty_point_adjustments',
  {
    id: text('id').primaryKey(),
    shopperId: text('shopper_id').notNull(),
    /** Added (positive) or taken (negative). */
    points: integer('points').notNull(),
    reason: text('reason').notNull(),
    /** The balance after the adjustment. */
    balance: integer('balance').notNull(),
    operatorId: text('operator_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('loyalty_point_adjustments_shopper_idx').on(t.shopperId, t.createdAt)],
);

/**
 * A signed-in shopper's registration for an event of the content (spec 3 section 7, decision 075): one per
 * shopper and event (registering again replaces the days, guest and acceptance).
 */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: text('id').primaryKey(),
    shopperId: text('shopper_id').notNull(),
    /** The event-signup content's eventId. */
    eventId: text('event_id').notNull(),
    /** The event's title when registering, in the shopper's language (the account lists it). */
    eventTitle: text('event_title').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    gender: text('gender'),
    phoneNumber: text('phone_number'),
    /** ISO dates (YYYY-MM-DD), within the event's days. */
    attendingDays: jsonb('attending_days').$type<string[]>().notNull(),
    /** The guest's name when the shopper brings one. */
    plusOne: text('plus_one'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('event_registrations_idx').on(t.shopperId, t.eventId)],
);

/**
 * A newsletter sign-up by email from the storefront's forms (a visitor without an account, decision 075):
 * unconfirmed until the mailed link is followed (double opt-in). Signed-in shoppers use `subscriptions`.
 */
export const newsletterSignups = pgTable(
  'newsletter_signups',
  {
    id: text('id').primaryKey(),
    /** Lowercased. */
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    acquisitionType: text('acquisition_type').notNull(),
    /** The path of the page the form was on. */
    campaignName: text('campaign_name').notNull(),
    /** The pending confirmation link's token, stored only as a hash. */
    tokenHash: text('token_hash'),
    mailedAt: timestamp('mailed_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_signups_email_idx').on(t.email),
    index('newsletter_signups_token_idx').on(t.tokenHash),
  ],
);
