import { expect } from 'vitest';
import type { newPage } from '../support.ts';

type Page = Awaited<ReturnType<typeof newPage>>['page'];

export const DEMO_PASSWORD = 'RidgelineDemo1';
export const EMPLOYEE_PASSWORD = 'RidgelineStaff1';

/**
 * Signs in through the storefront's sign-in page (`url` is the storefront's base URL, e.g. the harness url;
 * `locale` defaults to en-us) and waits until the header shows the signed-in shopper. Needs JavaScript: the
 * page solves an ALTCHA challenge before the form posts.
 */
export async function signIn(page: Page, url: string, email: string, password: string, locale = 'en-us') {
  await page.goto(`${url.replace(/\/$/, '')}/${locale}/login`);
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  await page.locator('.identity-form button[type="submit"]').click();
  await page.waitForURL((target) => !target.pathname.endsWith('/login'), { timeout: 30_000 });
  await expect.poll(() => page.locator('.account-menu').count(), { timeout: 15_000 }).toBe(1);
}

/** Signs out with the header's button and waits for the guest header. */
export async function signOut(page: Page) {
  await page.locator('.sign-out-form button').click();
  await expect.poll(() => page.locator('.account-menu').count(), { timeout: 15_000 }).toBe(0);
}
