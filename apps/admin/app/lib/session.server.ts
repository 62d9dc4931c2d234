// The operator's session in the back-office (decisions 062 and 065): the API's opaque token, kept in the
// admin's own cookie for Path=/admin (the API's own cookie is for /api/admin and never reaches these pages).

import { OPERATOR_COOKIE } from '@ridgeline/storefront/lib/operator-cookie.server.ts';

export { OPERATOR_COOKIE, operatorTokenOf } from '@ridgeline/storefront/lib/operator-cookie.server.ts';

/** The token in the API's sign-in answer (its Set-Cookie for /api/admin). */
export function tokenOfSetCookies(
  setCookies: readonly string[] = [],
): { token: string; maxAge: number } | null {
  for (const cookie of setCookies) {
    const match = new RegExp(`^${OPERATOR_COOKIE}=([^;]+)`).exec(cookie);
    if (!match?.[1]) continue;
    const maxAge = Number(/Max-Age=(\d+)/i.exec(cookie)?.[1] ?? 43_200);
    return { token: match[1], maxAge };
  }
  return null;
}

const secureOf = (request: Request) => (new URL(request.url).protocol === 'https:' ? '; Secure' : '');

/** The admin's cookie: HttpOnly, SameSite=Strict, for /admin only, as long as the API's session lasts. */
export function operatorCookie(request: Request, token: string, maxAge: number): string {
  return `${OPERATOR_COOKIE}=${token}; Path=/admin; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secureOf(request)}`;
}

export function clearedOperatorCookie(request: Request): string {
  return `${OPERATOR_COOKIE}=; Path=/admin; HttpOnly; SameSite=Strict; Max-Age=0${secureOf(request)}`;
}
