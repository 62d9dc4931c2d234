import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addHikingBoot, expectAccessible, fillShippingStep, type Page } from '../purchase-steps.ts';
import { type Harness, newPage, startHarness } from '../support.ts';

/** Checkout options: the shipping-method downgrade, holds, the order's gift option, changing the store. */

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

async function chooseShippingMethod(page: Page, label: string) {
  await page.getByRole('radio', { name: new RegExp(label) }).check();
}

describe('checkout options', () => {
  it('falls back from express to standard when the new address is out of reach, and says so', async () => {
    const { context, page, errors } = await newPage(harness);
    const a11y: string[] = [];
    const productName = await addHikingBoot(page);
    await page.goto('/en-us/checkout/shipping');
    await page.getByLabel('Email').waitFor();
    await chooseShippingMethod(page, 'Express delivery');
    await fillShippingStep(page);
    await page.goto('/en-us/checkout/shipping');
    expect(await page.getByRole('radio', { name: /Express delivery/ }).isChecked()).toBe(true);

    // Alaska: express does not go there. The shipping step stays, with the changed-delivery list.
    await page.getByLabel('City').fill('Anchorage');
    await page.getByLabel('State / province').fill('AK');
    await page.getByLabel('ZIP code').fill('99501');
    await page.getByRole('button', { name: 'Continue to billing' }).click();
    const notice = page.locator('.notice-error').filter({ hasText: 'Express delivery does not reach' });
    await notice.waitFor();
    const text = await notice.innerText();
    expect(text).toContain('Please review your order');
    expect(text).toContain(`${productName}: express delivery → standard delivery`);
    expect(page.url()).toMatch(/\/checkout\/shipping$/);
    await expect.poll(() => page.getByRole('radio', { name: /Standard delivery/ }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: /Express delivery/ }).count()).toBe(0);
    await expectAccessible(page, a11y);

    await page.getByRole('button', { name: 'Continue to billing' }).click();
    await page.waitForURL(/\/checkout\/billing$/);
    expect(a11y).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
