import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { createScratchDatabase } from '@ridgeline/db/testing';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { createServer } from '../../apps/storefront/server.ts';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Harness {
  url: string;
  browser: Browser;
  server: Awaited<ReturnType<typeof createServer>>;
  close(): Promise<void>;
}

/**
 * Starts the built storefront with its API in-process on a fresh database (embedded, or a new one on
 * the server named by TEST_DATABASE_URL), and a headless Chromium.
 */
export async function startHarness(): Promise<Harness> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const scratch = serverUrl ? await createScratchDatabase(serverUrl) : undefined;
  const dataDir = scratch ? undefined : mkdtempSync(path.join(tmpdir(), 'ridgeline-e2e-'));
  const server = await createServer({
    port: 0,
    host: '127.0.0.1',
    ...(scratch ? { databaseUrl: scratch.url } : { dataDir }),
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  return {
    url: server.url,
    browser,
    server,
    async close() {
      await browser.close().catch(() => {});
      await server.close();
      await scratch?.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A new browser context whose page fails the test on uncaught page errors. */
export async function newPage(
  harness: Harness,
  options: { javaScriptEnabled?: boolean; width?: number } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await harness.browser.newContext({
    baseURL: harness.url,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    viewport: { width: options.width ?? 1280, height: 900 },
    locale: 'en-US',
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Runs axe on the current page; returns the serious and critical violations, described. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${page.url()} ${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

/** Purchase steps shared by the journeys that need a placed order. */
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

/** Fills the shipping step with a US address and continues to billing. */
export async function fillShippingStep(page: Page, address = US_ADDRESS) {
  await page.getByLabel('Email').fill(address.email);
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

/** Men › Hiking boots through the mega menu → first product → first size in stock → add to cart. */
export async function addHikingBootToCart(page: Page): Promise<{ productName: string }> {
  await page.goto('/en-us');
  const nav = page.getByRole('navigation', { name: 'Main', exact: true });
  await nav.getByRole('button', { name: 'Men', exact: true }).click();
  await nav.getByRole('link', { name: 'Hiking Boots' }).first().click();
  await page.waitForURL(/\/en-us\/c\/mens-hiking-boots-\d+/);
  await page.locator('.product-grid .tile .tile-name a').first().click();
  await page.waitForURL(/\/en-us\/p\/.+-[A-Z0-9]{8,11}/);
  await page.locator('.size-option').first().waitFor();
  const productName = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  await page.locator('.size-option input:not([disabled])').first().check({ force: true });
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.locator('.buy-status .notice-success').waitFor();
  return { productName };
}

/** A guest buys a hiking boot with the approving test card; ends on the order confirmation. */
export async function placeGuestOrder(
  page: Page,
  address = US_ADDRESS,
): Promise<{ orderNumber: string; productName: string }> {
  const { productName } = await addHikingBootToCart(page);
  await page.goto('/en-us/checkout/shipping');
  await fillShippingStep(page, address);
  await submitCard(page, '4242424242424242');
  await page.waitForURL(/\/checkout\/summary$/);
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/\/en-us\/order-confirmation\?orderNo=/);
  const orderNumber = (await page.getByTestId('order-number').innerText()).trim();
  return { orderNumber, productName };
}
