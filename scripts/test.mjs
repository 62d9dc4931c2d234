// `npm test`: everything a change must pass. Lint and typecheck first, the builds, then two legs
// side by side: the unit and API suites on PGlite, and, when TEST_DATABASE_URL is set, the API suite on
// PostgreSQL with the multi-process run. The browser journeys run once (decision 063): all of them on PGlite
// when there is no PostgreSQL, otherwise two fifths of the files on PGlite and three fifths on PostgreSQL.
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
/** Runs tasks one after another, stopping at the first that fails. */
const chain = async (...tasks) => {
  for (const task of tasks) if (!(await task())) return false;
  return true;
};

const postgres = process.env.TEST_DATABASE_URL;
const pglite = { TEST_DATABASE_URL: '' };
const onPostgres = { TEST_DATABASE_URL: postgres };
/** The browser journeys on one database; `shard` ("2/5") runs that share of the files, as Vitest splits them. */
const journeys = (database, env, shard) => () =>
  run(
    `browser journeys${shard ? ` ${shard}` : ''} (${database})`,
    'npm',
    ['run', 'test', '-w', '@ridgeline/e2e', ...(shard ? ['--', `--shard=${shard}`] : [])],
    env,
  );

// Each leg goes on to its journeys as soon as its own API suite passes. The PGlite leg also runs the unit
// tests and ends minutes after the PostgreSQL one, so it takes two fifths of the journey files and the
// PostgreSQL leg three. A journey spends much of its time waiting on the browser, so the two legs share the
// two cores well. The PostgreSQL leg also runs the split deployment: two API and two storefront processes
// behind haproxy, sharing PostgreSQL and Redis (REDIS_URL, by default the machine's).
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
          ...(postgres
            ? [journeys('PGlite', pglite, '1/5'), journeys('PGlite', pglite, '2/5')]
            : [journeys('PGlite', pglite)]),
        ),
        ...(postgres
          ? [
              chain(
                () => run('API tests (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'api'], onPostgres),
                () =>
                  step(
                    chain(
                      journeys('PostgreSQL', onPostgres, '3/5'),
                      journeys('PostgreSQL', onPostgres, '4/5'),
                      journeys('PostgreSQL', onPostgres, '5/5'),
                    ),
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
