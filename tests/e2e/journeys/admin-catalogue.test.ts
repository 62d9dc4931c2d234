import { operators } from '@ridgeline/commerce';
import { and, asc, eq, schema } from '@ridgeline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, newPage, seriousViolations, signInToBackOffice, startHarness } from '../support.ts';

const OWNER = { email: 'owner@ridgeline.test', name: 'Olivia Owner', password: 'Summit2026ok' };
const MERCHANDISER = { email: 'merch@ridgeline.test', name: 'Max Merch', password: 'Trail2026ok' };
const GERMAN_NAME = 'Gipfelstiefel Wolkenläufer';

let harness: Harness;
let product: { id: string; slug: string; name: string };

beforeAll(async () => {
  harness = await startHarness();
  const db = harness.server.database!.db;
  await operators.createOperator(db, { type: 'cli', id: 'cli:journey' }, { ...OWNER, role: 'owner' });
  // A product sold in dollars, found by the operator through the list's search.
  const [row] = await db
    .select({ id: schema.products.id, slug: schema.products.slug, name: schema.products.name })
    .from(schema.products)
    .innerJoin(
      schema.prices,
      and(eq(schema.prices.productId, schema.products.id), eq(schema.prices.currency, 'USD')),
    )
    .orderBy(asc(schema.products.id))
    .limit(1);
  product = { id: row!.id, slug: row!.slug, name: row!.name.en! };
});

afterAll(async () => {
  await harness?.close();
});

describe('back-office catalogue', () => {
  it('the owner adds a merchandiser, who changes a price and a German name that the shop shows at once', async () => {
    const violations: string[] = [];

    // The owner creates the merchandiser on the operators screen.
    const owner = await newPage(harness);
    await signInToBackOffice(owner.page, OWNER);
    await owner.page.goto('/admin/operators');
    await expect.poll(() => owner.page.locator('h1').innerText()).toBe('Operators');
    await owner.page.locator('#new-email').fill(MERCHANDISER.email);
    await owner.page.locator('#new-name').fill(MERCHANDISER.name);
    await owner.page.locator('#new-role').selectOption('merchandiser');
    await owner.page.locator('#new-password').fill(MERCHANDISER.password);
    await owner.page.getByRole('button', { name: 'Add the operator' }).click();
    await expect
      .poll(() => owner.page.locator('.notice-success').innerText())
      .toContain('Max Merch can now sign in as Merchandiser.');
    violations.push(...(await seriousViolations(owner.page)));

    // The merchandiser signs in: Products is in the navigation.
    const { page, errors } = await newPage(harness);
    await signInToBackOffice(page, MERCHANDISER);
    const nav = page.getByRole('navigation', { name: 'Back-office' });
    expect(await nav.getByRole('link').allInnerTexts()).toContain('Products');
    await nav.getByRole('link', { name: 'Products' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/products');
    await expect.poll(() => page.locator('h1').innerText()).toBe('Products');
    const list = page.getByRole('table', { name: 'Products in product id order' });
    await expect.poll(() => list.locator('tbody tr').count()).toBe(25);
    violations.push(...(await seriousViolations(page)));

    // A search that matches nothing says so; the product's name finds it.
    await page.goto('/admin/products?q=no-such-product-anywhere');
    await expect.poll(() => page.locator('.empty-state').innerText()).toBe('No product matches this search.');
    await page.locator('#q').fill(product.name);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === product.name);
    await list.getByRole('link', { name: product.id }).click();
    await page.waitForURL((url) => url.pathname === `/admin/products/${product.id}`);
    await expect.poll(() => page.locator('h1').innerText()).toContain(product.name);
    expect(
      await page.getByRole('link', { name: 'Manage the images and their alt text' }).getAttribute('href'),
    ).toBe(`/admin/products/${product.id}/images`);
    violations.push(...(await seriousViolations(page)));

    // A sale above the list price: the API's refusal under the sale field.
    const usd = page.getByRole('form', { name: 'Price in USD' });
    await usd.locator('input[name="listAmount"]').fill('123.45');
    await usd.locator('input[name="saleAmount"]').fill('150');
    await usd.getByRole('button', { name: 'Save the price in USD' }).click();
    await expect
      .poll(() => page.locator('#sale-USD-error').innerText())
      .toContain('Must be less than the list price');
    violations.push(...(await seriousViolations(page)));
    // The new list price, no sale.
    await usd.locator('input[name="saleAmount"]').fill('');
    await usd.getByRole('button', { name: 'Save the price in USD' }).click();
    await expect
      .poll(() => page.locator('.notice-success').innerText())
      .toContain('The price in USD is saved');
    await expect.poll(() => page.getByTestId('current-USD').innerText()).toContain('$123.45');
    const history = page.getByRole('table', { name: 'Price changes, newest first' });
    expect(await history.locator('tbody tr').first().innerText()).toContain('$123.45');

    // The name in German only.
    const details = page.getByRole('form', { name: 'Names and details' });
    await details.locator('#name-de').fill(GERMAN_NAME);
    await details.getByRole('button', { name: 'Save the product' }).click();
    await expect
      .poll(() => page.locator('.notice-success').first().innerText())
      .toContain('The product is saved');
    violations.push(...(await seriousViolations(page)));

    // The shop shows both at once: the price on the US page, the name on the German one.
    const shopper = await newPage(harness);
    await shopper.page.goto(`/en-us/p/${product.slug}-${product.id}`);
    await expect.poll(() => shopper.page.locator('main .price-current').first().innerText()).toBe('$123.45');
    expect(await shopper.page.locator('h1').innerText()).toBe(product.name);
    violations.push(...(await seriousViolations(shopper.page)));
    await shopper.page.goto(`/de-de/p/${product.slug}-${product.id}`);
    await expect.poll(() => shopper.page.locator('h1').innerText()).toBe(GERMAN_NAME);

    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    expect(shopper.errors).toEqual([]);
  });
});
