import { schema } from '@ridgeline/db';
import { signInLockout } from '../shared/sign-in-lockout.ts';

export { LOCK_MS, MAX_FAILURES } from '../shared/sign-in-lockout.ts';

/** Shoppers' sign-in lockout (decision 022): AUT401 per failure, AUT426 on the one that locks, AUT423 while locked. */
const lockout = signInLockout({
  table: schema.signInFailures,
  keyPrefix: 'sign-in',
  errors: { locked: 'AUT423', failed: 'AUT401', locking: 'AUT426' },
});

export const assertNotLocked = lockout.assertNotLocked;
export const failSignIn = lockout.fail;
export const clearFailures = lockout.clear;
