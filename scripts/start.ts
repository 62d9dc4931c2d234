// `npm start`: builds the storefront when needed, then serves storefront and API on one port with the
// embedded database (or DATABASE_URL). `npm run dev` runs this under `tsx watch`, which starts it again
// when a source file changes: there is no hot reload, a change costs a rebuild of about ten seconds.
import { ensureStorefrontBuild } from './storefront-build.ts';

// Set before the server and its build are loaded: React reads NODE_ENV when it is first imported.
process.env.NODE_ENV ??= 'production';
// The demo has no mail server: its mailbox page shows what the shop sent (off when SMTP is configured).
process.env.DEV_MAILBOX ??= '1';
ensureStorefrontBuild();
const { serveUntilStopped } = await import('../apps/storefront/server.ts');
await serveUntilStopped();
