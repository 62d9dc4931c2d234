import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkout, payments } from '@ridgeline/commerce';
import { createDb, type Database, eq, inArray, like, schema } from '@ridgeline/db';
import { createScratchDatabase } from '@ridgeline/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, placeOrder, readyCart, type TestApi } from './helpers.ts';

/**
 * Crash recovery of place order (decision 049): a process killed between the gateway's authorisation and
 * the order's commit leaves neither a second authorisation, nor one that nobody voids, nor a stuck key.
 */

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const LIVE = ['authorized', 'challenge_required'];

/** A database that outlives a process: a scratch PostgreSQL database, or PGlite in a temporary folder. */
interface DurableDatabase {
  open(): Promise<Database>;
  env: Record<string, string>;
  drop(): Promise<void>;
}

async function durableDatabase(): Promise<DurableDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl);
    return {
      open: () => createDb({ url: scratch.url, maxConnections: 10 }),
      env: { DATABASE_URL: scratch.url },
      drop: scratch.drop,
    };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'ridgeline-crash-'));
  return {
    open: () => createDb({ dataDir: dir }),
    env: { DATA_DIR: dir },
    drop: () => rm(dir, { recursive: true, force: true }),
  };
}

/** The API in a child process (fixtures/crash-server.ts) that hangs after each authorisation. */
function startCrashServer(env: Record<string, string>) {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join('apps', 'api', 'test', 'fixtures', 'crash-server.ts')],
    {
      cwd: repoRoot,
      env: { ...process.env, ...env, AUTH_SECRET: 'test-secret', LEASE_MS: '500', LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const events: { event: string; port?: number }[] = [];
  let buffered = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop()!;
    for (const line of lines) if (line.startsWith('{')) events.push(JSON.parse(line));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const until = async (check: () => boolean, what: string) => {
    const deadline = Date.now() + 60_000;
    while (!check()) {
      if (child.exitCode !== null) throw new Error(`the crash server exited before ${what}`);
      if (Date.now() > deadline) throw new Error(`the crash server never reported ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  return {
    async url() {
      await until(() => events.some((e) => e.event === 'listening'), 'listening');
      return `http://127.0.0.1:${events.find((e) => e.event === 'listening')!.port}`;
    },
    authorizations: (count: number) =>
      until(() => events.filter((e) => e.event === 'authorized').length >= count, `${count} authorisations`),
    async crash() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Place order over HTTP; the connection dies with the process, so nothing comes back. */
function placeOrderOverHttp(url: string, token: string, cartId: string, key: string) {
  return fetch(`${url}/api/cart/v2/checkout/order`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify({ cartId }),
  }).then(
    () => 'answered',
    () => 'no answer',
  );
}

/** Orders and live gateway authorisations of a cart (over every payment attempt ever made for it). */
async function ledger(database: Database, cartId: string) {
  const { db } = database;
  const orders = await db.select().from(schema.orders).where(eq(schema.orders.cartId, cartId));
  const attempts = await db
    .select()
    .from(schema.paymentAttempts)
    .where(eq(schema.paymentAttempts.cartId, cartId));
  const references = attempts.map((attempt) => attempt.reference);
  const authorisations =
    references.length === 0
      ? []
      : await db
          .select()
          .from(schema.gatewayAuthorizations)
          .where(inArray(schema.gatewayAuthorizations.reference, references));
  return {
    orders: orders.map((order) => order.orderNumber),
    live: authorisations.filter((a) => LIVE.includes(a.status)).map((a) => a.reference),
    attempts: references.length,
  };
}

/** Whether a place-order key has its answer stored (a key nobody answers would refuse every retry). */
async function keyAnswered(database: Database, key: string) {
  const rows = await database.db
    .select()
    .from(schema.idempotencyKeys)
    .where(like(schema.idempotencyKeys.key, `order:%:${key}`));
  return rows.length === 1 && rows[0]!.response !== null;
}

describe('a crash between the authorisation and the order', () => {
  let store: DurableDatabase;
  let api: TestApi | null = null;
  let server: ReturnType<typeof startCrashServer> | null = null;
  let shoppers: Awaited<ReturnType<typeof readyCart>>[] = [];
  beforeAll(async () => {
    // Three shoppers' carts, ready to order, on a database that survives the process.
    store = await durableDatabase();
    api = await createTestApi({ database: await store.open() });
    shoppers = [await readyCart(api), await readyCart(api), await readyCart(api)];
    await api.close();
    api = null;
  });
  afterAll(async () => {
    await server?.crash();
    await api?.close();
    await store?.drop();
  });

  it('leaves one order and one live authorisation per cart after retries and the sweep, and no stuck key', async () => {
    // Each places the order on a server that dies right after the gateway authorised the card.
    server = startCrashServer(store.env);
    const url = await server.url();
    const requests = shoppers.map((s, i) => placeOrderOverHttp(url, s.token, s.cart.id, `crash-key-${i}`));
    await server.authorizations(3);
    await server.crash();
    expect(await Promise.all(requests)).toEqual(['no answer', 'no answer', 'no answer']);

    // A new process on the same database: the three authorisations are live and nothing was ordered.
    api = await createTestApi({
      database: await store.open(),
      seed: false,
      checkoutRecovery: { leaseMs: 500, waitMs: 10_000, attemptTimeoutMs: 1_500, sweepIntervalMs: 100 },
    });
    const running = api;
    const [first, second, third] = shoppers as [
      (typeof shoppers)[0],
      (typeof shoppers)[0],
      (typeof shoppers)[0],
    ];
    for (const shopper of shoppers) {
      const before = await ledger(running.database, shopper.cart.id);
      expect(before.orders).toEqual([]);
    }

    // The first shopper retries with the same key: it takes the dead request's key over and orders.
    const sameKey = await placeOrder(running, first.token, first.cart.id, 'crash-key-0');
    expect(sameKey.status).toBe(200);
    const replay = await placeOrder(running, first.token, first.cart.id, 'crash-key-0');
    expect(replay.status).toBe(200);
    expect(replay.body.orderNumber).toBe(sameKey.body.orderNumber);

    // The second retries with a new key: the dead attempt's authorisation is voided, not doubled.
    const newKey = await placeOrder(running, second.token, second.cart.id, 'crash-key-1-retry');
    expect(newKey.status).toBe(200);
    // Its old key answers at once (the cart is ordered) instead of waiting and refusing for a day.
    const oldKey = await placeOrder(running, second.token, second.cart.id, 'crash-key-1');
    expect(oldKey.status).not.toBe(200);
    expect(oldKey.body.errorDetails[0]!.errorId).not.toBe('API409');

    // The third never comes back: the API's sweep voids the authorisation once the timeout has passed.
    const deadline = Date.now() + 30_000;
    while ((await ledger(running.database, third.cart.id)).live.length > 0) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    for (const [shopper, order] of [
      [first, sameKey.body.orderNumber],
      [second, newKey.body.orderNumber],
    ] as const) {
      const after = await ledger(running.database, shopper.cart.id);
      expect(after.orders).toEqual([order]);
      expect(after.live).toEqual([order]);
    }
    expect(await ledger(running.database, third.cart.id)).toMatchObject({ orders: [], live: [] });

    // Nor is the third's key stuck: coming back later with it, the order is placed with one authorisation.
    const late = await placeOrder(running, third.token, third.cart.id, 'crash-key-2');
    expect(late.status).toBe(200);
    const thirdAfter = await ledger(running.database, third.cart.id);
    expect(thirdAfter.orders).toEqual([late.body.orderNumber]);
    expect(thirdAfter.live).toEqual([late.body.orderNumber]);
    for (const key of ['crash-key-0', 'crash-key-1', 'crash-key-1-retry', 'crash-key-2']) {
      expect(await keyAnswered(running.database, key)).toBe(true);
    }
  }, 120_000);
});

describe('while the first request is still running', () => {
  let api: TestApi;
  let gate: { reached: () => void; release: Promise<void> } | null = null;
  beforeAll(async () => {
    api = await createTestApi({
      // A short lease that the running request must keep renewing.
      checkoutRecovery: { leaseMs: 200, waitMs: 10_000, attemptTimeoutMs: 0, sweepIntervalMs: 50 },
      checkoutHooks: {
        afterAuthorization: async () => {
          const held = gate;
          if (!held) return;
          gate = null;
          held.reached();
          await held.release;
        },
      },
    });
  });
  afterAll(() => api.close());

  it('keeps a retry with the same key or a new one waiting past the lease: one order, one authorisation', async () => {
    const ready = await readyCart(api);
    let release!: () => void;
    const reached = new Promise<void>((resolve) => {
      gate = { reached: resolve, release: new Promise<void>((done) => (release = done)) };
    });
    const first = placeOrder(api, ready.token, ready.cart.id, 'slow-key-0001');
    await reached;
    const sameKey = placeOrder(api, ready.token, ready.cart.id, 'slow-key-0001');
    const newKey = placeOrder(api, ready.token, ready.cart.id, 'slow-key-0002');
    // Five leases go by (and several sweeps) while the first request still works.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    release();
    const [placed, repeated, other] = await Promise.all([first, sameKey, newKey]);
    expect(placed.status).toBe(200);
    expect(repeated.status).toBe(200);
    expect(repeated.headers['idempotent-replayed']).toBe('true');
    expect(repeated.body.orderNumber).toBe(placed.body.orderNumber);
    // The new key found the cart ordered: it neither ordered nor authorised again.
    expect(other.status).not.toBe(200);
    expect(await ledger(api.database, ready.cart.id)).toEqual({
      orders: [placed.body.orderNumber],
      live: [placed.body.orderNumber],
      attempts: 1,
    });
  });

  it('never sweeps a 3-D Secure order waiting for its challenge: it is a placed order', async () => {
    const ready = await readyCart(api, '4000000000003220');
    const placed = await placeOrder(api, ready.token, ready.cart.id, 'challenge-key-01');
    expect(placed.status).toBe(200);
    expect(placed.body.status).toBe('pending_authentication');
    const gateway = new payments.TestPaymentGateway(api.database.db);
    expect(await checkout.recoverPaymentAttempts(api.database.db, gateway, { timeoutMs: 0 })).toBe(0);
    expect(await ledger(api.database, ready.cart.id)).toMatchObject({
      orders: [placed.body.orderNumber],
      live: [placed.body.orderNumber],
    });
  });
});
