// `npm run test:multi-process`: the split deployment of the README, for real, on this machine. Given
// TEST_DATABASE_URL (a PostgreSQL server) and REDIS_URL (default redis://127.0.0.1:6379), it creates a
// scratch database with the demo data, starts two API processes and two storefront processes on free
// ports, puts haproxy (Debian's package) round-robin in front of each pair, and proves over HTTP through
// the balancers that state shared by the processes holds: a purchase whose steps land on both processes,
// the sign-in limit counted once across them, a solved bot challenge accepted once, the sign-in lockout,
// and a catalogue change found at once by every process's search. It stops everything it started and
// prints 'N passed, N failed'; it exits non-zero when a check fails.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb, eq, schema, seedDemoData, sql } from '@ridgeline/db';
import { createScratchDatabase } from '@ridgeline/db/testing';
import { solveChallenge } from 'altcha-lib/v1';
import { Redis } from 'ioredis';
import { ensureStorefrontBuild } from './storefront-build.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
/** The sign-in limit per client address and minute the API processes start with. */
const SIGN_IN_LIMIT = 6;
/** The whole run gives up after this long. */
const DEADLINE_MS = 6 * 60_000;

if (!serverUrl) {
  console.error(
    'TEST_DATABASE_URL must name a PostgreSQL server (e.g. postgres://postgres@127.0.0.1:5432/postgres).',
  );
  process.exit(2);
}

// ── What was started, and stopping it ───────────────────────────────────────────────────────────────

interface Started {
  name: string;
  child: ChildProcess;
  output: string[];
  exited: Promise<void>;
}

const started: Started[] = [];
const cleanups: (() => Promise<void>)[] = [];

function start(name: string, command: string, args: string[], env: Record<string, string>): Started {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const process_ = { name, child, output, exited };
  started.push(process_);
  return process_;
}

async function stop(process_: Started): Promise<void> {
  if (process_.child.exitCode !== null || process_.child.signalCode !== null) return;
  process_.child.kill('SIGTERM');
  const timer = setTimeout(() => process_.child.kill('SIGKILL'), 10_000);
  await process_.exited;
  clearTimeout(timer);
}

