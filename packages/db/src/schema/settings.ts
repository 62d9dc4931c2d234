import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Settings per site the back-office changes (decision 073, issue 16 item 10). One row per site once
 * changed; a site without a row has the defaults (`settings` module).
 */
export const siteSettings = pgTable('site_settings', {
  siteId: text('site_id').primaryKey(),
  /** 'post': reviews and questions go live at once (moderated after); 'pre': they wait for approval. */
  reviewModeration: text('review_moderation').notNull().default('post'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
