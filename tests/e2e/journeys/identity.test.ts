import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, newPage, seriousViolations, startHarness } from '../support.ts';
import { DEMO_PASSWORD, signIn, signOut } from './identity-support.ts';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

describe('identity journeys', () => {
  it('signs in, shows the shopper in the header, and signs out from the cart to the home page', async () => {
    const { context, page, errors } = await newPage(harness);
    const violations: string[] = [];
    await page.goto('/en-us/login');
    violations.push(...(await seriousViolations(page)));
    await signIn(page, harness.url, 'athlete@ridgeline.test', DEMO_PASSWORD);
    await expect.poll(() => page.locator('.account-link').first().innerText()).toContain('Maya');
    await expect.poll(() => page.locator('.session-notice').innerText()).toContain('You are signed in');
    violations.push(...(await seriousViolations(page)));

    await page.goto('/en-us/cart');
    await signOut(page);
    await page.waitForURL((url) => url.pathname === '/en-us');
    await expect.poll(() => page.locator('.session-notice').innerText()).toContain('You are signed out');
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses a wrong password with the API message and keeps the email', async () => {
    const { context, page } = await newPage(harness);
    await page.goto('/en-us/login?returnTo=%2Fen-us%2Fcart');
    await page.locator('#login-email').fill('guide@ridgeline.test');
    await page.locator('#login-password').fill('not-the-password');
    await page.locator('.identity-form button[type="submit"]').click();
    await expect.poll(() => page.locator('.notice-error').count(), { timeout: 30_000 }).toBe(1);
    expect(await page.locator('#login-email').inputValue()).toBe('guide@ridgeline.test');
    // A fresh challenge for the next try: the right password now signs in and returns to the cart.
    await page.locator('#login-password').fill(DEMO_PASSWORD);
    await page.locator('.identity-form button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/en-us/cart', { timeout: 30_000 });
    await context.close();
  });
});
