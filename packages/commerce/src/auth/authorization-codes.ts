import { createHash, timingSafeEqual } from 'node:crypto';
import { and, type Db, eq, isNull, lt, schema } from '@ridgeline/db';
import { CommerceError } from '../shared/errors.ts';
import { secretToken, sha256 } from '../shared/ids.ts';

export const AUTHORIZATION_CODE_TTL_MS = 60 * 1000;

/** A single-use code bound to the client's PKCE S256 challenge. */
/** The store and associate an in-store associate's session sells for (agent login). */
export interface InStoreSale {
  storeId: string;
  storeEmployeeId: string;
}

export async function issueAuthorizationCode(
  db: Db,
  shopperId: string,
  codeChallenge: string,
  inStore: InStoreSale | null = null,
): Promise<string> {
  // Codes are worthless an hour after expiry; dropping them keeps the table small.
  await db
    .delete(schema.authorizationCodes)
    .where(lt(schema.authorizationCodes.expiresAt, new Date(Date.now() - 60 * 60 * 1000)));
  const code = secretToken();
  await db.insert(schema.authorizationCodes).values({
    codeHash: sha256(code),
    shopperId,
    codeChallenge,
    storeId: inStore?.storeId ?? null,
    storeEmployeeId: inStore?.storeEmployeeId ?? null,
    expiresAt: new Date(Date.now() + AUTHORIZATION_CODE_TTL_MS),
  });
  return code;
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/**
 * The shopper a code was issued to (and, for an agent login, the store and associate). AUT404 for an unknown or expired code, AUT432 when the verifier
 * does not match the challenge, AUT409 (DUPLICATED_TOKEN) when the code was already exchanged.
 */
export async function redeemAuthorizationCode(
  db: Db,
  code: string,
  codeVerifier: string,
): Promise<{ shopperId: string; inStore: InStoreSale | null }> {
  const codeHash = sha256(code);
  const [stored] = await db
    .select()
    .from(schema.authorizationCodes)
    .where(eq(schema.authorizationCodes.codeHash, codeHash));
  if (!stored) throw new CommerceError('AUT404');
  if (stored.usedAt) throw new CommerceError('AUT409');
  if (stored.expiresAt.getTime() <= Date.now()) throw new CommerceError('AUT404', { reason: 'expired' });
  const expected = Buffer.from(stored.codeChallenge);
  const actual = Buffer.from(s256(codeVerifier));
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual))
    throw new CommerceError('AUT432');
  const claimed = await db
    .update(schema.authorizationCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(schema.authorizationCodes.codeHash, codeHash), isNull(schema.authorizationCodes.usedAt)))
    .returning({ shopperId: schema.authorizationCodes.shopperId });
  if (claimed.length === 0) throw new CommerceError('AUT409');
  const inStore =
    stored.storeId && stored.storeEmployeeId
      ? { storeId: stored.storeId, storeEmployeeId: stored.storeEmployeeId }
      : null;
  return { shopperId: stored.shopperId, inStore };
}
