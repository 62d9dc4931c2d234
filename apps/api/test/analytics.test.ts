import { schema } from '@ridgeline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, adminSignIn, newOperator, signedInOwner } from './admin-helpers.ts';
import { createTestApi, type TestApi } from './helpers.ts';

/** Issue 19 item 5 (decision 099): the first-party analytics collector, the web-vitals ingest and the report. */

type ErrorBody = { errorDetails: { errorId: string; field?: string; message: string }[] };
type Report = {
  days: number;
  vitals: { pageType: string; samples: number; lcp: number | null; inp: number | null; cls: number | null }[];
  funnel: { step: string; sessions: number; rateFromPrevious: number | null; rateFromFirst: number | null }[];
};

const EVENTS = '/api/analytics/v1/events';
const INGEST = '/api/fapi/performance/ingest';

let api: TestApi;
let cookie: string;
beforeAll(async () => {
  api = await createTestApi({ seed: false });
  ({ cookie } = await signedInOwner(api));
});
afterAll(() => api.close());

const item = {
  item_id: 'RL-1001-BLK',
  item_name: 'Trail runner',
  item_brand: 'Ridgeline',
  item_variant: 'BLK',
  item_category: 'Shoes',
  item_list_name: 'grid',
  index: 2,
  price: 120,
  quantity: 1,
  discount: 20,
  discount_type: 'Marked Down',
  coupon: 'SPRING',
  stock_status: 'in_stock',
  shipping_method: 'STH',
};

const batch = (sessionId: string, names: string[], extra: Record<string, unknown> = {}) => ({
  sessionId,
  locale: 'de-de',
  pageType: 'product',
  events: names.map((name) => ({
    name,
    at: Date.now(),
    params: { currency: 'EUR', value: 120, items: [item], ...extra },
  })),
});

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  return api.call<ErrorBody & { accepted: number }>({ method: 'POST', url, body, headers });
}

async function expectAnl400(url: string, body: unknown, field: string, headers: Record<string, string> = {}) {
  const response = await post(url, body, headers);
  expect(response.status).toBe(400);
  expect(response.body.errorDetails[0]).toMatchObject({ errorId: 'ANL400', field });
  expect(response.body.errorDetails[0]!.message).toContain('analytics events cannot be recorded');
}

