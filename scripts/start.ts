// `npm start`: builds the storefront and the back-office when needed, prepares the database, then serves storefront and API on
// one port with the embedded database (or DATABASE_URL).
//
// `npm run dev` runs this with --dev under `tsx watch` (decision 057): nothing is built; the storefront
// renders from its sources through Vite in middleware mode, so an edit to a route, component or style shows
// on the next request and in the open browser (hot module reload) without a restart. `tsx watch` restarts
// the process only when a module this process imports itself changes: the API, the packages, server.ts and
// the few app/lib modules it uses.
//
// Seeding happens here, never in the server (decision 048): the embedded database gets the demo catalogue
// and the demo accounts on first start; a PostgreSQL server (DATABASE_URL) is only migrated
// (`npm run seed [-- --demo]` loads data on request). The development mailbox is off unless DEV_MAILBOX=1
// is set and HOST is a loopback address (decision 047).
import { ensureAdminBuild, ensureBuilds } from './storefront-build.ts';

const dev = process.argv.includes('--dev');
// Set before the server and its build are loaded: React reads NODE_ENV when it is first imported.
process.env.NODE_ENV ??= dev ? 'development' : 'production';
// The back-office has no development server of its own: `npm run dev` serves its build.
if (dev) ensureAdminBuild();
else ensureBuilds();
const { serveUntilStopped } = await import('../apps/storefront/server.ts');
const { config } = await import('@ridgeline/contracts/config');
if (config().API_URL) {
  await serveUntilStopped({ dev });
} else {
  const { createDb, embeddedDatabaseHolder, holdEmbeddedDatabase, seedOnStart } = await import(
    '@ridgeline/db'
  );
  const dataDir = config().DATA_DIR ?? './data/pglite';
  if (!config().DATABASE_URL) {
    // PGlite serves one process: refuse a second server on the same folder, and mark it for the
    // operator commands (decision 062).
    const holder = embeddedDatabaseHolder(dataDir);
    if (holder) throw new Error(`process ${holder} already serves the embedded database in ${dataDir}`);
    holdEmbeddedDatabase(dataDir);
  }
  const database = await createDb({ url: config().DATABASE_URL, dataDir });
  try {
    const seeded = await seedOnStart(database, (message) => console.log(message));
    if (seeded.refused) console.warn('Starting without the demo accounts.');
    else if (!seeded.catalogue) {
      console.log(
        'DATABASE_URL is set: migrated, nothing seeded (npm run seed [-- --demo] loads demo data).',
      );
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  await serveUntilStopped({ database, dev });
}
