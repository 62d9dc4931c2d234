// `npm test`: everything a change must pass. Lint and typecheck first, the builds, then two legs
// side by side: the unit and API suites on PGlite, and, when TEST_DATABASE_URL is set, the API suite on
// PostgreSQL with the multi-process run. The browser journeys run once (decision 063): all of them on PGlite
// when there is no PostgreSQL, otherwise each file on one of the two databases, the files split so that both
// legs end about together (their seconds in tests/e2e/journey-seconds.json).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

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
/** Runs tasks one after another, stopping at the first that fails. */
const chain = async (...tasks) => {
  for (const task of tasks) if (!(await task())) return false;
  return true;
};

const postgres = process.env.TEST_DATABASE_URL;
const pglite = { TEST_DATABASE_URL: '' };
const onPostgres = { TEST_DATABASE_URL: postgres };
/** The browser journey files (and the storefront server's own tests beside them), as Vitest names them. */
const E2E = 'tests/e2e';
const journeyFiles = ['journeys', 'server'].flatMap((folder) =>
  readdirSync(`${E2E}/${folder}`)
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => `${folder}/${name}`),
);

/**
 * The files each leg runs: longest first, each to the leg that would end sooner, counting the API suite it
 * runs before them. Every file runs once; a new file counts as `unknown` seconds until it is listed.
 */
function splitJourneys() {
  const timing = JSON.parse(readFileSync(`${E2E}/journey-seconds.json`, 'utf8'));
  const seconds = (file) => timing.files[file] ?? timing.unknown;
  const legs = Object.fromEntries(
    Object.entries(timing.apiSuites).map(([database, api]) => [database, { load: api, files: [] }]),
  );
  const sorted = [...journeyFiles].sort((a, b) => seconds(b) - seconds(a) || a.localeCompare(b));
  for (const file of sorted) {
    const leg = legs.PGlite.load <= legs.PostgreSQL.load ? legs.PGlite : legs.PostgreSQL;
    leg.files.push(file);
    leg.load += seconds(file);
  }
  return { PGlite: legs.PGlite.files, PostgreSQL: legs.PostgreSQL.files };
}

/** The browser journeys on one database: `files` (all of them when not given). */
const journeys = (database, env, files) => () =>
  run(
    `browser journeys (${database}${files ? `, ${files.length} of ${journeyFiles.length} files` : ''})`,
    'npm',
    ['run', 'test', '-w', '@ridgeline/e2e', ...(files ? ['--', ...files] : [])],
    env,
  );

const split = postgres ? splitJourneys() : null;

// Each leg goes on to its journeys as soon as its own API suite passes. The PGlite leg also runs the unit
// tests. A journey spends much of its time waiting on the browser, so the two legs share the two cores
// well. The PostgreSQL leg also runs the split deployment: two API and two storefront processes behind
// haproxy, sharing PostgreSQL and Redis (REDIS_URL, by default the machine's).
// Lint and the typecheck first, then the build, then the legs. (Running the typecheck beside the legs was
// tried and made the whole run ten minutes longer: it competes with them for memory and both cores.)
const ok =
  (await step(run('lint', 'npx', ['biome', 'check', '.']), run('typecheck', 'npm', ['run', 'typecheck']))) &&
  (await chain(
    () => run('build (storefront and back-office)', 'npm', ['run', 'build']),
    () =>
      step(
        chain(
          () => run('unit and API tests (PGlite)', 'npx', ['vitest', 'run'], pglite),
          journeys('PGlite', pglite, split?.PGlite),
        ),
        ...(postgres
          ? [
              chain(
                () => run('API tests (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'api'], onPostgres),
                () =>
                  step(
                    journeys('PostgreSQL', onPostgres, split?.PostgreSQL)(),
                    run(
                      'several processes behind haproxy (PostgreSQL, Redis)',
                      'npm',
                      ['run', 'test:multi-process'],
                      {
                        ...onPostgres,
                        REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
                      },
                    ),
                  ),
              ),
            ]
          : []),
      ),
  ));

if (!postgres) console.log('\nTEST_DATABASE_URL is not set: the PostgreSQL leg was skipped.');
console.log(ok ? '\nAll checks passed.' : '\nSome checks failed.');
process.exit(ok ? 0 : 1);
