import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const storefront = path.join(root, 'apps/storefront');
const admin = path.join(root, 'apps/admin');
const contracts = path.join(root, 'packages/contracts/src');

function newestModification(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestModification(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds a React Router app when its build is missing or older than its sources. */
function ensureBuild(name: string, app: string, sources: readonly string[]): void {
  const serverEntry = path.join(app, 'build/server/index.js');
  const built = existsSync(serverEntry) ? statSync(serverEntry).mtimeMs : 0;
  if (built > 0 && sources.every((dir) => newestModification(dir) <= built)) return;
  console.log(`Building the ${name}…`);
  // Vitest runs this with NODE_ENV=test, which would bundle React's development build for the browser (several
  // times slower to render, and not what ships): build as `npm run build` does.
  execFileSync('npx', ['react-router', 'build'], {
    cwd: app,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

/** Builds the storefront when its build is missing or older than its sources. */
export function ensureStorefrontBuild(): void {
  ensureBuild('storefront', storefront, [path.join(storefront, 'app'), contracts]);
}

/** Builds the back-office (apps/admin, served at /admin) when needed; it reuses the storefront's lib and components. */
export function ensureAdminBuild(): void {
  ensureBuild('back-office', admin, [path.join(admin, 'app'), path.join(storefront, 'app'), contracts]);
}

/** Both apps the server serves. */
export function ensureBuilds(): void {
  ensureStorefrontBuild();
  ensureAdminBuild();
}
