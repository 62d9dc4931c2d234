import type { DbOrTx, SQL } from '@ridgeline/db';

/** The rows of a raw statement, typed by the caller. */
export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
