import { type Db, eq, schema, sql } from '@ridgeline/db';
import { CommerceError } from '../shared/errors.ts';
import { sha256 } from '../shared/ids.ts';

/**
 * Back-office sign-in lockout: the consumer rule of decision 022 (5 failures in a row lock the email for
 * 15 minutes, counted with one atomic upsert so processes add up), on a table of its own so a shopper's
 * failures and an operator's never mix. Unknown emails lock too: the answers do not reveal operators.
 */
export const OPERATOR_MAX_FAILURES = 5;
export const OPERATOR_LOCK_MS = 15 * 60 * 1000;

const keyOf = (email: string) => sha256(`operator-sign-in:${email.trim().toLowerCase()}`);
const t = schema.operatorSignInFailures;

/** ADM423 while the email is locked. */
export async function assertOperatorNotLocked(db: Db, email: string, now = new Date()): Promise<void> {
  const [row] = await db
    .select()
    .from(t)
    .where(eq(t.emailHash, keyOf(email)));
  if (row?.lockedUntil && row.lockedUntil > now) throw new CommerceError('ADM423');
}

/** Counts a failure; throws ADM402, or ADM423 on the failure that locks. */
export async function failOperatorSignIn(db: Db, email: string, now = new Date()): Promise<never> {
  const emailHash = keyOf(email);
  const staleBefore = new Date(now.getTime() - OPERATOR_LOCK_MS);
  const [row] = await db
    .insert(t)
    .values({ emailHash, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: t.emailHash,
      set: {
        failures: sql`case when ${t.lastFailureAt} < ${staleBefore} then 1 else ${t.failures} + 1 end`,
        lastFailureAt: now,
      },
    })
    .returning({ failures: t.failures });
  if ((row?.failures ?? 0) < OPERATOR_MAX_FAILURES) throw new CommerceError('ADM402');
  await db
    .update(t)
    .set({ failures: 0, lockedUntil: new Date(now.getTime() + OPERATOR_LOCK_MS) })
    .where(eq(t.emailHash, emailHash));
  throw new CommerceError('ADM423');
}

export async function clearOperatorFailures(db: Db, email: string): Promise<void> {
  await db.delete(t).where(eq(t.emailHash, keyOf(email)));
}
