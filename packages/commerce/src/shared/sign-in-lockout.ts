import type { ErrorId } from '@ridgeline/contracts';
import { type Db, eq, type SignInFailuresTable, sql } from '@ridgeline/db';
import { CommerceError } from './errors.ts';
import { sha256 } from './ids.ts';

/** Failures in a row that lock sign-in for an email, and for how long (decision 022). */
export const MAX_FAILURES = 5;
export const LOCK_MS = 15 * 60 * 1000;

export interface SignInLockoutRule {
  /** The owner's table of failures (shoppers' and operators' counts never mix). */
  table: SignInFailuresTable;
  /** Prefix of the hashed email key. */
  keyPrefix: string;
  /** The answers: while locked, for a failure, and for the failure that locks. */
  errors: { locked: ErrorId; failed: ErrorId; locking: ErrorId };
}

/**
 * Sign-in lockout on an owner's table: 5 failures in a row lock the email for 15 minutes, counted with one
 * atomic upsert so that parallel attempts and processes add up; a run restarts after a quiet lock window,
 * and a lock ends by itself. The owning module passes its table (decision 055: only it writes it).
 */
export function signInLockout({ table: t, keyPrefix, errors }: SignInLockoutRule) {
  const keyOf = (email: string) => sha256(`${keyPrefix}:${email.trim().toLowerCase()}`);
  return {
    async assertNotLocked(db: Db, email: string, now = new Date()): Promise<void> {
      const [row] = await db
        .select()
        .from(t)
        .where(eq(t.emailHash, keyOf(email)));
      if (row?.lockedUntil && row.lockedUntil > now) throw new CommerceError(errors.locked);
    },
    /** Records a failed attempt and throws the answer: `failed`, or `locking` on the attempt that locks. */
    async fail(db: Db, email: string, now = new Date()): Promise<never> {
      const emailHash = keyOf(email);
      const staleBefore = new Date(now.getTime() - LOCK_MS);
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
      if ((row?.failures ?? 0) < MAX_FAILURES) throw new CommerceError(errors.failed);
      await db
        .update(t)
        .set({ failures: 0, lockedUntil: new Date(now.getTime() + LOCK_MS) })
        .where(eq(t.emailHash, emailHash));
      throw new CommerceError(errors.locking);
    },
    async clear(db: Db, email: string): Promise<void> {
      await db.delete(t).where(eq(t.emailHash, keyOf(email)));
    },
  };
}
