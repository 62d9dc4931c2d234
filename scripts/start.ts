// `npm start`: builds the storefront when needed, then serves storefront and API on one port with the
// embedded database (or DATABASE_URL).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureStorefrontBuild } from './storefront-build.ts';

ensureStorefrontBuild();
const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/storefront/server.ts');
const result = spawnSync(process.execPath, ['--import', 'tsx', server], {
  stdio: 'inherit',
  // The demo has no mail server: its mailbox page shows what the shop sent (off when SMTP is configured).
  env: { NODE_ENV: 'production', DEV_MAILBOX: '1', ...process.env },
});
process.exit(result.status ?? 0);
