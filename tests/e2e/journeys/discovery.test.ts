import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, newPage, seriousViolations, startHarness } from '../support.ts';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

type Page = Awaited<ReturnType<typeof newPage>>['page'];

const countOf = async (page: Page) => {
  const text = await page.locator('.listing-count').innerText();
  return Number.parseInt(/(\d+)/.exec(text)?.[1] ?? 'NaN', 10);
};

/** The first amount shown on each tile (sale or current price), in major units. */
const tilePrices = async (page: Page) =>
  (await page.locator('.product-grid .tile .price').allInnerTexts()).map((text) =>
    Number.parseFloat(/(\d[\d,]*(?:\.\d+)?)/.exec(text)?.[1]?.replace(/,/g, '') ?? 'NaN'),
  );

async function openHikingBoots(page: Page) {
  await page.goto('/en-us');
  const nav = page.getByRole('navigation', { name: 'Main', exact: true });
  await nav.getByRole('button', { name: 'Men', exact: true }).click();
  await nav.getByRole('link', { name: 'Hiking Boots' }).first().click();
  await page.waitForURL(/\/en-us\/c\/mens-hiking-boots-\d+/);
}

describe('discovery journeys', () => {
  it('filters a listing by size and colour, then sorts it by price', async () => {
    const { context, page, errors } = await newPage(harness);
    const violations: string[] = [];
    await openHikingBoots(page);
    const total = await countOf(page);
    expect(total).toBeGreaterThan(1);
    violations.push(...(await seriousViolations(page)));

    const panel = page.locator('#filter-panel');
    // A size that narrows the listing.
    const sizes = panel.locator('.filter-sizes a.filter-value');
    const sizeCounts = (await sizes.locator('.filter-count').allInnerTexts()).map((text) =>
      Number.parseInt(text.replace(/\D/g, ''), 10),
    );
    expect(sizeCounts.length).toBeGreaterThan(0);
    const narrowing = sizeCounts.findIndex((n) => n > 0 && n < total);
    const sizeIndex = narrowing >= 0 ? narrowing : 0;
    const sizeLink = sizes.nth(sizeIndex);
    const sizeLabel = (await sizeLink.locator('.filter-label').innerText()).trim();
    const sizeTotal = Number.parseInt(
      (await sizeLink.locator('.filter-count').innerText()).replace(/\D/g, ''),
      10,
    );
    await sizeLink.click();
    await page.waitForURL(/[?&]size=/);
    await expect.poll(() => countOf(page)).toBe(sizeTotal);
    await page.getByRole('link', { name: `Remove filter: ${sizeLabel}` }).waitFor();

    // Then a colour.
    const colours = panel.locator('[aria-labelledby="filter-color"] a.filter-value');
    const colourCounts = (await colours.locator('.filter-count').allInnerTexts()).map((text) =>
      Number.parseInt(text.replace(/\D/g, ''), 10),
    );
    const colour = colours.nth(
      Math.max(
        0,
        colourCounts.findIndex((n) => n > 0 && n < sizeTotal),
      ),
    );
    const colourTotal = Number.parseInt(
      (await colour.locator('.filter-count').innerText()).replace(/\D/g, ''),
      10,
    );
    await colour.click();
    await page.waitForURL(/[?&]color=\d{3}/);
    expect(page.url()).toMatch(/[?&]size=/);
    await expect.poll(() => countOf(page)).toBe(colourTotal);
    violations.push(...(await seriousViolations(page)));

    // "Clear all" drops the filters.
    await page.getByRole('link', { name: 'Clear all' }).first().click();
    await expect.poll(() => page.url()).not.toMatch(/size=|color=/);
    await expect.poll(() => countOf(page)).toBe(total);

    // Sort by price, low to high.
    await page.getByLabel('Sort by').selectOption('price-asc');
    await page.waitForURL(/sort=price-asc/);
    await expect
      .poll(async () => {
        const prices = await tilePrices(page);
        return prices.length > 1 && prices.every((price, i) => i === 0 || price >= (prices[i - 1] ?? 0));
      })
      .toBe(true);
    violations.push(...(await seriousViolations(page)));

    // On a phone the filters open as a drawer and Escape returns to the button.
    await page.setViewportSize({ width: 390, height: 800 });
    const toggle = page.getByRole('button', { name: /^Filter/ });
    await toggle.click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await dialog.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Close');
    violations.push(...(await seriousViolations(page)));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => toggle.evaluate((element) => element === document.activeElement)).toBe(true);

    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('suggests a product for a typo in the header search and opens it with the keyboard', async () => {
    const { context, page, errors } = await newPage(harness);
    const violations: string[] = [];
    await page.goto('/en-us');
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.click();
    await box.pressSequentially('hikng', { delay: 40 });
    const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
    await listbox.waitFor();
    const firstProduct = listbox.locator('.suggest-products[role="option"]').first();
    await firstProduct.waitFor();
    const name = (await firstProduct.locator('.suggest-name').innerText()).trim();
    expect(name).not.toBe('');
    violations.push(...(await seriousViolations(page)));
    await box.press('ArrowDown');
    const activeId = await box.getAttribute('aria-activedescendant');
    expect(activeId).toBe(await firstProduct.getAttribute('id'));
    expect(await firstProduct.getAttribute('aria-selected')).toBe('true');
    await box.press('Enter');
    await page.waitForURL(/\/en-us\/p\//);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(name);

    // Escape closes the list; without a choice Enter submits to the search page.
    await box.fill('');
    await box.pressSequentially('hikng', { delay: 20 });
    await listbox.waitFor();
    await box.press('Escape');
    await listbox.waitFor({ state: 'hidden' });
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await box.inputValue()).toBe('hikng');
    await box.fill('zzzqqxx');
    await box.press('Enter');
    await page.waitForURL(/\/en-us\/search\?q=zzzqqxx/);
    await page.getByRole('heading', { name: 'Categories' }).waitFor();
    violations.push(...(await seriousViolations(page)));

    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('writes a review and asks a question on a product page, and sees both listed', async () => {
    const { context, page, errors } = await newPage(harness);
    const violations: string[] = [];
    await openHikingBoots(page);
    await page.locator('.product-grid .tile .tile-name a').first().click();
    await page.waitForURL(/\/en-us\/p\//);
    const reviews = page.getByRole('region', { name: 'Reviews' });
    await reviews.waitFor();
    violations.push(...(await seriousViolations(page)));

    // An empty form: errors at the inputs.
    const form = reviews.locator('.review-form');
    await form.getByRole('button', { name: 'Submit review' }).click();
    await form.getByText('Please choose a rating.').waitFor();
    expect(await form.getByLabel('Title').getAttribute('aria-invalid')).toBe('true');
    violations.push(...(await seriousViolations(page)));

    await form.getByLabel('4 out of 5 stars').check({ force: true });
    await form.getByLabel('Title').fill('Solid on wet rock');
    await form.getByLabel('Your review').fill('Grippy soles and dry feet after a rainy day on the ridge.');
    await form.getByLabel('How did it fit?').selectOption('true');
    await form.getByLabel('Nickname').fill('TrailSam');
    await form.getByRole('button', { name: 'Submit review' }).click();
    await reviews.getByText('Thank you! Your review has been posted.').waitFor();
    await reviews.locator('.review-title', { hasText: 'Solid on wet rock' }).waitFor();
    expect(await reviews.locator('.review', { hasText: 'Solid on wet rock' }).innerText()).toContain(
      'TrailSam',
    );
    violations.push(...(await seriousViolations(page)));

    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('writes a review without JavaScript', async () => {
    const { context, page } = await newPage(harness, { javaScriptEnabled: false });
    await page.goto('/en-us/search?q=jacket');
    await page.locator('.product-grid .tile .tile-name a').first().click();
    await page.waitForURL(/\/en-us\/p\//);
    const reviews = page.getByRole('region', { name: 'Reviews' });
    const form = reviews.locator('.review-form');
    await form.getByLabel('5 out of 5 stars').check({ force: true });
    await form.getByLabel('Title').fill('Warm and light');
    await form.getByLabel('Your review').fill('Kept me warm on a windy summit.');
    await form.getByLabel('Nickname', { exact: true }).fill('NoScriptNia');
    await form.getByRole('button', { name: 'Submit review' }).click();
    await reviews.getByText('Thank you! Your review has been posted.').waitFor();
    await reviews.locator('.review-title', { hasText: 'Warm and light' }).waitFor();
    await context.close();
  });

  it('filters without JavaScript through plain links', async () => {
    const { context, page } = await newPage(harness, { javaScriptEnabled: false });
    await page.goto('/en-us/search?q=jacket');
    const total = await countOf(page);
    const colour = page.locator('[aria-labelledby="filter-color"] a.filter-value').first();
    const colourTotal = Number.parseInt(
      (await colour.locator('.filter-count').innerText()).replace(/\D/g, ''),
      10,
    );
    await colour.click();
    await page.waitForURL(/q=jacket.*color=\d{3}/);
    expect(await countOf(page)).toBe(colourTotal);
    expect(colourTotal).toBeLessThanOrEqual(total);
    await context.close();
  });
});
