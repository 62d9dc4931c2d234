import { createHash, randomBytes } from 'node:crypto';
import type { TokenResponse } from '@ridgeline/contracts';
import { guestFavoriteId, guestSaveForLaterId } from './account-api.server.ts';
import { type Api, isApiError } from './api.server.ts';
import { formBody } from './api-operations.ts';

/** RFC 7636 PKCE pair: a 43-character verifier and its base64url SHA-256 challenge. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export interface GuestOrderClaim {
  orderNo: string;
  st: string;
}

export interface SignInOutcome {
  mergedCartItemsCountIncreased: boolean;
  orderClaimed: boolean;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Exchanges an authorization code for a registered session carrying the guest's cart (and optionally a guest
 * order to claim), then stores the tokens. Spec: on 409 retry once after 2 s; a second 409 means the sign-in
 * must start again (decision 020), which the caller reports.
 */
export async function exchangeCode(
  api: Api,
  authorizationCode: string,
  verifier: string,
  claim?: GuestOrderClaim,
): Promise<SignInOutcome> {
  const [favoriteId, saveForLaterId] = await Promise.all([guestFavoriteId(api), guestSaveForLaterId(api)]);
  const body = {
    type: 'Registered' as const,
    authorizationCode,
    codeVerifier: verifier,
    guestObjects: { basketId: api.session.basketId(api.site), favoriteId, saveForLaterId },
    ...(claim ? { orderNo: claim.orderNo, st: claim.st, action: 'postLogin' as const } : {}),
  };
  const send = () => api.call('token', { body, anonymous: true });
  let token: TokenResponse;
  try {
    token = await send();
  } catch (error) {
    if (!isApiError(error, 'AUT409')) throw error;
    await wait(2000);
    token = await send();
  }
  api.session.applyToken(token, { keepBasket: false, site: api.site });
  return {
    mergedCartItemsCountIncreased: token.mergedCartItemsCountIncreased === true,
    orderClaimed: token.orderClaimed === true,
  };
}

/** Email and password sign-in with PKCE: the code never leaves this server, the verifier never leaves memory. */
export async function signIn(
  api: Api,
  credentials: { email: string; password: string; altcha: string },
  claim?: GuestOrderClaim,
): Promise<SignInOutcome> {
  const { verifier, challenge } = pkcePair();
  const { authorizationCode } = await api.call('signIn', {
    body: {
      username: credentials.email,
      password: credentials.password,
      codeChallenge: challenge,
      codeChallengeMethod: 'S256',
      altcha: credentials.altcha,
    },
    // Anonymous: a 401 means wrong credentials, and a retry would spend the single-use bot check again.
    anonymous: true,
  });
  return exchangeCode(api, authorizationCode, verifier, claim);
}

/**
 * Revokes the refresh token and continues as a new guest (no cart, favorites or loyalty state). The API
 * answers the guest session; if the call fails the session is forgotten and the next call starts a guest.
 */
export async function signOut(api: Api): Promise<void> {
  const session = api.session;
  try {
    if (!session.refreshToken) throw new Error('no session');
    // Read when the request is sent: an expired access token is refreshed first, which rotates the refresh token.
    const body = {
      // A refresh that failed leaves none: the API refuses the empty token and the session is forgotten below.
      get refreshToken(): string {
        return session.refreshToken ?? '';
      },
    };
    const guest = await api.call('signOut', { body });
    session.clear();
    session.applyToken(guest, { keepBasket: false, site: api.site });
  } catch {
    session.clear();
  }
}

/**
 * An in-store associate starts selling for a shopper (decision 090): a looked-up customer by email, or a
 * new guest. The answer replaces the session this storefront holds (the associate's shift session or the
 * previous shopper's assisted session, which the API ends).
 */
export async function startAssistedSession(api: Api, email?: string): Promise<void> {
  const token = await api.call('agentAssist', { body: email ? { email } : {} });
  api.session.applyToken(token, { keepBasket: false, site: api.site });
}

export function profile(api: Api, options: { loyaltySummary?: boolean } = {}) {
  return api.call('profile', { query: options.loyaltySummary ? { includeLoyaltySummary: 'true' } : {} });
}

export interface CountryDial {
  name: string;
  dialCode: string;
  code: string;
  mask?: string | undefined;
}

export async function countryList(api: Api): Promise<CountryDial[]> {
  const response = await api.call('countryList');
  return response.countries;
}

/** Creates the account and signs it in like sign-in does (the answer is an authorization code). */
export async function signUp(
  api: Api,
  body: Record<string, unknown>,
  altcha: string,
): Promise<SignInOutcome> {
  const { verifier, challenge } = pkcePair();
  const { authorizationCode } = await api.call('signUp', {
    body: formBody('signUp', { ...body, codeChallenge: challenge, altcha }),
    anonymous: true,
  });
  return exchangeCode(api, authorizationCode, verifier);
}
