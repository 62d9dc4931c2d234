import type { Facet, FacetValue, ProductSearchQuery, ProductSearchResponse } from '@ridgeline/contracts';
import { SORT_OPTIONS } from '@ridgeline/contracts';
import { type DbOrTx, schema, sql } from '@ridgeline/db';
import type { ShopContext } from '../shared/context.ts';
import { CommerceError } from '../shared/errors.ts';
import { languageOf, localize } from '../shared/locale.ts';
import { categoriesByIds, categoryBreadcrumbs, getCategory } from './categories.ts';
import { colorLabels } from './color-labels.ts';
import { facetGroupLabel, inStockLabel, priceBucketLabel, ratingLabel } from './facet-labels.ts';
import { badgeLabel } from './labels.ts';
import { CURRENCIES } from './search-index/columns.ts';
import { type FacetCounts, list, PRICE_BOUNDS, sortOrder } from './search-index/listing.ts';
import { searchIndex } from './search-index/search-index.ts';
import { matchText } from './search-index/text-match.ts';
import { recordSearch } from './search-log.ts';
import { compareSizes } from './sizes.ts';
import { parseTextQuery, searchLanguage } from './text-query.ts';
import { productTiles } from './tiles.ts';
import { categoryUrl } from './urls.ts';

/** The position of a currency's prices in the search index; INV702 for a currency it has none of. */
export function currencyIndex(currency: string): number {
  const position = CURRENCIES.indexOf(currency as (typeof CURRENCIES)[number]);
  if (position < 0) throw new CommerceError('INV702', { currency });
  return position;
}

/** The product_search column holding a currency's prices (`price_usd`); INV702 for one it lacks. */
export const priceColumnOf = (currency: string): string =>
  `price_${CURRENCIES[currencyIndex(currency)]!.toLowerCase()}`;

/**
 * Lists products of a category and/or matching a query, filtered, sorted and paged, with exact facet
 * counts, from the search index held in memory (decision 046). Words match name, brand, categories,
 * colours and description in the locale's language (stemmed, each word a prefix); when that finds
 * nothing, mistyped words are corrected to the nearest words of product names.
 */
export async function searchProducts(
  db: DbOrTx,
  ctx: ShopContext,
  query: ProductSearchQuery,
): Promise<ProductSearchResponse> {
  if (query.priceMin !== undefined && query.priceMax !== undefined && query.priceMin > query.priceMax) {
    throw new CommerceError('REQ400', {
      field: 'querystring.priceMax',
      problem: 'must not be less than priceMin',
    });
  }
  const currency = currencyIndex(ctx.currency);
  // Read together: each round trip to the database counts.
  const [category, descendants, index] = await Promise.all([
    query.categoryId ? getCategory(db, query.categoryId) : undefined,
    query.categoryId ? descendantIds(db, query.categoryId) : null,
    searchIndex(db),
  ]);
  if (query.categoryId && !category) {
    throw new CommerceError(
      'PLP400',
      { categoryId: query.categoryId },
      `Category ${query.categoryId} was not found`,
    );
  }
  const language = searchLanguage(languageOf(ctx.locale));
  const text = parseTextQuery(query.q);
  const matched = text ? await matchText(db, index, language, text) : null;
  const { facets: counts, page } = list(index, {
    slots: matched ? matched.slots : index.inIdOrder(),
    categoryIds: category && descendants ? descendants : null,
    depth: category?.path.length ?? 0,
    currency,
    query,
    order:
      query.sort !== 'relevance'
        ? sortOrder(index, query.sort, currency)
        : matched
          ? matched.relevance
          : null, // every product in id order already
  });
  const total = counts.total;
  if (query.start > 0 && query.start >= total) {
    throw new CommerceError('REQ400', {
      field: 'querystring.start',
      problem: `must be less than the number of results (${total})`,
    });
  }

  const [tiles, facets, breadcrumbs] = await Promise.all([
    productTiles(
      db,
      ctx,
      page.map((slot) => index.ids[slot]!),
    ),
    buildFacets(db, ctx, query, counts, category),
    category ? categoryBreadcrumbs(db, category, ctx.locale) : [],
    // Only queries found as typed are logged: a corrected typo must not become a suggestion.
    text && !matched?.correctedQuery && total > 0 && query.start === 0
      ? recordSearch(db, language, text.normalized, total)
      : undefined,
  ]);

  return {
    total,
    start: query.start,
    count: tiles.length,
    query: query.q ?? null,
    correctedQuery: total > 0 ? (matched?.correctedQuery ?? null) : null,
    sort: query.sort,
    sortOptions: [...SORT_OPTIONS],
    category: category
      ? {
          id: category.id,
          name: localize(category.name, ctx.locale),
          url: categoryUrl(category.slug, category.id),
          breadcrumbs,
        }
      : null,
    products: tiles,
    facets,
  };
}

