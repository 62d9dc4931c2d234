// `npm run dev`: `npm start` that restarts itself when a source file changes (`tsx watch`), rebuilding the
// storefront first when its sources changed. There is no hot reload: a change costs a rebuild of about
// ten seconds, and the page is then served as in production (React Router's server needs the request
// context our server gives it, which `react-router dev` alone does not).
import { ensureStorefrontBuild } from './storefront-build.ts';

process.env.NODE_ENV ??= 'production';
process.env.DEV_MAILBOX ??= '1';
ensureStorefrontBuild();
const { createServer } = await import('../apps/storefront/server.ts');
const server = await createServer({ logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
console.log(`Ridgeline is ready on ${server.url} (it restarts when a source file changes)`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
