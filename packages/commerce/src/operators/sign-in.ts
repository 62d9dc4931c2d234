import type { OperatorView } from '@ridgeline/contracts';
import { and, type Db, eq, isNull, lt, or, schema } from '@ridgeline/db';
import { recordAudit } from '../audit/index.ts';
import { burnPasswordCheck, verifyPassword } from '../auth/index.ts';
import { CommerceError } from '../shared/errors.ts';
import { operatorByEmail, operatorView } from './accounts.ts';
import { assertOperatorNotLocked, clearOperatorFailures, failOperatorSignIn } from './lockout.ts';
import { openOperatorSession } from './sessions.ts';
import { matchTotp } from './totp.ts';

export interface OperatorSignIn {
  email: string;
  password: string;
  totpCode?: string | undefined;
}

/**
 * Email, password and, once enrolled, a TOTP code. An unknown email, a disabled operator, a wrong password
 * and a wrong code all answer ADM402 and count towards the lock (ADM423); a right password without the
 * code answers ADM428 so that the form asks for it.
 */
export async function signInOperator(
  db: Db,
  request: OperatorSignIn,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date; operator: OperatorView }> {
  await assertOperatorNotLocked(db, request.email, now);
  const row = await operatorByEmail(db, request.email);
  if (!row) {
    await burnPasswordCheck(request.password);
    return failOperatorSignIn(db, request.email, now);
  }
  if (row.disabled) {
    await burnPasswordCheck(request.password);
    return failAudited(db, row.id, request.email, 'disabled', now);
  }
  if (!(await verifyPassword(row.passwordHash, request.password))) {
    return failAudited(db, row.id, request.email, 'password', now);
  }
  if (row.totpSecret) {
    if (!request.totpCode) throw new CommerceError('ADM428');
    const step = matchTotp(row.totpSecret, request.totpCode, now, row.totpLastStep);
    // The step is claimed with a conditional update: two sign-ins with one code cannot both pass.
    const o = schema.operators;
    const claimed =
      step === null
        ? []
        : await db
            .update(o)
            .set({ totpLastStep: step })
            .where(and(eq(o.id, row.id), or(isNull(o.totpLastStep), lt(o.totpLastStep, step))))
            .returning({ id: o.id });
    if (claimed.length === 0) return failAudited(db, row.id, request.email, 'totp', now);
  }
  await clearOperatorFailures(db, request.email);
  return db.transaction(async (tx) => {
    const session = await openOperatorSession(tx, row.id, now);
    await recordAudit(tx, {
      actorType: 'operator',
      actorId: row.id,
      action: 'operator.sign_in',
      entityType: 'operator',
      entityId: row.id,
      before: null,
      after: { sessionId: session.sessionId },
    });
    return { token: session.token, expiresAt: session.expiresAt, operator: operatorView(row) };
  });
}

/**
 * A failed sign-in on an existing operator's account is audited against that account (`operator.sign_in_failed`,
 * with what failed and whether it locked), so that the owner sees guessing at an operator's password in the
 * audit log. Attempts on unknown emails count towards the lock but are not recorded: the log would otherwise
 * keep whatever a stranger typed.
 */
async function failAudited(
  db: Db,
  operatorId: string,
  email: string,
  reason: 'disabled' | 'password' | 'totp',
  now: Date,
): Promise<never> {
  try {
    return await failOperatorSignIn(db, email, now);
  } catch (error) {
    const locked = error instanceof CommerceError && error.errorId === 'ADM423';
    await recordAudit(db, {
      actorType: 'operator',
      actorId: operatorId,
      action: 'operator.sign_in_failed',
      entityType: 'operator',
      entityId: operatorId,
      before: null,
      after: { reason, locked },
    });
    throw error;
  }
}
