import { schema } from '@ridgeline/db';
import { LOCK_MS, MAX_FAILURES, signInLockout } from '../shared/sign-in-lockout.ts';

/**
 * Back-office sign-in lockout: the consumers' rule (decision 022) on a table of its own, so a shopper's
 * failures and an operator's never mix. Unknown emails lock too: the answers do not reveal operators.
 * ADM402 per failure, ADM423 on the one that locks and while locked.
 */
export const OPERATOR_MAX_FAILURES = MAX_FAILURES;
export const OPERATOR_LOCK_MS = LOCK_MS;

const lockout = signInLockout({
  table: schema.operatorSignInFailures,
  keyPrefix: 'operator-sign-in',
  errors: { locked: 'ADM423', failed: 'ADM402', locking: 'ADM423' },
});

export const assertOperatorNotLocked = lockout.assertNotLocked;
export const failOperatorSignIn = lockout.fail;
export const clearOperatorFailures = lockout.clear;
