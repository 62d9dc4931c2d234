import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, newPage, seriousViolations, startHarness } from '../support.ts';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

describe("shoppers' photos", () => {
  it('the category gallery shows approved photos, opens one in a lightbox and leads to a tagged product', async () => {
    const { context, page, errors } = await newPage(harness);
    // The media service answers under /ugc in the same server; only approved photos are public.
    const service = await page.request.get(`${harness.server.url}/ugc/`);
    expect(service.status()).toBe(200);
    await page.goto('/en-us/c/mens-hiking-boots-1101');
    const gallery = page.getByRole('region', { name: "Men's hiking boots: shoppers' photos" });
    const tiles = gallery.getByRole('button', { name: /^Photo by / });
    await tiles.first().waitFor();
    expect(await tiles.count()).toBeGreaterThan(0);
    await tiles.first().click();
    const lightbox = page.getByRole('dialog');
    await lightbox.getByRole('img').waitFor();
    const shop = lightbox.getByRole('list', { name: 'Products in this photo' }).getByRole('link').first();
    const href = await shop.getAttribute('href');
    expect(href).toMatch(/^\/en-us\/p\/[A-Z0-9]{8,11}$/);
    expect(await seriousViolations(page)).toEqual([]);
    await shop.click();
    await page.waitForURL((url) => url.pathname.startsWith('/en-us/p/'));
    await page.locator('h1').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
