import { type Db, eq, schema } from '@ridgeline/db';
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
 * Failures older than the lock window no longer count, and a lock ends by itself.
 */
export async function failSignIn(db: Db, email: string, now = new Date()): Promise<never> {
  const emailHash = keyOf(email);
  const [row] = await db
    .select()
    .from(schema.signInFailures)
    .where(eq(schema.signInFailures.emailHash, emailHash));
  const stale = !row || now.getTime() - row.lastFailureAt.getTime() > LOCK_MS;
  const failures = (stale ? 0 : row.failures) + 1;
  const locks = failures >= MAX_FAILURES;
  const values = {
    failures: locks ? 0 : failures,
    lastFailureAt: now,
    lockedUntil: locks ? new Date(now.getTime() + LOCK_MS) : null,
  };
  await db
    .insert(schema.signInFailures)
    .values({ emailHash, ...values })
    .onConflictDoUpdate({ target: schema.signInFailures.emailHash, set: values });
  throw new CommerceError(locks ? 'AUT426' : 'AUT401');
}

export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.delete(schema.signInFailures).where(eq(schema.signInFailures.emailHash, keyOf(email)));
}
