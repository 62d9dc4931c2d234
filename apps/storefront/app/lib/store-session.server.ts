import { parseCookies, serializeCookie } from './session.server.ts';

/**
 * The buy-in-store session of an in-store associate: which store and which associate sell on behalf of the
 * shopper at the till, and for whom (decision 090: the API tokens beside it are the assisted session of that
 * shopper, never the associate's own). It lives in its own httpOnly cookie and ends with the shift.
 */
export interface StoreSession {
  storeId: string;
  storeName: string;
  employeeId: string;
  employeeName: string;
  /** The looked-up customer's email, or null while selling for a guest. */
  customer: string | null;
}

const COOKIE_NAME = 'rl_bis';
const TWELVE_HOURS = 60 * 60 * 12;

const isSecure = (request: Request) => new URL(request.url).protocol === 'https:';

export function readStoreSession(request: Request): StoreSession | null {
  const raw = parseCookies(request.headers.get('cookie')).get(COOKIE_NAME);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoreSession>;
    if (
      typeof value.storeId === 'string' &&
      typeof value.storeName === 'string' &&
      typeof value.employeeId === 'string' &&
      typeof value.employeeName === 'string' &&
      (typeof value.customer === 'string' || value.customer === null)
    ) {
      return value as StoreSession;
    }
  } catch {
    // An unreadable cookie means no session.
  }
  return null;
}

export function storeSessionCookie(request: Request, session: StoreSession): string {
  return serializeCookie(COOKIE_NAME, JSON.stringify(session), {
    secure: isSecure(request),
    maxAge: TWELVE_HOURS,
  });
}

export function endStoreSessionCookie(request: Request): string {
  return serializeCookie(COOKIE_NAME, '', { secure: isSecure(request), maxAge: 0 });
}
