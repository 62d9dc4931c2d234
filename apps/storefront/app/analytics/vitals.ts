import { isLocale } from '@ridgeline/contracts';
import { pageTypeOf } from './bus.ts';
import { analyticsAllowed } from './consent.ts';

const INGEST = '/api/fapi/performance/ingest';
let started = false;

/**
 * Core Web Vitals (LCP, INP, CLS) of this page load, sent once with the page's type when the page is hidden
 * (decision 099). Consent-gated like every analytics event; `web-vitals` is loaded only then, in its own
 * chunk, so a shopper without consent downloads none of it.
 */
export function startWebVitals(): void {
  if (started || !analyticsAllowed()) return;
  const locale = location.pathname.split('/')[1];
  if (!isLocale(locale)) return;
  started = true;
  const pageType = pageTypeOf(location.pathname);
  const metrics = new Map<string, { name: string; value: number; rating: string }>();
  const send = () => {
    if (metrics.size === 0) return;
    const body = JSON.stringify({ locale, pageType, metrics: [...metrics.values()] });
    metrics.clear();
    if (!navigator.sendBeacon?.(INGEST, body)) {
      fetch(INGEST, { method: 'POST', body, keepalive: true }).catch(() => {});
    }
  };
  void import('web-vitals').then(({ onCLS, onINP, onLCP }) => {
    const keep = (metric: { name: string; value: number; rating: string }) =>
      metrics.set(metric.name, {
        name: metric.name,
        value: Math.max(0, metric.value),
        rating: metric.rating,
      });
    onLCP(keep);
    onINP(keep);
    onCLS(keep);
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  addEventListener('pagehide', send);
}
