import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, newPage, seriousViolations, startHarness } from '../support.ts';

// The commerce content blocks and the journal (decision 076), on the demo content
// (packages/db/src/seed/content/journal and .../commerce), on a desktop and a phone.

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

const cards = '.ag-grid .ag-card';

describe.each([
  ['desktop', 1280],
  ['phone', 390],
])('the journal on a %s', (_name, width) => {
  it('filters the grid by tag, loads more, clears all and opens an article with related stories', async () => {
    const { context, page, errors } = await newPage(harness, { width });
    const violations: string[] = [];
    await page.goto('/en-us/journal');
    await expect.poll(() => page.locator('h1').innerText()).toBe('The Ridgeline journal');
    expect(await page.title()).toContain('Journal');
    // Six rows of one small column: six of the twelve articles, newest first, in the server's HTML.
    await expect.poll(() => page.locator(cards).count()).toBe(6);
    violations.push(...(await seriousViolations(page)));

    await page.getByRole('button', { name: 'Load more articles' }).click();
    await expect.poll(() => page.locator(cards).count()).toBe(12);
    expect(await page.getByRole('button', { name: 'Load more articles' }).count()).toBe(0);

    const gearCare = page.getByRole('button', { name: /^Gear care/ });
    await gearCare.click();
    await expect.poll(() => gearCare.getAttribute('aria-pressed')).toBe('true');
    // Five articles carry the tag (the chip says so).
    await expect.poll(() => page.locator(cards).count()).toBe(5);
    violations.push(...(await seriousViolations(page)));

    await page.getByRole('button', { name: 'Clear all' }).click();
    await expect.poll(() => gearCare.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => page.locator(cards).count()).toBe(6);

    await page
      .locator('.ag-grid')
      .getByRole('link', { name: 'How to clean and wax leather hiking boots' })
      .click();
    await page.waitForURL((url) => url.pathname === '/en-us/journal/wax-leather-boots');
    await expect.poll(() => page.locator('h1').innerText()).toBe('How to clean and wax leather hiking boots');
    const related = page.locator('section', { has: page.getByRole('heading', { name: 'Related stories' }) });
    await expect.poll(() => related.locator('.ag-card').count()).toBe(4);
    expect(await related.getByRole('link', { name: 'Repair before you replace' }).count()).toBe(1);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain('wax');
    violations.push(...(await seriousViolations(page)));

    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('moves the journal carousel with the keyboard', async () => {
    const { context, page, errors } = await newPage(harness, { width });
    await page.goto('/en-us/journal');
    const carousel = page.getByRole('region', { name: 'From the journal' });
    const slides = carousel.locator('.cc-slide');
    await expect.poll(() => slides.count()).toBe(6);
    // Focus in the carousel holds autoplay; the arrow keys move it and focus follows.
    await slides.first().getByRole('link').first().focus();
    const current = async () =>
      slides.evaluateAll((all) => all.findIndex((s) => s.getAttribute('aria-current') === 'true'));
    const start = await current();
    await page.keyboard.press('ArrowRight');
    await expect.poll(current).toBe(start + 1);
    await page.keyboard.press('End');
    await expect.poll(current).toBe(5);
    await page.keyboard.press('ArrowRight');
    await expect.poll(current).toBe(0); // it loops
    const next = carousel.getByRole('button', { name: 'Next slide' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect.poll(current).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the cart's content slot and adds a complete-the-look item from a product page", async () => {
    const { context, page, errors } = await newPage(harness, { width });
    await page.goto('/en-us/cart');
    const suggestions = page.locator('section', {
      has: page.getByRole('heading', { name: 'Before you head out' }),
    });
    await expect.poll(() => suggestions.locator('.tile').count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/en-us/p/RL100001');
    const upsell = page.locator('section', { has: page.getByRole('heading', { name: 'Complete the look' }) });
    const adds = upsell.getByRole('button', { name: /^Add / });
    // The block loads its items as the shopper scrolls to it.
    await upsell.scrollIntoViewIfNeeded();
    await expect.poll(() => adds.count()).toBeGreaterThan(0);
    expect(await adds.count()).toBeLessThanOrEqual(3);
    const name = await upsell.locator('.cc-upsell-name').first().innerText();
    await adds.first().click();
    await expect
      .poll(() => upsell.locator('.notice-success').innerText())
      .toContain('1 item was added to your cart.');
    expect(await seriousViolations(page)).toEqual([]);
    await upsell.getByRole('link', { name: 'View cart' }).click();
    await page.waitForURL((url) => url.pathname === '/en-us/cart');
    await expect.poll(() => page.locator('.cart-lines').innerText()).toContain(name);
    expect(errors).toEqual([]);
    await context.close();
  });
});
