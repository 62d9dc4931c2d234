import { operators } from '@ridgeline/commerce';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, newPage, seriousViolations, signInToBackOffice, startHarness } from '../support.ts';

const OWNER = { email: 'owner@ridgeline.test', name: 'Olivia Owner', password: 'Summit2026ok' };

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
  await operators.createOperator(
    harness.server.database!.db,
    { type: 'cli', id: 'cli:journey' },
    { ...OWNER, role: 'owner' },
  );
});

afterAll(async () => {
  await harness?.close();
});

describe('back-office stores', () => {
  it("the owner changes a store's Saturday hours, which the store locator shows at once, and adds an associate", async () => {
    const violations: string[] = [];
    const { page } = await newPage(harness);
    await signInToBackOffice(page, OWNER);
    await page
      .getByRole('navigation', { name: 'Back-office' })
      .getByRole('link', { name: 'Stores', exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === '/admin/stores');
    violations.push(...(await seriousViolations(page)));
    await page.getByLabel('Name, city, postal code or store id', { exact: true }).fill('Ridgeline So');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'Ridgeline So');
    const list = page.getByRole('table', { name: 'Stores' });
    await expect.poll(() => list.locator('tbody tr').count()).toBe(1);
    await list.getByRole('link', { name: 'Ridgeline SoHo' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/stores/ST0001');
    await expect.poll(() => page.locator('h1').innerText()).toBe('Store Ridgeline SoHo');
    violations.push(...(await seriousViolations(page)));

    // Closing before opening is refused, naming the day's field; then a valid change is saved.
    await page.getByLabel('Closes on Saturday', { exact: true }).fill('08:00');
    await page.getByRole('button', { name: 'Save the store' }).click();
    await expect.poll(() => page.getByText('Check the highlighted fields.').count()).toBe(1);
    expect(await page.locator('#closes-6-error').innerText()).toContain('close after it opens');
    violations.push(...(await seriousViolations(page)));
    await page.getByLabel('Opens on Saturday', { exact: true }).fill('09:00');
    await page.getByLabel('Closes on Saturday', { exact: true }).fill('22:30');
    await page.getByRole('button', { name: 'Save the store' }).click();
    await expect
      .poll(() => page.getByText('Ridgeline SoHo is saved; shoppers see the change now.').count())
      .toBe(1);

    // The storefront's store locator shows the new hours.
    const shopper = await newPage(harness);
    await shopper.page.goto('/en-us/stores');
    const card = shopper.page.locator('#store-ST0001');
    await card.locator('summary').click();
    await expect
      .poll(() => card.locator('dl div').filter({ hasText: 'Saturday' }).innerText())
      .toContain('22:30');

    // An associate: the demo employee, selling in SoHo under A1009.
    await page.getByLabel('Account email', { exact: true }).fill('employee@ridgeline.test');
    await page.getByLabel('Store employee id', { exact: true }).fill('A1009');
    await page.getByRole('button', { name: 'Add an associate' }).click();
    const associates = page.getByRole('table', { name: 'Associates of Ridgeline SoHo' });
    await expect.poll(() => associates.getByRole('row').filter({ hasText: 'A1009' }).count()).toBe(1);
    expect(await associates.getByRole('row').filter({ hasText: 'A1009' }).innerText()).toContain(
      'employee@ridgeline.test',
    );
    violations.push(...(await seriousViolations(page)));

    // Deactivating asks first; the store then leaves the locator.
    await page.getByRole('button', { name: 'Deactivate the store' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.innerText()).toContain('Deactivate Ridgeline SoHo?');
    await dialog.getByRole('button', { name: 'Deactivate the store' }).click();
    await expect.poll(() => page.getByText('Ridgeline SoHo is deactivated.').count()).toBe(1);
    await shopper.page.goto('/en-us/stores');
    await expect.poll(() => shopper.page.locator('#store-ST0002').count()).toBe(1);
    expect(await shopper.page.locator('#store-ST0001').count()).toBe(0);

    // The sites screen lists every site with its locales.
    await page
      .getByRole('navigation', { name: 'Back-office' })
      .getByRole('link', { name: 'Sites and locales' })
      .click();
    await page.waitForURL((url) => url.pathname === '/admin/sites');
    expect(await page.getByRole('table', { name: 'Sites' }).innerText()).toContain('de-de, fr-fr');
    violations.push(...(await seriousViolations(page)));
    expect(violations).toEqual([]);
  });
});
