import { config } from '@ridgeline/contracts/config';
import { createDb } from '@ridgeline/db';
import { DEFAULT_LOGGER } from '../app.ts';
import { buildMediaApp } from './app.ts';

/**
 * Runs the user media service alone (MEDIA_PORT, default 4100) on DATABASE_URL, with the API's AUTH_SECRET
 * so shoppers' access tokens verify. `npm start` serves it under /ugc instead.
 */
const settings = config();
if (!settings.DATABASE_URL)
  throw new Error('the media service alone needs DATABASE_URL (the API’s database)');
if (!settings.AUTH_SECRET) throw new Error('the media service alone needs the API’s AUTH_SECRET');
const database = await createDb({ url: settings.DATABASE_URL });
const app = await buildMediaApp({ database, authSecret: settings.AUTH_SECRET, logger: DEFAULT_LOGGER });
await app.listen({ port: settings.MEDIA_PORT ?? 4100, host: settings.HOST });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  });
}
