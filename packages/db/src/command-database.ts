import { config } from '@ridgeline/contracts/config';
import { embeddedDatabaseHolder } from './embedded-lock.ts';
import { createDb, type Db } from './index.ts';

/** Exit status when the embedded database is held by a running server. */
export const EXIT_DATABASE_BUSY = 3;

/**
 * Runs an operator command's work on the configured database and prints what it reports. The embedded
 * database serves one process at a time, so a command refuses it (EXIT_DATABASE_BUSY) while a server holds
 * it (decision 062); on PostgreSQL commands run beside the servers.
 */
export async function runOnCommandDatabase(
  name: string,
  work: (db: Db) => Promise<string[]>,
  describe: (error: unknown) => string,
): Promise<number> {
  const settings = config();
  const dataDir = settings.DATA_DIR ?? './data/pglite';
  if (!settings.DATABASE_URL) {
    const holder = embeddedDatabaseHolder(dataDir);
    if (holder) {
      console.error(
        `${name}: the embedded database in ${dataDir} is in use by a running server (process ${holder}); ` +
          'the embedded database serves one process at a time. Stop the server and run the command again, ' +
          'or run the shop on PostgreSQL (DATABASE_URL), where the command works while the server runs.',
      );
      return EXIT_DATABASE_BUSY;
    }
  }
  const database = await createDb({ url: settings.DATABASE_URL, dataDir });
  try {
    for (const line of await work(database.db)) console.log(line);
    return 0;
  } catch (error) {
    console.error(`${name} failed: ${describe(error)}`);
    return 1;
  } finally {
    await database.close();
  }
}