describe('POST /api/analytics/v1/events', () => {
  it('stores a batch sent as JSON and one sent by sendBeacon as text/plain', async () => {
    const json = await post(EVENTS, batch('session-json-1', ['view_item', 'add_to_cart']));
    expect(json.status).toBe(202);
    expect(json.body.accepted).toBe(2);
    const beacon = await post(
      EVENTS,
      JSON.stringify(batch('session-beacon-1', ['purchase'], { transaction_id: 'RL123' })),
      {
        'content-type': 'text/plain;charset=UTF-8',
      },
    );
    expect(beacon.status).toBe(202);
    const rows = await api.database.db.select().from(schema.analyticsEvents);
    const purchase = rows.find((row) => row.sessionId === 'session-beacon-1')!;
    expect(purchase).toMatchObject({ name: 'purchase', siteId: 'eu', locale: 'de-de', pageType: 'product' });
    expect(purchase.payload).toMatchObject({
      currency: 'EUR',
      value: 120,
      transaction_id: 'RL123',
      items: [item],
    });
  });

  it('answers ANL400 naming the field for bad input, and never stores any of the batch', async () => {
    const before = (await api.database.db.select().from(schema.analyticsEvents)).length;
    await expectAnl400(EVENTS, '{"sessionId":', 'body', { 'content-type': 'text/plain' });
    await expectAnl400(EVENTS, { ...batch('session-bad-1', ['view_item']), locale: 'xx-xx' }, 'body.locale');
    await expectAnl400(EVENTS, batch('session-bad-1', ['made_up_event']), 'body.events.0.name');
    await expectAnl400(EVENTS, batch('bad', ['view_item']), 'body.sessionId');
    await expectAnl400(
      EVENTS,
      batch('session-bad-1', ['purchase'], { currency: 'euro' }),
      'body.events.0.params.currency',
    );
    await expectAnl400(
      EVENTS,
      batch('session-bad-1', ['purchase'], { items: [{ ...item, discount_type: 'Clearance' }] }),
      'body.events.0.params.items.0.discount_type',
    );
    await expectAnl400(
      EVENTS,
      JSON.stringify(batch('session-bad-1', ['search'], { search_term: 'boot\u0000' })),
      'body',
      { 'content-type': 'text/plain' },
    );
    await expectAnl400(EVENTS, { ...batch('session-bad-1', []) }, 'body.events');
    await expectAnl400(EVENTS, batch('session-bad-1', Array(26).fill('view_item')), 'body.events');
    await expectAnl400(
      EVENTS,
      { sessionId: 'session-bad-1', locale: 'de-de', pageType: 'product' },
      'body.events',
    );
    expect((await api.database.db.select().from(schema.analyticsEvents)).length).toBe(before);
  });

  it('refuses an oversized batch (API413) and another content type (API415)', async () => {
    const big = batch('session-big-1', ['view_item'], { note: 'x'.repeat(400) });
    big.events = Array(25).fill(big.events[0]);
    (big.events[0]!.params as Record<string, unknown>).items = Array(50).fill({
      ...item,
      item_name: 'y'.repeat(200),
    });
    const response = await post(EVENTS, big);
    expect(response.status).toBe(413);
    expect(response.body.errorDetails[0]!.errorId).toBe('API413');
    const form = await post(EVENTS, 'a=b', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    expect(form.body.errorDetails[0]!.errorId).toBe('API415');
  });
});

describe('POST /fapi/performance/ingest', () => {
  it('stores LCP, INP and CLS with the page type, and refuses bad input with ANL400', async () => {
    const vitals = {
      locale: 'en-us',
      pageType: 'home',
      metrics: [
        { name: 'LCP', value: 1800, rating: 'good' },
        { name: 'INP', value: 120 },
        { name: 'CLS', value: 0.05 },
      ],
    };
    const ok = await post(INGEST, JSON.stringify(vitals), { 'content-type': 'text/plain' });
    expect(ok.status).toBe(202);
    expect(ok.body.accepted).toBe(3);
    await expectAnl400(INGEST, { ...vitals, metrics: [{ name: 'FID', value: 10 }] }, 'body.metrics.0.name');
    await expectAnl400(INGEST, { ...vitals, metrics: [{ name: 'LCP', value: -1 }] }, 'body.metrics.0.value');
    await expectAnl400(INGEST, { ...vitals, pageType: 'nowhere' }, 'body.pageType');
    await expectAnl400(INGEST, 'not json', 'body', { 'content-type': 'text/plain' });
  });
});

describe('GET /api/admin/v1/reports/analytics', () => {
  it('gives p75 vitals per page type and the funnel by sessions to the owner and the merchandiser only', async () => {
    for (const [value, inp, cls] of [
      [1000, 100, 0.01],
      [2000, 200, 0.02],
      [3000, 300, 0.1],
      [4000, 400, 0.2],
    ] as const) {
      await post(INGEST, {
        locale: 'fr-fr',
        pageType: 'product',
        metrics: [
          { name: 'LCP', value },
          { name: 'INP', value: inp },
          { name: 'CLS', value: cls },
        ],
      });
    }
    // Four sessions view a product, two add to cart, two begin checkout (one without adding: not counted),
    // one buys.
    await post(EVENTS, batch('funnel-1', ['view_item', 'add_to_cart', 'begin_checkout', 'purchase']));
    await post(EVENTS, batch('funnel-2', ['view_item', 'add_to_cart']));
    await post(EVENTS, batch('funnel-3', ['view_item', 'begin_checkout']));
    await post(EVENTS, batch('funnel-4', ['view_item']));

    const response = await adminCall<Report>(api, 'GET', '/api/admin/v1/reports/analytics?days=28', cookie);
    expect(response.status).toBe(200);
    expect(response.body.days).toBe(28);
    const product = response.body.vitals.find((row) => row.pageType === 'product')!;
    // percentile_cont(0.75) of 1000..4000 is 3250; of 0.01..0.2 is 0.125.
    expect(product).toMatchObject({ lcp: 3250, inp: 325, cls: 0.125 });
    expect(response.body.vitals.find((row) => row.pageType === 'home')).toMatchObject({
      lcp: 1800,
      inp: 120,
      cls: 0.05,
    });
    // Sessions before this test: session-json-1 viewed and added.
    expect(response.body.funnel).toEqual([
      { step: 'view_item', sessions: 5, rateFromPrevious: null, rateFromFirst: null },
      { step: 'add_to_cart', sessions: 3, rateFromPrevious: 0.6, rateFromFirst: 0.6 },
      { step: 'begin_checkout', sessions: 1, rateFromPrevious: 1 / 3, rateFromFirst: 0.2 },
      { step: 'purchase', sessions: 1, rateFromPrevious: 1, rateFromFirst: 0.2 },
    ]);

    const bad = await adminCall<ErrorBody>(api, 'GET', '/api/admin/v1/reports/analytics?days=3', cookie);
    expect(bad.status).toBe(400);
    expect(bad.body.errorDetails[0]!.errorId).toBe('REQ400');

    const merchandiser = await newOperator(api, 'merchandiser');
    const asMerchandiser = await adminSignIn(api, merchandiser.email, merchandiser.password);
    expect(
      (await adminCall(api, 'GET', '/api/admin/v1/reports/analytics', asMerchandiser.cookie)).status,
    ).toBe(200);
    const editor = await newOperator(api, 'content-editor');
    const asEditor = await adminSignIn(api, editor.email, editor.password);
    expect((await adminCall(api, 'GET', '/api/admin/v1/reports/analytics', asEditor.cookie)).status).toBe(
      403,
    );
  });
});
