import type { Facet, FacetValue, ProductSearchQuery, ProductSearchResponse } from '@ridgeline/contracts';
import { SORT_OPTIONS } from '@ridgeline/contracts';
import { type DbOrTx, type SQL, schema, sql } from '@ridgeline/db';
import type { ShopContext } from '../shared/context.ts';
import { CommerceError } from '../shared/errors.ts';
import { languageOf, localize } from '../shared/locale.ts';
import { categoryBreadcrumbs, getCategory } from './categories.ts';
import { colorLabels } from './color-labels.ts';
import { facetGroupLabel, inStockLabel, priceBucketLabel, ratingLabel } from './facet-labels.ts';
import { badgeLabel } from './labels.ts';
import { cachedRows, cachedValue, searchVersion, storeValue } from './search-cache.ts';
import { recordSearch } from './search-log.ts';
import { compareSizes } from './sizes.ts';
import {
  parseTextQuery,
  type SearchLanguage,
  searchLanguage,
  type TextQuery,
  textConfig,
} from './text-query.ts';
import { productTiles } from './tiles.ts';
import { categoryUrl } from './urls.ts';

/** Price buckets in minor units of any currency: under 50, 50-100, 100-150, 150-200, 200-300, 300+. */
export const PRICE_BOUNDS = [5_000, 10_000, 15_000, 20_000, 30_000];
export const PRICE_COLUMNS: Record<string, string> = {
  USD: 'price_usd',
  CAD: 'price_cad',
  GBP: 'price_gbp',
  EUR: 'price_eur',
};
const MAX_AMOUNT = 2_147_483_647;

/**
 * Facet counts are exact while a query without filters matches at most `exactFacetLimit` products
 * (and always once a filter is selected). Beyond that they are estimated from a fixed, evenly spread
 * sample of about that many products (every m-th by a hash of the product id, m = matches / limit
 * rounded up), scaled by m: grouping by the size and colour lists costs most of a broad query's time,
 * and a top category of 40,000 products is then grouped over 4,500. Totals and pages stay exact.
 * Decision 010.
 */
export const facetSampling = { exactFacetLimit: 5_000 };

type FilterId = 'size' | 'color' | 'price' | 'rating' | 'badge' | 'availability';
const FILTER_IDS: FilterId[] = ['size', 'color', 'price', 'rating', 'badge', 'availability'];

/** How the words of a query match: full text with stemming and prefixes, or trigram similarity. */
export type TextMode = 'fulltext' | 'fuzzy';

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

export interface SearchPlan {
  base: SQL;
  unranked: SQL;
  /** What a page reads: `base` when the order uses the rank, else `unranked`. */
  paged: SQL;
  all: SQL;
  except: (id: FilterId) => SQL;
  order: SQL;
  /** Whether any filter is selected. */
  filtered: boolean;
}

