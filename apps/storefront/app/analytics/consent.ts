import { isEmeaSite, isLocale, siteOfLocale } from '@ridgeline/contracts';

/**
 * Whether analytics may run on this page: the ONE gate of the analytics module (decision 099). Nothing is
 * pushed to `window.dataLayer`, sent to the collector or measured without it, and events before consent is
 * known are dropped, not queued. The rule of spec 2 (consent categories): performance and analytics is
 * C0002; outside the EMEA region, or with `preview=true`, everything is allowed; in EMEA only when the
 * consent cookie's groups hold `C0002:1`.
 *
 * For now this reads the `OptanonConsent` cookie itself; the shared consent rules
 * (`packages/contracts/src/consent.ts`, built with the consent banner) will replace this body.
 */
export function analyticsAllowed(): boolean {
  if (typeof document === 'undefined') return false;
  if (new URLSearchParams(location.search).get('preview') === 'true') return true;
  const locale = location.pathname.split('/')[1];
  if (isLocale(locale) && !isEmeaSite(siteOfLocale(locale))) return true;
  const cookie = document.cookie
    .split(/;\s*/)
    .find((pair) => pair.startsWith('OptanonConsent='))
    ?.slice('OptanonConsent='.length);
  if (!cookie) return false;
  const groups = new URLSearchParams(cookie).get('groups') ?? '';
  return groups.split(',').includes('C0002:1');
}
