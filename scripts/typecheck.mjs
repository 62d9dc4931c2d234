// `npm run typecheck`: React Router's route types first, then every workspace checked with TypeScript 7's
// native compiler, two at a time (decision 095). `typescript` 5 stays installed for the tools that load its
// JavaScript API (React Router's dev tools, drizzle-kit); only the check itself uses the native compiler.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus } from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const tsc = path.join(path.dirname(require.resolve('typescript-native/package.json')), 'bin', 'tsc');
const WORKSPACES = [
  'packages/contracts',
  'packages/db',
  'packages/commerce',
  'apps/api',
  'apps/storefront',
  'apps/admin',
  'tests/e2e',
  'bench',
].filter((workspace) => existsSync(`${workspace}/tsconfig.json`));

const run = (command, args, cwd) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });

let ok = true;
for (const app of ['apps/storefront', 'apps/admin']) {
  const typegen = await run('npx', ['react-router', 'typegen'], app);
  if (!typegen.ok) {
    ok = false;
    process.stdout.write(`react-router typegen in ${app} failed:\n${typegen.output}`);
  }
}

const queue = [...WORKSPACES];
const check = async () => {
  for (let workspace = queue.shift(); workspace; workspace = queue.shift()) {
    const started = Date.now();
    const result = await run(process.execPath, [tsc, '--noEmit', '-p', '.'], workspace);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    process.stdout.write(`${result.ok ? 'ok' : 'FAILED'}  ${workspace} (${seconds}s)\n${result.output}`);
    if (!result.ok) ok = false;
  }
};
await Promise.all(Array.from({ length: Math.min(2, cpus().length) }, check));
process.exit(ok ? 0 : 1);
