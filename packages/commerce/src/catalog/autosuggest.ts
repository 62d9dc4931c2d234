import type { AutoSuggestResponse } from '@ridgeline/contracts';
import { type DbOrTx, schema, sql } from '@ridgeline/db';
import type { ShopContext } from '../shared/context.ts';
import { languageOf, localize } from '../shared/locale.ts';
import { categoriesByIds } from './categories.ts';
import { currencyIndex } from './search.ts';
import { CURRENCIES } from './search-index/columns.ts';
import { firstInOrder } from './search-index/listing.ts';
import { searchIndex } from './search-index/search-index.ts';
import { matchText } from './search-index/text-match.ts';
import { parseTextQuery, searchLanguage } from './text-query.ts';
import { productTiles } from './tiles.ts';
import { categoryUrl } from './urls.ts';

const PRODUCTS = 5;
const CATEGORIES = 3;
const POPULAR = 5;

/**
 * Suggestions while the shopper types: the best products and the leaf categories holding most
 * matches (words as prefixes, mistyped words corrected when that finds nothing) and popular earlier
 * queries that start with, or resemble, what was typed.
 */
export async function autoSuggest(db: DbOrTx, ctx: ShopContext, q: string): Promise<AutoSuggestResponse> {
  const currency = currencyIndex(ctx.currency);
  const language = searchLanguage(languageOf(ctx.locale));
  const text = parseTextQuery(q);
  if (!text) return { query: q, products: [], categories: [], popularQueries: [] };

  const index = await searchIndex(db);
  const matched = await matchText(db, index, language, text);
  // After the match: on the embedded database a transaction must not overlap other statements.
  const popular = await popularQueries(db, language, text.normalized);
  const { prices, category } = index.columns;
  const sold = matched.slots.filter((slot) => prices[slot * CURRENCIES.length + currency]! >= 0);
  const leafCounts = new Map<string, number>();
  for (const slot of sold) {
    const leaf = index.categories.values[category[slot]!]!;
    leafCounts.set(leaf, (leafCounts.get(leaf) ?? 0) + 1);
  }
  const categoryCounts = new Map(
    [...leafCounts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, CATEGORIES),
  );
  const best = firstInOrder(sold, PRODUCTS, matched.relevance);
  const [products, categories] = await Promise.all([
    productTiles(
      db,
      ctx,
      best.map((slot) => index.ids[slot]!),
    ),
    categoriesByIds(db, [...categoryCounts.keys()]),
  ]);

  const ancestors = await categoriesByIds(db, [
    ...new Set(categories.flatMap((category) => category.path.filter((id) => id !== category.id))),
  ]);
  const nameOf = new Map(ancestors.map((row) => [row.id, localize(row.name, ctx.locale)]));
  return {
    query: q,
    products,
    categories: categories
      .map((category) => ({
        id: category.id,
        name: localize(category.name, ctx.locale),
        parents: category.path.flatMap((id) =>
          id !== category.id && nameOf.has(id) ? [nameOf.get(id)!] : [],
        ),
        url: categoryUrl(category.slug, category.id),
        count: categoryCounts.get(category.id) ?? 0,
      }))
      .sort((a, b) => b.count - a.count || a.id.localeCompare(b.id)),
    popularQueries: popular,
  };
}

/**
 * Earlier queries in the language that start with, or resemble, what was typed, most searched first.
 * The trigram threshold is lowered to 0.45 for this transaction (pg_trgm's 0.6 misses a single
 * mistyped letter in a short word).
 */
function popularQueries(db: DbOrTx, language: string, typed: string) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local pg_trgm.word_similarity_threshold = 0.45`);
    return tx
      .select({ query: schema.searchQueries.query, searches: schema.searchQueries.searches })
      .from(schema.searchQueries)
      .where(
        sql`${schema.searchQueries.language} = ${language} and (${schema.searchQueries.query} like ${`${typed}%`} or ${schema.searchQueries.query} %> ${typed})`,
      )
      .orderBy(sql`${schema.searchQueries.searches} desc`, schema.searchQueries.query)
      .limit(POPULAR);
  });
}
