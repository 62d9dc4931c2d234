import { type DbOrTx, sql } from '@ridgeline/db';

/** Long enough for a shopper's paging, sorting and refining; short enough to bound any staleness. */
const TTL_MS = 60_000;
const MAX_ENTRIES = 2_000;

interface Entry {
  version: string;
  expires: number;
  rows: unknown;
}

const caches = new WeakMap<object, Map<string, Entry>>();

/**
 * The version of the search tables: a sequence that a statement trigger on product_search advances on
 * every change (migration 0009). Read once per request; cached results of an older version are ignored.
 */
export async function searchVersion(db: DbOrTx): Promise<string> {
  const result = (await db.execute(
    sql`select last_value::text as version from product_search_version`,
  )) as unknown as {
    rows: { version: string }[];
  };
  return result.rows[0]?.version ?? '0';
}

/**
 * Runs a read of the search tables, or answers it from the rows the same read (same `key`: everything
 * the statement depends on) returned at the same version of the tables within the last minute. Broad queries (a common word, a top category)
 * spend most of their time counting facets over tens of thousands of matches; a shopper paging,
 * re-sorting or coming back, and other shoppers asking the same, reuse those counts.
 *
 * A write commits after it advances the version, so a read that runs between the two can keep the
 * older rows for at most the TTL: counts or a page's order a minute late, while tiles (names, prices,
 * images) are always read live.
 */
export async function cachedRows<T>(
  db: DbOrTx,
  version: string,
  key: string,
  run: () => Promise<T[]>,
): Promise<T[]> {
  const hit = cachedValue<T>(db, version, key);
  if (hit) return hit;
  const rows = await run();
  storeValue(db, version, key, rows);
  return rows;
}

/** The rows cached under `key` at this version, if any. */
export function cachedValue<T>(db: DbOrTx, version: string, key: string): T[] | undefined {
  const cache = caches.get(db);
  const hit = cache?.get(key);
  if (!cache || !hit || hit.version !== version || hit.expires <= Date.now()) return undefined;
  // Re-inserted so that the map's order is least recently used first.
  cache.delete(key);
  cache.set(key, hit);
  return hit.rows as T[];
}

export function storeValue(db: DbOrTx, version: string, key: string, rows: unknown[]) {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  cache.delete(key);
  cache.set(key, { version, expires: Date.now() + TTL_MS, rows });
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
}
