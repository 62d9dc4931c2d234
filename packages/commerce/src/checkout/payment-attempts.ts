import { and, type Db, eq, inArray, lt, or, schema, sql, type Tx } from '@ridgeline/db';
import type { AuthorizationResult, PaymentGateway } from '../payments/index.ts';
import { CommerceError } from '../shared/errors.ts';
import type { IdempotencyClaim } from '../shared/idempotency.ts';
import { newId } from '../shared/ids.ts';

/**
 * Payment attempts (decision 049): place order records each gateway authorisation before it asks for it,
 * and the order's transaction marks it 'ordered'. An attempt that stays 'authorizing' or 'authorized'
 * after the request that made it died is an orphan: the shopper's retry (same key or new) or the
 * recovery sweep voids it at the gateway by its reference. Every move out of a live state is a
 * conditional update, so the order's commit and a void never both win, and several API processes can
 * sweep at once.
 */

const attempts = schema.paymentAttempts;

/** Attempts that may still hold a live authorisation and have no order. */
const OPEN = ['authorizing', 'authorized'] as const;

const WAIT_STEP_MS = 50;

/** Whether the request that made the attempt still runs: it holds its idempotency key with a live lease. */
const madeByLiveClaim = () => {
  const keys = schema.idempotencyKeys;
  return sql`exists (select 1 from ${keys} where ${keys.key} = ${attempts.idempotencyKey} and ${keys.claimToken} = ${attempts.claimToken} and ${keys.response} is null and ${keys.leaseExpiresAt} > now())`;
};

export interface NewAttempt {
  reference: string;
  cartId: string;
  shopperId: string;
  methodId: string;
  amount: number;
  currency: string;
}

/** Records the authorisation about to be asked for; answers the attempt's id. */
export async function recordAttempt(db: Db, claim: IdempotencyClaim, attempt: NewAttempt): Promise<string> {
  const id = newId();
  await db.insert(attempts).values({
    id,
    ...attempt,
    idempotencyKey: claim.key,
    claimToken: claim.token,
    status: 'authorizing',
  });
  return id;
}

/**
 * Records the gateway's answer. A live authorisation of an attempt that was claimed for voiding meanwhile
 * (this request stalled past its lease and a retry took over) is voided here and the request gives up.
 */
export async function recordAuthorization(
  db: Db,
  gateway: PaymentGateway,
  attemptId: string,
  authorization: AuthorizationResult,
) {
  const live = authorization.status === 'authorized' || authorization.status === 'challenge_required';
  const moved = await db
    .update(attempts)
    .set({
      status: live ? 'authorized' : 'declined',
      authorizationId: authorization.authorizationId,
      updatedAt: sql`now()`,
    })
    .where(and(eq(attempts.id, attemptId), eq(attempts.status, 'authorizing')))
    .returning({ id: attempts.id });
  if (moved.length > 0) return;
  if (live) await gateway.void(authorization.authorizationId);
  throw superseded();
}

/** In the order's transaction: the attempt becomes the order's. Fails when a void claimed it first. */
export async function markOrdered(tx: Tx, attemptId: string) {
  const moved = await tx
    .update(attempts)
    .set({ status: 'ordered', updatedAt: sql`now()` })
    .where(and(eq(attempts.id, attemptId), eq(attempts.status, 'authorized')))
    .returning({ id: attempts.id });
  if (moved.length === 0) throw superseded();
}

const superseded = () =>
  new CommerceError('API409', { reason: 'a retry of this order took over; its answer is the order' });

/**
 * Voids an attempt that is still open (or whose void was left half done), if this caller claims it:
 * by its authorisation id when the gateway answered, else by its reference. Answers whether it did.
 */
export async function voidAttempt(
  db: Db,
  gateway: PaymentGateway,
  attemptId: string,
  from: readonly string[] = OPEN,
): Promise<boolean> {
  const [claimed] = await db
    .update(attempts)
    .set({ status: 'voiding', updatedAt: sql`now()` })
    .where(and(eq(attempts.id, attemptId), inArray(attempts.status, [...from])))
    .returning();
  if (!claimed) return false;
  await voidClaimed(db, gateway, claimed);
  return true;
}

