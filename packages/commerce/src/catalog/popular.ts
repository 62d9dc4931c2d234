import type { SearchHubResponse } from '@ridgeline/contracts';
import { and, count, type DbOrTx, desc, eq, gt, schema } from '@ridgeline/db';
import type { ShopContext } from '../shared/context.ts';
import { languageOf, localize } from '../shared/locale.ts';
import { searchLanguage } from './text-query.ts';
import { categoryUrl } from './urls.ts';

const POPULAR_QUERIES = 10;
const TOP_CATEGORIES = 8;

// Product counts per category move only with catalogue imports: computed once per database and kept a while.
const categoryCounts = new WeakMap<
  DbOrTx,
  { at: number; rows: { categoryId: string; products: number }[] }
>();
const COUNTS_TTL = 10 * 60_000;

async function productsPerCategory(db: DbOrTx) {
  const cached = categoryCounts.get(db);
  if (cached && Date.now() - cached.at < COUNTS_TTL) return cached.rows;
  const rows = await db
    .select({ categoryId: schema.products.categoryId, products: count() })
    .from(schema.products)
    .groupBy(schema.products.categoryId)
    .orderBy(desc(count()), schema.products.categoryId)
    .limit(TOP_CATEGORIES);
  categoryCounts.set(db, { at: Date.now(), rows });
  return rows;
}

/** The search hub (search page without a query): the most run queries that found products, and the biggest categories. */
export async function searchHub(db: DbOrTx, ctx: ShopContext): Promise<SearchHubResponse> {
  const language = searchLanguage(languageOf(ctx.locale));
  const [queries, counts, categories] = await Promise.all([
    db
      .select({ query: schema.searchQueries.query, searches: schema.searchQueries.searches })
      .from(schema.searchQueries)
      .where(and(eq(schema.searchQueries.language, language), gt(schema.searchQueries.lastResults, 0)))
      .orderBy(desc(schema.searchQueries.searches), schema.searchQueries.query)
      .limit(POPULAR_QUERIES),
    productsPerCategory(db),
    db.select().from(schema.categories),
  ]);
  const byId = new Map(categories.map((category) => [category.id, category]));
  return {
    popularQueries: queries,
    topCategories: counts.flatMap(({ categoryId, products }) => {
      const category = byId.get(categoryId);
      if (!category) return [];
      return [
        {
          id: category.id,
          name: localize(category.name, ctx.locale),
          url: categoryUrl(category.slug, category.id),
          count: products,
        },
      ];
    }),
  };
}
