export { type AccessClaims, signAccessToken, verifyAccessToken } from './access-token.ts';
export { refreshSession, type Session, startGuestSession } from './sessions.ts';
