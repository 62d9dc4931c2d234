import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** What listing filters, facets and sorts read; kept in both search tables so neither needs a join. */
const listingColumns = () => ({
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
});

/**
 * One narrow row per master product for category listings, so a listing never touches variants or
 * stock. Kept current by product_search_refresh() (see decision 010): the seeder calls it for new
 * products and triggers call it when stock, prices or a product change.
 */
export const productSearch = pgTable(
  'product_search',
  // Its covering index on category_id (listing without a table visit) is created in migration 0003:
  // drizzle cannot declare INCLUDE columns.
  { productId: text('product_id').primaryKey(), ...listingColumns() },
);

/**
 * Searchable text per product and language, with a copy of the listing columns: `document` is a
 * weighted tsvector (name A, brand and categories B, colours C, description D) in the language's text
 * search configuration, `title` the same without the description (cheap to rank), and `words` the
 * name, brand and leaf category for trigram (typo-tolerant) matching.
 */
export const productSearchText = pgTable(
  'product_search_text',
  {
    productId: text('product_id').notNull(),
    language: text('language').notNull(),
    document: tsvector('document').notNull(),
    title: tsvector('title').notNull(),
    words: text('words').notNull(),
    ...listingColumns(),
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

/**
 * Advances whenever product_search changes (a statement trigger, migration 0009): search results and
 * facet counts cached in the application stay valid while it does not move.
 */
export const productSearchVersion = pgSequence('product_search_version');

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
