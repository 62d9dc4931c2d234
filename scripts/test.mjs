// `npm test`: everything a change must pass. Lint and typecheck first, then the unit and API suites
// on PGlite, the API suite again on PostgreSQL when TEST_DATABASE_URL is set (in parallel), then the
// browser journeys on the built app (both databases at once).
import { spawn } from 'node:child_process';

const run = (label, command, args, env = {}) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n── ${label} (${seconds}s, exit ${code}) ──\n${output}`);
      resolve(code === 0);
    });
  });

const step = async (...tasks) => (await Promise.all(tasks)).every(Boolean);

const postgres = process.env.TEST_DATABASE_URL;
const ok =
  (await step(run('lint', 'npx', ['biome', 'check', '.']), run('typecheck', 'npm', ['run', 'typecheck']))) &&
  (await step(
    run('unit and API tests (PGlite)', 'npx', ['vitest', 'run'], { TEST_DATABASE_URL: '' }),
    ...(postgres
      ? [
          run('API tests (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'api'], {
            TEST_DATABASE_URL: postgres,
          }),
        ]
      : []),
    run('storefront build', 'npm', ['run', 'build']),
  )) &&
  // The two journey legs run side by side: a journey spends much of its time waiting on the browser.
  (await step(
    run('browser journeys (PGlite)', 'npm', ['run', 'test:e2e'], { TEST_DATABASE_URL: '' }),
    ...(postgres
      ? [run('browser journeys (PostgreSQL)', 'npm', ['run', 'test:e2e'], { TEST_DATABASE_URL: postgres })]
      : []),
  ));

if (!postgres) console.log('\nTEST_DATABASE_URL is not set: the PostgreSQL leg was skipped.');
console.log(ok ? '\nAll checks passed.' : '\nSome checks failed.');
process.exit(ok ? 0 : 1);
