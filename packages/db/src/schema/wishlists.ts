import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A shopper's favorites on one site (guests too: carried into the account at sign-in). */
export const favorites = pgTable(
  'favorites',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    siteId: text('site_id').notNull(),
    /** Read-only link for people the shopper shares the list with: 128 random bits, set on first share. */
    shareToken: text('share_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('favorites_owner_site_idx').on(t.ownerId, t.siteId),
    uniqueIndex('favorites_share_token_idx').on(t.shareToken),
  ],
);

/** One product (a colour of a master, or the master itself) in a favorites list. */
export const favoriteItems = pgTable(
  'favorite_items',
  {
    id: text('id').primaryKey(),
    favoriteId: text('favorite_id').notNull(),
    productId: text('product_id').notNull(),
    qty: integer('qty').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('favorite_items_list_product_idx').on(t.favoriteId, t.productId)],
);
