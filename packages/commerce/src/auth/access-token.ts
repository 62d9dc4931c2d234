import { createHmac, timingSafeEqual } from 'node:crypto';

export interface AccessClaims {
  /** Shopper id. */
  sub: string;
  consumerNo: string;
  consumerType: string;
  /** The session (refresh-token family) the token belongs to: revoking it ends the token (sessions.ts). */
  sid: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

export const ACCESS_TOKEN_TTL_SECONDS = 30 * 60;

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const HEADER = encode({ alg: 'HS256', typ: 'JWT' });

function sign(input: string, secret: string): string {
  return createHmac('sha256', secret).update(input).digest('base64url');
}

/** A compact HS256 JWT: any API process with the same secret can verify it (and then its session). */
export function signAccessToken(claims: Omit<AccessClaims, 'exp'>, secret: string, now = Date.now()): string {
  const payload = encode({ ...claims, exp: Math.floor(now / 1000) + ACCESS_TOKEN_TTL_SECONDS });
  return `${HEADER}.${payload}.${sign(`${HEADER}.${payload}`, secret)}`;
}

/**
 * The claims of a validly signed, unexpired token; null otherwise. Whether its session is still open is
 * the second half of the check (`activeSession`), which every authenticated call makes.
 */
export function verifyAccessToken(token: string, secret: string, now = Date.now()): AccessClaims | null {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature || header !== HEADER) return null;
  const expected = Buffer.from(sign(`${header}.${payload}`, secret));
  const actual = Buffer.from(signature);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as AccessClaims;
    if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string' || typeof claims.exp !== 'number') {
      return null;
    }
    return claims.exp * 1000 > now ? claims : null;
  } catch {
    return null;
  }
}
