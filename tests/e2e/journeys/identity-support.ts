import { expect } from 'vitest';
import type { newPage } from '../support.ts';

type Page = Awaited<ReturnType<typeof newPage>>['page'];

export const DEMO_PASSWORD = 'RidgelineDemo1';
export const EMPLOYEE_PASSWORD = 'RidgelineStaff1';

/**
 * Signs in through the storefront's sign-in page (`url` is the storefront's base URL, e.g. the harness url;
 * `locale` defaults to en-us) and waits until the header shows the signed-in shopper. Needs JavaScript: the
 * page solves an ALTCHA challenge before the form posts. The sign-in confirmation dialog is closed with Escape
 * unless `keepConfirmation` asks to look at it.
 */
export async function signIn(
  page: Page,
  url: string,
  email: string,
  password: string,
  locale = 'en-us',
  options: { keepConfirmation?: boolean } = {},
) {
  await page.goto(`${url.replace(/\/$/, '')}/${locale}/login`);
  // Once hydrated the page solves the robot check; a click before that would post the form without it.
  await page.locator('.altcha-status:not(:empty)').waitFor();
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  await page.locator('.identity-form button[type="submit"]').click();
  await page.waitForURL((target) => !target.pathname.endsWith('/login'), { timeout: 30_000 });
  await expect.poll(() => page.locator('.account-menu').count(), { timeout: 15_000 }).toBe(1);
  // Once hydrated the page opens a modal: the sign-in confirmation, or the employee terms that block it.
  await expect
    .poll(() => page.evaluate(() => document.querySelector('dialog:modal')?.id ?? null), { timeout: 30_000 })
    .not.toBeNull();
  if (options.keepConfirmation) return;
  if ((await page.evaluate(() => document.querySelector('dialog:modal')?.id)) === 'signed-in-dialog') {
    await closeWithEscape(page, page.locator('#signed-in-dialog'));
  }
}

/**
 * A modal dialog named `name` once the page is hydrated: it is modal (the page behind is inert), labelled by
 * its title and holds the focus.
 */
export async function modalDialog(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name });
  await expect.poll(() => dialog.count(), { timeout: 30_000 }).toBe(1);
  await expect.poll(() => dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  return dialog;
}

/** Escape closes the dialog; the focus returns to the page (the opener, else the main content). */
export async function closeWithEscape(page: Page, dialog: ReturnType<Page['locator']>) {
  await page.keyboard.press('Escape');
  await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(0);
  await expect
    .poll(() =>
      page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null),
    )
    .toBe(true);
}

/** Signs out with the header's button and waits for the guest header. */
export async function signOut(page: Page) {
  await page.locator('.account-menu .sign-out-form button').click();
  await expect.poll(() => page.locator('.account-menu').count(), { timeout: 15_000 }).toBe(0);
}

/** Adds the first available size of the first product of a listing to the cart (the cart count goes up). */
export async function addFirstProductToCart(
  page: Page,
  listingPath = '/en-us/c/mens-hiking-boots-1101',
): Promise<string> {
  await page.goto(listingPath);
  const tile = page.locator('.product-grid .tile').first();
  const name = (await tile.locator('.tile-name').innerText()).trim();
  await tile.locator('.tile-name a').click();
  await page.waitForURL(/\/p\//);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(name);
  const size = page.locator('.size-option input:not([disabled])').first();
  await size.check({ force: true });
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.locator('.buy-status .notice-success').waitFor();
  return name;
}

/** The link of the newest email to `to` in the development mailbox whose path contains `pathPart`. */
export async function linkFromMailbox(page: Page, to: string, pathPart: string): Promise<string> {
  await page.goto('/en-us/mailbox');
  const message = page.locator('.mailbox-message', { hasText: to }).first();
  await message.waitFor();
  const href = await message.locator(`a[href*="${pathPart}"]`).first().getAttribute('href');
  if (!href) throw new Error(`No ${pathPart} link in the mailbox for ${to}`);
  return href;
}
