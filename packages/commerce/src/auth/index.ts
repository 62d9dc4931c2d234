export {
  ACCESS_TOKEN_TTL_SECONDS,
  type AccessClaims,
  signAccessToken,
  verifyAccessToken,
} from './access-token.ts';
export { AUTHORIZATION_CODE_TTL_MS, issueAuthorizationCode } from './authorization-codes.ts';
export { LOCK_MS, MAX_FAILURES } from './lockout.ts';
export { assertPasswordPolicy, hashPassword, verifyPassword } from './passwords.ts';
export { completeRegisteredLogin, type RegisteredLogin } from './registered-login.ts';
export {
  refreshSession,
  revokeAllSessions,
  revokeFamilyOf,
  type Session,
  startGuestSession,
  startSession,
} from './sessions.ts';
export { normaliseEmail, type SignInRequest, signIn } from './sign-in.ts';
