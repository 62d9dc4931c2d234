import {
  ANALYTICS_MAX_BATCH,
  type AnalyticsEventName,
  type AnalyticsItem,
  type AnalyticsPageType,
  isLocale,
} from '@ridgeline/contracts';
import { analyticsAllowed } from './consent.ts';

/**
 * The storefront's one analytics bus (decision 099): every event, GA4 ecommerce or a content block's push
 * (spec 3 section 7), goes through `track`. With consent (`analyticsAllowed`) it is pushed to
 * `window.dataLayer` for a tag manager and batched to the first-party collector; without it, it is dropped.
 */
declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

export type EventParams = Record<string, unknown> & { items?: AnalyticsItem[] };

/**
 * GA4's ecommerce events carry their parameters under `ecommerce` in the data layer. (Listed here, not
 * taken from the contracts' ECOMMERCE_EVENTS: importing that list brought zod into the browser's bundle.)
 */
const ECOMMERCE = new Set<string>([
  'view_item_list',
  'select_item',
  'view_item',
  'add_to_cart',
  'remove_from_cart',
  'view_cart',
  'begin_checkout',
  'add_shipping_info',
  'add_payment_info',
  'purchase',
  'view_promotion',
  'select_promotion',
]);

const COLLECTOR = '/api/analytics/v1/events';
const FLUSH_AFTER_MS = 2000;

const isScalar = (value: unknown) => ['string', 'number', 'boolean'].includes(typeof value);

/**
 * What the collector accepts: text (at most 500 characters), numbers, booleans, lists of them and the
 * items; undefined, null, empty text and objects are left out (the collector refuses empty text).
 */
export function cleaned(params: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (key === 'items' && Array.isArray(value)) {
      out[key] = value.map((item) => cleaned(item as Record<string, unknown>));
    } else if (Array.isArray(value)) {
      out[key] = value.filter(isScalar).slice(0, 50);
    } else if (typeof value === 'string') {
      out[key] = value.slice(0, 500);
    } else if (isScalar(value)) {
      out[key] = value;
    }
  }
  return out;
}

/** The page type of a storefront path, for grouping events and web vitals. */
export function pageTypeOf(pathname: string): AnalyticsPageType {
  const rest = `/${pathname.split('/').slice(2).join('/')}`.replace(/\/$/, '') || '/';
  if (rest === '/') return 'home';
  const [, first = ''] = rest.split('/');
  if (first === 'c') return 'listing';
  if (first === 'search') return 'search';
  if (first === 'p') return 'product';
  if (first === 'cart') return 'cart';
  if (first === 'checkout') return 'checkout';
  if (first === 'order-confirmation') return 'confirmation';
  if (first === 'account') return 'account';
  if (['pages', 'journal', 'looks', 'events'].includes(first)) return 'content';
  return 'other';
}

/** A random id per browser tab, in sessionStorage: no cookie, gone when the tab closes. */
function sessionId(): string {
  const key = 'rl_analytics_session';
  try {
    let id = sessionStorage.getItem(key);
    if (!id) {
      id = Math.random().toString(36).slice(2) + Date.now().toString(36);
      sessionStorage.setItem(key, id);
    }
    return id;
  } catch {
    return `nostorage${Date.now().toString(36)}`;
  }
}

type Pending = { name: AnalyticsEventName; at: number; params: Record<string, unknown> };
let pending: { page: string; events: Pending[] } | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Sends what is waiting (sendBeacon, so it survives the page going away). */
export function flush(): void {
  clearTimeout(timer);
  const batch = pending;
  pending = null;
  if (!batch) return;
  const locale = batch.page.split('/')[1];
  if (!isLocale(locale)) return;
  for (let i = 0; i < batch.events.length; i += ANALYTICS_MAX_BATCH) {
    const body = JSON.stringify({
      sessionId: sessionId(),
      locale,
      pageType: pageTypeOf(batch.page),
      events: batch.events.slice(i, i + ANALYTICS_MAX_BATCH),
    });
    if (!navigator.sendBeacon?.(COLLECTOR, body)) {
      fetch(COLLECTOR, { method: 'POST', body, keepalive: true }).catch(() => {});
    }
  }
}

let listening = false;

/** Records one event: to the data layer and the collector, only with consent. */
export function track(name: AnalyticsEventName, params: EventParams = {}): void {
  if (!analyticsAllowed()) return;
  const data = cleaned(params);
  window.dataLayer ??= [];
  if (ECOMMERCE.has(name)) {
    // GA4: clear the previous ecommerce object so its fields do not leak into this event.
    window.dataLayer.push({ ecommerce: null });
    window.dataLayer.push({ event: name, ecommerce: data });
  } else {
    window.dataLayer.push({ event: name, ...data });
  }
  const page = location.pathname;
  if (pending && pending.page !== page) flush();
  pending ??= { page, events: [] };
  pending.events.push({ name, at: Date.now(), params: data });
  if (!listening) {
    listening = true;
    addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flush();
    });
  }
  clearTimeout(timer);
  timer = setTimeout(flush, FLUSH_AFTER_MS);
}