/**
 * Lists products of a category and/or matching a query, filtered, sorted and paged, with facet
 * counts. Words match name, brand, categories, colours and description in the locale's language
 * (stemmed, each word a prefix); when that finds nothing, names are matched by trigram similarity so
 * that a typo still finds the product.
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
  // Read together: each round trip to the database counts when a search answers from the cache.
  const [category, descendants, version] = await Promise.all([
    query.categoryId ? getCategory(db, query.categoryId) : undefined,
    query.categoryId ? descendantIds(db, query.categoryId) : null,
    searchVersion(db),
  ]);
  if (query.categoryId && !category) {
    throw new CommerceError(
      'PLP400',
      { categoryId: query.categoryId },
      `Category ${query.categoryId} was not found`,
    );
  }
  const priceColumn = PRICE_COLUMNS[ctx.currency];
  if (!priceColumn) throw new CommerceError('INV702', { currency: ctx.currency });
  const language = searchLanguage(languageOf(ctx.locale));
  const text = parseTextQuery(query.q);
  const categoryIds = category ? descendants : null;

  const run = async (runner: DbOrTx, mode: TextMode) => {
    const plan = buildPlan(query, { language, text, mode, categoryIds, priceColumn });
    // Everything the statements depend on; facets do not depend on the sort or the page.
    const { sort, start, count, q: _words, categoryId: _category, ...filters } = query;
    const matching = JSON.stringify([
      category?.id,
      language,
      text?.normalized,
      mode,
      priceColumn,
      filters,
      facetSampling.exactFacetLimit,
    ]);
    const facetKey = `facets ${matching}`;
    const pageKey = `page ${matching} ${sort} ${start} ${count}`;
    const depth = category?.path.length ?? 0;
    if (text && !cachedValue(db, version, facetKey) && !cachedValue(db, version, pageKey)) {
      // Matching words reads a wide table (and a typo compares trigrams with every candidate): one
      // statement that matches once for both the facets and the page spends less CPU than two that
      // each match (a quarter less for a typo).
      const rows = await rowsOf<FacetRow>(runner, facetSql(plan, depth, { count, start }));
      const facetRows = rows.filter((row) => row.facet !== 'page');
      const pageRows = rows
        .filter((row) => row.facet === 'page')
        .sort((a, b) => a.n - b.n)
        .map((row) => ({ product_id: row.value }));
      storeValue(db, version, facetKey, facetRows);
      storeValue(db, version, pageKey, pageRows);
      return { facetRows, pageRows };
    }
    const [facetRows, pageRows] = await Promise.all([
      cachedRows(db, version, facetKey, () => rowsOf<FacetRow>(runner, facetSql(plan, depth))),
      cachedRows(db, version, pageKey, () =>
        rowsOf<{ product_id: string }>(
          runner,
          sql`with base as (${plan.base}) select product_id from base where ${plan.all}
            order by ${plan.order} limit ${count} offset ${start}`,
        ),
      ),
    ]);
    return { facetRows, pageRows };
  };
  let result = await run(db, 'fulltext');
  const typo = text !== null && totalOf(result.facetRows) === 0;
  if (typo) result = await withFuzzyMatching(db, (tx) => run(tx, 'fuzzy'));
  const total = totalOf(result.facetRows);
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
      result.pageRows.map((row) => row.product_id),
    ),
    buildFacets(db, ctx, query, result.facetRows, category),
    category ? categoryBreadcrumbs(db, category, ctx.locale) : [],
    // Only queries found as typed are logged: a typo must not become a suggestion.
    text && !typo && total > 0 && query.start === 0
      ? recordSearch(db, language, text.normalized, total)
      : undefined,
  ]);

  return {
    total,
    start: query.start,
    count: tiles.length,
    query: query.q ?? null,
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
    facetCounts: sampleStepOf(result.facetRows) > 1 ? 'estimated' : 'exact',
  };
}

export interface PlanInput {
  language: SearchLanguage;
  text: TextQuery | null;
  mode: TextMode;
  categoryIds: string[] | null;
  priceColumn: string;
}

export function buildPlan(query: ProductSearchQuery, input: PlanInput): SearchPlan {
  const price = sql.raw(`ps.${input.priceColumn}`);
  const filters: Partial<Record<FilterId, SQL>> = {};
  if (query.size?.length) filters.size = sql`ps.sizes && ${textArray(query.size)}`;
  if (query.color?.length) filters.color = sql`ps.color_codes && ${textArray(query.color)}`;
  if (query.priceMin !== undefined || query.priceMax !== undefined)
    filters.price = sql`${price} between ${query.priceMin ?? 0} and ${query.priceMax ?? MAX_AMOUNT}`;
  if (query.rating) filters.rating = sql`ps.rating_score >= ${query.rating}`;
  if (query.badge?.length) filters.badge = sql`ps.badge = any(${textArray(query.badge)})`;
  if (query.inStock) filters.availability = sql`ps.in_stock`;
  const active = FILTER_IDS.filter((id) => filters[id]);

  const where: SQL[] = [sql`${price} is not null`];
  if (input.categoryIds) where.push(sql`ps.category_id = any(${textArray(input.categoryIds)})`);
  // With words, the text table (which carries the listing columns too) is read instead: no join.
  let from = sql`product_search ps`;
  let rank = sql`0`;
  if (input.text) {
    // The language is one of three fixed values: inlined so the planner can use its partial indexes.
    from = sql`product_search_text ps`;
    where.push(sql.raw(`ps.language = '${input.language}'`));
    const words = input.text.normalized;
    if (input.mode === 'fulltext') {
      const tsquery = sql`to_tsquery(${sql.raw(`'${textConfig(input.language)}'`)}, ${input.text.prefixQuery})`;
      where.push(sql`ps.document @@ ${tsquery}`);
      // Ranked on the title vector (no description): a fraction of the cost, and a description
      // mention ranks below a name, category or colour match anyway.
      rank = sql`ts_rank(ps.title, ${tsquery})`;
    } else {
      where.push(sql`ps.words %> ${words}`);
      rank = sql`word_similarity(${words}, ps.words)`;
    }
  }
  const flags = active.map((id) => sql`(${filters[id]}) as ${sql.raw(`f_${id}`)}`);
  const select = (
    rankExpression: SQL,
  ) => sql`select ps.product_id, ps.category_path, ps.sizes, ps.color_codes,
      ps.badge, ps.rating_score, ps.reviews_count, ps.in_stock, ps.created_at, ${price} as price,
      ${rankExpression} as rank ${flags.length ? sql`, ${sql.join(flags, sql`, `)}` : sql``}
    from ${from}
    where ${sql.join(where, sql` and `)}`;
  const conjunction = (ids: FilterId[]) =>
    ids.length ? sql.raw(ids.map((id) => `f_${id}`).join(' and ')) : sql.raw('true');

  const order = {
    relevance: input.text ? sql`rank desc, rating_score desc, product_id` : sql`product_id`,
    newest: sql`created_at desc, product_id`,
    'price-asc': sql`price, product_id`,
    'price-desc': sql`price desc, product_id`,
    'top-rated': sql`rating_score desc, reviews_count desc, product_id`,
  }[query.sort];

  return {
    base: select(rank),
    // Facets never read the rank, and ranking every match is a large part of a broad query's cost.
    unranked: select(sql`0`),
    paged: query.sort === 'relevance' && input.text ? select(rank) : select(sql`0`),
    all: conjunction(active),
    except: (id) => conjunction(active.filter((other) => other !== id)),
    order,
    filtered: active.length > 0,
  };
}

interface FacetRow {
  facet: string;
  value: string;
  n: number;
}

/**
 * One statement and one pass over the matching products: every facet is a grouping set, and each
 * facet's count leaves out its own filter. Sizes and colours are arrays: products are grouped by the
 * whole array (few distinct size lists, a few thousand colour sets) and only those groups are
 * unnested, several times cheaper than unnesting every product. Rating comes back per whole star and
 * is summed into "n stars & up" by the caller. With `page`, the matches are kept (materialised) and
 * the page's products come back too, as facet 'page' rows numbered in order. A cheap first pass counts
 * the total exactly and sets the sampling step (`facetSampling`), returned as the 'sample' row.
 */
