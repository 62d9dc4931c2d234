/**
 * Closed promo and benefit bars and dismissed pop-ups are remembered by document id in a cookie (spec 3
 * section 4), so the server leaves them out of the next page: no bar flashes in and out, no layout shift.
 */
export const DISMISSED_COOKIE = 'rl_closed';
/** The cookie keeps the latest ids only (a year, and a few bars and pop-ups, is plenty). */
export const DISMISSED_MAX_IDS = 20;
const ID = /^[0-9a-f-]{36}$/;

/** The document ids a Cookie header (or document.cookie) remembers as closed. */
export function dismissedIds(cookieHeader: string | null | undefined): Set<string> {
  const pair = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${DISMISSED_COOKIE}=`));
  if (!pair) return new Set();
  const value = decodeURIComponent(pair.slice(DISMISSED_COOKIE.length + 1));
  return new Set(value.split('.').filter((id) => ID.test(id)));
}

/** The cookie's value with one more id (the oldest ones dropped past the limit). */
export function withDismissed(current: Set<string>, id: string): string {
  const ids = [...current].filter((known) => known !== id);
  ids.push(id);
  return ids.slice(-DISMISSED_MAX_IDS).join('.');
}

/**
 * Remembers a closed bar or a dismissed pop-up in this browser. Keeping that choice from one visit to the next
 * is a functional cookie (C0003, decision 097): without that consent the cookie lasts until the browser
 * closes, which is what the shopper asked for and needs no consent.
 */
export function rememberDismissed(id: string, persist: boolean): void {
  if (typeof document === 'undefined' || !ID.test(id)) return;
  const value = withDismissed(dismissedIds(document.cookie), id);
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = persist ? '; Max-Age=31536000' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the shop serves
  document.cookie = `${DISMISSED_COOKIE}=${value}; Path=/${maxAge}; SameSite=Lax${secure}`;
}
