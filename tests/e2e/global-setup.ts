import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const storefront = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/storefront');

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** The journeys run against the production build: build the storefront when it is missing or stale. */
export default function setup() {
  const entry = path.join(storefront, 'build/server/index.js');
  const stale = !existsSync(entry) || newestSource(path.join(storefront, 'app')) > statSync(entry).mtimeMs;
  if (stale) {
    execFileSync('npx', ['react-router', 'build'], { cwd: storefront, stdio: 'inherit' });
  }
}
