import {
  CONSENT_COOKIE,
  consentAllows,
  consentNeedsPrompt,
  isLocale,
  parseOptanonConsent,
  siteFacts,
  siteOfLocale,
} from '@ridgeline/contracts';

/**
 * Whether analytics may run on this page: the ONE gate of the analytics module (decision 099). Nothing is
 * pushed to `window.dataLayer`, sent to the collector or measured without it, and events before consent is
 * known are dropped, not queued. Performance and analytics is C0002, decided by the shared consent rules
 * (decision 097) from the shopper's `OptanonConsent` cookie: a choice made under another policy revision
 * counts as none, as it does on the server.
 */
export function analyticsAllowed(): boolean {
  if (typeof document === 'undefined') return false;
  const locale = location.pathname.split('/')[1];
  const region = isLocale(locale) ? siteFacts(siteOfLocale(locale)).region : 'EMEA';
  const cookie = document.cookie
    .split(/;\s*/)
    .find((pair) => pair.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1);
  const choice = parseOptanonConsent(cookie ? decoded(cookie) : null);
  const groups = consentNeedsPrompt(choice, region) ? null : (choice?.groups ?? null);
  const preview = new URLSearchParams(location.search).get('preview') === 'true';
  return consentAllows({ groups, region, preview }, 'C0002');
}

function decoded(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
