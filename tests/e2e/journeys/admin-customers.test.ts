import { readFileSync } from 'node:fs';
import { accounts, operators, orders, shopContext } from '@ridgeline/commerce';
import { eq, schema } from '@ridgeline/db';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeGuestOrder, US_ADDRESS } from '../purchase-steps.ts';
import { type Harness, newPage, seriousViolations, signInToBackOffice, startHarness } from '../support.ts';

const OWNER = { email: 'owner@ridgeline.test', name: 'Olivia Owner', password: 'Summit2026ok' };
const SERVICE = { email: 'care@ridgeline.test', name: 'Cora Care', password: 'Helpdesk2026ok' };
const SHOPPER = { email: 'wren.walker@example.com', firstName: 'Wren', lastName: 'Walkerley' };

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
  const db = harness.server.database!.db;
  const cli = { type: 'cli', id: 'cli:journey' } as const;
  await operators.createOperator(db, cli, { ...OWNER, role: 'owner' });
  await operators.createOperator(db, cli, { ...SERVICE, role: 'customer-service' });
});

afterAll(async () => {
  await harness?.close();
});

/** Customers → search by last name → the customer's page. */
async function openCustomer(page: Page, violations: string[]) {
  await page
    .getByRole('navigation', { name: 'Back-office' })
    .getByRole('link', { name: 'Customers' })
    .click();
  await page.waitForURL((url) => url.pathname === '/admin/customers');
  await expect.poll(() => page.locator('h1').innerText()).toBe('Customers');
  violations.push(...(await seriousViolations(page)));
  await page.getByLabel('Email, last name, phone or loyalty number').fill('walkerl');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.waitForURL((url) => url.searchParams.get('q') === 'walkerl');
  const list = page.getByRole('table', { name: 'Customers, newest account first' });
  await expect.poll(() => list.locator('tbody tr').count()).toBe(1);
  expect(await list.locator('tbody tr').innerText()).toContain(SHOPPER.email);
  violations.push(...(await seriousViolations(page)));
  await list.getByRole('link', { name: `${SHOPPER.firstName} ${SHOPPER.lastName}` }).click();
  await page.waitForURL((url) => /^\/admin\/customers\/[0-9a-f-]{36}$/.test(url.pathname));
  await expect.poll(() => page.locator('h1').innerText()).toBe(`${SHOPPER.firstName} ${SHOPPER.lastName}`);
}

