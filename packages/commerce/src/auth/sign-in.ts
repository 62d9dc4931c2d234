import { isValidEmail } from '@ridgeline/contracts';
import { type Db, eq, schema } from '@ridgeline/db';
import { CommerceError } from '../shared/errors.ts';
import { issueAuthorizationCode } from './authorization-codes.ts';
import { assertNotLocked, clearFailures, failSignIn } from './lockout.ts';
import { burnPasswordCheck, verifyPassword } from './passwords.ts';

export interface SignInRequest {
  username: string;
  password: string;
  codeChallenge: string;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * Checks credentials and answers a PKCE authorisation code. The answers for an unknown email and a
 * wrong password are the same (AUT401, then AUT426 and AUT423), and take the same time.
 * `employeesOnly` serves the agent login: other accounts answer as if the password were wrong.
 */
export async function signIn(
  db: Db,
  request: SignInRequest,
  options: { employeesOnly?: boolean } = {},
): Promise<{ authorizationCode: string; shopperId: string }> {
  const email = normaliseEmail(request.username);
  if (!isValidEmail(email)) throw new CommerceError('AUT453', { field: 'body.username' });
  await assertNotLocked(db, email);
  const [row] = await db
    .select({ shopper: schema.shoppers, passwordHash: schema.consumers.passwordHash })
    .from(schema.shoppers)
    .innerJoin(schema.consumers, eq(schema.consumers.shopperId, schema.shoppers.id))
    .where(eq(schema.shoppers.email, email));
  if (!row) {
    await burnPasswordCheck(request.password);
    return failSignIn(db, email);
  }
  if (!(await verifyPassword(row.passwordHash, request.password))) return failSignIn(db, email);
  if (options.employeesOnly && row.shopper.consumerType !== 'EMPLOYEE') throw new CommerceError('AUT401');
  await clearFailures(db, email);
  return {
    authorizationCode: await issueAuthorizationCode(db, row.shopper.id, request.codeChallenge),
    shopperId: row.shopper.id,
  };
}
