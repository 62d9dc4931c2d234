import { operators } from '@ridgeline/commerce';
import { schema } from '@ridgeline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, newPage, seriousViolations, signInToBackOffice, startHarness } from '../support.ts';

const MERCHANDISER = { email: 'creator@ridgeline.test', name: 'Cara Creator', password: 'Trail2026ok' };

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
  const db = harness.server.database!.db;
  await operators.createOperator(
    db,
    { type: 'cli', id: 'cli:journey' },
    { ...MERCHANDISER, role: 'merchandiser' },
  );
});

afterAll(async () => {
  await harness?.close();
});

describe('back-office: a new product', () => {
  it('a merchandiser creates a product with two variants; the shop shows it and search finds it', async () => {
    const violations: string[] = [];
    const { page, errors } = await newPage(harness);
    await signInToBackOffice(page, MERCHANDISER);
    await page.goto('/admin/products');
    await page.getByRole('link', { name: 'New product' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/products/new');
    await expect.poll(() => page.locator('h1').innerText()).toBe('New product');
    violations.push(...(await seriousViolations(page)));

    await page.locator('#new-id').fill('RLJOUR001');
    await page.locator('#new-name-en').fill('Zephyrquill Trail Jacket');
    await page.locator('#new-name-de').fill('Zephyrquill Wanderjacke');
    await page.locator('#new-description-en').fill('A light shell for wet ridges.');
    await page.locator('#new-productType').selectOption('jacket');
    await page.locator('#new-gender').selectOption('men');
    await page.locator('#new-categoryId').selectOption('1101');
    await page.locator('#new-color0-code').fill('001');
    await page.locator('#new-color0-label-en').fill('Black');
    await page.locator('#new-color0-hex').fill('#111111');
    await page.locator('#new-variant0-colorCode').fill('001');
    await page.locator('#new-variant0-size').fill('M');
    await page.locator('#new-variant0-upc').fill('889000000011');
    await page.locator('#new-variant0-stock').fill('5');
    await page.locator('#new-variant1-colorCode').fill('001');
    await page.locator('#new-variant1-size').fill('L');
    // A UPC typed wrong: the API's problem shows under the field.
    await page.locator('#new-variant1-upc').fill('12AB');
    await page.locator('#new-price-USD').fill('189.00');
    await page.locator('#new-price-EUR').fill('179.00');
    await page.getByRole('button', { name: 'Create the product' }).click();
    await expect.poll(() => page.locator('#new-variant1-upc-error').innerText()).toContain('UPC');
    violations.push(...(await seriousViolations(page)));

    await page.locator('#new-variant1-upc').fill('889000000012');
    await page.getByRole('button', { name: 'Create the product' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/products/RLJOUR001');
    await expect
      .poll(() => page.locator('.notice-success').first().innerText())
      .toContain('The product RLJOUR001 was created.');
    const variants = page.getByRole('table', { name: 'Variants: colour, size and UPC' });
    await expect.poll(() => variants.locator('tbody tr').count()).toBe(2);
    violations.push(...(await seriousViolations(page)));

    // The shop: the product page in English and German, and search finds it.
    const shopper = await newPage(harness);
    await shopper.page.goto('/en-us/p/zephyrquill-trail-jacket-mens-RLJOUR001');
    await expect.poll(() => shopper.page.locator('h1').innerText()).toBe('Zephyrquill Trail Jacket');
    await expect.poll(() => shopper.page.locator('main .price-current').first().innerText()).toBe('$189.00');
    violations.push(...(await seriousViolations(shopper.page)));
    await shopper.page.goto('/en-us/search?q=zephyrquill');
    await expect
      .poll(() => shopper.page.locator('.product-grid .tile .tile-name a').allInnerTexts())
      .toEqual(['Zephyrquill Trail Jacket']);
    violations.push(...(await seriousViolations(shopper.page)));
    await shopper.page.goto('/de-de/p/zephyrquill-trail-jacket-mens-RLJOUR001');
    await expect.poll(() => shopper.page.locator('h1').innerText()).toBe('Zephyrquill Wanderjacke');

    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    expect(shopper.errors).toEqual([]);
  });

  it('a merchandiser composes a product set, the shop serves it, then deletes it after confirming', async () => {
    const violations: string[] = [];
    const { page, errors } = await newPage(harness);
    const products = await harness.server
      .database!.db.select({ id: schema.products.id })
      .from(schema.products)
      .orderBy(schema.products.id)
      .limit(2);
    const productIds = products.map((product) => product.id);
    await signInToBackOffice(page, MERCHANDISER);
    await page
      .getByRole('navigation', { name: 'Back-office' })
      .getByRole('link', { name: 'Product sets' })
      .click();
    await page.waitForURL((url) => url.pathname === '/admin/product-sets');
    await expect.poll(() => page.locator('h1').innerText()).toBe('Product sets');
    violations.push(...(await seriousViolations(page)));

    await page.getByRole('link', { name: 'New product set' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/product-sets/new');
    await page.locator('#set-id').fill('LOOK2026');
    await page.locator('#set-name-en').fill('Ridge weekend');
    await page.locator('#set-products').fill(productIds.join('\n'));
    await page.getByRole('button', { name: 'Save the product set' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/product-sets/LOOK2026');
    await expect
      .poll(() => page.locator('.notice-success').first().innerText())
      .toContain('The product set was saved.');
    violations.push(...(await seriousViolations(page)));

    const served = await fetch(`${harness.url}/api/products/v2/products/LOOK2026/productSet?locale=en-us`);
    expect(served.status).toBe(200);
    const set = (await served.json()) as { name: string; products: { id: string }[] };
    expect(set.name).toBe('Ridge weekend');
    expect(set.products.map((product) => product.id)).toEqual(productIds);

    await page.getByRole('button', { name: 'Delete the product set' }).click();
    await expect
      .poll(() => page.locator('#set-confirm-delete').innerText())
      .toContain('Delete Ridge weekend for good?');
    violations.push(...(await seriousViolations(page)));
    await page.getByRole('button', { name: 'Yes, delete it' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/product-sets');
    await expect
      .poll(() => page.locator('.notice-success').first().innerText())
      .toContain('The product set LOOK2026 was deleted.');
    const gone = await fetch(`${harness.url}/api/products/v2/products/LOOK2026/productSet?locale=en-us`);
    expect(gone.status).toBe(404);

    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  });
});
