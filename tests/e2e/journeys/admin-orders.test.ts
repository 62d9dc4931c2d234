import { operators } from '@ridgeline/commerce';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeGuestOrder, US_ADDRESS } from '../purchase-steps.ts';
import { type Harness, newPage, seriousViolations, signInToBackOffice, startHarness } from '../support.ts';

const FULFILMENT = { email: 'ship@ridgeline.test', name: 'Sam Ship', password: 'Depot2026ok' };
const SERVICE = { email: 'care@ridgeline.test', name: 'Cora Care', password: 'Helpdesk2026ok' };
const TRACKING = '1Z999AA10123456784';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
  const db = harness.server.database!.db;
  const cli = { type: 'cli', id: 'cli:journey' } as const;
  await operators.createOperator(db, cli, { ...FULFILMENT, role: 'fulfilment' });
  await operators.createOperator(db, cli, { ...SERVICE, role: 'customer-service' });
});

afterAll(async () => {
  await harness?.close();
});

/** Orders → search by number → the order's page. */
async function openOrder(page: Page, orderNumber: string) {
  await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Orders' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/orders');
  await page.locator('#q').fill(orderNumber);
  await page.getByRole('button', { name: 'Search' }).click();
  // A GET form: the search is in the address, so it can be shared.
  await page.waitForURL((url) => url.searchParams.get('q') === orderNumber);
  const list = page.getByRole('table', { name: 'Orders, newest first' });
  await expect.poll(() => list.locator('tbody tr').count()).toBe(1);
  await list.getByRole('link', { name: orderNumber }).click();
  await page.waitForURL((url) => url.pathname === `/admin/orders/${orderNumber}`);
  await expect.poll(() => page.locator('h1').innerText()).toBe(`Order ${orderNumber}`);
}

