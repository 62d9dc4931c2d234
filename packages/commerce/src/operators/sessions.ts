import { randomBytes } from 'node:crypto';
import type { OperatorRole, Permission } from '@ridgeline/contracts';
import { and, type DbOrTx, eq, gt, isNull, schema } from '@ridgeline/db';
import { newId, sha256 } from '../shared/ids.ts';
import { isOperatorRole, permissionsOf } from './roles.ts';

/** A back-office session ends 12 hours after sign-in, or after 30 minutes without a call. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** last_seen_at is written at most this often, not on every call. */
const TOUCH_EVERY_MS = 60 * 1000;

export interface OperatorSession {
  sessionId: string;
  operatorId: string;
  email: string;
  name: string;
  role: OperatorRole;
  permissions: readonly Permission[];
}

/** Opens a session; answers the opaque token for the cookie (only its hash is stored). */
export async function openOperatorSession(
  db: DbOrTx,
  operatorId: string,
  now = new Date(),
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const sessionId = newId();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.insert(schema.operatorSessions).values({
    tokenHash: sha256(token),
    id: sessionId,
    operatorId,
    expiresAt,
    lastSeenAt: now,
    createdAt: now,
  });
  return { token, sessionId, expiresAt };
}

/**
 * The operator behind a session token, or null when the token is unknown, revoked, expired, idle too
 * long, or its operator is disabled. One indexed read per call, so a revocation is seen at once everywhere.
 */
export async function operatorOfSession(
  db: DbOrTx,
  token: string,
  now = new Date(),
): Promise<OperatorSession | null> {
  const s = schema.operatorSessions;
  const o = schema.operators;
  const [row] = await db
    .select({
      tokenHash: s.tokenHash,
      sessionId: s.id,
      lastSeenAt: s.lastSeenAt,
      operatorId: o.id,
      email: o.email,
      name: o.name,
      role: o.role,
      disabled: o.disabled,
    })
    .from(s)
    .innerJoin(o, eq(o.id, s.operatorId))
    .where(and(eq(s.tokenHash, sha256(token)), isNull(s.revokedAt), gt(s.expiresAt, now)));
  if (!row || row.disabled || !isOperatorRole(row.role)) return null;
  const idleFor = now.getTime() - row.lastSeenAt.getTime();
  if (idleFor > SESSION_IDLE_MS) return null;
  if (idleFor > TOUCH_EVERY_MS)
    await db.update(s).set({ lastSeenAt: now }).where(eq(s.tokenHash, row.tokenHash));
  return {
    sessionId: row.sessionId,
    operatorId: row.operatorId,
    email: row.email,
    name: row.name,
    role: row.role,
    permissions: permissionsOf(row.role),
  };
}

export async function revokeOperatorSession(db: DbOrTx, sessionId: string, now = new Date()): Promise<void> {
  const s = schema.operatorSessions;
  await db
    .update(s)
    .set({ revokedAt: now })
    .where(and(eq(s.id, sessionId), isNull(s.revokedAt)));
}

/** Ends every session of an operator (disabled, password reset). */
export async function revokeOperatorSessions(
  db: DbOrTx,
  operatorId: string,
  now = new Date(),
): Promise<void> {
  const s = schema.operatorSessions;
  await db
    .update(s)
    .set({ revokedAt: now })
    .where(and(eq(s.operatorId, operatorId), isNull(s.revokedAt)));
}
