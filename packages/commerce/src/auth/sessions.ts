import { and, type Db, type DbOrTx, eq, isNull, schema } from '@ridgeline/db';
import { CommerceError } from '../shared/errors.ts';
import { newId, secretToken, sha256 } from '../shared/ids.ts';
import { ACCESS_TOKEN_TTL_SECONDS, type AccessClaims, signAccessToken } from './access-token.ts';
import type { InStoreSale } from './authorization-codes.ts';
import { normaliseEmail } from './sign-in.ts';

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

/** Opens the session row of a new refresh-token family (see schema.sessions). */
async function openSession(
  db: Db,
  shopperId: string,
  familyId: string,
  inStore: InStoreSale | null = null,
  assistedBy: string | null = null,
) {
  await db.insert(schema.sessions).values({
    id: familyId,
    shopperId,
    storeId: inStore?.storeId ?? null,
    storeEmployeeId: inStore?.storeEmployeeId ?? null,
    assistedBy,
  });
}

async function sessionFor(
  db: Db,
  shopper: Shopper,
  familyId: string,
  refreshToken: string,
  secret: string,
): Promise<Session> {
  const [account] =
    shopper.consumerType === 'GUEST'
      ? []
      : await db
          .select({ memberId: schema.consumers.memberId, terms: schema.consumers.employeeTermsAcceptedAt })
          .from(schema.consumers)
          .where(eq(schema.consumers.shopperId, shopper.id));
  return {
    accessToken: signAccessToken(
      { sub: shopper.id, consumerNo: shopper.consumerNo, consumerType: shopper.consumerType, sid: familyId },
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
  const familyId = newId();
  await openSession(db, shopper.id, familyId);
  const refreshToken = await issueRefreshToken(db, shopper.id, familyId);
  return sessionFor(db, shopper, familyId, refreshToken, secret);
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
    await revokeFamily(db, stored.familyId);
    throw new CommerceError('AUT498', {}, 'Refresh token was already used');
  }
  const [shopper] = await db.select().from(schema.shoppers).where(eq(schema.shoppers.id, stored.shopperId));
  if (!shopper) throw new CommerceError('AUT498');
  // A family from before sessions were recorded gets its row now (a revoked family never reaches here).
  await db
    .insert(schema.sessions)
    .values({ id: stored.familyId, shopperId: shopper.id })
    .onConflictDoNothing({ target: schema.sessions.id });
  const next = await issueRefreshToken(db, shopper.id, stored.familyId);
  return sessionFor(db, shopper, stored.familyId, next, secret);
}

/**
 * A new session (a new refresh-token family) for a known shopper, e.g. after sign-in; an agent login's
 * session carries the store and associate it sells for.
 */
export async function startSession(
  db: Db,
  shopperId: string,
  secret: string,
  inStore: InStoreSale | null = null,
): Promise<Session> {
  const [shopper] = await db.select().from(schema.shoppers).where(eq(schema.shoppers.id, shopperId));
  if (!shopper) throw new CommerceError('AUT498');
  const familyId = newId();
  await openSession(db, shopper.id, familyId, inStore);
  const refreshToken = await issueRefreshToken(db, shopper.id, familyId);
  return sessionFor(db, shopper, familyId, refreshToken, secret);
}

/**
 * An authenticated caller: the token's claims, and the store and associate when it is an in-store session.
 * `assistedBy` is the associate's shopper id in an assisted session (decision 090): the shopper is then the
 * customer (or guest) the associate sells for. An in-store session without it is the associate's own shift
 * session, which only starts assisted sessions.
 */
export interface SessionShopper extends AccessClaims {
  inStore: InStoreSale | null;
  assistedBy: string | null;
}

/**
 * The second half of checking an access token, made by every authenticated call: its session must still
 * be open (one primary-key read, so it holds across API processes). Null for a revoked or unknown session.
 */
export async function activeSession(db: DbOrTx, claims: AccessClaims): Promise<SessionShopper | null> {
  const [row] = await db
    .select({
      shopperId: schema.sessions.shopperId,
      revokedAt: schema.sessions.revokedAt,
      storeId: schema.sessions.storeId,
      storeEmployeeId: schema.sessions.storeEmployeeId,
      assistedBy: schema.sessions.assistedBy,
    })
    .from(schema.sessions)
    .where(eq(schema.sessions.id, claims.sid));
  if (!row || row.revokedAt || row.shopperId !== claims.sub) return null;
  const inStore =
    row.storeId && row.storeEmployeeId
      ? { storeId: row.storeId, storeEmployeeId: row.storeEmployeeId }
      : null;
  return { ...claims, inStore, assistedBy: inStore ? row.assistedBy : null };
}

/**
 * An assisted session (decision 090): a new session of `customerId` (or of a new guest when null) in which
 * the associate of `caller` sells for them. The caller is the associate's shift session (agent login with a
 * store) or an assisted session of theirs (the next customer); either way the caller's session ends, so the
 * till's browser holds one shopper's session at a time. The store and associate are carried over, so the
 * orders the session places carry them in `inStoreSalesInfo`; no benefit of the associate's account applies,
 * because nothing in the session is theirs.
 */
export async function startAssistedSession(
  db: Db,
  caller: SessionShopper,
  customerEmail: string | null,
  secret: string,
): Promise<Session> {
  if (!caller.inStore)
    throw new CommerceError('API405', { reason: 'assisted sessions are for in-store associates' });
  const associateId = caller.assistedBy ?? caller.sub;
  const [associate] = await db
    .select({ consumerType: schema.shoppers.consumerType })
    .from(schema.shoppers)
    .where(eq(schema.shoppers.id, associateId));
  if (associate?.consumerType !== 'EMPLOYEE') throw new CommerceError('AUT498');
  let shopper: Shopper | undefined;
  if (customerEmail) {
    [shopper] = await db
      .select()
      .from(schema.shoppers)
      .where(eq(schema.shoppers.email, normaliseEmail(customerEmail)));
    if (!shopper) throw new CommerceError('CCN404', { field: 'body.email' });
    // A colleague's account carries staff benefits, which an associate's sale never gives (decision 090).
    if (shopper.consumerType !== 'REGISTERED') {
      throw new CommerceError('API405', {
        field: 'body.email',
        reason: 'an employee account cannot be served in an assisted session',
      });
    }
  } else {
    shopper = {
      id: newId(),
      consumerNo: `G${secretToken().slice(0, 12)}`,
      consumerType: 'GUEST',
      email: null,
      createdAt: new Date(),
    };
    await db.insert(schema.shoppers).values(shopper);
  }
  await revokeFamily(db, caller.sid);
  const familyId = newId();
  await openSession(db, shopper.id, familyId, caller.inStore, associateId);
  const refreshToken = await issueRefreshToken(db, shopper.id, familyId);
  return sessionFor(db, shopper, familyId, refreshToken, secret);
}

async function revokeFamily(db: DbOrTx, familyId: string): Promise<void> {
  const now = new Date();
  await db
    .update(schema.refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(schema.refreshTokens.familyId, familyId), isNull(schema.refreshTokens.revokedAt)));
  await db
    .update(schema.sessions)
    .set({ revokedAt: now })
    .where(and(eq(schema.sessions.id, familyId), isNull(schema.sessions.revokedAt)));
}

/** Sign-out of the session an access token belongs to: its access and refresh tokens stop working. */
export async function endSession(db: Db, claims: AccessClaims): Promise<void> {
  const [row] = await db
    .select({ shopperId: schema.sessions.shopperId })
    .from(schema.sessions)
    .where(eq(schema.sessions.id, claims.sid));
  if (row?.shopperId === claims.sub) await revokeFamily(db, claims.sid);
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
  await revokeFamily(db, stored.familyId);
}

/**
 * Ends every session of a shopper (password change or reset, an employee removed): their access tokens stop
 * working at once, and so do the assisted sessions they opened as an associate.
 */
export async function revokeAllSessions(db: DbOrTx, shopperId: string): Promise<void> {
  const now = new Date();
  await db
    .update(schema.sessions)
    .set({ revokedAt: now })
    .where(and(eq(schema.sessions.assistedBy, shopperId), isNull(schema.sessions.revokedAt)));
  await db
    .update(schema.refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(schema.refreshTokens.shopperId, shopperId), isNull(schema.refreshTokens.revokedAt)));
  await db
    .update(schema.sessions)
    .set({ revokedAt: now })
    .where(and(eq(schema.sessions.shopperId, shopperId), isNull(schema.sessions.revokedAt)));
}
