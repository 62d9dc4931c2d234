import { operators } from '@ridgeline/commerce';
import { asc, eq, schema } from '@ridgeline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, newPage, seriousViolations, signInToBackOffice, startHarness } from '../support.ts';

const MERCHANDISER = { email: 'merch@ridgeline.test', name: 'Mina Merch', password: 'Merchandise2026ok' };

let harness: Harness;
const database = () => harness.server.database!.db;

beforeAll(async () => {
  harness = await startHarness();
  await operators.createOperator(
    database(),
    { type: 'cli', id: 'cli:journey' },
    { ...MERCHANDISER, role: 'merchandiser' },
  );
});

afterAll(async () => {
  await harness?.close();
});

const onlineOf = async (upc: string) =>
  (await database().select().from(schema.stock).where(eq(schema.stock.upc, upc)))[0]!.quantity;

describe('back-office inventory and bulk import', () => {
  it('a merchandiser sets the stock of a product’s variants and the product page says only a few are left', async () => {
    const shopper = await newPage(harness);
    await shopper.page.goto('/en-us/c/mens-hiking-boots-1101');
    const link = shopper.page.locator('.product-grid .tile .tile-name a').nth(5);
    const href = (await link.getAttribute('href')) ?? '';
    const masterId = /-([A-Z0-9]{8,11})(?:\?|$)/.exec(href)?.[1] ?? '';
    expect(masterId).not.toBe('');

    const { context, page, errors } = await newPage(harness);
    const violations: string[] = [];
    await signInToBackOffice(page, MERCHANDISER);
    const nav = page.getByRole('navigation', { name: 'Back-office' });
    const sections = await nav.getByRole('link').allInnerTexts();
    expect(sections).toEqual(expect.arrayContaining(['Inventory', 'Prices', 'Import and export']));

    await nav.getByRole('link', { name: 'Inventory' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/inventory');
    await expect
      .poll(() => page.locator('.empty-state').innerText())
      .toBe('Search a product or a UPC to see its stock.');
    violations.push(...(await seriousViolations(page)));
    await page.getByLabel('Product id or UPC').fill(masterId);
    await page.getByRole('button', { name: 'Find' }).click();
    const table = page.getByRole('table', { name: `Stock of ${masterId}` });
    await table.waitFor();
    violations.push(...(await seriousViolations(page)));
    const boxes = table.getByRole('checkbox');
    const count = await boxes.count();
    expect(count).toBeGreaterThan(1);
    for (let i = 0; i < count; i++) await boxes.nth(i).check();
    const form = page.getByRole('form', { name: 'Change the stock of the selected variants' });
    // Adding nothing is refused under the field, by the contracts' schema.
    await form.getByLabel('Amount').fill('0');
    await form.getByRole('button', { name: 'Review the change' }).click();
    await expect
      .poll(() => form.locator('#amount-error').innerText())
      .toBe('Enter a whole number (not zero when adding).');
    violations.push(...(await seriousViolations(page)));
    for (let i = 0; i < count; i++) await boxes.nth(i).check();
    await form.getByLabel('Change').selectOption('set');
    await form.getByLabel('Amount').fill('2');
    await form.getByLabel('Reason').selectOption('count');
    await form.getByRole('button', { name: 'Review the change' }).click();
    const confirm = page.getByRole('region', { name: `Change the stock of ${count} variants?` });
    await confirm.waitFor();
    expect(await confirm.innerText()).toContain(
      'Set the count to 2 at Online (warehouse), reason: Stock count.',
    );
    violations.push(...(await seriousViolations(page)));
    await confirm.getByRole('button', { name: 'Apply the change' }).click();
    await expect.poll(() => page.locator('.notice-success').innerText()).toBe(`${count} counts changed.`);
    await expect
      .poll(async () => (await table.locator('tbody tr').first().innerText()).includes('\t2\t'))
      .toBe(true);

    // The history: who, when, before, after, why.
    await page
      .getByRole('navigation', { name: 'Inventory views' })
      .getByRole('link', { name: 'History' })
      .click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'history');
    const history = page.getByRole('table', { name: 'Adjustments, newest first' });
    await history.waitFor();
    expect(await history.locator('tbody tr').first().innerText()).toContain('Stock count');
    expect(await history.locator('tbody tr').first().innerText()).toContain(MERCHANDISER.name);
    violations.push(...(await seriousViolations(page)));
    for (const view of ['Low stock', 'Holds']) {
      await page
        .getByRole('navigation', { name: 'Inventory views' })
        .getByRole('link', { name: view })
        .click();
      await page.locator('h1').waitFor();
      await page.waitForLoadState('networkidle');
      violations.push(...(await seriousViolations(page)));
    }

    // The storefront shows it at once: any size now has only a few left.
    await shopper.page.goto(href);
    await shopper.page.locator('.size-option input:not([disabled])').first().check({ force: true });
    await shopper.page.locator('.low-stock').waitFor();
    expect(await shopper.page.locator('.low-stock').innerText()).toContain('Only a few left');

    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
    await shopper.context.close();
  });

  it('a stock file with one bad row shows the report and changes nothing; the fixed file applies', async () => {
    const rows = await database()
      .select({ upc: schema.stock.upc, quantity: schema.stock.quantity })
      .from(schema.stock)
      .orderBy(asc(schema.stock.upc))
      .offset(40)
      .limit(2);
    const [a, b] = rows as [{ upc: string; quantity: number }, { upc: string; quantity: number }];
    const file = (second: string) => ({
      name: 'stock.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `upc,location,quantity\n${a.upc},online,${a.quantity + 5}\n${b.upc},online,${second}\n`,
      ),
    });

    const { context, page, errors } = await newPage(harness);
    const violations: string[] = [];
    await signInToBackOffice(page, MERCHANDISER);
    await page
      .getByRole('navigation', { name: 'Back-office' })
      .getByRole('link', { name: 'Import and export' })
      .click();
    await page.waitForURL((url) => url.pathname === '/admin/bulk');
    await expect.poll(() => page.locator('h1').innerText()).toBe('Import and export');
    violations.push(...(await seriousViolations(page)));

    await page.getByLabel('What the file holds').selectOption('stock');
    await page.getByLabel('CSV file').setInputFiles(file('ten'));
    await page.getByRole('button', { name: 'Check the file' }).click();
    const report = page.getByRole('region', { name: 'Report' });
    await report.waitFor();
    expect(await report.getByRole('alert').innerText()).toBe(
      '1 problem found: nothing was changed. Fix the file and check it again.',
    );
    const problem = report.getByRole('table', { name: 'Problems in the file' }).locator('tbody tr');
    expect(await problem.innerText()).toBe('3\tquantity\tquantity must be a whole number, not “ten”.');
    expect(await page.getByRole('button', { name: 'Apply the file' }).count()).toBe(0);
    violations.push(...(await seriousViolations(page)));
    expect(await onlineOf(a.upc)).toBe(a.quantity);

    await page.getByLabel('What the file holds').selectOption('stock');
    await page.getByLabel('CSV file').setInputFiles(file(String(b.quantity + 1)));
    await page.getByRole('button', { name: 'Check the file' }).click();
    await expect
      .poll(() => report.getByRole('status').innerText())
      .toBe('2 rows checked, no problem: 2 changes to apply.');
    expect(await onlineOf(a.upc)).toBe(a.quantity);
    const confirm = page.getByRole('region', { name: 'Apply 2 changes from stock.csv?' });
    violations.push(...(await seriousViolations(page)));
    await confirm.getByRole('button', { name: 'Apply the file' }).click();
    await expect
      .poll(() => page.getByRole('region', { name: 'Report' }).getByRole('status').innerText())
      .toBe('2 changes applied (2 rows read).');
    expect(await onlineOf(a.upc)).toBe(a.quantity + 5);
    expect(await onlineOf(b.upc)).toBe(b.quantity + 1);

    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a merchandiser sets the price of a product from the price list, after confirming, and the product page shows it', async () => {
    const shopper = await newPage(harness);
    await shopper.page.goto('/en-us/c/mens-hiking-boots-1101');
    const href =
      (await shopper.page.locator('.product-grid .tile .tile-name a').nth(6).getAttribute('href')) ?? '';
    const masterId = /-([A-Z0-9]{8,11})(?:\?|$)/.exec(href)?.[1] ?? '';

    const { context, page, errors } = await newPage(harness);
    const violations: string[] = [];
    await signInToBackOffice(page, MERCHANDISER);
    await page.getByRole('navigation', { name: 'Back-office' }).getByRole('link', { name: 'Prices' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/prices');
    await page.getByRole('table', { name: 'Prices in USD' }).waitFor();
    violations.push(...(await seriousViolations(page)));
    await page.getByLabel('Product id or name').fill(masterId);
    await page.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === masterId);
    const table = page.getByRole('table', { name: 'Prices in USD' });
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
    await table.getByRole('checkbox').check();
    await page.getByLabel('New list price (for example 59.99)').fill('123.45');
    await page.getByRole('button', { name: 'Review the change' }).click();
    const confirm = page.getByRole('region', { name: 'Set the price of 1 product to $123.45?' });
    await confirm.waitFor();
    violations.push(...(await seriousViolations(page)));
    await confirm.getByRole('button', { name: 'Set the prices' }).click();
    await expect.poll(() => page.locator('.notice-success').innerText()).toBe('1 price set.');
    await expect.poll(() => table.locator('tbody tr').innerText()).toContain('$123.45');

    await shopper.page.goto(href);
    await expect.poll(() => shopper.page.locator('main .price').first().innerText()).toContain('$123.45');

    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
    await shopper.context.close();
  });
});