let stopping: Promise<void> | null = null;
function stopEverything(): Promise<void> {
  stopping ??= (async () => {
    await Promise.all(started.map(stop));
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((error: unknown) => console.error(`Cleaning up failed: ${String(error)}`));
    }
  })();
  return stopping;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`${signal}: stopping what was started`);
    stopEverything().finally(() => process.exit(1));
  });
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitFor(what: Started, url: string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (what.child.exitCode !== null) break;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what.name} did not answer ${url}:\n${what.output.join('').slice(-3000)}`);
}

// ── HTTP as a client sees it ────────────────────────────────────────────────────────────────────────

interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  /** Which process answered, as the balancers name it (haproxy sets the headers). */
  api: string | null;
  storefront: string | null;
}

async function call<T = Record<string, unknown>>(
  base: string,
  method: string,
  pathname: string,
  options: { token?: string; body?: unknown; client: string; headers?: Record<string, string> },
): Promise<Answer<T>> {
  const response = await fetch(base + pathname, {
    method,
    headers: {
      'x-forwarded-for': options.client,
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // a page, not JSON
  }
  return {
    status: response.status,
    body: body as T,
    api: response.headers.get('x-api-process'),
    storefront: response.headers.get('x-storefront-process'),
  };
}

const errorIdOf = (answer: Answer): string | undefined =>
  (answer.body as { errorDetails?: { errorId: string }[] }).errorDetails?.[0]?.errorId;

/** Fetches an ALTCHA challenge from `base` and solves it as the widget does. */
async function solvedChallenge(base: string, client: string): Promise<string> {
  const { body } = await call<{
    algorithm: string;
    challenge: string;
    salt: string;
    signature: string;
    maxnumber: number;
  }>(base, 'GET', '/api/altcha/challenge', { client });
  const solution = await solveChallenge(body.challenge, body.salt, body.algorithm, body.maxnumber).promise;
  if (!solution) throw new Error('the ALTCHA challenge could not be solved');
  const { algorithm, challenge, salt, signature } = body;
  return Buffer.from(
    JSON.stringify({ algorithm, challenge, number: solution.number, salt, signature }),
  ).toString('base64');
}

const codeChallenge = () =>
  createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url');

function signIn(base: string, email: string, client: string, altcha?: string) {
  return call(base, 'POST', '/api/consumers-v3/auth/signin', {
    client,
    body: {
      username: email,
      password: 'NotThePassword1',
      codeChallenge: codeChallenge(),
      ...(altcha ? { altcha } : {}),
    },
  });
}

// ── The checks ──────────────────────────────────────────────────────────────────────────────────────

const results: { name: string; error?: string }[] = [];

async function check(name: string, body: () => Promise<void>): Promise<void> {
  try {
    await body();
    results.push({ name });
    console.log(`  ✓ ${name}`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    results.push({ name, error: message });
    console.log(`  ✗ ${name}\n      ${message.replaceAll('\n', '\n      ')}`);
  }
}

function expect(condition: boolean, message: string, detail?: unknown): asserts condition {
  if (!condition) throw new Error(detail === undefined ? message : `${message}: ${JSON.stringify(detail)}`);
}

const both = (names: (string | null)[], prefix: string) =>
  new Set(names.filter((name): name is string => name?.startsWith(prefix) ?? false)).size === 2;

const ADDRESS = {
  firstName: 'Jordan',
  lastName: 'Rivera',
  addressLine1: '350 Fifth Avenue',
  city: 'New York',
  province: 'NY',
  postalCode: '10118',
  countryCode: 'US',
  phone: '2125550123',
};

async function main(): Promise<void> {
  const deadline = setTimeout(() => {
    console.error(`Gave up after ${DEADLINE_MS / 60_000} minutes.`);
    stopEverything().finally(() => process.exit(1));
  }, DEADLINE_MS);
  deadline.unref();

  const haproxyBinary = process.env.HAPROXY ?? 'haproxy';
  try {
    execFileSync(haproxyBinary, ['-v'], { stdio: 'ignore' });
  } catch {
    throw new Error(`${haproxyBinary} is not installed (Debian: apt-get install -y haproxy).`);
  }
  ensureStorefrontBuild();

  // The database: a new, empty one. The API processes migrate it when they start (both at once).
  const scratch = await createScratchDatabase(serverUrl!);
  cleanups.push(() => scratch.drop());

  // Counters of this run only, removed at the end: other runs may share the Redis.
  const keyPrefix = `multi-process:${randomBytes(6).toString('hex')}:`;
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect().catch((error: unknown) => {
    throw new Error(`Redis is not reachable at ${redisUrl}: ${String(error)}`);
  });
  cleanups.push(async () => {
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  const [apiPorts, storefrontPorts, apiBalancerPort, storefrontBalancerPort] = [
    [await freePort(), await freePort()],
    [await freePort(), await freePort()],
    await freePort(),
    await freePort(),
  ];
  const apiBalancer = `http://127.0.0.1:${apiBalancerPort}`;
  const storefrontBalancer = `http://127.0.0.1:${storefrontBalancerPort}`;
  const shared = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    // The default trusts this machine only: the balancer, which appends the client to X-Forwarded-For.
    TRUST_PROXY: '',
  };

  const apis = apiPorts.map((port, i) =>
    start(`api-${i + 1}`, process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      ...shared,
      PORT: String(port),
      DATABASE_URL: scratch.url,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: keyPrefix,
      AUTH_RATE_LIMIT_PER_MINUTE: String(SIGN_IN_LIMIT),
      ALTCHA_MAX_NUMBER: '2000',
      SMTP_URL: '',
    }),
  );
  const storefronts = storefrontPorts.map((port, i) =>
    start(`storefront-${i + 1}`, process.execPath, ['--import', 'tsx', 'apps/storefront/server.ts'], {
      ...shared,
      PORT: String(port),
      API_URL: apiBalancer,
    }),
  );

  const configDir = mkdtempSync(path.join(tmpdir(), 'ridgeline-haproxy-'));
  cleanups.push(async () => rmSync(configDir, { recursive: true, force: true }));
  const config = path.join(configDir, 'haproxy.cfg');
  writeFileSync(config, haproxyConfig(apiBalancerPort, apiPorts, storefrontBalancerPort, storefrontPorts));
  execFileSync(haproxyBinary, ['-c', '-q', '-f', config]);

  await check(
    'two API processes started together on a new database both come up (it is migrated once)',
    async () => {
      await Promise.all(apis.map((api, i) => waitFor(api, `http://127.0.0.1:${apiPorts[i]}/api/health`)));
    },
  );
  if (results.at(-1)?.error) throw new Error('the API processes did not start');
  // The demo data goes in while the API processes run: their search indexes follow it like any change.
  const database = await createDb({ url: scratch.url, maxConnections: 4 });
  cleanups.push(() => database.close());
  await seedDemoData(database.db);
  const balancer = start('haproxy', haproxyBinary, ['-db', '-f', config], {});
  await Promise.all(
    storefronts.map((storefront, i) => waitFor(storefront, `http://127.0.0.1:${storefrontPorts[i]}/en-us`)),
  );
  await waitFor(balancer, `${storefrontBalancer}/api/health`);
  console.log(
    `Two API processes (${apiPorts.join(', ')}) behind haproxy on ${apiBalancerPort}, two storefront processes ` +
      `(${storefrontPorts.join(', ')}) behind haproxy on ${storefrontBalancerPort}, PostgreSQL and Redis shared.`,
  );

  await check('pages are served by both storefront processes', async () => {
    const pages = [];
    for (let i = 0; i < 4; i++)
      pages.push(await call(storefrontBalancer, 'GET', '/en-us', { client: '198.51.100.1' }));
    expect(
      pages.every((page) => page.status === 200),
      'a page did not answer 200',
      pages.map((p) => p.status),
    );
    expect(
      both(
        pages.map((page) => page.storefront),
        'storefront-',
      ),
      'one storefront process answered every page',
    );
  });

  await check(
    'a purchase succeeds with its steps spread over both storefront and both API processes',
    async () => {
      const client = '198.51.100.2';
      const steps: Answer[] = [];
      const step = async <T = Record<string, unknown>>(
        method: string,
        pathname: string,
        options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
      ) => {
        const answer = await call<T>(storefrontBalancer, method, pathname, { client, ...options });
        steps.push(answer as Answer);
        expect(answer.status === 200, `${method} ${pathname} answered ${answer.status}`, answer.body);
        return answer.body;
      };
      const { accessToken: token } = await step<{ accessToken: string }>('POST', '/api/token/v2/auth/token', {
        body: { type: 'Guest' },
      });
      const cart = await step<{ id: string }>('POST', '/api/cart/v1/cart?locale=en-us', { token });
      const listing = await step<{ products: { id: string }[] }>(
        'GET',
        '/api/products/v2/search/productSearch?categoryId=1101&count=1',
      );
      const details = await step<{ variants: { upc: string; available: boolean; maxQty: number }[] }>(
        'GET',
        `/api/products/v2/products/${listing.products[0]!.id}/details`,
      );
      const variant = details.variants.find((v) => v.available && v.maxQty >= 1);
      expect(variant !== undefined, 'the product has no variant in stock');
      await step('POST', '/api/cart/v1/item', { token, body: { cartId: cart.id, upc: variant.upc, qty: 1 } });
      await step('POST', `/api/cart/v2/cart/${cart.id}/shippingAddress`, {
        token,
        body: { ...ADDRESS, email: 'jordan@example.com' },
      });
      await step('POST', '/api/cart/v1/shippingMethod', {
        token,
        body: { cartId: cart.id, code: 'standard' },
      });
      await step('POST', `/api/cart/v1/cart/${cart.id}/billingAddress`, { token, body: ADDRESS });
      // The test gateway's hosted fields turn the test card into a token; the API only sees the token.
      const card = await step<{ token: string }>('POST', '/gateway/v1/tokens', {
        body: {
          cardNumber: '4242424242424242',
          holder: 'Jordan Rivera',
          expMonth: 12,
          expYear: new Date().getFullYear() + 2,
          cvc: '123',
        },
      });
      await step('POST', `/api/cart/v1/cart/${cart.id}/paymentInstruments`, {
        token,
        body: { payment_method_id: 'CREDIT_CARD', card: { token: card.token } },
      });
      const order = await step<{ orderNumber: string; items: { upc: string }[] }>(
        'PUT',
        '/api/cart/v2/checkout/order',
        {
          token,
          body: { cartId: cart.id },
          headers: { 'idempotency-key': `multi-process-${randomBytes(8).toString('hex')}` },
        },
      );
      expect(/^RL\d{10}$/.test(order.orderNumber), 'the order has no order number', order);
      expect(order.items[0]?.upc === variant.upc, 'the order does not hold the item added', order.items);
      const [stored] = await database.db
        .select({ orderNumber: schema.orders.orderNumber })
        .from(schema.orders)
        .where(eq(schema.orders.orderNumber, order.orderNumber));
      expect(stored !== undefined, 'the order is not in PostgreSQL');
      expect(
        both(
          steps.map((s) => s.api),
          'api-',
        ),
        'one API process served every step',
        steps.map((s) => s.api),
      );
      expect(
        both(
          steps.map((s) => s.storefront),
          'storefront-',
        ),
        'one storefront process served every step',
        steps.map((s) => s.storefront),
      );
    },
  );

  await check(
    `the sign-in limit (${SIGN_IN_LIMIT} a minute) is counted once across both API processes`,
    async () => {
      const client = '198.51.100.3';
      const answers: Answer[] = [];
      for (let i = 0; i < SIGN_IN_LIMIT + 2; i++) {
        answers.push(await signIn(apiBalancer, 'limit@example.com', client));
      }
      const allowed = answers.slice(0, SIGN_IN_LIMIT);
      const refused = answers.slice(SIGN_IN_LIMIT);
      const summary = answers.map((a) => `${a.api}:${a.status}`);
      expect(
        allowed.every((a) => a.status !== 429),
        'a request under the limit was refused',
        summary,
      );
      expect(
        both(
          allowed.map((a) => a.api),
          'api-',
        ),
        'the requests under the limit all went to one process',
        summary,
      );
      expect(
        refused.every((a) => a.status === 429 && errorIdOf(a) === 'API429'),
        'a request over the limit was answered',
        summary,
      );
      expect(
        both(
          refused.map((a) => a.api),
          'api-',
        ),
        'only one process refused requests over the limit',
        summary,
      );
    },
  );

  const [api1, api2] = apiPorts.map((port) => `http://127.0.0.1:${port}`) as [string, string];

  await check(
    'a solved bot challenge is accepted by one API process and refused as reused by the other',
    async () => {
      const client = '198.51.100.4';
      const altcha = await solvedChallenge(api1, client);
      const first = await signIn(api1, 'reuse@example.com', client, altcha);
      expect(
        errorIdOf(first) === 'AUT401',
        'the first use was not checked against the credentials',
        first.body,
      );
      const again = await signIn(api2, 'reuse@example.com', client, altcha);
      expect(
        again.status === 403 && errorIdOf(again) === 'AUT403',
        'the other process accepted it again',
        again.body,
      );
    },
  );

  await check('the sign-in lockout counts failures made on either API process', async () => {
    const client = '198.51.100.5';
    const email = 'lockout@example.com';
    const answers: (string | undefined)[] = [];
    for (let i = 0; i < 5; i++) {
      const base = i % 2 === 0 ? api1 : api2;
      answers.push(errorIdOf(await signIn(base, email, client, await solvedChallenge(base, client))));
    }
    expect(
      answers.join() === 'AUT401,AUT401,AUT401,AUT401,AUT426',
      'the fifth failure did not lock',
      answers,
    );
    const locked = await signIn(api2, email, client, await solvedChallenge(api2, client));
    expect(errorIdOf(locked) === 'AUT423', 'the other process let a locked account try again', locked.body);
  });

  const search = (base: string, query: string) =>
    call<{ total: number; products: { id: string }[] }>(
      base,
      'GET',
      `/api/products/v2/search/productSearch?q=${query}`,
      { client: '198.51.100.6' },
    );

  await check(
    'products created after the API processes started are found by both their searches',
    async () => {
      // The demo catalogue went in after both processes had read their (empty) search index.
      const [first, second] = [await search(api1, 'jacket'), await search(api2, 'jacket')];
      expect(
        first.body.total > 0 && first.body.total === second.body.total,
        'the two processes do not find the same new products',
        [first.body.total, second.body.total],
      );
    },
  );

  await check(
    "a product renamed in the catalogue is found at once by every API process's search",
    async () => {
      const before = await Promise.all([
        search(api1, 'jacket'),
        search(api2, 'jacket'),
        search(api1, 'zephyrine'),
      ]);
      expect(before[2].body.total === 0, 'the new name is already found', before[2].body);
      const product = before[0].body.products[0]!;
      await database.db.execute(
        sql`update ${schema.products} set name = jsonb_set(name, '{en}', '"Zephyrine Shell"') where id = ${product.id}`,
      );
      // No waiting: the next search on either process, and through the balancer, finds it.
      const after = [
        await search(api2, 'zephyrine'),
        await search(api1, 'zephyrine'),
        await search(apiBalancer, 'zephyrine'),
      ];
      expect(
        after.every((a) => a.status === 200 && a.body.products.map((p) => p.id).join() === product.id),
        'a process did not find the renamed product',
        after.map((a) => ({ api: a.api, status: a.status, ids: a.body.products?.map((p) => p.id) })),
      );
    },
  );

  for (const process_ of started) {
    expect(
      process_.child.exitCode === null,
      `${process_.name} stopped during the run`,
      process_.output.join('').slice(-2000),
    );
  }
}

