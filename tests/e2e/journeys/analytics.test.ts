import { operators } from '@ridgeline/commerce';
import { refusedGroups } from '@ridgeline/contracts';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addHikingBoot, fillShippingStep, submitCard } from '../purchase-steps.ts';
import {
  type Harness,
  newPage,
  optanonConsent,
  seriousViolations,
  signInToBackOffice,
  startHarness,
} from '../support.ts';

const MERCHANDISER = { email: 'merch@ridgeline.test', name: 'Max Merch', password: 'Counter2026ok' };

/**
 * Decision 099: a purchase produces GA4's ecommerce sequence in `window.dataLayer` with the right values,
 * and in de-de without performance and analytics consent (C0002) nothing is pushed or sent.
 */

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
  await operators.createOperator(
    harness.server.database!.db,
    { type: 'cli', id: 'cli:journey' },
    { ...MERCHANDISER, role: 'merchandiser' },
  );
});
afterAll(async () => {
  await harness?.close();
});

type Pushed = { event?: string; ecommerce?: Ecommerce | null };
type Item = { item_id: string; item_name: string; price: number; quantity?: number; item_variant?: string };
type Ecommerce = {
  currency?: string;
  value?: number;
  tax?: number;
  shipping?: number;
  transaction_id?: string;
  shipping_tier?: string;
  payment_type?: string;
  items?: Item[];
};

/**
 * Every push to `window.dataLayer` on every page of the context, as a tag manager sees it (a page load
 * starts a new data layer, so the pushes are recorded as they happen), and every request to the collector
 * and the web-vitals ingest.
 */
async function recordAnalytics(context: BrowserContext) {
  const pushed: Pushed[] = [];
  const sent: string[] = [];
  await context.exposeBinding('__recordPush', (_source, event: Pushed) => pushed.push(event));
  await context.addInitScript(() => {
    const layer: unknown[] = [];
    const record = (window as unknown as { __recordPush: (event: unknown) => void }).__recordPush;
    layer.push = (...events: unknown[]) => {
      for (const event of events) record(JSON.parse(JSON.stringify(event)));
      return Array.prototype.push.apply(layer, events);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
  context.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/analytics/v1/events' || pathname === '/api/fapi/performance/ingest') {
      sent.push(pathname);
    }
  });
  return { pushed, sent };
}

const consentCookie = (performance: boolean) => ({
  name: 'OptanonConsent',
  value: optanonConsent({ ...refusedGroups(), C0002: performance }),
  url: harness.url,
});

describe('analytics', () => {
  it('a purchase pushes view_item, add_to_cart, begin_checkout, add_shipping_info, add_payment_info and purchase with their values', async () => {
    const { context, page } = await newPage(harness);
    await context.addCookies([consentCookie(true)]);
    const { pushed, sent } = await recordAnalytics(context);
    const productName = await addHikingBoot(page);
    await page.goto('/en-us/cart');
    await page.getByRole('link', { name: 'Checkout', exact: true }).first().click();
    await page.waitForURL(/\/checkout\/shipping$/);
    await fillShippingStep(page);
    await submitCard(page, '4242424242424242');
    await page.waitForURL(/\/checkout\/summary$/);
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/en-us\/order-confirmation\?orderNo=/);
    const orderNumber = (await page.getByTestId('order-number').innerText()).trim();

    const ecommerceEvents = () => pushed.filter((entry) => entry.event && entry.ecommerce);
    await expect.poll(() => ecommerceEvents().some((entry) => entry.event === 'purchase')).toBe(true);
    const names = ecommerceEvents().map((entry) => entry.event);
    const sequence = [
      'view_item',
      'add_to_cart',
      'view_cart',
      'begin_checkout',
      'add_shipping_info',
      'add_payment_info',
      'purchase',
    ];
    expect(names.filter((name) => sequence.includes(name!))).toEqual(sequence);
    // GA4's rule: each ecommerce event is preceded by clearing the previous ecommerce object.
    expect(
      pushed.filter((entry) => entry.event === undefined && entry.ecommerce === null).length,
    ).toBeGreaterThanOrEqual(sequence.length);

    const of = (name: string) => ecommerceEvents().find((entry) => entry.event === name)!.ecommerce!;
    const viewed = of('view_item');
    const added = of('add_to_cart');
    const purchase = of('purchase');
    expect(viewed.items![0]).toMatchObject({
      item_name: productName,
      item_brand: expect.stringMatching(/^Ridgeline/),
    });
    expect(added).toMatchObject({ currency: 'USD', value: added.items![0]!.price });
    expect(added.items![0]).toMatchObject({
      item_id: viewed.items![0]!.item_id,
      item_name: productName,
      quantity: 1,
    });
    expect(of('add_shipping_info').shipping_tier).toBe('STH');
    expect(of('add_payment_info').payment_type).toBeTruthy();
    expect(purchase).toMatchObject({ transaction_id: orderNumber, currency: 'USD' });
    expect(purchase.items).toEqual([
      expect.objectContaining({
        item_id: viewed.items![0]!.item_id,
        item_name: productName,
        price: added.items![0]!.price,
        quantity: 1,
      }),
    ]);
    const lines = purchase.items!.reduce((sum, item) => sum + item.price * (item.quantity ?? 1), 0);
    expect(purchase.value).toBeCloseTo(lines + (purchase.shipping ?? 0) + (purchase.tax ?? 0), 2);
    // The same events reached the first-party collector: the merchandiser's funnel counts this session.
    await expect.poll(() => sent.includes('/api/analytics/v1/events')).toBe(true);
    await signInToBackOffice(page, MERCHANDISER);
    await page
      .getByRole('navigation', { name: 'Back-office' })
      .getByRole('link', { name: 'Analytics' })
      .click();
    await page.waitForURL((url) => url.pathname === '/admin/analytics');
    const funnel = page.getByRole('table', { name: 'Purchase funnel (sessions)' });
    await expect
      .poll(() => funnel.locator('tbody tr').allInnerTexts())
      .toEqual([
        expect.stringMatching(/^Viewed a product\s+1\s/),
        expect.stringMatching(/^Added to cart\s+1\s+100%\s+100%/),
        expect.stringMatching(/^Began checkout\s+1\s+100%\s+100%/),
        expect.stringMatching(/^Purchased\s+1\s+100%\s+100%/),
      ]);
    await page.getByRole('table', { name: 'Core Web Vitals (p75) per page type' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('in de-de without C0002 consent nothing is pushed, sent or measured', async () => {
    const { context, page } = await newPage(harness);
    await context.addCookies([consentCookie(false)]);
    const { pushed, sent } = await recordAnalytics(context);
    await page.goto('/de-de/search?q=boot');
    const tile = page.locator('.product-grid .tile').first();
    await tile.locator('.tile-name a').click();
    await page.waitForURL(/\/de-de\/p\//);
    await page.locator('.size-option input:not([disabled])').first().check({ force: true });
    await page.locator('.buy-form button[type="submit"]').first().click();
    await page.locator('.buy-status .notice-success').waitFor();
    await page.goto('/de-de/cart');
    await page.locator('.cart-lines').waitFor();
    // Hidden pages send what is waiting: a tab switch would have sent something by now.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.waitForTimeout(2500);
    expect(pushed).toEqual([]);
    expect(sent).toEqual([]);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('_ga');
    await context.close();
  });
});
