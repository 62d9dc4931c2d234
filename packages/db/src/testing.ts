import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type Database } from './index.ts';

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** An empty database of its own on the server at serverUrl, for one test run; drop() removes it. */
export async function createScratchDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `rl_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the server named by TEST_DATABASE_URL (dropped again on close).
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return createDb({ dataDir: 'memory' });
  const scratch = await createScratchDatabase(serverUrl);
  const database = await createDb({ url: scratch.url, maxConnections: 20 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}