function haproxyConfig(
  apiPort: number,
  apiPorts: number[],
  storefrontPort: number,
  storefrontPorts: number[],
): string {
  return `# Written by scripts/multi-process.ts; README "Split processes" explains each part.
global
  maxconn 512

defaults
  mode http
  option forwardfor
  timeout connect 5s
  timeout client 60s
  timeout server 60s

frontend storefront
  bind 127.0.0.1:${storefrontPort}
  default_backend storefronts

frontend api
  bind 127.0.0.1:${apiPort}
  default_backend apis

backend storefronts
  balance roundrobin
  http-response set-header X-Storefront-Process %s
${storefrontPorts.map((port, i) => `  server storefront-${i + 1} 127.0.0.1:${port} check`).join('\n')}

backend apis
  balance roundrobin
  option httpchk GET /api/health
  http-response set-header X-Api-Process %s
${apiPorts.map((port, i) => `  server api-${i + 1} 127.0.0.1:${port} check`).join('\n')}
`;
}

let failedToRun: unknown = null;
try {
  await main();
} catch (error) {
  failedToRun = error;
}
await stopEverything();
if (failedToRun)
  console.error(
    `\nThe run could not finish: ${failedToRun instanceof Error ? failedToRun.message : String(failedToRun)}`,
  );
const failed = results.filter((result) => result.error).length + (failedToRun ? 1 : 0);
// A failed check is explained by what the processes logged (warnings and errors, LOG_LEVEL=warn).
if (failed > 0) {
  for (const process_ of started) {
    const logged = process_.output.join('').trim();
    if (logged) console.error(`\n── ${process_.name} logged ──\n${logged.slice(-4000)}`);
  }
}
const passed = results.length - results.filter((result) => result.error).length;
// Exit only once the summary is written: process.exit() may drop what a pipe has not taken yet.
process.stdout.write(`\n${passed} passed, ${failed} failed\n`, () => process.exit(failed === 0 ? 0 : 1));
