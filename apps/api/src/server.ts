import { config } from '@ridgeline/contracts/config';
import { createDb, embeddedDatabaseHolder, holdEmbeddedDatabase } from '@ridgeline/db';
import { buildApp } from './app.ts';
import { devMailboxEnabled } from './routes/dev-mailbox.ts';

/** Runs the API alone (for a split deployment); `npm start` serves it together with the storefront. */
const settings = config();
if (!settings.DATABASE_URL) {
  // PGlite serves one process; the lock file tells the operator commands it is in use (decision 062).
  const dataDir = settings.DATA_DIR ?? './data/pglite';
  const holder = embeddedDatabaseHolder(dataDir);
  if (holder) throw new Error(`process ${holder} already serves the embedded database in ${dataDir}`);
  holdEmbeddedDatabase(dataDir);
}
const database = await createDb({ url: settings.DATABASE_URL, dataDir: settings.DATA_DIR });
const host = settings.HOST;
const app = await buildApp({
  database,
  warmSearchIndex: true,
  devMailbox: devMailboxEnabled(settings, host),
});
const port = settings.PORT ?? 4000;
await app.listen({ port, host });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  });
}
