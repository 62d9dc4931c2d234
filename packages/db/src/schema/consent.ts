import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A shopper's cookie choice, as made on the banner or the cookie settings page (spec 2 section 4, decision
 * 097; `consent` module). One row per choice, never changed: the proof of what was accepted, when, under
 * which policy revision. `consent_id` is the anonymous id the browser keeps in its OptanonConsent cookie.
 */
export const consentReceipts = pgTable(
  'consent_receipts',
  {
    id: uuid('id').primaryKey(),
    consentId: uuid('consent_id').notNull(),
    /** C0001, strictly necessary, is always on and not stored. */
    performance: boolean('performance').notNull(),
    functional: boolean('functional').notNull(),
    targeting: boolean('targeting').notNull(),
    policyRevision: text('policy_revision').notNull(),
    /** Whether the browser sent Global Privacy Control (targeting is then recorded as refused). */
    gpc: boolean('gpc').notNull(),
    locale: text('locale').notNull(),
    siteId: text('site_id').notNull(),
    /** The signed-in consumer's shopper id; null for a guest. */
    consumerId: text('consumer_id'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('consent_receipts_consent_idx').on(t.consentId, t.recordedAt),
    index('consent_receipts_consumer_idx').on(t.consumerId),
  ],
);
