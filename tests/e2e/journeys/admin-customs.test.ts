import { operators } from '@ridgeline/commerce';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, newPage, seriousViolations, signInToBackOffice, startHarness } from '../support.ts';

const MERCHANDISER = { email: 'merch@ridgeline.test', name: 'Mina Merchandiser', password: 'Summit2026ok' };
const CRESTONE = '/en-us/p/crestone-backpacking-boot-mens-RL100002';

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

const lacesOf = (page: Page) =>
  page.locator('form.customs-form').getByLabel('Laces').locator('option').allInnerTexts();

describe('back-office customisation templates', () => {
  it('a merchandiser renames a colour, stops offering another and raises the surcharge; the customiser shows it', async () => {
    const violations: string[] = [];
    const shopper = await newPage(harness);
    await shopper.page.goto(CRESTONE);
    const customiser = shopper.page.locator('form.customs-form');
    await customiser.getByText('Customisation: +$40.00; monogram: +$10.00').waitFor();
    expect(await lacesOf(shopper.page)).toEqual(['Black', 'Red', 'Yellow', 'Blue']);

    const { page } = await newPage(harness);
    await signInToBackOffice(page, MERCHANDISER);
    await page
      .getByRole('navigation', { name: 'Back-office' })
      .getByRole('link', { name: 'Customisation', exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === '/admin/customs');
    violations.push(...(await seriousViolations(page)));
    await page
      .getByRole('table', { name: 'Customisable products' })
      .getByRole('link', { name: /Crestone Backpacking Boot/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/admin/customs/RL100002');
    violations.push(...(await seriousViolations(page)));

    // A colour that is not #rrggbb is refused on its field; nothing is saved.
    const hex = page.getByLabel('Colour (#rrggbb), Red', { exact: true });
    await hex.fill('red');
    await page.getByRole('button', { name: 'Save the template' }).click();
    await page.getByText('Enter a colour such as #1d1d1b.').waitFor();
    expect(await page.getByText('Some fields need attention.').count()).toBe(1);
    violations.push(...(await seriousViolations(page)));

    await page.getByLabel('Colour (#rrggbb), Red', { exact: true }).fill('#c0392b');
    await page.getByLabel('Name in English, Red', { exact: true }).fill('Signal red');
    await page.getByLabel('Offered, Yellow', { exact: true }).uncheck();
    await page.getByLabel('Design surcharge (USD)', { exact: true }).fill('45.00');
    await page.getByRole('button', { name: 'Save the template' }).click();
    await page.getByText(/^The template of Crestone .* is saved: the product page shows it now\.$/).waitFor();
    // The curated design with yellow laces is no longer shown to shoppers.
    const curated = page.getByRole('table', { name: 'Curated designs' });
    await expect
      .poll(() => curated.getByRole('row').filter({ hasText: 'CRESTONE-ALPINE' }).innerText())
      .toContain('No: it uses a colour that is disabled or removed');
    violations.push(...(await seriousViolations(page)));

    // The storefront's customiser, reloaded: the new name, no yellow, the new surcharge.
    await shopper.page.reload();
    await customiser.getByText('Customisation: +$45.00; monogram: +$10.00').waitFor();
    expect(await lacesOf(shopper.page)).toEqual(['Black', 'Signal red', 'Blue']);
    expect(await customiser.getByLabel('Design').locator('option').allInnerTexts()).not.toContain(
      expect.stringContaining('Alpine'),
    );
    violations.push(...(await seriousViolations(shopper.page)));
    expect(violations).toEqual([]);
  });
});