export function facetSql(plan: SearchPlan, depth: number, page?: { count: number; start: number }): SQL {
  const bounds = sql.raw(`array[${PRICE_BOUNDS.join(',')}]`);
  const matches = page ? sql`base as materialized (${plan.paged}),` : sql``;
  const source = page ? sql`base` : sql`(${plan.unranked})`;
  const pageRows = page
    ? sql`union all
      select 'page', product_id, (row_number() over ())::int
      from (select product_id from base where ${plan.all} order by ${plan.order}
            limit ${page.count} offset ${page.start}) p`
    : sql``;
  // One cheap pass (no arrays) counts the matches exactly: the total, and how many products the
  // query has before its filters, which sets the sampling step m (1: every product, exact counts).
  // Only a query without filters is sampled: a filter can leave few products in some counts, and
  // a few products are not estimated well from a sample.
  // With a filter selected the counts are exact (m = 1) and the total comes from the grouping set ().
  const counted = plan.filtered
    ? sql`select null::int as total, 1 as m`
    : sql`select count(*)::int as total,
        greatest(1, ceil(count(*) / ${facetSampling.exactFacetLimit}::numeric))::int as m
      from ${source} b`;
  // g = grouping() of the seven keys, a bit set per key left out of the row's grouping set: 63 sizes,
  // 95 colours, 111 category, 119 price bucket, 123 stars, 125 badge, 126 stock, 127 the total.
  return sql`with ${matches} counted as (${counted}),
    grouped as (
      select grouping(sizes, color_codes, cat, bucket, stars, badge, stock) as g,
        sizes, color_codes, cat, bucket, stars, badge, stock,
        count(*) filter (where ${plan.all}) as n_all,
        count(*) filter (where ${plan.except('size')}) as n_size,
        count(*) filter (where ${plan.except('color')}) as n_color,
        count(*) filter (where ${plan.except('price')}) as n_price,
        count(*) filter (where ${plan.except('rating')}) as n_rating,
        count(*) filter (where ${plan.except('badge')}) as n_badge,
        count(*) filter (where ${plan.except('availability')}) as n_stock
      from (
        select b.*, category_path[${depth + 1}] as cat, width_bucket(price, ${bounds}) as bucket,
          floor(rating_score)::int as stars, in_stock as stock
        from ${source} b, counted
        where counted.m = 1 or (hashtext(b.product_id) & 2147483647) % counted.m = 0
      ) b
      group by grouping sets ((sizes), (color_codes), (cat), (bucket), (stars), (badge), (stock), ())
    )
    select 'sample' as facet, '' as value, m as n from counted
    union all
    select 'size', s, sum(n_size)::int
      from grouped cross join unnest(sizes) as s where g = 63 group by 2
    union all
    select 'color', c, sum(n_color)::int
      from grouped cross join unnest(color_codes) as c where g = 95 group by 2
    union all
    select case g when 111 then 'category' when 119 then 'price' when 123 then 'stars' when 125 then 'badge'
                  when 126 then 'availability' else 'total' end,
           coalesce(case g when 111 then cat when 119 then bucket::text when 123 then stars::text
                           when 125 then badge when 126 then stock::text else '' end, ''),
           (case g when 119 then n_price when 123 then n_rating when 125 then n_badge when 126 then n_stock
                   when 127 then coalesce((select total from counted), n_all) else n_all end)::int
    from grouped where g not in (63, 95)
    ${pageRows}`;
}

