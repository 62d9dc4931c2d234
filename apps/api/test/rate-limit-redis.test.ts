import { randomBytes } from 'node:crypto';
import type { Database } from '@ridgeline/db';
import { createTestDatabase } from '@ridgeline/db/testing';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { RateLimitRedisOptions } from '../src/plugins/rate-limit-store.ts';

// Redis runs on 127.0.0.1:6379 on the development machines and in CI (REDIS_URL names another one).
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const LIMIT = 4;

let database: Database;
let redis: Redis;
const apps: FastifyInstance[] = [];
const prefixes: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect().catch((error: unknown) => {
    throw new Error(`This test needs Redis at ${REDIS_URL}: ${String(error)}`);
  });
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  for (const prefix of prefixes) {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  }
  redis.disconnect();
  await database.close();
});

/** One API process: its own app on the shared database, with its rate-limit counters where `store` says. */
async function apiProcess(store: RateLimitRedisOptions | null): Promise<FastifyInstance> {
  const app = await buildApp({
    database,
    logger: false,
    authSecret: 'test-secret',
    redis: store,
    rateLimits: { authPerMinute: LIMIT },
  });
  await app.ready();
  apps.push(app);
  return app;
}

/** Counters of this test run only: test files and database legs run side by side on one Redis. */
function sharedRedis(): RateLimitRedisOptions {
  const keyPrefix = `test:rate-limit:${randomBytes(6).toString('hex')}:`;
  prefixes.push(keyPrefix);
  return { url: REDIS_URL, keyPrefix };
}

/** Guest sessions asked for in turn from each process, from one client address; answers the statuses. */
async function guestSessions(processes: FastifyInstance[], count: number) {
  const answers: { status: number; errorId?: string }[] = [];
  for (let i = 0; i < count; i++) {
    const response = await processes[i % processes.length]!.inject({
      method: 'POST',
      url: '/api/token/v2/auth/token',
      remoteAddress: '203.0.113.9',
      payload: { type: 'Guest' },
    });
    const body = response.json() as { errorDetails?: { errorId: string }[] };
    answers.push({
      status: response.statusCode,
      ...(body.errorDetails ? { errorId: body.errorDetails[0]!.errorId } : {}),
    });
  }
  return answers;
}

describe('rate limits across API processes', () => {
  it('counts a route limit once for two processes on one Redis', async () => {
    const store = sharedRedis();
    const answers = await guestSessions([await apiProcess(store), await apiProcess(store)], LIMIT + 2);
    expect(answers.slice(0, LIMIT).map((a) => a.status)).toEqual([200, 200, 200, 200]);
    // The fifth request goes to the first process, the sixth to the second: both know the limit is spent.
    expect(answers.slice(LIMIT)).toEqual([
      { status: 429, errorId: 'API429' },
      { status: 429, errorId: 'API429' },
    ]);
    expect(await redis.keys(`${store.keyPrefix}*`)).toHaveLength(1);
  });

  it('counts in each process without Redis, as a single process always did', async () => {
    const answers = await guestSessions([await apiProcess(null), await apiProcess(null)], LIMIT * 2 + 1);
    expect(answers.slice(0, LIMIT * 2).every((a) => a.status === 200)).toBe(true);
    expect(answers[LIMIT * 2]).toEqual({ status: 429, errorId: 'API429' });
  });

  it('keeps answering, uncounted, when Redis cannot be reached', async () => {
    // Nothing listens on port 1: every counter update fails at once.
    const unreachable = await apiProcess({ url: 'redis://127.0.0.1:1', keyPrefix: 'test:unreachable:' });
    const answers = await guestSessions([unreachable], LIMIT + 2);
    expect(answers.map((a) => a.status)).toEqual(Array(LIMIT + 2).fill(200));
  });
});
