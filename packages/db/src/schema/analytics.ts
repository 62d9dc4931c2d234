import { doublePrecision, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * First-party analytics (decision 099): one row per GA4-shaped event a consenting shopper's browser sent.
 * `session_id` is a random id the page keeps in sessionStorage (no cookie); `payload` is the event's
 * validated parameters (ecommerce items, promotion, search term...), never an email or a name.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id').notNull(),
    name: text('name').notNull(),
    siteId: text('site_id').notNull(),
    locale: text('locale').notNull(),
    pageType: text('page_type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('analytics_events_name_received_idx').on(t.name, t.receivedAt),
    index('analytics_events_session_idx').on(t.sessionId),
  ],
);

/** One Core Web Vitals measurement (LCP, INP or CLS) of a page view, with the page's type. */
export const webVitals = pgTable(
  'web_vitals',
  {
    id: text('id').primaryKey(),
    metric: text('metric').notNull(),
    value: doublePrecision('value').notNull(),
    rating: text('rating'),
    pageType: text('page_type').notNull(),
    siteId: text('site_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('web_vitals_page_metric_received_idx').on(t.pageType, t.metric, t.receivedAt)],
);
