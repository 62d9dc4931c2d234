import { and, type Db, eq, isNull, lt, or, schema, sql } from '@ridgeline/db';
import { CommerceError, isCommerceError } from './errors.ts';
import { secretToken, sha256 } from './ids.ts';

export interface IdempotentResult<T> {
  replayed: boolean;
  value: T;
}

interface StoredOutcome {
  ok: boolean;
  value?: unknown;
  errorId?: string;
  details?: Record<string, unknown>;
}

/** Facts about the request kept with its outcome (e.g. the place-order risk signals, decision 039). */
export type AttemptFacts = Record<string, string | boolean | null>;

const WAIT_STEP_MS = 50;

/** How long a request holds a key it works on, and how long a repeat waits for its answer (decision 049). */
export interface IdempotencyTiming {
  /**
   * A claim lapses this long after its last renewal; the worker renews it every third of it while it runs,
   * so only a dead (or stalled) process lets it lapse. A repeat then takes the key over.
   */
  leaseMs: number;
  /** A repeat waits this long for the first request's answer (or its lease to lapse), then answers API409. */
  waitMs: number;
}

export const DEFAULT_IDEMPOTENCY_TIMING: IdempotencyTiming = { leaseMs: 30_000, waitMs: 45_000 };

/** The request working on a key: the work records it with what it leaves behind (payment attempts). */
export interface IdempotencyClaim {
  /** The stored key, scope:key. */
  key: string;
  /** Random per claim: a takeover gives the key a new one, so the dead claim's leftovers are recognisable. */
  token: string;
}

/** now() + ms in the database's clock, which every API process shares. */
export const dbNowPlus = (ms: number) => sql`now() + (${Math.round(ms)}::integer * interval '1 millisecond')`;

/**
 * Runs `work` once per key: a repeat with the same key and request gets the first outcome (a value or
 * a CommerceError), a repeat with another request gets API409. Unexpected failures free the key so
 * that the shopper can retry. The request working on a key holds a lease on it that it renews while it
 * runs; a repeat waits for the answer, but takes the key over (and runs `work` again) when the lease
 * lapsed, i.e. the first request's process died. `work` is told its claim so that it can tell its own
 * leftovers from a dead claim's.
 */
export async function withIdempotency<T>(
  db: Db,
  scope: string,
  key: string,
  request: unknown,
  work: (claim: IdempotencyClaim) => Promise<T>,
  facts: AttemptFacts = {},
  timing: IdempotencyTiming = DEFAULT_IDEMPOTENCY_TIMING,
): Promise<IdempotentResult<T>> {
  const requestHash = sha256(JSON.stringify(request));
  const storageKey = `${scope}:${key}`;
  const claim: IdempotencyClaim = { key: storageKey, token: secretToken() };
  const keys = schema.idempotencyKeys;
  const deadline = Date.now() + timing.waitMs;
  for (;;) {
    const claimed = await db
      .insert(keys)
      .values({
        key: storageKey,
        scope,
        requestHash,
        claimToken: claim.token,
        leaseExpiresAt: dbNowPlus(timing.leaseMs),
      })
      .onConflictDoNothing()
      .returning({ key: keys.key });
    if (claimed.length > 0)
      return { replayed: false, value: await runClaimed(db, claim, work, facts, timing) };

    const [row] = await db.select().from(keys).where(eq(keys.key, storageKey));
    // Freed meanwhile (the first request failed unexpectedly): claim it again.
    if (!row) continue;
    if (row.requestHash !== requestHash) throw new CommerceError('API409');
    const outcome = row.response as StoredOutcome | null;
    if (outcome) {
      if (outcome.ok) return { replayed: true, value: outcome.value as T };
      throw new CommerceError(outcome.errorId as never, outcome.details ?? {});
    }
    // Unanswered: a lapsed lease means the request working on it died; take the key over.
    const taken = await db
      .update(keys)
      .set({ claimToken: claim.token, leaseExpiresAt: dbNowPlus(timing.leaseMs) })
      .where(
        and(
          eq(keys.key, storageKey),
          isNull(keys.response),
          or(isNull(keys.leaseExpiresAt), lt(keys.leaseExpiresAt, sql`now()`)),
        ),
      )
      .returning({ key: keys.key });
    if (taken.length > 0) return { replayed: false, value: await runClaimed(db, claim, work, facts, timing) };
    if (Date.now() > deadline)
      throw new CommerceError('API409', { reason: 'the first request is still running' });
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
}

/** Runs the work under a claim, renewing its lease until it ends, and stores the outcome if it still holds the key. */
async function runClaimed<T>(
  db: Db,
  claim: IdempotencyClaim,
  work: (claim: IdempotencyClaim) => Promise<T>,
  facts: AttemptFacts,
  timing: IdempotencyTiming,
): Promise<T> {
  const keys = schema.idempotencyKeys;
  const held = and(eq(keys.key, claim.key), eq(keys.claimToken, claim.token), isNull(keys.response));
  const renewal = setInterval(
    () => {
      db.update(keys)
        .set({ leaseExpiresAt: dbNowPlus(timing.leaseMs) })
        .where(held)
        .catch(() => {});
    },
    Math.max(10, Math.floor(timing.leaseMs / 3)),
  );
  renewal.unref();
  try {
    const value = await work(claim);
    await store(db, claim, { ...facts, ok: true, value });
    return value;
  } catch (error) {
    if (isCommerceError(error)) {
      await store(db, claim, { ...facts, ok: false, errorId: error.errorId, details: error.details });
    } else {
      await db.delete(keys).where(held);
    }
    throw error;
  } finally {
    clearInterval(renewal);
  }
}

/**
 * How long a key answers repeats. A client retries within minutes (a double click, a dropped connection);
 * after a day the key is forgotten and the same key starts a new request, as with Stripe's keys. The
 * place-order risk rule reads the last 15 minutes of these rows (decision 039).
 */
export const IDEMPOTENCY_KEY_HOURS = 24;

/** Forgets the keys older than IDEMPOTENCY_KEY_HOURS at `now`; answers how many it removed. */
export async function purgeIdempotencyKeys(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_KEY_HOURS * 3_600_000);
  const removed = await db
    .delete(schema.idempotencyKeys)
    .where(lt(schema.idempotencyKeys.createdAt, cutoff))
    .returning({ key: schema.idempotencyKeys.key });
  return removed.length;
}

/** Whether a request with this key already came in: a repeat answers the first outcome and does no new work. */
export async function idempotencyKeyUsed(db: Db, scope: string, key: string): Promise<boolean> {
  const [row] = await db
    .select({ key: schema.idempotencyKeys.key })
    .from(schema.idempotencyKeys)
    .where(eq(schema.idempotencyKeys.key, `${scope}:${key}`));
  return Boolean(row);
}

async function store(db: Db, claim: IdempotencyClaim, outcome: StoredOutcome) {
  const keys = schema.idempotencyKeys;
  // Only while this claim holds the key: a request that stalled past its lease and was taken over keeps quiet.
  await db
    .update(keys)
    .set({ response: outcome, statusCode: outcome.ok ? 200 : 400, leaseExpiresAt: null })
    .where(and(eq(keys.key, claim.key), eq(keys.claimToken, claim.token), isNull(keys.response)));
}
