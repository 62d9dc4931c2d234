/** What the benches share: their database on the PostgreSQL server and the percentile of their timings. */
import pg from 'pg';

/**
 * The URL of the database `name` on the server at serverUrl, created first if it does not exist (benches
 * keep their data between runs: loading a million orders takes minutes).
 */
export async function benchDatabaseUrl(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The p-th percentile (nearest rank) of timings sorted in ascending order; 0 when there are none. */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
