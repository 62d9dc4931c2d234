import { and, type Db, type DbOrTx, eq, isNull, schema } from '@ridgeline/db';
import { CommerceError } from '../shared/errors.ts';
import { newId, secretToken, sha256 } from '../shared/ids.ts';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from './access-token.ts';

const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface Session {
  accessToken: string;
  expiresIn: number;
  refreshToken: string;
  shopperId: string;
  consumerNo: string;
  consumerType: string;
  memberId: string | null;
  isEmployeeDiscountTCAccepted: boolean;
}

type Shopper = typeof schema.shoppers.$inferSelect;

async function issueRefreshToken(db: Db, shopperId: string, familyId: string): Promise<string> {
  const token = secretToken() + secretToken();
  await db.insert(schema.refreshTokens).values({
    tokenHash: sha256(token),
    shopperId,
    familyId,
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
  });
  return token;
}

async function sessionFor(db: Db, shopper: Shopper, refreshToken: string, secret: string): Promise<Session> {
  const [account] =
    shopper.consumerType === 'GUEST'
      ? []
      : await db
          .select({ memberId: schema.consumers.memberId, terms: schema.consumers.employeeTermsAcceptedAt })
          .from(schema.consumers)
          .where(eq(schema.consumers.shopperId, shopper.id));
  return {
    accessToken: signAccessToken(
      { sub: shopper.id, consumerNo: shopper.consumerNo, consumerType: shopper.consumerType },
      secret,
    ),
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    refreshToken,
    shopperId: shopper.id,
    consumerNo: shopper.consumerNo,
    consumerType: shopper.consumerType,
    memberId: account?.memberId ?? null,
    isEmployeeDiscountTCAccepted: shopper.consumerType === 'EMPLOYEE' && Boolean(account?.terms),
  };
}

/** A new anonymous shopper with a fresh session. */
export async function startGuestSession(db: Db, secret: string): Promise<Session> {
  const shopper: Shopper = {
    id: newId(),
    consumerNo: `G${secretToken().slice(0, 12)}`,
    consumerType: 'GUEST',
    email: null,
    createdAt: new Date(),
  };
  await db.insert(schema.shoppers).values(shopper);
  const refreshToken = await issueRefreshToken(db, shopper.id, newId());
  return sessionFor(db, shopper, refreshToken, secret);
}

/**
 * Exchanges a refresh token for a new pair. A token is good once: presenting a used one means it
 * was stolen or replayed, so its whole family is revoked (reuse detection).
 */
export async function refreshSession(db: Db, refreshToken: string, secret: string): Promise<Session> {
  const tokenHash = sha256(refreshToken);
  const [stored] = await db
    .select()
    .from(schema.refreshTokens)
    .where(eq(schema.refreshTokens.tokenHash, tokenHash));
  if (!stored || stored.revokedAt || stored.expiresAt.getTime() <= Date.now()) {
    throw new CommerceError('AUT498', {}, 'Refresh token is not valid');
  }
  const claimed = await db
    .update(schema.refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(schema.refreshTokens.tokenHash, tokenHash), isNull(schema.refreshTokens.usedAt)))
    .returning({ tokenHash: schema.refreshTokens.tokenHash });
  if (claimed.length === 0) {
    await db
      .update(schema.refreshTokens)
      .set({ revokedAt: new Date() })
      .where(eq(schema.refreshTokens.familyId, stored.familyId));
    throw new CommerceError('AUT498', {}, 'Refresh token was already used');
  }
  const [shopper] = await db.select().from(schema.shoppers).where(eq(schema.shoppers.id, stored.shopperId));
  if (!shopper) throw new CommerceError('AUT498');
  const next = await issueRefreshToken(db, shopper.id, stored.familyId);
  return sessionFor(db, shopper, next, secret);
}

/** A new session (a new refresh-token family) for a known shopper, e.g. after sign-in. */
export async function startSession(db: Db, shopperId: string, secret: string): Promise<Session> {
  const [shopper] = await db.select().from(schema.shoppers).where(eq(schema.shoppers.id, shopperId));
  if (!shopper) throw new CommerceError('AUT498');
  const refreshToken = await issueRefreshToken(db, shopper.id, newId());
  return sessionFor(db, shopper, refreshToken, secret);
}

/**
 * Sign-out: revokes the family of a refresh token of this shopper. A token of someone else, or an
 * unknown one, is ignored (the caller still ends up signed out).
 */
export async function revokeFamilyOf(db: Db, shopperId: string, refreshToken: string): Promise<void> {
  const [stored] = await db
    .select()
    .from(schema.refreshTokens)
    .where(eq(schema.refreshTokens.tokenHash, sha256(refreshToken)));
  if (!stored || stored.shopperId !== shopperId) return;
  await db
    .update(schema.refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(schema.refreshTokens.familyId, stored.familyId), isNull(schema.refreshTokens.revokedAt)));
}

/** Ends every session of a shopper (password change or reset). */
export async function revokeAllSessions(db: DbOrTx, shopperId: string): Promise<void> {
  await db
    .update(schema.refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(schema.refreshTokens.shopperId, shopperId), isNull(schema.refreshTokens.revokedAt)));
}
