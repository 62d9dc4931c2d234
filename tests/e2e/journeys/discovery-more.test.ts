import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, newPage, productWhere, seriousViolations, startHarness } from '../support.ts';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

/** A men's hiking boot whose shown colour has a sold-out size (the seed leaves some sizes at zero). */
async function bootWithSoldOutSize() {
  const product = await productWhere(harness, 'categoryId=1101&count=40', (details) =>
    details.variants.some((variant) => !variant.available),
  );
  return { product, soldOut: product.variants.find((variant) => !variant.available)! };
}

describe('more discovery journeys', () => {
  it('gives a product page valid structured data, hreflang alternates and a size chart dialog', async () => {
    const { context, page, errors } = await newPage(harness);
    const { product } = await bootWithSoldOutSize();
    await page.goto(`/en-gb${product.pdpUrl}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const documents = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
    const productLd = documents.find((document) => document['@type'] === 'Product') as
      | { name: string; offers: { priceCurrency: string }; brand: { name: string } }
      | undefined;
    expect(productLd?.name).toBe(product.name);
    expect(productLd?.offers.priceCurrency).toBe('GBP');
    const crumbs = documents.find((document) => document['@type'] === 'BreadcrumbList') as
      | { itemListElement: { position: number; item: string }[] }
      | undefined;
    expect(crumbs?.itemListElement.at(-1)?.item).toMatch(new RegExp(`/en-gb${product.pdpUrl}$`));
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      new RegExp(`/en-gb${product.pdpUrl}$`),
    );
    expect(await page.locator('link[rel="alternate"][hreflang]').count()).toBe(7);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Size chart' }).click();
    const dialog = page.getByRole('dialog', { name: 'Footwear size chart' });
    await dialog.waitFor();
    await expect.poll(() => dialog.locator('table').count()).toBeGreaterThan(0);
    expect(await dialog.getByRole('columnheader', { name: 'Foot length (cm)' }).count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // The sitemap index lists the product pages.
    const sitemap = await (await fetch(`${harness.url}/sitemap.xml`)).text();
    expect(sitemap).toContain('/sitemaps/products-1.xml');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('checks in-store availability from the product page and finds a store on the locator', async () => {
    const { context, page, errors } = await newPage(harness);
    const { product } = await bootWithSoldOutSize();
    await page.goto(`/en-us${product.pdpUrl}`);
    await page.getByRole('link', { name: 'Check in-store availability' }).click();
    const dialog = page.getByRole('dialog', { name: 'In-store availability' });
    await dialog.getByLabel('Postal code or city').fill('10001');
    await dialog.getByRole('button', { name: 'Search' }).click();
    const card = dialog.locator('.store-card').first();
    await card.waitFor();
    expect(await card.getByRole('heading').innerText()).toMatch(/Ridgeline/);
    expect(await card.locator('.store-stock').innerText()).toMatch(/In stock in sizes|Not in stock/);
    expect(await card.locator('.store-distance').innerText()).toMatch(/^\d+(\.\d)?\u00a0mi away$/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Find a store' }).click();
    await page.waitForURL(/\/en-us\/stores$/);
    const search = page.getByRole('main').getByRole('search');
    await search.getByLabel('Postal code or city').fill('Nowhereville');
    await search.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('alert').filter({ hasText: 'Nowhereville' }).waitFor();
    await search.getByLabel('Postal code or city').fill('10001');
    await search.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('heading', { name: /store(s)? near 10001/ }).waitFor();
    expect(await page.locator('.store-map .store-map-pin').count()).toBeGreaterThan(0);
    expect(await page.getByText('Opening hours').count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);

    // "Use my location" searches around the browser's position.
    await context.grantPermissions(['geolocation'], { origin: harness.url });
    await context.setGeolocation({ latitude: 40.7506, longitude: -73.9972 });
    await search.getByRole('button', { name: 'Use my location' }).click();
    await page.waitForURL(/[?&]lat=40\.7506&lng=-73\.9972/);
    await page.getByRole('heading', { name: /store(s)? near your location/ }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('compares two products ticked on a listing, also without JavaScript', async () => {
    for (const javaScriptEnabled of [true, false]) {
      const { context, page, errors } = await newPage(harness, { javaScriptEnabled });
      await page.goto('/en-us/c/mens-hiking-boots-1101');
      const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(structured.map((text) => (JSON.parse(text) as { '@type': string })['@type'])).toContain(
        'BreadcrumbList',
      );
      const names = await page.locator('.product-grid .tile-name').allInnerTexts();
      await page.getByRole('checkbox', { name: `Compare ${names[0]}` }).check();
      await page.getByRole('checkbox', { name: `Compare ${names[1]}` }).check();
      if (javaScriptEnabled) expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: /Compare selected/ }).click();
      await page.waitForURL(/\/en-us\/compare\?ids=/);
      const table = page.getByRole('table', { name: 'Compare products' });
      await table.waitFor();
      const headers = await table.locator('thead th').allInnerTexts();
      expect(headers.map((text) => text.trim())).toEqual([names[0], names[1]]);
      expect(await table.getByRole('rowheader', { name: 'Sizes' }).count()).toBe(1);
      if (javaScriptEnabled) expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('signs up for a back-in-stock email for a sold-out size', async () => {
    const { context, page, errors } = await newPage(harness);
    const { product, soldOut } = await bootWithSoldOutSize();
    await page.goto(`/en-us${product.pdpUrl}?color=${soldOut.colorCode}`);
    await page.getByText('Size sold out? Get an email when it is back').click();
    const form = page.locator('.restock-form');
    await form.getByLabel('Size you want').selectOption(soldOut.size);
    await form.getByLabel('Email address').fill('not-an-email');
    await form.getByRole('button', { name: 'Notify me' }).click();
    await form.getByText('Enter a valid email address').waitFor();
    await form.getByLabel('Email address').fill('waiting.hiker@example.com');
    await form.getByRole('button', { name: 'Notify me' }).click();
    await form
      .getByRole('status')
      .getByText(`We will email waiting.hiker@example.com when size ${soldOut.size} is back in stock.`)
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Reviews on the same page take helpful votes.
    const firstReview = page.locator('.review').first();
    await firstReview.getByRole('button', { name: /^Yes, helpful/ }).click();
    await firstReview.getByText('Thank you for your vote.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("search: says what a misspelt query was read as, names a suggestion's parent, and helps on when nothing is found", async () => {
    const { page, errors } = await newPage(harness);
    // A misspelt query: the results are for the corrected words, and the page says so.
    await page.goto('/en-us/search?q=hikng%20boot');
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Did you mean' }).innerText())
      .toContain('“hiking boot”');
    expect(await page.locator('.product-grid .tile').count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);

    // The header's suggestions name a category with its parent.
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.fill('');
    await box.pressSequentially('hiking', { delay: 40 });
    const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect
      .poll(() => listbox.getByRole('option', { name: /Men › Hiking Boots/ }).count())
      .toBeGreaterThan(0);

    // Nothing at all: popular searches and popular products instead of an empty page.
    await page.goto('/en-us/search?q=zzzqqxx');
    expect(await page.getByText('We found nothing for “zzzqqxx”').isVisible()).toBe(true);
    const popular = page.getByRole('region', { name: 'Popular products' });
    expect(await popular.locator('.tile').count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("phone: the menu holds the shopper's places, the filter drawer stays open for several picks, and add to cart follows the scroll", async () => {
    const { page, errors } = await newPage(harness, { width: 390 });
    await page.goto('/en-us/c/mens-hiking-boots-1101');
    await page.locator('.mega-nav.is-enhanced').first().waitFor({ state: 'attached' });

    // The menu: account (sign in for a guest), favorites, stores and order tracking.
    await page.locator('.mobile-menu > summary').filter({ visible: true }).click();
    const menu = page.getByRole('navigation', { name: 'Main (Menu)' });
    for (const name of ['Sign in', 'Favorites', 'Find a store', 'Track your order']) {
      expect(await menu.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('.mobile-menu > summary').filter({ visible: true }).click();

    // The filter drawer stays open while two filters are picked; its button counts the products.
    await page.getByRole('button', { name: 'Filter' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    const showButton = drawer.getByRole('button', { name: /^Show \d+ products?$/ });
    await drawer.locator('.filter-sizes a.filter-value').first().click();
    await page.waitForURL(/[?&]size=/);
    expect(await drawer.isVisible()).toBe(true);
    await drawer.getByRole('region', { name: 'Colour' }).locator('a.filter-value').first().click();
    await page.waitForURL(/[?&]color=/);
    expect(await drawer.isVisible()).toBe(true);
    const numberIn = (text: string) => Number.parseInt(/(\d+)/.exec(text)?.[1] ?? 'NaN', 10);
    await expect
      .poll(async () => {
        const shown = numberIn(await showButton.innerText());
        return shown > 0 && shown === numberIn(await page.locator('.listing-count').innerText());
      })
      .toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await showButton.click();
    expect(await drawer.isVisible()).toBe(false);

    // A product page: once the buy button scrolls away, add to cart stays at the bottom of the screen.
    await page.locator('.product-grid .tile a').first().click();
    await page.waitForURL(/\/p\//);
    const sticky = page.locator('.sticky-buy');
    expect(await sticky.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Add to cart', exact: true }).waitFor();
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 1500);
        return sticky.isVisible();
      })
      .toBe(true);
    expect(await sticky.getByRole('button', { name: /^Add to cart: / }).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('adds a product to the cart from the quick-shop dialog of a listing tile', async () => {
    const { context, page, errors } = await newPage(harness);
    await page.goto('/en-us/c/mens-hiking-boots-1101');
    const name = (await page.locator('.product-grid .tile-name').first().innerText()).trim();
    await page.getByRole('link', { name: `Quick shop: ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Quick shop: ${name}` });
    await dialog.waitFor();
    // Adding without a size says what is missing.
    await dialog.getByRole('button', { name: 'Add to cart' }).click();
    await dialog.getByText('Please select a size.').waitFor();
    await dialog.locator('.size-option:not([data-unavailable]) input[name="size"]').first().check();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Add to cart' }).click();
    await dialog.getByRole('status').getByText(`Added to your cart: ${name}`).waitFor();
    expect(page.url()).toMatch(/\/en-us\/c\/mens-hiking-boots-1101$/);
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // Without JavaScript the button is a plain link to the product page.
    const noJs = await newPage(harness, { javaScriptEnabled: false });
    await noJs.page.goto('/en-us/c/mens-hiking-boots-1101');
    await noJs.page.getByRole('link', { name: `Quick shop: ${name}` }).click();
    await noJs.page.waitForURL(/\/en-us\/p\//);
    await noJs.context.close();
    expect(errors).toEqual([]);
    await context.close();
  });
});
