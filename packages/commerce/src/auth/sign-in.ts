import { isValidEmail } from '@ridgeline/contracts';
import { and, type Db, eq, schema } from '@ridgeline/db';
import { CommerceError } from '../shared/errors.ts';
import { findStore } from '../stores/index.ts';
import { type InStoreSale, issueAuthorizationCode } from './authorization-codes.ts';
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
  options: { employeesOnly?: boolean; inStore?: InStoreSale | undefined } = {},
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
  const inStore =
    options.employeesOnly && options.inStore
      ? await storeAssociate(db, options.inStore, row.shopper.id)
      : null;
  await clearFailures(db, email);
  return {
    authorizationCode: await issueAuthorizationCode(db, row.shopper.id, request.codeChallenge, inStore),
    shopperId: row.shopper.id,
  };
}

/**
 * The store and associate an agent login sells for, when the (active) store has that associate and the
 * associate is not listed for another account (decision 080); else REQ400.
 */
async function storeAssociate(db: Db, inStore: InStoreSale, shopperId: string): Promise<InStoreSale> {
  const [associate] = await db
    .select({
      storeId: schema.storeEmployees.storeId,
      storeEmployeeId: schema.storeEmployees.employeeId,
      shopperId: schema.storeEmployees.shopperId,
    })
    .from(schema.storeEmployees)
    .where(
      and(
        eq(schema.storeEmployees.storeId, inStore.storeId),
        eq(schema.storeEmployees.employeeId, inStore.storeEmployeeId),
      ),
    );
  const own = associate && (associate.shopperId === null || associate.shopperId === shopperId);
  if (!own || !(await findStore(db, inStore.storeId))) {
    throw new CommerceError('REQ400', {
      field: 'body.storeEmployeeId',
      problem: 'must be an associate of the store',
    });
  }
  return { storeId: associate.storeId, storeEmployeeId: associate.storeEmployeeId };
}
