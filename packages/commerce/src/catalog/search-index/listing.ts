import type { ProductSearchQuery } from '@ridgeline/contracts';
import { type Codes, CURRENCIES, PATH_DEPTH } from './columns.ts';
import type { SearchIndex } from './search-index.ts';

/** Price buckets in minor units of any currency: under 50, 50-100, 100-150, 150-200, 200-300, 300+. */
export const PRICE_BOUNDS = [5_000, 10_000, 15_000, 20_000, 30_000];

/** An order of slots. */
export type Compare = (a: number, b: number) => number;

/** Product id order, by the slots' positions in it (valid once SearchIndex.inIdOrder ran). */
export function idOrder(index: SearchIndex): Compare {
  const position = index.columns.position;
  return (a, b) => position[a]! - position[b]!;
}

/** The order of each sort (relevance without words: the catalogue's, by product id). */
export function sortOrder(index: SearchIndex, sort: ProductSearchQuery['sort'], currency: number): Compare {
  const { prices, created, rating, reviews } = index.columns;
  const byId = idOrder(index);
  const price = (slot: number) => prices[slot * CURRENCIES.length + currency]!;
  switch (sort) {
    case 'newest':
      return (a, b) => created[b]! - created[a]! || byId(a, b);
    case 'price-asc':
      return (a, b) => price(a) - price(b) || byId(a, b);
    case 'price-desc':
      return (a, b) => price(b) - price(a) || byId(a, b);
    case 'top-rated':
      return (a, b) => rating[b]! - rating[a]! || reviews[b]! - reviews[a]! || byId(a, b);
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
  /** The candidate slots: every product in id order (index.inIdOrder()), or those matching the words. */
  slots: ArrayLike<number>;
  /** Products of these categories only (the listed one and its descendants); null: any. */
  categoryIds: readonly string[] | null;
  /** Depth of the listed category (its path's length; 0 without one): the category facet is one below. */
  depth: number;
  currency: number;
  query: ProductSearchQuery;
  /** The page's order; null when the candidates already come in it. */
  order: Compare | null;
}

export interface Listing {
  facets: FacetCounts;
  /** The slots of the requested page. */
  page: number[];
}

/**
 * Filters, counts facets and pages in one pass over the candidates. Values within a facet combine
 * with OR (size 9 or 10), facets with AND; a product failing exactly one filter still counts for that
 * filter's facet, so a shopper sees what choosing another value would give.
 */
export function list(index: SearchIndex, request: ListingRequest): Listing {
  const { query, currency, depth } = request;
  const { category, path, sizes, colors, inStock, badge, rating, prices } = index.columns;
  const inCategory = request.categoryIds ? selectedCodes(request.categoryIds, index.categories) : null;
  const sizeFilter = query.size?.length ? sizes.mask(codesOf(query.size, index.sizes)) : null;
  const colorFilter = query.color?.length ? colors.mask(codesOf(query.color, index.colors)) : null;
  const badgeFilter = selectedCodes(query.badge, index.badges);
  const priceFiltered = query.priceMin !== undefined || query.priceMax !== undefined;
  const priceMin = query.priceMin ?? 0;
  const priceMax = query.priceMax ?? Number.MAX_SAFE_INTEGER;
  const ratingFloor = query.rating ?? 0;
  const inStockOnly = query.inStock === true;
  const childLevel = depth < PATH_DEPTH ? depth : -1;

  const sizeCounts = new Int32Array(sizes.words * 32);
  const colorCounts = new Int32Array(colors.words * 32);
  const categoryCounts = new Int32Array(index.categories.values.length);
  const badgeCounts = new Int32Array(index.badges.values.length);
  const priceCounts = new Array<number>(PRICE_BOUNDS.length + 1).fill(0);
  const starCounts = new Array<number>(6).fill(0);
  let stockCount = 0;
  const matched: number[] = [];

  const { slots } = request;
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i]!;
    const price = prices[slot * CURRENCIES.length + currency]!;
    if (price < 0) continue;
    if (inCategory && inCategory[category[slot]!] !== 1) continue;
    const size = !sizeFilter || sizes.holdsAny(slot, sizeFilter);
    const color = !colorFilter || colors.holdsAny(slot, colorFilter);
    const priced = !priceFiltered || (price >= priceMin && price <= priceMax);
    const rated = rating[slot]! >= ratingFloor;
    const badgeCode = badge[slot]!;
    const badged = !badgeFilter || (badgeCode >= 0 && badgeFilter[badgeCode] === 1);
    const stocked = !inStockOnly || inStock[slot] === 1;
    const failed = +!size + +!color + +!priced + +!rated + +!badged + +!stocked;
    if (failed > 1) continue;
    // With no filter failed every facet counts the product; with one, only that filter's facet does.
    const all = failed === 0;
    if (all || !size) sizes.count(slot, sizeCounts);
    if (all || !color) colors.count(slot, colorCounts);
    if (all || !priced) priceCounts[priceBucket(price)]!++;
    if (all || !rated) starCounts[Math.floor(rating[slot]!)]!++;
    if ((all || !badged) && badgeCode >= 0) badgeCounts[badgeCode]!++;
    if ((all || !stocked) && inStock[slot] === 1) stockCount++;
    if (!all) continue;
    const child = childLevel < 0 ? -1 : path[slot * PATH_DEPTH + childLevel]!;
    if (child >= 0) categoryCounts[child]!++;
    matched.push(slot);
  }
  const facets: FacetCounts = {
    total: matched.length,
    category: countsByValue(categoryCounts, index.categories),
    size: countsByValue(sizeCounts, index.sizes),
    color: countsByValue(colorCounts, index.colors),
    price: priceCounts,
    stars: starCounts,
    badge: countsByValue(badgeCounts, index.badges),
    inStock: stockCount,
  };
  const end = query.start + query.count;
  const first = request.order ? firstInOrder(matched, end, request.order) : matched.slice(0, end);
  return { facets, page: first.slice(query.start) };
}

const codesOf = (values: readonly string[], codes: Codes) =>
  values.map((value) => codes.find(value)).filter((code) => code !== undefined);

/** 1 at the code of each selected value; null when nothing is selected (the filter is off). */
function selectedCodes(values: readonly string[] | undefined, codes: Codes) {
  if (!values?.length) return null;
  const selected = new Uint8Array(codes.values.length);
  for (const code of codesOf(values, codes)) selected[code] = 1;
  return selected;
}

function countsByValue(counts: Int32Array, codes: Codes): Map<string, number> {
  const byValue = new Map<string, number>();
  counts.forEach((n, code) => {
    if (n > 0) byValue.set(codes.values[code]!, n);
  });
  return byValue;
}

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
export function firstInOrder(rows: number[], k: number, order: Compare): number[] {
  if (k * 8 >= rows.length) return [...rows].sort(order).slice(0, k);
  const best: number[] = [];
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
