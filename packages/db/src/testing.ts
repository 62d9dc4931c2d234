import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDb, type Database, seedDemoContent, seedDemoData } from './index.ts';

/** What a test database starts with: nothing but the schema, the demo data, or the demo data and content. */
export type TestSeed = 'none' | 'demo' | 'demo-content';

/**
 * Where a test run's global setup left its ready-made databases (decision 093): on PostgreSQL the names of
 * template databases, on PGlite the files of dumped data directories. Set for the run's workers.
 */
const SNAPSHOTS_ENV = 'RIDGELINE_TEST_SNAPSHOTS';
type Snapshots =
  | { kind: 'postgres'; templates: Record<TestSeed, string> }
  | { kind: 'pglite'; files: Record<TestSeed, string> };

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * A database of its own on the server at serverUrl, for one test run; drop() removes it. Empty, or a copy
 * of `template` (PostgreSQL copies its files: no migration or seeding to repeat).
 */
export async function createScratchDatabase(
  serverUrl: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `rl_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

async function seedUpTo(database: Database, seed: TestSeed): Promise<void> {
  if (seed === 'none') return;
  await seedDemoData(database.db);
  if (seed === 'demo-content') await seedDemoContent(database.db);
}

/**
 * A test run's global setup: migrates and seeds once the databases that every test file would otherwise
 * migrate and seed itself (seconds each, most on PGlite), and tells the run's workers where they are.
 * Answers the teardown that removes them.
 */
export async function prepareTestSnapshots(): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const snapshots = serverUrl ? await prepareTemplates(serverUrl) : await prepareDumps();
  process.env[SNAPSHOTS_ENV] = JSON.stringify(snapshots.made);
  return snapshots.remove;
}

/** PostgreSQL: a template database per seed, copied from one database as it is seeded step by step. */
async function prepareTemplates(serverUrl: string) {
  const prefix = `rl_template_${randomBytes(4).toString('hex')}`;
  const templates = {} as Record<TestSeed, string>;
  const base = await createScratchDatabase(serverUrl);
  const baseName = new URL(base.url).pathname.slice(1);
  let database = await createDb({ url: base.url, maxConnections: 2 });
  // A database cannot be copied while a session is open on it: close, copy, reopen.
  const copy = async (seed: TestSeed) => {
    await database.close();
    templates[seed] = `${prefix}_${seed.replace('-', '_')}`;
    await onServer(serverUrl, `create database ${templates[seed]} template ${baseName}`);
    database = await createDb({ url: base.url, maxConnections: 2 });
  };
  try {
    await copy('none');
    await seedDemoData(database.db);
    await copy('demo');
    await seedDemoContent(database.db);
    await copy('demo-content');
  } finally {
    await database.close();
    await base.drop();
  }
  return {
    made: { kind: 'postgres', templates } satisfies Snapshots,
    remove: async () => {
      for (const name of Object.values(templates)) {
        await onServer(serverUrl, `drop database if exists ${name} with (force)`);
      }
    },
  };
}

/** PGlite: the data directory dumped to a file per seed, from one database as it is seeded step by step. */
async function prepareDumps() {
  const dir = mkdtempSync(path.join(tmpdir(), 'ridgeline-test-snapshots-'));
  const files = {} as Record<TestSeed, string>;
  const database = await createDb({ dataDir: 'memory' });
  const dump = async (seed: TestSeed) => {
    files[seed] = path.join(dir, `${seed}.tar`);
    writeFileSync(files[seed], Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
  };
  try {
    await dump('none');
    await seedDemoData(database.db);
    await dump('demo');
    await seedDemoContent(database.db);
    await dump('demo-content');
  } finally {
    await database.close();
  }
  return {
    made: { kind: 'pglite', files } satisfies Snapshots,
    remove: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

function snapshots(): Snapshots | undefined {
  const value = process.env[SNAPSHOTS_ENV];
  return value ? (JSON.parse(value) as Snapshots) : undefined;
}

export interface TestDatabaseOptions {
  /** What it starts with (default: the schema only). */
  seed?: TestSeed;
  /** PGlite only: keep it in this folder instead of in memory (a server in the same process, e.g. journeys). */
  dataDir?: string;
}

/**
 * A fresh, migrated database for one test file, seeded as asked: in-memory PGlite by default, or a new
 * database on the server named by TEST_DATABASE_URL (dropped again on close). It is a copy of the run's
 * snapshot when the run prepared one (`prepareTestSnapshots`), otherwise migrated and seeded here.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<Database> {
  const seed = options.seed ?? 'none';
  const serverUrl = process.env.TEST_DATABASE_URL;
  const ready = snapshots();
  let database: Database;
  if (serverUrl) {
    const template = ready?.kind === 'postgres' ? ready.templates[seed] : undefined;
    const scratch = await createScratchDatabase(serverUrl, template);
    const opened = await createDb({ url: scratch.url, maxConnections: 20 });
    database = {
      ...opened,
      close: async () => {
        await opened.close();
        await scratch.drop();
      },
    };
    if (!template) await seedUpTo(database, seed);
    return database;
  }
  const file = ready?.kind === 'pglite' ? ready.files[seed] : undefined;
  database = await createDb({
    dataDir: options.dataDir ?? 'memory',
    loadDataDir: file ? new Blob([readFileSync(file)]) : undefined,
  });
  if (!file) await seedUpTo(database, seed);
  return database;
}