async function descendantIds(db: DbOrTx, categoryId: string): Promise<string[]> {
  const rows = await db
    .select({ id: schema.categories.id })
    .from(schema.categories)
    .where(sql`${categoryId} = any(${schema.categories.path})`);
  return rows.map((row) => row.id);
}

async function buildFacets(
  db: DbOrTx,
  ctx: ShopContext,
  query: ProductSearchQuery,
  counts: FacetCounts,
  category: typeof schema.categories.$inferSelect | undefined,
): Promise<Facet[]> {
  const group = (id: Facet['id'], param: string, values: FacetValue[]): Facet => ({
    id,
    param,
    label: facetGroupLabel(id, ctx.locale),
    values,
  });
  /** Selected values stay listed (with 0) so that a shopper can always clear them. */
  const withSelected = (found: Map<string, number>, selected: readonly string[] = []) => {
    for (const value of selected) if (!found.has(value)) found.set(value, 0);
    return found;
  };

  const categoryCounts = counts.category;
  const sizeCounts = withSelected(new Map(counts.size), query.size);
  const colorCounts = withSelected(new Map(counts.color), query.color);
  const [children, colors] = await Promise.all([
    categoriesByIds(db, [...categoryCounts.keys()]),
    colorLabels(db, [...colorCounts.keys()]),
  ]);
  const ratingAtLeast = (floor: number) =>
    counts.stars.reduce((sum, n, star) => (star >= floor ? sum + n : sum), 0);
  const badgeCounts = withSelected(new Map(counts.badge), query.badge);

  return [
    group(
      'category',
      'categoryId',
      children
        .filter((child) => child.id !== category?.id)
        .map((child) => ({
          id: child.id,
          label: localize(child.name, ctx.locale),
          count: categoryCounts.get(child.id) ?? 0,
          selected: false,
          url: categoryUrl(child.slug, child.id),
        })),
    ),
    group(
      'size',
      'size',
      [...sizeCounts.keys()].sort(compareSizes).map((size) => ({
        id: size,
        label: size,
        count: sizeCounts.get(size) ?? 0,
        selected: query.size?.includes(size) ?? false,
      })),
    ),
    group(
      'color',
      'color',
      [...colorCounts.entries()]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .map(([code, count]) => {
          const color = colors.get(code);
          return {
            id: code,
            label: color ? localize(color.label, ctx.locale) : code,
            ...(color ? { hex: color.hex } : {}),
            count,
            selected: query.color?.includes(code) ?? false,
          };
        }),
    ),
    group(
      'price',
      'price',
      [0, ...PRICE_BOUNDS].map((min, bucket) => {
        const upper = PRICE_BOUNDS[bucket];
        const max = upper === undefined ? undefined : upper - 1;
        return {
          id: `${min}-${max ?? ''}`,
          label: priceBucketLabel(min, max, ctx.currency, ctx.locale),
          count: counts.price[bucket] ?? 0,
          selected: query.priceMin === min && query.priceMax === max,
          min,
          ...(max === undefined ? {} : { max }),
        };
      }),
    ),
    group(
      'rating',
      'rating',
      [4, 3, 2, 1].map((floor) => ({
        id: String(floor),
        label: ratingLabel(floor, ctx.locale),
        count: ratingAtLeast(floor),
        selected: query.rating === floor,
      })),
    ),
    group(
      'badge',
      'badge',
      [...badgeCounts.entries()]
        .sort((a, b) => a[0].localeCompare(b[0]))
        .map(([id, count]) => ({
          id,
          label: badgeLabel(id, ctx.locale)?.label ?? id,
          count,
          selected: query.badge?.includes(id as never) ?? false,
        })),
    ),
    group('availability', 'inStock', [
      {
        id: 'true',
        label: inStockLabel(ctx.locale),
        count: counts.inStock,
        selected: query.inStock === true,
      },
    ]),
  ];
}
