// `npm start`: builds the storefront when the build is missing or older than its sources, then serves
// storefront and API on one port with the embedded database (or DATABASE_URL).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const storefront = path.join(root, 'apps/storefront');
const buildEntry = path.join(storefront, 'build/server/index.js');

function newestSourceTime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'build' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSourceTime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = [path.join(storefront, 'app'), path.join(root, 'packages/contracts/src')];
const stale =
  !existsSync(buildEntry) || sources.some((dir) => newestSourceTime(dir) > statSync(buildEntry).mtimeMs);
if (stale) {
  console.log('Building the storefront…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawnSync(process.execPath, ['--import', 'tsx', path.join(storefront, 'server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
process.exit(server.status ?? 0);
