export {
  ACCESS_TOKEN_TTL_SECONDS,
  type AccessClaims,
  signAccessToken,
  verifyAccessToken,
} from './access-token.ts';
export {
  AUTHORIZATION_CODE_TTL_MS,
  type InStoreSale,
  issueAuthorizationCode,
} from './authorization-codes.ts';
export { clearFailures, LOCK_MS, MAX_FAILURES } from './lockout.ts';
export { assertPasswordPolicy, burnPasswordCheck, hashPassword, verifyPassword } from './passwords.ts';
export { completeRegisteredLogin, type RegisteredLogin } from './registered-login.ts';
export {
  activeSession,
  endSession,
  refreshSession,
  revokeAllSessions,
  revokeFamilyOf,
  type Session,
  type SessionShopper,
  startAssistedSession,
  startGuestSession,
  startSession,
} from './sessions.ts';
export {
  consumerTypeOf,
  createRegisteredShopper,
  forgetShopperEmail,
  isGuestShopper,
  setConsumerType,
  shopperIdByEmail,
} from './shoppers.ts';
export { normaliseEmail, type SignInRequest, signIn } from './sign-in.ts';
