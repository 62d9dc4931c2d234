import { type AppLoadContext, redirect } from 'react-router';
import type { ShopperSummary } from '../components/account-menu.tsx';
import type { Api } from './api.server.ts';
import { profile as profileOf } from './identity-api.server.ts';
import type { Locale } from './locale.ts';
import type { Session } from './session.server.ts';
import { localePath } from './urls.ts';

export interface ShopperClaims {
  consumerNo: string;
  consumerType: string;
}

/**
 * Who the session's access token belongs to. The token is the API's signed JWT and only this server ever sees
 * it (httpOnly cookie), so reading its payload is enough to render the page; the API verifies it on every call.
 */
export function shopperOf(session: Session): ShopperClaims | null {
  const payload = session.accessToken?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Partial<ShopperClaims>;
    if (typeof claims.consumerNo !== 'string' || typeof claims.consumerType !== 'string') return null;
    return { consumerNo: claims.consumerNo, consumerType: claims.consumerType };
  } catch {
    return null;
  }
}

export function isSignedIn(session: Session): boolean {
  const shopper = shopperOf(session);
  return Boolean(shopper && shopper.consumerType !== 'GUEST' && session.refreshToken);
}

/**
 * A path of this site the shopper may be sent back to after signing in: same locale, no scheme, no host, no
 * protocol-relative or backslash tricks. Anything else falls back to the locale's home page.
 */
export function safeReturnTo(value: unknown, locale: Locale): string {
  const home = localePath(locale, '/');
  if (typeof value !== 'string' || value.length > 512) return home;
  if (!value.startsWith(`/${locale}`) || /[\\\s]/.test(value) || value.startsWith('//')) return home;
  const rest = value.slice(locale.length + 1);
  if (rest !== '' && !rest.startsWith('/') && !rest.startsWith('?')) return home;
  return value;
}

/** The sign-in page, coming back to `returnTo` afterwards. */
export function loginPath(locale: Locale, returnTo?: string): string {
  const login = localePath(locale, '/login');
  if (!returnTo || returnTo === localePath(locale, '/')) return login;
  return `${login}?${new URLSearchParams({ returnTo })}`;
}

/** Loader and action guard: a guest is sent to sign in and brought back to the page asked for. */
export function requireSignedIn(request: Request, context: AppLoadContext, locale: Locale): ShopperClaims {
  const shopper = shopperOf(context.session);
  if (shopper && isSignedIn(context.session)) return shopper;
  const url = new URL(request.url);
  const target = request.method === 'GET' ? `${url.pathname}${url.search}` : url.pathname;
  throw redirect(loginPath(locale, safeReturnTo(target, locale)));
}

/** Pages that show one shopper's things: after signing out, the shopper lands on the home page instead. */
const PRIVATE_SECTIONS = ['cart', 'checkout', 'favorites', 'account'];

/** Where signing out leads from `from`: the same page, unless it held the signed-out shopper's things. */
export function afterSignOutPath(from: unknown, locale: Locale): string {
  const home = localePath(locale, '/');
  const path = safeReturnTo(from, locale);
  const section = path.slice(locale.length + 2).split(/[/?#]/)[0] ?? '';
  return PRIVATE_SECTIONS.includes(section) ? home : path;
}

function withParam(path: string, name: string, value: string): string {
  const [pathname, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.delete('signedIn');
  params.delete('signedOut');
  params.delete('order');
  params.set(name, value);
  return `${pathname}?${params}`;
}

/**
 * Marks the page the shopper returns to, so that it confirms the sign-in (and a merged cart). A query
 * parameter rather than the flash cookie: every page shows it (SessionNotice), with or without JavaScript.
 */
export function withSignedInNotice(
  path: string,
  outcome: { merged: boolean; orderClaimed?: boolean },
): string {
  const marked = withParam(path, 'signedIn', outcome.merged ? 'merged' : '1');
  return outcome.orderClaimed ? `${marked}&order=claimed` : marked;
}

export function withSignedOutNotice(path: string): string {
  return withParam(path, 'signedOut', '1');
}

/** The header's view of the signed-in shopper (first name, points); null for a guest. */
export async function shopperSummary(api: Api): Promise<ShopperSummary | null> {
  if (!isSignedIn(api.session)) return null;
  try {
    const profile = await profileOf(api, { loyaltySummary: true });
    if (!isSignedIn(api.session)) return null;
    return {
      firstName: profile.consumerDetails.firstName,
      email: profile.consumerDetails.email,
      newsletter: (profile.subscriptions ?? []).some(
        (s) => s.type === 'Newsletter' && s.channel === 'email' && s.optin,
      ),
      points: profile.isLoyaltyMember ? (profile.loyaltySummary?.points.balance ?? null) : null,
    };
  } catch {
    // The header still shows the signed-in state when the profile cannot be read.
    return isSignedIn(api.session) ? { firstName: null, points: null } : null;
  }
}