describe('back-office customers', () => {
  it('customer service finds a customer and their orders; the owner erases them after typing the email, then sets a site to pre-moderation', async () => {
    const violations: string[] = [];
    // A guest buys, then makes an account with the same email and takes the order into it.
    const shopper = await newPage(harness);
    const { orderNumber } = await placeGuestOrder(shopper.page, {
      ...US_ADDRESS,
      email: SHOPPER.email,
      firstName: SHOPPER.firstName,
      lastName: SHOPPER.lastName,
    });
    const db = harness.server.database!.db;
    const { shopperId } = await accounts.signUp(db, shopContext('en-us'), {
      email: SHOPPER.email,
      password: 'Trailhead2026ok',
      firstName: SHOPPER.firstName,
      lastName: SHOPPER.lastName,
      birthDate: '1991-04-12',
      phone: '2125550147',
      phoneCode: '+1',
      postalCode: '10118',
      brandTerms: true,
      policy: true,
      loyaltyTerms: true,
      codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    } as Parameters<typeof accounts.signUp>[2]);
    const [order] = await db.select().from(schema.orders).where(eq(schema.orders.orderNumber, orderNumber));
    expect(await orders.claimGuestOrder(db, orderNumber, order!.lookupToken, shopperId)).toBe(true);

    // Customer service: finds the customer, sees the order, fixes the phone, downloads the data export.
    const care = await newPage(harness);
    await signInToBackOffice(care.page, SERVICE);
    const nav = care.page.getByRole('navigation', { name: 'Back-office' });
    await expect.poll(() => nav.getByRole('link').allInnerTexts()).toContain('Customers');
    await openCustomer(care.page, violations);
    violations.push(...(await seriousViolations(care.page)));
    expect(await care.page.getByTestId('customer-email').innerText()).toBe(SHOPPER.email);
    expect(await care.page.getByTestId('loyalty-points').innerText()).toBe('250');
    const ordersTable = care.page.getByRole('table', {
      name: 'The customer’s most recent orders, newest first',
    });
    await expect.poll(() => ordersTable.locator('tbody tr').count()).toBe(1);
    // Erasure is the owner's: customer service is not offered it.
    expect(await care.page.getByRole('link', { name: 'Erase this customer…' }).count()).toBe(0);

    await care.page.getByLabel('Phone', { exact: true }).fill('2125550188');
    await care.page.getByRole('button', { name: 'Save the changes' }).click();
    await expect
      .poll(() => care.page.locator('.notice-success').innerText())
      .toBe('The customer’s details are saved.');
    violations.push(...(await seriousViolations(care.page)));

    const download = care.page.waitForEvent('download');
    await care.page.getByRole('button', { name: 'Download the data export (JSON)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`customer-${shopperId}.json`);
    const exported = JSON.parse(readFileSync((await file.path())!, 'utf8'));
    expect(exported.account.email).toBe(SHOPPER.email);
    expect(exported.orders.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([orderNumber]);

    await ordersTable.getByRole('link', { name: orderNumber }).click();
    await care.page.waitForURL((url) => url.pathname === `/admin/orders/${orderNumber}`);
    await expect.poll(() => care.page.locator('h1').innerText()).toBe(`Order ${orderNumber}`);

    // The owner: erases the customer, told first what goes and what the law keeps; the email must match.
    const owner = await newPage(harness);
    await signInToBackOffice(owner.page, OWNER);
    await openCustomer(owner.page, violations);
    await owner.page.getByRole('link', { name: 'Erase this customer…' }).click();
    await owner.page.waitForURL((url) => url.searchParams.get('confirm') === 'erase');
    const confirm = owner.page.getByRole('heading', { name: `Erase ${SHOPPER.email}?` });
    await confirm.waitFor();
    expect(await owner.page.getByTestId('erase-kept').innerText()).toContain('orders and their invoices');
    violations.push(...(await seriousViolations(owner.page)));
    const typed = owner.page.getByLabel('Type the customer’s email to confirm');
    await typed.fill('wren@example.com');
    await owner.page.getByRole('button', { name: 'Erase for good' }).click();
    await expect.poll(() => typed.getAttribute('aria-invalid')).toBe('true');
    expect(await owner.page.locator('#erase-confirm-email-error').innerText()).toBe(
      'The email typed does not match the customer’s: nothing was erased.',
    );
    violations.push(...(await seriousViolations(owner.page)));
    await typed.fill(SHOPPER.email);
    await owner.page.getByRole('button', { name: 'Erase for good' }).click();
    await expect
      .poll(() => owner.page.locator('.notice-success').innerText())
      .toBe('The customer is erased. Their orders are kept as the law requires.');
    await expect.poll(() => owner.page.getByTestId('customer-erased').count()).toBe(1);
    expect(await owner.page.locator('h1').innerText()).toBe('Erased customer');
    expect(await owner.page.getByTestId('customer-email').innerText()).toBe('Not given');
    // The order stays, for the law.
    const kept = owner.page.getByRole('table', { name: 'The customer’s most recent orders, newest first' });
    await expect.poll(() => kept.locator('tbody tr').count()).toBe(1);
    violations.push(...(await seriousViolations(owner.page)));

    // The search no longer finds the person.
    await owner.page.goto('/admin/customers?q=walkerl');
    await expect
      .poll(() => owner.page.locator('.empty-state').innerText())
      .toBe('No customers match this search.');

    // Settings: the owner has US reviews and questions wait for a moderator.
    await owner.page
      .getByRole('navigation', { name: 'Back-office' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await owner.page.waitForURL((url) => url.pathname === '/admin/settings');
    await expect.poll(() => owner.page.locator('h1').innerText()).toBe('Settings');
    violations.push(...(await seriousViolations(owner.page)));
    await owner.page
      .getByRole('combobox', { name: 'Reviews and questions on Ridgeline US' })
      .selectOption('pre');
    await owner.page.getByRole('button', { name: 'Save for Ridgeline US' }).click();
    await expect
      .poll(() => owner.page.locator('.notice-success').innerText())
      .toBe('Ridgeline US: Moderated before publication.');
    expect(
      await owner.page.getByRole('combobox', { name: 'Reviews and questions on Ridgeline US' }).inputValue(),
    ).toBe('pre');
    violations.push(...(await seriousViolations(owner.page)));
    // Customer service has no Settings.
    expect(await nav.getByRole('link', { name: 'Settings' }).count()).toBe(0);

    for (const { errors, context } of [shopper, care, owner]) {
      expect(errors).toEqual([]);
      await context.close();
    }
    expect(violations).toEqual([]);
  });
});
