import { type DbOrTx, type SQL, sql } from '@ridgeline/db';

/** The rows of a raw statement, typed by the caller. */
export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A text[] of the values, each a bound parameter. */
export const textArray = (values: readonly string[]): SQL =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
