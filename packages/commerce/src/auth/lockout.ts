import { type Db, eq, schema, sql } from '@ridgeline/db';
import { CommerceError } from '../shared/errors.ts';
import { sha256 } from '../shared/ids.ts';

/** Failures in a row that lock sign-in for an email, and for how long (decision 022). */
export const MAX_FAILURES = 5;
export const LOCK_MS = 15 * 60 * 1000;

const keyOf = (email: string) => sha256(`sign-in:${email.trim().toLowerCase()}`);

/** AUT423 while the email is locked. */
export async function assertNotLocked(db: Db, email: string, now = new Date()): Promise<void> {
  const [row] = await db
    .select()
    .from(schema.signInFailures)
    .where(eq(schema.signInFailures.emailHash, keyOf(email)));
  if (row?.lockedUntil && row.lockedUntil > now) throw new CommerceError('AUT423');
}

/**
 * Records a failed attempt and throws the answer: AUT401, or AUT426 on the attempt that locks.
 * A run of failures restarts after a quiet lock window, and a lock ends by itself.
 */
export async function failSignIn(db: Db, email: string, now = new Date()): Promise<never> {
  const emailHash = keyOf(email);
  const staleBefore = new Date(now.getTime() - LOCK_MS);
  const t = schema.signInFailures;
  // One atomic upsert so that parallel attempts cannot undercount.
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
  if ((row?.failures ?? 0) < MAX_FAILURES) throw new CommerceError('AUT401');
  await db
    .update(t)
    .set({ failures: 0, lockedUntil: new Date(now.getTime() + LOCK_MS) })
    .where(eq(t.emailHash, emailHash));
  throw new CommerceError('AUT426');
}

export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.delete(schema.signInFailures).where(eq(schema.signInFailures.emailHash, keyOf(email)));
}
