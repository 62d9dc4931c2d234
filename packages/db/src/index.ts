import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type {
  AddressRecord,
  CustomsChoicesRecord,
  GiftOptionRecord,
  LocalizedText,
  OrderTotals,
  PromoSummaryRecord,
  PromotionConfig,
  PromotionKind,
  PromotionLevel,
  SignInFailuresTable,
} from './schema/index.ts';
export * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What a transaction callback receives; it offers the same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or an open transaction: domain functions accept both. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** The embedded database's files as a tarball, to open a copy with `loadDataDir` (test snapshots). */
  dumpDataDir?(): Promise<Blob>;
}

export interface CreateDbOptions {
  /** A postgres:// URL. When absent the embedded database is used. */
  url?: string | undefined;
  /** Folder for the embedded database; 'memory' keeps it in memory (tests). */
  dataDir?: string | undefined;
  /** Pool size for a real server. */
  maxConnections?: number | undefined;
  /** The embedded database only: start from these files (a `dumpDataDir` tarball) instead of an empty one. */
  loadDataDir?: Blob | undefined;
}

const ADMIN_SHUTDOWN = '57P01';
const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

/**
 * Applies pending migrations while holding an advisory lock, so that API processes started together on
 * a new or older database take turns: the first migrates, the others then find nothing to do (without
 * it, all of them create the same tables at once and all but one fail to start).
 */
async function migrateOnce(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtext('ridgeline:migrations'))`);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query(`select pg_advisory_unlock(hashtext('ridgeline:migrations'))`);
    }
  } finally {
    client.release();
  }
}

/** Opens the database and applies pending migrations. */
export async function createDb(options: CreateDbOptions = {}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.maxConnections ?? 10 });
    // An idle connection the server closes (restart, failover) must not crash the process: the pool
    // drops it and opens a new one on the next query.
    pool.on('error', (error: Error & { code?: string }) => {
      if (error.code !== ADMIN_SHUTDOWN) console.error(`database connection lost: ${error.message}`);
    });
    const db = drizzlePg(pool, { schema });
    await migrateOnce(pool);
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const dataDir = options.dataDir ?? './data/pglite';
  if (dataDir !== 'memory') mkdirSync(dataDir, { recursive: true });
  // pg_trgm (search typo tolerance) ships with PostgreSQL; PGlite loads it as an extension bundle.
  const extensions = { pg_trgm };
  const pgliteOptions = { extensions, ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) };
  const client = dataDir === 'memory' ? new PGlite(pgliteOptions) : new PGlite(dataDir, pgliteOptions);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

// Query builders are re-exported so that every module uses the one drizzle-orm this package pins.
export {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  lte,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
export { cityKey } from './city-key.ts';
export { EXIT_DATABASE_BUSY, runOnCommandDatabase } from './command-database.ts';
export { embeddedDatabaseHolder, embeddedLockFile, holdEmbeddedDatabase } from './embedded-lock.ts';
export { DEMO_CONTENT_DIR, demoContentDocuments, seedDemoContent } from './seed/demo-content.ts';
export {
  refreshSearch,
  type SeedOptions,
  type SeedResult,
  type StartSeedOutcome,
  seedCatalogue,
  seedDemoAccounts,
  seedDemoData,
  seedOnStart,
} from './seed/index.ts';
export { DEMO_MEDIA } from './seed/media.ts';
export {
  type DatabaseState,
  demoAccountsRefusal,
  inspectDatabase,
  SeedRefusedError,
  startSeeding,
} from './seed/policy.ts';
