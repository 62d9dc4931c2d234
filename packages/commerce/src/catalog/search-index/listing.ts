import type { ProductSearchQuery } from '@ridgeline/contracts';
import type { Codes, ListingRow, SearchIndex } from './search-index.ts';

/** Price buckets in minor units of any currency: under 50, 50-100, 100-150, 150-200, 200-300, 300+. */
export const PRICE_BOUNDS = [5_000, 10_000, 15_000, 20_000, 30_000];

export type Compare = (a: ListingRow, b: ListingRow) => number;

const byId: Compare = (a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The order of each sort (relevance without words: the catalogue's, by product id). */
export function sortOrder(sort: ProductSearchQuery['sort'], currency: number): Compare {
  const price = (row: ListingRow) => row.prices[currency]!;
  switch (sort) {
    case 'newest':
      return (a, b) => b.created - a.created || byId(a, b);
    case 'price-asc':
      return (a, b) => price(a) - price(b) || byId(a, b);
    case 'price-desc':
      return (a, b) => price(b) - price(a) || byId(a, b);
    case 'top-rated':
      return (a, b) => b.rating - a.rating || b.reviews - a.reviews || byId(a, b);
    default:
      return byId;
  }
}

/** Counts per value of every facet; each facet's counts apply every selected filter but its own. */
export interface FacetCounts {
  total: number;
  /** Per child category of the listed one (or top category), with every filter applied. */
  category: Map<string, number>;
  size: Map<string, number>;
  color: Map<string, number>;
  /** Per price bucket: 0 under the first bound, 1 between the first two, and so on. */
  price: number[];
  /** Per whole star (0-5) of the rating. */
  stars: number[];
  badge: Map<string, number>;
  inStock: number;
}

export interface ListingRequest {
  /** The candidates: every product, or those matching the words. */
  rows: readonly ListingRow[];
  /** Products of these categories only (the listed one and its descendants); null: any. */
  categoryIds: ReadonlySet<string> | null;
  /** Depth of the listed category (its path's length; 0 without one): the category facet is one below. */
  depth: number;
  currency: number;
  query: ProductSearchQuery;
  order: Compare;
}

export interface Listing {
  facets: FacetCounts;
  /** The requested page. */
  page: ListingRow[];
}

/**
 * Filters, counts facets and pages in one pass over the candidates. Values within a facet combine
 * with OR (size 9 or 10), facets with AND; a product failing exactly one filter still counts for that
 * filter's facet, so a shopper sees what choosing another value would give.
 */
export function list(index: SearchIndex, request: ListingRequest): Listing {
  const { query, currency, depth, categoryIds } = request;
  const sizeFilter = selectedCodes(query.size, index.sizes);
  const colorFilter = selectedCodes(query.color, index.colors);
  const badgeFilter = query.badge?.length ? new Set<string>(query.badge) : null;
  const priceFiltered = query.priceMin !== undefined || query.priceMax !== undefined;
  const priceMin = query.priceMin ?? 0;
  const priceMax = query.priceMax ?? Number.MAX_SAFE_INTEGER;
  const ratingFloor = query.rating ?? 0;

  const sizeCounts = new Int32Array(index.sizes.values.length);
  const colorCounts = new Int32Array(index.colors.values.length);
  const facets: FacetCounts = {
    total: 0,
    category: new Map(),
    size: new Map(),
    color: new Map(),
    price: new Array(PRICE_BOUNDS.length + 1).fill(0),
    stars: new Array(6).fill(0),
    badge: new Map(),
    inStock: 0,
  };
  const matched: ListingRow[] = [];

  for (const row of request.rows) {
    const price = row.prices[currency];
    if (price === null || price === undefined) continue;
    if (categoryIds && !categoryIds.has(row.category)) continue;
    const size = !sizeFilter || row.sizes.some((code) => sizeFilter[code] === 1);
    const color = !colorFilter || row.colors.some((code) => colorFilter[code] === 1);
    const priced = !priceFiltered || (price >= priceMin && price <= priceMax);
    const rated = row.rating >= ratingFloor;
    const badged = !badgeFilter || (row.badge !== null && badgeFilter.has(row.badge));
    const stocked = !query.inStock || row.inStock;
    const failed = +!size + +!color + +!priced + +!rated + +!badged + +!stocked;
    if (failed > 1) continue;
    // With no filter failed every facet counts the product; with one, only that filter's facet does.
    if (failed === 0 || !size) for (const code of row.sizes) sizeCounts[code]!++;
    if (failed === 0 || !color) for (const code of row.colors) colorCounts[code]!++;
    if (failed === 0 || !priced) facets.price[priceBucket(price)]!++;
    if (failed === 0 || !rated) facets.stars[Math.floor(row.rating)]!++;
    if ((failed === 0 || !badged) && row.badge !== null) increment(facets.badge, row.badge);
    if ((failed === 0 || !stocked) && row.inStock) facets.inStock++;
    if (failed > 0) continue;
    facets.total++;
    const child = row.path[depth];
    if (child !== undefined) increment(facets.category, child);
    matched.push(row);
  }
  sizeCounts.forEach((n, code) => {
    if (n > 0) facets.size.set(index.sizes.values[code]!, n);
  });
  colorCounts.forEach((n, code) => {
    if (n > 0) facets.color.set(index.colors.values[code]!, n);
  });
  const page = firstInOrder(matched, query.start + query.count, request.order).slice(query.start);
  return { facets, page };
}

/** 1 at the code of each selected value; null when nothing is selected (the filter is off). */
function selectedCodes(values: readonly string[] | undefined, codes: Codes) {
  if (!values?.length) return null;
  const selected = new Uint8Array(codes.values.length);
  for (const value of values) {
    const code = codes.find(value);
    if (code !== undefined) selected[code] = 1;
  }
  return selected;
}

const increment = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);

/** As PostgreSQL's width_bucket(price, PRICE_BOUNDS): how many bounds the price reaches. */
function priceBucket(price: number): number {
  let bucket = 0;
  while (bucket < PRICE_BOUNDS.length && price >= PRICE_BOUNDS[bucket]!) bucket++;
  return bucket;
}

/**
 * The first `k` rows in `order`: sorted in full when the page reaches far into them, else kept in a
 * small sorted buffer while the rows stream past (a first page of a 40,000-product listing compares
 * each row with the buffer's last one, and rarely inserts).
 */
export function firstInOrder(rows: ListingRow[], k: number, order: Compare): ListingRow[] {
  if (k * 8 >= rows.length) return [...rows].sort(order).slice(0, k);
  const best: ListingRow[] = [];
  for (const row of rows) {
    if (best.length === k && order(row, best[k - 1]!) >= 0) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (order(best[middle]!, row) <= 0) low = middle + 1;
      else high = middle;
    }
    best.splice(low, 0, row);
    if (best.length > k) best.pop();
  }
  return best;
}
