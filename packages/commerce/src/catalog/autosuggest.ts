import type { AutoSuggestResponse } from '@ridgeline/contracts';
import { type DbOrTx, schema, sql } from '@ridgeline/db';
import type { ShopContext } from '../shared/context.ts';
import { CommerceError } from '../shared/errors.ts';
import { languageOf, localize } from '../shared/locale.ts';
import { buildPlan, PRICE_COLUMNS, rowsOf, type TextMode, withFuzzyMatching } from './search.ts';
import { cachedRows, searchVersion } from './search-cache.ts';
import { parseTextQuery, searchLanguage } from './text-query.ts';
import { productTiles } from './tiles.ts';
import { categoryUrl } from './urls.ts';

const PRODUCTS = 5;
const CATEGORIES = 3;
const POPULAR = 5;
const SAMPLE = 1_000;

/**
 * Suggestions while the shopper types: the best products and the categories holding most matches
 * (words as prefixes, trigram similarity when that finds nothing) and popular earlier queries that
 * start with, or resemble, what was typed.
 */
export async function autoSuggest(db: DbOrTx, ctx: ShopContext, q: string): Promise<AutoSuggestResponse> {
  const priceColumn = PRICE_COLUMNS[ctx.currency];
  if (!priceColumn) throw new CommerceError('INV702', { currency: ctx.currency });
  const language = searchLanguage(languageOf(ctx.locale));
  const text = parseTextQuery(q);
  if (!text) return { query: q, products: [], categories: [], popularQueries: [] };

  const version = await searchVersion(db);
  const match = async (runner: DbOrTx, mode: TextMode) => {
    const plan = buildPlan(
      { sort: 'relevance', start: 0, count: PRODUCTS },
      { language, text, mode, categoryIds: null, priceColumn },
    );
    // Suggestions look at the first matches the index yields (at most SAMPLE): ranking every product
    // that starts with a two-letter prefix would cost more than a suggestion is worth.
    return cachedRows(
      db,
      version,
      `suggest ${JSON.stringify([language, text.normalized, mode, priceColumn])}`,
      () =>
        rowsOf<{ kind: string; id: string; n: number }>(
          runner,
          sql`with base as materialized (${plan.base} limit ${SAMPLE})
        (select 'product' as kind, product_id as id, 0 as n from base order by ${plan.order} limit ${PRODUCTS})
        union all
        (select 'category', category_path[array_length(category_path, 1)], count(*)::int from base
          group by 2 order by 3 desc, 2 limit ${CATEGORIES})`,
        ),
    );
  };

  // One transaction with the lower trigram threshold serves the typo fallback and the popular queries.
  const { rows, popular } = await withFuzzyMatching(db, async (tx) => {
    let found = await match(tx, 'fulltext');
    if (found.length === 0) found = await match(tx, 'fuzzy');
    const queries = await tx
      .select({ query: schema.searchQueries.query, searches: schema.searchQueries.searches })
      .from(schema.searchQueries)
      .where(
        sql`${schema.searchQueries.language} = ${language} and (${schema.searchQueries.query} like ${`${text.normalized}%`} or ${schema.searchQueries.query} %> ${text.normalized})`,
      )
      .orderBy(sql`${schema.searchQueries.searches} desc`, schema.searchQueries.query)
      .limit(POPULAR);
    return { rows: found, popular: queries };
  });

  const categoryCounts = new Map(rows.filter((r) => r.kind === 'category').map((r) => [r.id, r.n]));
  const [products, categories] = await Promise.all([
    productTiles(
      db,
      ctx,
      rows.filter((r) => r.kind === 'product').map((r) => r.id),
    ),
    categoryCounts.size
      ? db
          .select()
          .from(schema.categories)
          .where(
            sql`${schema.categories.id} = any(array[${sql.join(
              [...categoryCounts.keys()].map((id) => sql`${id}`),
              sql`, `,
            )}]::text[])`,
          )
      : Promise.resolve([]),
  ]);

  return {
    query: q,
    products,
    categories: categories
      .map((category) => ({
        id: category.id,
        name: localize(category.name, ctx.locale),
        url: categoryUrl(category.slug, category.id),
        count: categoryCounts.get(category.id) ?? 0,
      }))
      .sort((a, b) => b.count - a.count || a.id.localeCompare(b.id)),
    popularQueries: popular,
  };
}
