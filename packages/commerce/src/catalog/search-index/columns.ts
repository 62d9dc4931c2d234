/**
 * The listing rows of the search index as columns: one typed array per field, indexed by the
 * product's slot. A listing pass reads a few numbers per product from memory laid out one after
 * another, instead of following pointers to an object and its arrays (several times faster).
 */

import { CURRENCIES } from '@ridgeline/contracts';

/** Currencies with a price column in product_search, in the order of the price column's stride. */
export { CURRENCIES };
/** Levels of the category tree a row keeps (root first); deeper levels are not counted as facets. */
export const PATH_DEPTH = 6;

/** Small dense numbers for the values of a field, so that counting is indexing an array. */
export class Codes {
  readonly values: string[] = [];
  private readonly codes = new Map<string, number>();

  code(value: string): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      this.codes.set(value, code);
    }
    return code;
  }

  find(value: string): number | undefined {
    return this.codes.get(value);
  }
}

/**
 * A set of codes per slot as bits (`words` 32-bit words per slot), widened when a code beyond them
 * appears: sizes and colours, a few dozen values each.
 */
export class BitColumn {
  words = 1;
  data: Uint32Array;

  constructor(private capacity: number) {
    this.data = new Uint32Array(capacity);
  }

  set(slot: number, codes: readonly number[]) {
    const needed = Math.max(1, ...codes.map((code) => (code >> 5) + 1));
    if (needed > this.words) this.relayout(this.capacity, needed);
    const base = slot * this.words;
    this.data.fill(0, base, base + this.words);
    for (const code of codes) this.data[base + (code >> 5)]! |= 1 << (code & 31);
  }

  grow(capacity: number) {
    this.relayout(capacity, this.words);
  }

  /** Whether the slot holds any code set in `selected` (a mask of the same width). */
  holdsAny(slot: number, selected: Uint32Array): boolean {
    const base = slot * this.words;
    for (let word = 0; word < this.words; word++) {
      if ((this.data[base + word]! & (selected[word] ?? 0)) !== 0) return true;
    }
    return false;
  }

  /** Adds one to `counts` at each code the slot holds. */
  count(slot: number, counts: Int32Array) {
    const base = slot * this.words;
    for (let word = 0; word < this.words; word++) {
      let bits = this.data[base + word]!;
      while (bits !== 0) {
        const lowest = bits & -bits;
        counts[word * 32 + 31 - Math.clz32(lowest)]!++;
        bits ^= lowest;
      }
    }
  }

  /** A mask with the bits of `codes` set. */
  mask(codes: readonly number[]): Uint32Array {
    const selected = new Uint32Array(this.words);
    for (const code of codes) if (code >> 5 < this.words) selected[code >> 5]! |= 1 << (code & 31);
    return selected;
  }

  private relayout(capacity: number, words: number) {
    const data = new Uint32Array(capacity * words);
    const rows = Math.min(this.capacity, capacity);
    for (let slot = 0; slot < rows; slot++) {
      data.set(this.data.subarray(slot * this.words, (slot + 1) * this.words), slot * words);
    }
    this.data = data;
    this.words = words;
    this.capacity = capacity;
  }
}

/** A copy of `array` with room for `length` values. */
export function widened<T extends Int32Array | Uint8Array | Float32Array | Float64Array>(
  array: T,
  length: number,
): T {
  const copy = new (array.constructor as new (length: number) => T)(length);
  copy.set(array);
  return copy;
}

/** What product_search holds of one product, decoded into codes. */
export interface ListingValues {
  category: number;
  path: number[];
  sizes: number[];
  colors: number[];
  inStock: boolean;
  /** -1 without a badge. */
  badge: number;
  rating: number;
  reviews: number;
  /** ms since the epoch. */
  created: number;
  /** Minor units per currency (CURRENCIES order); -1 when not sold in it. */
  prices: number[];
}

/** Every listing field of every slot. */
export class ListingColumns {
  capacity = 1024;
  category = new Int32Array(this.capacity);
  /** PATH_DEPTH category codes per slot, -1 past the product's depth. */
  path = new Int32Array(this.capacity * PATH_DEPTH);
  sizes = new BitColumn(this.capacity);
  colors = new BitColumn(this.capacity);
  inStock = new Uint8Array(this.capacity);
  badge = new Int32Array(this.capacity);
  rating = new Float32Array(this.capacity);
  reviews = new Int32Array(this.capacity);
  created = new Float64Array(this.capacity);
  /** CURRENCIES.length prices per slot. */
  prices = new Int32Array(this.capacity * CURRENCIES.length);
  /** Position of the slot in product id order (SearchIndex.inIdOrder). */
  position = new Int32Array(this.capacity);

  set(slot: number, values: ListingValues) {
    if (slot >= this.capacity) this.grow(Math.max(slot + 1, this.capacity * 2));
    this.category[slot] = values.category;
    this.path.fill(-1, slot * PATH_DEPTH, (slot + 1) * PATH_DEPTH);
    this.path.set(values.path.slice(0, PATH_DEPTH), slot * PATH_DEPTH);
    this.sizes.set(slot, values.sizes);
    this.colors.set(slot, values.colors);
    this.inStock[slot] = values.inStock ? 1 : 0;
    this.badge[slot] = values.badge;
    this.rating[slot] = values.rating;
    this.reviews[slot] = values.reviews;
    this.created[slot] = values.created;
    this.prices.set(values.prices, slot * CURRENCIES.length);
  }

  private grow(capacity: number) {
    this.category = widened(this.category, capacity);
    this.path = widened(this.path, capacity * PATH_DEPTH);
    this.sizes.grow(capacity);
    this.colors.grow(capacity);
    this.inStock = widened(this.inStock, capacity);
    this.badge = widened(this.badge, capacity);
    this.rating = widened(this.rating, capacity);
    this.reviews = widened(this.reviews, capacity);
    this.created = widened(this.created, capacity);
    this.prices = widened(this.prices, capacity * CURRENCIES.length);
    this.position = widened(this.position, capacity);
    this.capacity = capacity;
  }
}
