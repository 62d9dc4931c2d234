import { createDb } from '@ridgeline/db';
import { buildApp } from './app.ts';

/** Runs the API alone (for a split deployment); `npm start` serves it together with the storefront. */
const database = await createDb({ url: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR });
const app = await buildApp({ database, warmSearchIndex: true });
const port = Number(process.env.PORT ?? 4000);
await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  });
}