/**
 * Runs trigram matching with a word similarity threshold of 0.45 (pg_trgm's default 0.6 misses a single
 * mistyped letter in a short word). SET LOCAL keeps the setting inside this transaction.
 */
export async function withFuzzyMatching<T>(db: DbOrTx, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local pg_trgm.word_similarity_threshold = 0.45`);
    return work(tx);
  });
}

const totalOf = (rows: FacetRow[]): number => rows.find((row) => row.facet === 'total')?.n ?? 0;
/** An estimated count rounded to two significant digits: no more precise than the sample. */
function roughly(count: number): number {
  if (count < 100) return count;
  const unit = 10 ** (Math.floor(Math.log10(count)) - 1);
  return Math.round(count / unit) * unit;
}
/** 1 when the facet counts are exact, else the sampling step they must be multiplied by. */
const sampleStepOf = (rows: FacetRow[]): number => rows.find((row) => row.facet === 'sample')?.n ?? 1;

export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
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
  rows: FacetRow[],
  category: typeof schema.categories.$inferSelect | undefined,
): Promise<Facet[]> {
  // Counted over every m-th product when the query holds more than facetSampling allows: scaled up.
  const step = sampleStepOf(rows);
  const counts = (facet: string) =>
    new Map(rows.filter((row) => row.facet === facet).map((row) => [row.value, row.n * step]));
  const shown = (count: number) => (step === 1 ? count : roughly(count));
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

  const categoryCounts = counts('category');
  categoryCounts.delete('');
  const sizeCounts = withSelected(counts('size'), query.size);
  const colorCounts = withSelected(counts('color'), query.color);
  const [children, colors] = await Promise.all([
    categoryCounts.size
      ? db
          .select()
          .from(schema.categories)
          .where(sql`${schema.categories.id} = any(${textArray([...categoryCounts.keys()])})`)
          .orderBy(schema.categories.position, schema.categories.id)
      : [],
    colorLabels(db, [...colorCounts.keys()]),
  ]);
  const priceCounts = counts('price');
  const stars = counts('stars');
  const ratingAtLeast = (floor: number) =>
    [...stars.entries()].reduce((sum, [star, n]) => (Number(star) >= floor ? sum + n : sum), 0);
  const badgeCounts = withSelected(counts('badge'), query.badge);
  badgeCounts.delete('');

  return [
    group(
      'category',
      'categoryId',
      children
        .filter((child) => child.id !== category?.id)
        .map((child) => ({
          id: child.id,
          label: localize(child.name, ctx.locale),
          count: shown(categoryCounts.get(child.id) ?? 0),
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
        count: shown(sizeCounts.get(size) ?? 0),
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
            count: shown(count),
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
          count: shown(priceCounts.get(String(bucket)) ?? 0),
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
        count: shown(ratingAtLeast(floor)),
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
          count: shown(count),
          selected: query.badge?.includes(id as never) ?? false,
        })),
    ),
    group('availability', 'inStock', [
      {
        id: 'true',
        label: inStockLabel(ctx.locale),
        count: shown(counts('availability').get('true') ?? 0),
        selected: query.inStock === true,
      },
    ]),
  ];
}
