import { sql } from 'drizzle-orm';
import {
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
 * never touches variants or stock. Kept current by product_search_refresh() (migration 0002): the
 * seeder calls it for new products and triggers call it when stock, prices or a product change.
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: text('product_id').primaryKey(),
    categoryId: text('category_id').notNull(),
    /** Ancestor category ids from the root, inclusive. */
    categoryPath: text('category_path').array().notNull(),
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
  },
  (t) => [index('product_search_category_idx').on(t.categoryId)],
);

/**
 * Searchable text per product and language: a weighted tsvector (name A, brand and categories B,
 * colours C, description D) in the language's text search configuration, and the name, brand and
 * category words for trigram (typo-tolerant) matching.
 */
export const productSearchText = pgTable(
  'product_search_text',
  {
    productId: text('product_id').notNull(),
    language: text('language').notNull(),
    document: tsvector('document').notNull(),
    words: text('words').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.language] }),
    ...(['en', 'fr', 'de'] as const).flatMap((language) => [
      index(`product_search_text_document_${language}_idx`)
        .using('gin', t.document)
        .where(sql.raw(`language = '${language}'`)),
      index(`product_search_text_words_${language}_idx`)
        .using('gin', t.words.op('gin_trgm_ops'))
        .where(sql.raw(`language = '${language}'`)),
    ]),
  ],
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
