import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../index.ts';

const ROWS_PER_STATEMENT = 5_000;

/**
 * Inserts rows by sending each batch as one JSON document expanded with jsonb_to_recordset. Building a
 * statement with a bind parameter per value made the 100,000-product catalogue take several minutes, and
 * this form behaves the same on PGlite and node-postgres. Every row must carry the same keys.
 */
export async function insertInBatches<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: T['$inferInsert'][],
  options: { ignoreConflicts?: boolean } = {},
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in first);
  const names = sql.raw(columns.map(([, column]) => `"${column.name}"`).join(', '));
  const recordType = sql.raw(
    columns.map(([, column]) => `"${column.name}" ${column.getSQLType()}`).join(', '),
  );
  const target = sql.raw(`"${getTableName(table)}"`);
  const onConflict = options.ignoreConflicts ? sql` on conflict do nothing` : sql``;
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const batch = rows.slice(start, start + ROWS_PER_STATEMENT).map((row) => {
      const record: Record<string, unknown> = {};
      for (const [key, column] of columns) record[column.name] = (row as Record<string, unknown>)[key];
      return record;
    });
    const json = JSON.stringify(batch);
    await db.execute(
      sql`insert into ${target} (${names}) select ${names} from jsonb_to_recordset(${json}::jsonb) as r(${recordType})${onConflict}`,
    );
  }
}
