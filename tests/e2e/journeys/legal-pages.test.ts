import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, newPage, seriousViolations, startHarness } from '../support.ts';

// The terms, policy and programme pages (decision 085): content page documents of the demo content
// (packages/db/src/seed/content/legal), complete in each language, at the paths the spec names.

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

const PATHS = [
  '/sale-terms',
  '/privacy',
  '/policies/shipping-terms',
  '/help/returns/how-to-return',
  '/brand-terms',
  '/loyalty-terms',
  '/sms-terms',
  '/associate-discount-terms',
  '/xplr-pass',
];

const EXPECTED = {
  'en-us': { saleTerms: 'Terms of sale', withdrawal: 'Right of withdrawal', privacy: 'Privacy policy' },
  'fr-fr': {
    saleTerms: 'Conditions générales de vente',
    withdrawal: 'Droit de rétractation',
    privacy: 'Politique de confidentialité',
  },
  'de-de': {
    saleTerms: 'Allgemeine Geschäftsbedingungen',
    withdrawal: 'Widerrufsrecht',
    privacy: 'Datenschutzerklärung',
  },
} as const;

describe.each(Object.keys(EXPECTED) as (keyof typeof EXPECTED)[])('the legal pages in %s', (locale) => {
  it('answer at every path with a title, headed sections and the full text, accessibly', async () => {
    const { context, page, errors } = await newPage(harness, { width: 1280 });
    const violations: string[] = [];
    const titles = new Set<string>();
    for (const path of PATHS) {
      const response = await page.goto(`/${locale}${path}`);
      expect(response?.status(), path).toBe(200);
      const title = await page.getByRole('heading', { level: 1 }).innerText();
      titles.add(title);
      const main = page.locator('main');
      expect(await main.getByRole('heading', { level: 2 }).count(), path).toBeGreaterThanOrEqual(5);
      expect((await main.innerText()).length, path).toBeGreaterThan(900);
      violations.push(...(await seriousViolations(page)).map((v) => `${path}: ${v}`));
    }
    expect(titles.size).toBe(PATHS.length);

    const words = EXPECTED[locale];
    await page.goto(`/${locale}/sale-terms`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(words.saleTerms);
    expect(await page.getByRole('heading', { level: 2, name: words.withdrawal }).count()).toBe(1);
    expect(await page.locator('main').innerText()).toContain('14');
    await page.goto(`/${locale}/privacy`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(words.privacy);

    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