async function voidClaimed(
  db: Db,
  gateway: PaymentGateway,
  attempt: { id: string; reference: string; authorizationId: string | null },
) {
  // The reference covers an authorisation the gateway made but whose answer never reached us.
  await gateway.voidReference(attempt.reference);
  if (attempt.authorizationId) await gateway.void(attempt.authorizationId);
  await db
    .update(attempts)
    .set({ status: 'voided', updatedAt: sql`now()` })
    .where(and(eq(attempts.id, attempt.id), eq(attempts.status, 'voiding')));
}

/**
 * Before a cart is paid again: voids the open attempts of earlier requests for it that died (their key's
 * lease lapsed, or a retry took their key over), and waits for one still running to finish, so that a
 * retry never holds a second authorisation beside a live one. API409 if one is still running after
 * `waitMs`.
 */
export async function settleEarlierAttempts(
  db: Db,
  gateway: PaymentGateway,
  cart: { cartId: string; shopperId: string },
  waitMs: number,
) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const open = await db
      .select({ id: attempts.id, running: sql<boolean>`${madeByLiveClaim()}` })
      .from(attempts)
      .where(
        and(
          eq(attempts.cartId, cart.cartId),
          eq(attempts.shopperId, cart.shopperId),
          inArray(attempts.status, [...OPEN]),
        ),
      );
    for (const attempt of open.filter((row) => !row.running)) await voidAttempt(db, gateway, attempt.id);
    if (!open.some((row) => row.running)) return;
    if (Date.now() > deadline)
      throw new CommerceError('API409', { reason: 'another order for this cart is being placed' });
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
}

/** The recovery sweep's default: an attempt without an order this long after its last move is an orphan. */
export const DEFAULT_ATTEMPT_TIMEOUT_MS = 180_000;

/**
 * The recovery sweep: voids the attempts that have had no order for `timeoutMs` and whose request is gone
 * (its lease lapsed), and finishes voids left half done. Each sweeper claims a batch with FOR UPDATE SKIP
 * LOCKED and a conditional update, so several API processes sweep side by side. Answers how many it voided.
 */
export async function recoverPaymentAttempts(
  db: Db,
  gateway: PaymentGateway,
  options: { timeoutMs?: number; batch?: number } = {},
): Promise<number> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_ATTEMPT_TIMEOUT_MS;
  const cutoff = sql`now() - (${Math.round(timeoutMs)}::integer * interval '1 millisecond')`;
  let voided = 0;
  let failure: unknown = null;
  for (;;) {
    const orphans = db
      .select({ id: attempts.id })
      .from(attempts)
      .where(
        and(
          or(inArray(attempts.status, [...OPEN]), eq(attempts.status, 'voiding')),
          lt(attempts.updatedAt, cutoff),
          sql`not ${madeByLiveClaim()}`,
          sql`not exists (select 1 from ${schema.orders} where ${schema.orders.orderNumber} = ${attempts.reference})`,
        ),
      )
      .orderBy(attempts.updatedAt)
      .limit(options.batch ?? 50)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(attempts)
      .set({ status: 'voiding', updatedAt: sql`now()` })
      .where(inArray(attempts.id, orphans))
      .returning();
    for (const attempt of claimed) {
      try {
        await voidClaimed(db, gateway, attempt);
        voided += 1;
      } catch (error) {
        // Left 'voiding': a later sweep retries it once the timeout has passed again.
        failure ??= error;
      }
    }
    if (claimed.length < (options.batch ?? 50)) break;
  }
  if (failure) throw failure;
  return voided;
}

/**
 * Orphaned authorisations for the back-office (decision 066): attempts still authorising, authorised or
 * being voided with no order, untouched for `olderThanMs`, oldest first. The sweep voids them; this shows
 * what it has not yet (or could not).
 */
export async function orphanedAttempts(db: Db, options: { olderThanMs: number; limit: number }) {
  const cutoff = sql`now() - (${Math.round(options.olderThanMs)}::integer * interval '1 millisecond')`;
  const rows = await db
    .select()
    .from(attempts)
    .where(
      and(
        inArray(attempts.status, [...OPEN, 'voiding']),
        lt(attempts.updatedAt, cutoff),
        sql`not exists (select 1 from ${schema.orders} where ${schema.orders.orderNumber} = ${attempts.reference})`,
      ),
    )
    .orderBy(attempts.updatedAt)
    .limit(options.limit);
  return rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    cartId: row.cartId,
    methodId: row.methodId,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    authorizationId: row.authorizationId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}
