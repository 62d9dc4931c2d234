import { formatMoney, type PriceDisplay, type ProductSearchResponse } from '@ridgeline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, newPage, seriousViolations, startHarness } from '../support.ts';

/**
 * Issue 15 items 1 and 2 (decision 081): on the EU and UK sites a sale is crossed out from, and its
 * percentage measured from, the lowest price of the 30 days before it; prices say they include VAT and
 * how shipping is charged. The US site keeps the list price and says nothing of VAT.
 */
let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

interface SaleTile {
  name: string;
  pdpUrl: string;
  price: PriceDisplay;
}

/**
 * A product on sale in the locale's currency that passes `test`, among men's hiking boots first and then
 * all men's products (the seed puts a quarter on sale, some after an earlier promotion).
 */
async function bootOnSale(locale: string, test: (price: PriceDisplay) => boolean): Promise<SaleTile> {
  for (const categoryId of ['1101', '1000']) {
    for (let start = 0; start < 400; start += 40) {
      const response = await fetch(
        `${harness.url}/api/products/v2/search/productSearch?categoryId=${categoryId}&count=40&start=${start}&locale=${locale}`,
      );
      const listing = (await response.json()) as ProductSearchResponse;
      const tile = listing.products.find(
        (product) => product.price.lowCurrent < product.price.lowOriginal && test(product.price),
      );
      if (tile) return tile as unknown as SaleTile;
      if (listing.products.length < 40) break;
    }
  }
  throw new Error(`no product on sale on ${locale}`);
}

const wholePercent = (reference: number, current: number) =>
  Math.round(((reference - current) / reference) * 100);

describe('sale prices and VAT on the EU, UK and US sites', () => {
  it('crosses out the 30-day lowest price on de-de, with a whole percentage and the VAT notice', async () => {
    const { context, page, errors } = await newPage(harness);
    // Lower in the 30 days than the list price: the list price is no longer what is crossed out.
    const boot = await bootOnSale(
      'de-de',
      (price) =>
        (price.historicBestPrice ?? 0) > price.lowCurrent && price.historicBestPrice! < price.lowOriginal,
    );
    const lowest = boot.price.historicBestPrice!;
    await page.goto(`/de-de${boot.pdpUrl}`);
    await page.getByRole('heading', { level: 1, name: boot.name }).waitFor();
    const buyBox = page.locator('.buy-box');
    const crossed = await buyBox.locator('s.price-original').innerText();
    expect(crossed).toContain('Niedrigster Preis der 30 Tage vor der Preissenkung');
    expect(crossed).toContain(formatMoney(lowest, 'EUR', 'de-de'));
    expect(crossed).not.toContain(formatMoney(boot.price.lowOriginal, 'EUR', 'de-de'));
    const percent = wholePercent(lowest, boot.price.lowCurrent);
    expect(await buyBox.locator('.price-off [aria-hidden="true"]').innerText()).toBe(`−${percent}\u00a0%`);
    expect(await buyBox.locator('.price-off .visually-hidden').innerText()).toBe(`${percent} % Rabatt`);
    const notice = buyBox.locator('.tax-notice');
    expect(await notice.innerText()).toBe('inkl. MwSt., zzgl. Versandkosten');
    const shipping = notice.getByRole('link', { name: 'Versandkosten' });
    expect(await shipping.getAttribute('href')).toBe('/de-de/policies/shipping-terms');
    expect(await seriousViolations(page)).toEqual([]);
    await shipping.click();
    await page.waitForURL(/\/de-de\/policies\/shipping-terms$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the same on the fr-fr listing, with "TTC"', async () => {
    const { context, page, errors } = await newPage(harness);
    const boot = await bootOnSale('fr-fr', (price) => (price.historicBestPrice ?? 0) > price.lowCurrent);
    await page.goto('/fr-fr/c/mens-hiking-boots-1101');
    const tile = page.locator('.product-grid .tile').filter({ hasText: boot.name }).first();
    await tile.waitFor();
    const lowest = boot.price.historicBestPrice!;
    expect(await tile.locator('s.price-original').innerText()).toContain(formatMoney(lowest, 'EUR', 'fr-fr'));
    expect(await tile.locator('.price-off [aria-hidden="true"]').innerText()).toBe(
      `−${wholePercent(lowest, boot.price.lowCurrent)}\u00a0%`,
    );
    const notice = page.locator('.listing .tax-notice');
    expect(await notice.innerText()).toBe('TTC, hors frais de livraison');
    expect(await notice.getByRole('link', { name: 'frais de livraison' }).getAttribute('href')).toBe(
      '/fr-fr/policies/shipping-terms',
    );
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('crosses out the 30-day lowest price in the en-gb cart, which says "incl. VAT"', async () => {
    const { context, page, errors } = await newPage(harness);
    const boot = await bootOnSale('en-gb', (price) => (price.historicBestPrice ?? 0) > price.lowCurrent);
    await page.goto(`/en-gb${boot.pdpUrl}`);
    await page.getByRole('heading', { level: 1, name: boot.name }).waitFor();
    expect(await page.locator('.buy-box .tax-notice').innerText()).toBe('incl. VAT, plus delivery costs');
    await page.locator('.size-option input:not([disabled])').first().check({ force: true });
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.locator('.buy-status .notice-success').waitFor();
    await page.goto('/en-gb/cart');
    const line = page.locator('.cart-line').filter({ hasText: boot.name }).first();
    await line.waitFor();
    const crossed = await line.locator('s.price-original').innerText();
    expect(crossed).toContain('Lowest price in the 30 days before the sale');
    expect(crossed).toContain(formatMoney(boot.price.historicBestPrice!, 'GBP', 'en-gb'));
    const notice = page.locator('.summary-card .tax-notice');
    expect(await notice.innerText()).toBe('incl. VAT, plus delivery costs');
    expect(await notice.getByRole('link', { name: 'delivery costs' }).getAttribute('href')).toBe(
      '/en-gb/policies/shipping-terms',
    );
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the list price on en-us, rounds the percentage and says nothing of VAT', async () => {
    const { context, page, errors } = await newPage(harness);
    const boot = await bootOnSale('en-us', (price) => !Number.isInteger(price.percentagePriceDiscount));
    await page.goto(`/en-us${boot.pdpUrl}`);
    await page.getByRole('heading', { level: 1, name: boot.name }).waitFor();
    const buyBox = page.locator('.buy-box');
    const crossed = await buyBox.locator('s.price-original').innerText();
    expect(crossed).toContain('Original price');
    expect(crossed).toContain(formatMoney(boot.price.lowOriginal, 'USD', 'en-us'));
    expect(await buyBox.locator('.price-off [aria-hidden="true"]').innerText()).toBe(
      `−${wholePercent(boot.price.lowOriginal, boot.price.lowCurrent)}%`,
    );
    expect(await page.locator('.tax-notice').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
