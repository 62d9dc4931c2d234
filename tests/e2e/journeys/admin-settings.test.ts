import { operators } from '@ridgeline/commerce';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addHikingBoot } from '../purchase-steps.ts';
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

describe('back-office shipping and feature settings', () => {
  it('the owner raises the US express price and turns favorites off; the storefront shows both at once', async () => {
    const violations: string[] = [];
    const { page } = await newPage(harness);
    await signInToBackOffice(page, OWNER);

    await page.goto('/admin/settings');
    await page.getByRole('link', { name: 'Ridgeline US: shipping, taxes and features' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/settings/sites/us');
    await expect
      .poll(() => page.locator('h1').innerText())
      .toBe('Ridgeline US: shipping, taxes and features');
    violations.push(...(await seriousViolations(page)));

    const express = page.getByRole('group', { name: 'Express delivery' });
    expect(await express.getByLabel('Price', { exact: true }).inputValue()).toBe('20.00');
    await express.getByLabel('Price', { exact: true }).fill('31.00');
    await express.getByRole('button', { name: 'Save Express delivery' }).click();
    await page.getByText('Express delivery saved.').waitFor();
    await expect.poll(() => express.getByLabel('Price', { exact: true }).inputValue()).toBe('31.00');

    const features = page.getByRole('form', { name: 'Features' });
    await features.getByLabel('Favorites and saved for later', { exact: true }).uncheck();
    await features.getByRole('button', { name: 'Save features' }).click();
    await page.getByText('Features saved.').waitFor();
    expect(await features.getByLabel('Favorites and saved for later', { exact: true }).isChecked()).toBe(
      false,
    );
    violations.push(...(await seriousViolations(page)));

    // The shopper: no heart on the product, no favorites link, no favorites page.
    const shopper = (await newPage(harness)).page;
    await addHikingBoot(shopper, violations);
    expect(await shopper.getByRole('button', { name: 'Add to favorites' }).count()).toBe(0);
    expect(await shopper.getByRole('link', { name: 'Favorites', exact: true }).count()).toBe(0);
    const favorites = await shopper.goto('/en-us/favorites');
    expect(favorites?.status()).toBe(404);

    // Checkout's shipping step offers express at the owner's price.
    await shopper.goto('/en-us/checkout/shipping');
    const expressOption = shopper.locator('.method-option').filter({ hasText: 'Express delivery' });
    await expect.poll(() => expressOption.locator('.method-price').innerText()).toBe('$31.00');
    violations.push(...(await seriousViolations(shopper)));

    expect(violations).toEqual([]);
  });
});
