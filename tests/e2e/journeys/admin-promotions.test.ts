import { operators } from '@ridgeline/commerce';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addHikingBoot } from '../purchase-steps.ts';
import { type Harness, newPage, seriousViolations, signInToBackOffice, startHarness } from '../support.ts';

const OWNER = { email: 'owner.promos@ridgeline.test', name: 'Olga Owner', password: 'Owner2026okay' };
const MERCH = { email: 'merch.promos@ridgeline.test', name: 'Mia Merch', password: 'Promos2026ok' };
const RECIPIENT = 'lucky.friend@example.com';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
  const db = harness.server.database!.db;
  const cli = { type: 'cli', id: 'cli:journey' } as const;
  await operators.createOperator(db, cli, { ...OWNER, role: 'owner' });
  await operators.createOperator(db, cli, { ...MERCH, role: 'merchandiser' });
});

afterAll(async () => {
  await harness?.close();
});

describe('back-office promotions', () => {
  it('a merchandiser creates a coupon promotion and codes, a shopper gets the discount, disabling stops it', async () => {
    const { context, page, errors } = await newPage(harness);
    const violations: string[] = [];
    await signInToBackOffice(page, MERCH);
    const nav = page.getByRole('navigation', { name: 'Back-office' });
    await nav.getByRole('link', { name: 'Promotions' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/promotions');
    await expect.poll(() => page.locator('h1').innerText()).toBe('Promotions');
    expect(await page.getByRole('table', { name: 'Promotions, newest first' }).innerText()).toContain(
      '10% off your first order',
    );
    violations.push(...(await seriousViolations(page)));

    // A percentage off without its percentage: the reason under the field, in the operator's language.
    await page.getByRole('link', { name: 'New promotion' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/promotions/new');
    await page.getByLabel('English').first().fill('Boot week');
    await page.getByLabel('What it does').selectOption('ORDER:percent_off');
    await page.getByRole('button', { name: 'Create the promotion' }).click();
    await expect
      .poll(() => page.locator('#promotion-percent-error').innerText())
      .toBe('A percentage from 1 to 100 is required');
    expect(await page.getByLabel('Percentage').getAttribute('aria-invalid')).toBe('true');
    violations.push(...(await seriousViolations(page)));
    await page.getByLabel('Percentage').fill('15');
    await page.getByLabel('Applies only with a code').check();
    await page.getByRole('button', { name: 'Create the promotion' }).click();
    await page.waitForURL((url) => /^\/admin\/promotions\/PRM-/.test(url.pathname));
    await expect.poll(() => page.locator('h1').innerText()).toBe('Boot week');
    await expect.poll(() => page.getByTestId('promotion-status').innerText()).toBe('Active');
    violations.push(...(await seriousViolations(page)));

    // Five unguessable codes with a prefix, listed, and downloadable as CSV.
    const bulk = page.getByRole('form', { name: 'Generate codes' });
    await bulk.getByLabel('How many').fill('5');
    await bulk.getByLabel('Prefix').fill('boot-');
    await bulk.getByRole('button', { name: 'Generate' }).click();
    await expect.poll(() => page.locator('.notice-success').innerText()).toBe('5 codes added.');
    const codes = (await page.getByTestId('new-codes').locator('code').innerText()).split(', ');
    expect(codes).toHaveLength(5);
    for (const code of codes) expect(code).toMatch(/^BOOT-[2-9A-HJKMNP-Z]{10}$/);
    const table = page.getByRole('table', { name: 'Codes and their use' });
    await expect.poll(() => table.locator('tbody tr').count()).toBe(5);
    violations.push(...(await seriousViolations(page)));
    const href = await page.getByRole('link', { name: 'Download every code (CSV)' }).getAttribute('href');
    const csv = await page.request.get(href!);
    expect(csv.headers()['content-type']).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('code,timesRedeemed,singleUse,usedByOrder,usedAt,createdAt');
    expect(
      lines
        .slice(1)
        .map((line) => line.split(',')[0])
        .sort(),
    ).toEqual([...codes].sort());

    // A shopper applies one code in the cart and sees the discount at once.
    const shopper = await newPage(harness);
    await addHikingBoot(shopper.page);
    await shopper.page.goto('/en-us/cart');
    await shopper.page.locator('.cart-line').first().waitFor();
    await shopper.page.getByLabel('Enter a promo code').fill(codes[0]!.toLowerCase());
    await shopper.page.getByRole('button', { name: 'Apply code' }).click();
    await shopper.page.getByText(`Promo code ${codes[0]} applied.`).waitFor();
    const applied = shopper.page.locator('.promotion-list .promotion-applied', { hasText: 'Boot week' });
    await expect.poll(() => applied.innerText()).toMatch(/−\$\d/);

    // Disabling asks first; then the shopper's cart no longer takes the discount.
    await page.getByRole('button', { name: 'Disable' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('Disable “Boot week”?');
    violations.push(...(await seriousViolations(page)));
    await dialog.getByRole('button', { name: 'Disable' }).click();
    await expect.poll(() => page.locator('.notice-success').innerText()).toBe('The promotion is disabled.');
    await expect.poll(() => page.getByTestId('promotion-status').innerText()).toBe('Disabled');
    await shopper.page.reload();
    await shopper.page.locator('.cart-line').first().waitFor();
    expect(
      await shopper.page.locator('.promotion-list .promotion-applied', { hasText: 'Boot week' }).count(),
    ).toBe(0);
    await page.getByRole('link', { name: 'Back to promotions' }).click();
    await page.locator('#status').selectOption('disabled');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'disabled');
    await expect
      .poll(() => page.getByRole('table', { name: 'Promotions, newest first' }).innerText())
      .toContain('Boot week');
    violations.push(...(await seriousViolations(page)));

    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
    await context.close();
  });

  it('an owner issues a gift card by email, looks it up by number, disables it; and looks up a member', async () => {
    const { context, page, errors } = await newPage(harness);
    const violations: string[] = [];
    await signInToBackOffice(page, OWNER);
    const nav = page.getByRole('navigation', { name: 'Back-office' });
    await nav.getByRole('link', { name: 'Gift cards' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/gift-cards');
    await expect.poll(() => page.locator('h1').innerText()).toBe('Gift cards');
    violations.push(...(await seriousViolations(page)));

    const issue = page.getByRole('form', { name: 'Issue a card' });
    await issue.getByLabel('Amount').fill('abc');
    await issue.getByRole('button', { name: 'Issue the card' }).click();
    await expect.poll(() => page.locator('#issue-amount-error').innerText()).not.toBe('');
    await page.getByRole('form', { name: 'Issue a card' }).getByLabel('Amount').fill('25.00');
    await page.getByRole('form', { name: 'Issue a card' }).getByLabel('Recipient’s email').fill(RECIPIENT);
    await page.getByRole('form', { name: 'Issue a card' }).getByLabel('Recipient’s name').fill('Lee');
    await page
      .getByRole('form', { name: 'Issue a card' })
      .getByRole('button', { name: 'Issue the card' })
      .click();
    await expect
      .poll(() => page.locator('.notice-success').innerText())
      .toBe(`The card is issued and emailed to ${RECIPIENT}.`);
    const number = (await page.getByTestId('gift-card-number').locator('code').innerText()).trim();
    expect(number).toMatch(/^([0-9A-F]{4} ){7}[0-9A-F]{4}$/);
    violations.push(...(await seriousViolations(page)));

    const lookup = page.getByRole('form', { name: 'Look up a card' });
    await lookup.getByLabel('Card number').fill(number);
    await lookup.getByRole('button', { name: 'Find' }).click();
    const found = page.getByRole('region', { name: `Card •••• ${number.slice(-4)}` });
    await expect.poll(() => found.getByTestId('gift-card-balance').innerText()).toBe('$25.00');
    expect(await found.innerText()).not.toContain(number);
    expect(await found.getByRole('table', { name: 'Transactions' }).innerText()).toContain('Issued');
    violations.push(...(await seriousViolations(page)));
    await found.getByRole('button', { name: 'Disable the card' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    violations.push(...(await seriousViolations(page)));
    await dialog.getByRole('button', { name: 'Disable the card' }).click();
    await expect
      .poll(() => page.locator('.notice-success').innerText())
      .toBe(`Card •••• ${number.slice(-4)} is disabled.`);
    await expect.poll(() => page.getByTestId('gift-card-status').innerText()).toBe('Disabled');

    // The email went through the outbox.
    await nav.getByRole('link', { name: 'Outbox' }).click();
    await page.locator('#to').fill(RECIPIENT);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect
      .poll(() => page.getByRole('table', { name: 'Emails, newest first' }).locator('tbody tr').count())
      .toBe(1);

    // Loyalty: an unknown member is said so.
    await nav.getByRole('link', { name: 'Loyalty' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/loyalty');
    violations.push(...(await seriousViolations(page)));
    await page.getByLabel('Member id or email').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.locator('.notice-error').innerText()).not.toBe('');
    violations.push(...(await seriousViolations(page)));

    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
