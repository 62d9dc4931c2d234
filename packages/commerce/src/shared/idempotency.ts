import { and, type Db, eq, isNull, lt, schema } from '@ridgeline/db';
import { CommerceError, isCommerceError } from './errors.ts';
import { sha256 } from './ids.ts';

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
const WAIT_LIMIT_MS = 30_000;

/**
 * Runs `work` once per key: a repeat with the same key and request gets the first outcome (a value or
 * a CommerceError), a repeat with another request gets API409. Unexpected failures free the key so
 * that the shopper can retry.
 */
export async function withIdempotency<T>(
  db: Db,
  scope: string,
  key: string,
  request: unknown,
  work: () => Promise<T>,
  facts: AttemptFacts = {},
): Promise<IdempotentResult<T>> {
  const requestHash = sha256(JSON.stringify(request));
  const claimed = await db
    .insert(schema.idempotencyKeys)
    .values({ key: `${scope}:${key}`, scope, requestHash })
    .onConflictDoNothing()
    .returning({ key: schema.idempotencyKeys.key });
  const storageKey = `${scope}:${key}`;

  if (claimed.length === 0)
    return { replayed: true, value: await awaitOutcome<T>(db, storageKey, requestHash) };

  try {
    const value = await work();
    await store(db, storageKey, { ...facts, ok: true, value });
    return { replayed: false, value };
  } catch (error) {
    if (isCommerceError(error)) {
      await store(db, storageKey, { ...facts, ok: false, errorId: error.errorId, details: error.details });
    } else {
      await db.delete(schema.idempotencyKeys).where(eq(schema.idempotencyKeys.key, storageKey));
    }
    throw error;
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

async function store(db: Db, key: string, outcome: StoredOutcome) {
  await db
    .update(schema.idempotencyKeys)
    .set({ response: outcome, statusCode: outcome.ok ? 200 : 400 })
    .where(and(eq(schema.idempotencyKeys.key, key), isNull(schema.idempotencyKeys.response)));
}

async function awaitOutcome<T>(db: Db, key: string, requestHash: string): Promise<T> {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  for (;;) {
    const [row] = await db.select().from(schema.idempotencyKeys).where(eq(schema.idempotencyKeys.key, key));
    if (!row)
      throw new CommerceError('API409', {
        reason: 'the first request with this key failed; retry with a new key',
      });
    if (row.requestHash !== requestHash) throw new CommerceError('API409');
    const outcome = row.response as StoredOutcome | null;
    if (outcome) {
      if (outcome.ok) return outcome.value as T;
      throw new CommerceError(outcome.errorId as never, outcome.details ?? {});
    }
    if (Date.now() > deadline)
      throw new CommerceError('API409', { reason: 'the first request is still running' });
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
}
