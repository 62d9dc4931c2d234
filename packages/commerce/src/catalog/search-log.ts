import { type DbOrTx, schema, sql } from '@ridgeline/db';

/** Counts a query that found products; popular queries feed autoSuggest. */
export async function recordSearch(db: DbOrTx, language: string, query: string, results: number) {
  await db
    .insert(schema.searchQueries)
    .values({ language, query, lastResults: results })
    .onConflictDoUpdate({
      target: [schema.searchQueries.language, schema.searchQueries.query],
      set: {
        searches: sql`${schema.searchQueries.searches} + 1`,
        lastResults: results,
        lastSearchedAt: sql`now()`,
      },
    });
}
