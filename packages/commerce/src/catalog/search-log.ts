import { type DbOrTx, sql } from '@ridgeline/db';

/**
 * Counts a query that found products; popular queries feed autoSuggest. Committed without waiting for
 * the write-ahead log to reach the disk (set_config local to this statement's transaction): the flush
 * costs a search 3-15 ms, and a crash at worst loses the last few counts.
 */
export async function recordSearch(db: DbOrTx, language: string, query: string, results: number) {
  await db.execute(sql`insert into search_queries (language, query, last_results)
    select ${language}, ${query}, ${results}
    from (select set_config('synchronous_commit', 'off', true)) as without_flush
    on conflict (language, query) do update set
      searches = search_queries.searches + 1,
      last_results = excluded.last_results,
      last_searched_at = now()`);
}
