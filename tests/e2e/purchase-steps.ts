import { expect } from 'vitest';
import { type newPage, seriousViolations } from './support.ts';

/** Steps shared by the purchase journeys: add a product, fill the shipping step, enter a test card. */

export type Page = Awaited<ReturnType<typeof newPage>>['page'];

export const US_ADDRESS = {
  email: 'guest.shopper@example.com',
  firstName: 'Alex',
  lastName: 'Rivera',
  addressLine1: '350 Fifth Avenue',
  city: 'New York',
  province: 'NY',
  postalCode: '10118',
  phone: '2125550123',
};

export async function expectAccessible(page: Page, violations: string[]) {
  violations.push(...(await seriousViolations(page)));
}

/**
 * Opens Men › Hiking boots, the first product, picks an available size and adds it to the cart; with
 * `violations`, the product page is checked with axe too.
 */
export async function addHikingBoot(page: Page, violations?: string[]) {
  await page.goto('/en-us/c/mens-hiking-boots-1101');
  await page.locator('.product-grid .tile').first().waitFor();
  const firstTile = page.locator('.product-grid .tile').first();
  const productName = (await firstTile.locator('.tile-name').innerText()).trim();
  await firstTile.locator('.tile-name a').click();
  await page.waitForURL(/\/en-us\/p\//);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(productName);
  const size = page.locator('.size-option input:not([disabled])').first();
  await size.check({ force: true });
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.locator('.buy-status .notice-success').waitFor();
  if (violations) await expectAccessible(page, violations);
  return productName;
}

/** Fills the shipping step with the US test address (or the given changes to it) and continues to billing. */
export async function fillShippingStep(page: Page, changes: Partial<typeof US_ADDRESS> = {}) {
  const address = { ...US_ADDRESS, ...changes };
  await page.getByLabel('Email', { exact: true }).fill(address.email);
  await page.getByLabel('First name').fill(address.firstName);
  await page.getByLabel('Last name').fill(address.lastName);
  await page.getByLabel('Address', { exact: true }).fill(address.addressLine1);
  await page.getByLabel('City').fill(address.city);
  await page.getByLabel('State / province').fill(address.province);
  await page.getByLabel('ZIP code').fill(address.postalCode);
  await page.getByLabel('Phone').fill(address.phone);
  await page.getByRole('button', { name: 'Continue to billing' }).click();
  await page.waitForURL(/\/checkout\/billing$/);
}

/** Enters a test card in the gateway's card form and submits it. */
export async function submitCard(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry month').selectOption('12');
  await page.getByLabel('Expiry year').selectOption(String(new Date().getFullYear() + 2));
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.locator('.card-form').getByRole('button', { name: 'Continue to summary' }).click();
}

/** A guest buys a hiking boot with the approving test card; ends on the order confirmation. */
export async function placeGuestOrder(
  page: Page,
  address = US_ADDRESS,
): Promise<{ orderNumber: string; productName: string }> {
  const productName = await addHikingBoot(page);
  await page.goto('/en-us/checkout/shipping');
  await fillShippingStep(page, address);
  await submitCard(page, '4242424242424242');
  await page.waitForURL(/\/checkout\/summary$/);
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/en-us\/order-confirmation\?orderNo=/);
  const orderNumber = (await page.getByTestId('order-number').innerText()).trim();
  return { orderNumber, productName };
}

/**
 * Waits until the page is hydrated enough to open payment dialogs (the form then carries `dialog=1`); before
 * that the same click takes the no-JavaScript path through the provider's page, which is also correct.
 */
export async function waitForPaymentDialogs(page: Page) {
  await page.locator('input[type="hidden"][name="dialog"]').first().waitFor({ state: 'attached' });
}
