import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One narrow row per master product with what listing filters, facets and sorts read, so a listing
 * never touches variants or stock. Kept current by product_search_refresh() (decision 010): the seeder
 * calls it for new products and triggers call it when stock, prices or a product change. The API
 * holds a copy in memory (the search index, decision 046) and re-reads the rows whose `changed_xid`
 * is not older than the oldest transaction that was running at its last read.
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: text('product_id').primaryKey(),
    categoryId: text('category_id').notNull(),
    /** Ancestor category ids from the root, inclusive. */
    categoryPath: text('category_path').array().notNull(),
    /** Colour codes in code order. */
    colorCodes: text('color_codes').array().notNull(),
    /** Sizes that can be bought online now (some colour of that size has stock). */
    sizes: text('sizes').array().notNull(),
    inStock: boolean('in_stock').notNull(),
    badge: text('badge'),
    ratingScore: real('rating_score').notNull(),
    reviewsCount: integer('reviews_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Current price (sale or list) per currency, minor units. */
    priceUsd: integer('price_usd'),
    priceCad: integer('price_cad'),
    priceGbp: integer('price_gbp'),
    priceEur: integer('price_eur'),
    /** The transaction that last wrote the row (pg_current_xact_id): what the search index re-reads. */
    changedXid: bigint('changed_xid', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  // The covering index on category_id (migration 0003) is declared there: drizzle cannot declare INCLUDE.
  (t) => [index('product_search_changed_xid_idx').on(t.changedXid)],
);

/**
 * Searchable text per product and language: `document` is a weighted tsvector (name A, brand and
 * categories B, colours C, description D) in the language's text search configuration, and `words`
 * the name, brand and leaf category as typed, the vocabulary that corrects typos. The search index
 * (decision 046) reads both into memory; no query matches against this table.
 */
export const productSearchText = pgTable(
  'product_search_text',
  {
    productId: text('product_id').notNull(),
    language: text('language').notNull(),
    document: tsvector('document').notNull(),
    words: text('words').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.language] })],
);

/** Normalised queries that found something, per language: feeds popular searches in autoSuggest. */
export const searchQueries = pgTable(
  'search_queries',
  {
    language: text('language').notNull(),
    query: text('query').notNull(),
    searches: integer('searches').notNull().default(1),
    lastResults: integer('last_results').notNull(),
    lastSearchedAt: timestamp('last_searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.language, t.query] }),
    index('search_queries_query_trgm_idx').using('gin', t.query.op('gin_trgm_ops')),
  ],
);