describe('back-office orders', () => {
  it('a fulfilment operator ships an order the shopper then tracks; customer service refunds part of it', async () => {
    const violations: string[] = [];
    const shopper = await newPage(harness);
    const email = 'walker@example.com';
    const { orderNumber, productName } = await placeGuestOrder(shopper.page, { ...US_ADDRESS, email });

    // The fulfilment operator: orders, but no refund or cancel; ships with a tracking number.
    const ship = await newPage(harness);
    await signInToBackOffice(ship.page, FULFILMENT);
    await ship.page.goto('/admin/orders');
    await expect.poll(() => ship.page.locator('h1').innerText()).toBe('Orders');
    violations.push(...(await seriousViolations(ship.page)));
    // A search that matches nothing says so.
    await ship.page.goto('/admin/orders?q=nobody-at-all');
    await expect
      .poll(() => ship.page.locator('.empty-state').innerText())
      .toBe('No orders match this search.');
    await openOrder(ship.page, orderNumber);
    expect(await ship.page.locator('main').innerText()).toContain(productName);
    expect(await ship.page.getByRole('link', { name: 'Cancel the order' }).count()).toBe(0);
    expect(await ship.page.getByRole('button', { name: 'Refund' }).count()).toBe(0);
    violations.push(...(await seriousViolations(ship.page)));
    // Shipping without a tracking number: the form says what is missing.
    const shipForm = ship.page.getByRole('form', { name: 'Mark as shipped' });
    await shipForm.locator('input[name="tracking"]').evaluate((input) => input.removeAttribute('required'));
    await shipForm.getByRole('button', { name: 'Mark as shipped' }).click();
    await expect.poll(() => shipForm.locator('.field-error').innerText()).not.toBe('');
    await shipForm.locator('input[name="tracking"]').fill(TRACKING);
    await shipForm.locator('input[name="carrier"]').fill('UPS');
    await shipForm.getByRole('button', { name: 'Mark as shipped' }).click();
    await expect
      .poll(() => ship.page.locator('.notice-success').innerText())
      .toContain('The shipment is shipped.');
    await expect.poll(() => ship.page.getByTestId('admin-order-status').innerText()).toBe('Shipped');
    expect(await ship.page.getByTestId('shipment-state').innerText()).toContain(TRACKING);
    // The next step of the shipment is offered now.
    expect(await ship.page.getByRole('button', { name: 'Mark as delivered' }).count()).toBe(1);
    violations.push(...(await seriousViolations(ship.page)));
    // Payments to watch: open to orders:read.
    await ship.page.getByRole('link', { name: 'Payments to watch' }).click();
    await expect.poll(() => ship.page.locator('h1').innerText()).toBe('Payments to watch');
    violations.push(...(await seriousViolations(ship.page)));
    expect(ship.errors).toEqual([]);
    await ship.context.close();

    // The shopper's order page (guest lookup) shows the tracking number.
    const { page } = shopper;
    await page.goto('/en-us');
    await page
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('link', { name: 'Track your order' })
      .click();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Order number').fill(orderNumber);
    await page.getByRole('button', { name: 'Find my order' }).click();
    await page.waitForURL(new RegExp(`/en-us/order-status/${orderNumber}$`));
    await expect.poll(() => page.getByTestId('order-status').innerText()).toBe('Status: Shipped');
    expect(await page.getByTestId('tracking-number').innerText()).toBe(`Tracking number: ${TRACKING}`);
    await shopper.context.close();

    // Customer service: no fulfilment forms; refunds part of the card payment.
    const care = await newPage(harness);
    await signInToBackOffice(care.page, SERVICE);
    await openOrder(care.page, orderNumber);
    expect(await care.page.getByRole('button', { name: 'Mark as delivered' }).count()).toBe(0);
    const before = await care.page.getByTestId('refundable').innerText();
    // Too much: the API's ADM412, in the operator's language, on the refund form.
    await care.page.locator('#refund-amount').fill('99999');
    await care.page.locator('#refund-reason').fill('Goodwill');
    await care.page.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect
      .poll(() => care.page.locator('.notice-error').innerText())
      .toContain('more than what is left to refund');
    await care.page.locator('#refund-amount').fill('5.00');
    await care.page.locator('#refund-reason').fill('Scuffed box');
    await care.page.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect.poll(() => care.page.locator('.notice-success').innerText()).toBe('$5.00 refunded.');
    const payments = care.page.getByRole('table', { name: 'Payments' });
    await expect.poll(() => payments.innerText()).toContain('$5.00');
    expect(await care.page.getByTestId('refundable').innerText()).not.toBe(before);
    violations.push(...(await seriousViolations(care.page)));
    // A note, kept on the order.
    await care.page.locator('#note-text').fill('Shopper called about the box.');
    await care.page.getByRole('button', { name: 'Add the note' }).click();
    await expect
      .poll(() => care.page.locator('.admin-notes').innerText())
      .toContain('Shopper called about the box.');
    // An unknown order: the API's OHS4004 in the operator's language.
    const missing = await care.page.goto('/admin/orders/RL0000000000');
    expect(missing?.status()).toBe(404);
    await expect
      .poll(() => care.page.locator('.notice-error').innerText())
      .toContain('We could not find this order');
    violations.push(...(await seriousViolations(care.page)));
    expect(care.errors).toEqual([]);
    await care.context.close();

    expect(violations).toEqual([]);
  });

  it('customer service cancels an order after confirming, with a reason, and sends its email again', async () => {
    const shopper = await newPage(harness);
    const { orderNumber } = await placeGuestOrder(shopper.page, {
      ...US_ADDRESS,
      email: 'changed.mind@example.com',
    });
    await shopper.context.close();

    const { context, page, errors } = await newPage(harness);
    await signInToBackOffice(page, SERVICE);
    await openOrder(page, orderNumber);
    await page.getByRole('button', { name: 'Cancel the order' }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`Cancel order ${orderNumber}\\?`) });
    await dialog.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // Keeping it changes nothing.
    await dialog.getByRole('button', { name: 'Keep the order' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('admin-order-status').innerText()).toBe('Placed');
    await page.getByRole('button', { name: 'Cancel the order' }).click();
    await dialog.getByLabel('Reason').fill('The shopper asked by phone');
    await dialog.getByRole('button', { name: 'Cancel the order' }).click();
    await expect.poll(() => page.locator('.notice-success').innerText()).toBe('The order is cancelled.');
    await expect.poll(() => page.getByTestId('admin-order-status').innerText()).toBe('Cancelled');
    expect(await page.getByRole('button', { name: 'Cancel the order' }).count()).toBe(0);

    // The shipped email of an order that never shipped: the API's ADM414, in the operator's language.
    await page.locator('#resend-email').selectOption('shipped');
    await page.getByRole('button', { name: 'Send again' }).click();
    await expect
      .poll(() => page.locator('.notice-error').innerText())
      .toBe('This email cannot be sent for the order in its current state.');
    await page.locator('#resend-email').selectOption('cancelled');
    await page.getByRole('button', { name: 'Send again' }).click();
    await expect
      .poll(() => page.locator('.notice-success').innerText())
      .toBe('The email will be sent again.');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  // axe needs JavaScript in the page: the same pages are checked with it above.
  it('works without JavaScript: a filtered list in the address, and the cancel confirmation as a page state', async () => {
    const shopper = await newPage(harness);
    const { orderNumber } = await placeGuestOrder(shopper.page, {
      ...US_ADDRESS,
      email: 'no.script@example.com',
    });
    await shopper.context.close();

    const { context, page, errors } = await newPage(harness, { javaScriptEnabled: false, width: 820 });
    await signInToBackOffice(page, SERVICE);
    await page.goto(`/admin/orders?q=${orderNumber}&status=created&siteId=us`);
    expect(await page.locator('#status').inputValue()).toBe('created');
    const list = page.getByRole('table', { name: 'Orders, newest first' });
    expect(await list.locator('tbody tr').count()).toBe(1);
    // Another status filters it out.
    await page.locator('#status').selectOption('cancelled');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'cancelled');
    expect(await page.locator('.empty-state').innerText()).toBe('No orders match this search.');

    await page.goto(`/admin/orders/${orderNumber}`);
    await page.getByRole('link', { name: 'Cancel the order' }).click();
    await page.waitForURL((url) => url.searchParams.get('confirm') === 'cancel');
    const confirm = page.getByRole('region', { name: new RegExp(`Cancel order ${orderNumber}\\?`) });
    await confirm.getByLabel('Reason').fill('Duplicate order');
    await confirm.getByRole('button', { name: 'Cancel the order' }).click();
    await expect.poll(() => page.locator('.notice-success').innerText()).toBe('The order is cancelled.');
    expect(await page.getByTestId('admin-order-status').innerText()).toBe('Cancelled');
    expect(errors).toEqual([]);
    await context.close();
  });
});
