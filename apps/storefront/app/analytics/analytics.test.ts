import {
  CONSENT_POLICY_REVISION,
  type ConsentGroups,
  type Order,
  refusedGroups,
  serializeOptanonConsent,
} from '@ridgeline/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleaned, flush, pageTypeOf, track } from './bus.ts';
import { analyticsAllowed } from './consent.ts';
import { major, purchaseParams, shippingMethodOf } from './items.ts';

/** Decision 099: the GA4 shapes the storefront pushes, and the consent gate in front of them. */

/** The OptanonConsent cookie the banner writes (decision 097) for a choice of these groups. */
const consentCookie = (groups: Partial<ConsentGroups>) =>
  `OptanonConsent=${serializeOptanonConsent({
    groups: { ...refusedGroups(), ...groups },
    datestamp: new Date('2026-11-28T00:00:00.000Z'),
    version: CONSENT_POLICY_REVISION,
    consentId: '97000000-0000-4000-8000-000000000003',
    isGpcEnabled: false,
  })}`;

const order = {
  orderNumber: 'RL0123456789',
  currency: 'EUR',
  totals: { total: 15_990, tax: 2_553, shipping: 0, itemTotal: 15_990 },
  promoSummary: [{ couponCode: 'SPRING' }, { couponCode: null }],
  items: [
    {
      masterId: 'RL-1001',
      name: 'Trail runner',
      color: 'BLK',
      size: '42',
      qty: 2,
      price: { current: 6_000, rowTotal: 12_000 },
      deliveryMethod: null,
    },
    {
      masterId: 'RL-2002',
      name: 'Merino tee',
      color: 'NVY',
      size: 'M',
      qty: 1,
      price: { current: 3_990, rowTotal: 3_990 },
      deliveryMethod: 'sts',
    },
  ],
} as unknown as Order;

function browser(url: string, cookie = '') {
  const layer: Record<string, unknown>[] = [];
  const beacons: { url: string; body: string }[] = [];
  const u = new URL(url);
  vi.stubGlobal('window', { dataLayer: layer });
  vi.stubGlobal('document', { cookie, visibilityState: 'visible', addEventListener: () => {} });
  vi.stubGlobal('location', { pathname: u.pathname, search: u.search });
  vi.stubGlobal('addEventListener', () => {});
  vi.stubGlobal('sessionStorage', new Map() as never);
  vi.stubGlobal('navigator', {
    sendBeacon: (to: string, body: string) => beacons.push({ url: to, body }) > 0,
  });
  // The bus pushes to the global `window.dataLayer`; `window` is the stub above.
  return { layer, beacons };
}

describe('GA4 shapes', () => {
  it('a placed order gives the GA4 purchase: transaction id, value, tax, shipping, currency, coupon and items', () => {
    expect(purchaseParams(order)).toEqual({
      transaction_id: 'RL0123456789',
      currency: 'EUR',
      value: 159.9,
      tax: 25.53,
      shipping: 0,
      coupon: 'SPRING',
      items: [
        {
          item_id: 'RL-1001',
          item_name: 'Trail runner',
          item_variant: 'BLK',
          item_size: '42',
          index: 0,
          quantity: 2,
          price: 60,
          coupon: 'SPRING',
          shipping_method: 'STH',
        },
        {
          item_id: 'RL-2002',
          item_name: 'Merino tee',
          item_variant: 'NVY',
          item_size: 'M',
          index: 1,
          quantity: 1,
          price: 39.9,
          coupon: 'SPRING',
          shipping_method: 'BOPIS_STS',
        },
      ],
    });
  });

  it('speaks major units and the record’s shipping methods', () => {
    expect(major(12_345, 'USD')).toBe(123.45);
    expect(major(12_345, 'JPY')).toBe(12_345);
    expect([shippingMethodOf('pickup'), shippingMethodOf('sts'), shippingMethodOf('express')]).toEqual([
      'BOPIS_SD',
      'BOPIS_STS',
      'STH',
    ]);
    expect(shippingMethodOf('digital')).toBeUndefined();
  });

  it('names page types by path and keeps only what the collector accepts', () => {
    expect(
      ['/de-de', '/de-de/p/x-1', '/en-us/c/shoes-1101', '/fr-fr/checkout/billing'].map(pageTypeOf),
    ).toEqual(['home', 'product', 'listing', 'checkout']);
    expect(
      cleaned({ a: '', b: null, c: undefined, d: { x: 1 }, e: 'ok', items: [{ item_id: 'X', coupon: '' }] }),
    ).toEqual({
      e: 'ok',
      items: [{ item_id: 'X' }],
    });
  });
});

describe('consent (C0002)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('in EMEA without the consent cookie nothing is pushed nor sent: the event is dropped', () => {
    const { layer, beacons } = browser('https://shop.test/de-de/p/x');
    expect(analyticsAllowed()).toBe(false);
    track('purchase', purchaseParams(order));
    vi.runAllTimers();
    expect(layer).toEqual([]);
    expect(beacons).toEqual([]);
    browser('https://shop.test/de-de/p/x', consentCookie({ C0002: false, C0004: true }));
    expect(analyticsAllowed()).toBe(false);
  });

  it('with C0002:1 the event goes to dataLayer under ecommerce and to the collector in one batch', () => {
    const { layer, beacons } = browser(
      'https://shop.test/de-de/order-confirmation?orderNo=RL0123456789',
      `rl_closed=x; ${consentCookie({ C0002: true })}`,
    );
    track('purchase', purchaseParams(order));
    track('login', { method: 'password' });
    expect(layer).toEqual([
      { ecommerce: null },
      { event: 'purchase', ecommerce: purchaseParams(order) },
      { event: 'login', method: 'password' },
    ]);
    flush();
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.url).toBe('/api/analytics/v1/events');
    const batch = JSON.parse(beacons[0]!.body);
    expect(batch).toMatchObject({ locale: 'de-de', pageType: 'confirmation' });
    expect(batch.events.map((event: { name: string }) => event.name)).toEqual(['purchase', 'login']);
    expect(batch.events[0].params).toEqual(purchaseParams(order));
  });

  it('outside EMEA, or with preview=true, analytics is allowed without the cookie', () => {
    browser('https://shop.test/en-us/cart');
    expect(analyticsAllowed()).toBe(true);
    browser('https://shop.test/de-de/cart?preview=true');
    expect(analyticsAllowed()).toBe(true);
  });
});
