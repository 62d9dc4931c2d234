import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, newPage, seriousViolations, startHarness } from '../support.ts';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

/** Searches the store locator as a shopper does: types in the field and presses Search. */
async function search(page: Page, query: string, button = 'Search') {
  const form = page.locator('form.store-search');
  await form.getByRole('searchbox').fill(query);
  await Promise.all([
    page.waitForURL((url) => url.searchParams.get('q') === query),
    form.getByRole('button', { name: button, exact: true }).click(),
  ]);
}

/** The lines of a store card's address, as shown. */
async function addressLines(page: Page, store: string): Promise<string[]> {
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: store }) });
  const text = await card.locator('.store-address').innerText();
  return text.split('\n').map((line) => line.trim());
}

describe('the store locator (decision 091)', () => {
  it('finds US ZIP codes and cities, in miles, on a real map the keyboard can use, with nothing fetched from elsewhere', async () => {
    const { page, errors } = await newPage(harness);
    const elsewhere: string[] = [];
    const basemaps: number[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(harness.url) && !url.startsWith('data:')) elsewhere.push(url);
    });
    page.on('response', (response) => {
      if (response.url().includes('/maps/north-america.svg')) basemaps.push(response.status());
    });

    await page.goto('/en-us/stores');
    await page.getByRole('heading', { level: 1, name: 'Find a store' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // A Beverly Hills ZIP code: the Santa Monica store first, in miles, its address as Americans write it.
    await search(page, '90210');
    await page.getByRole('heading', { name: /stores? near 90210, Beverly Hills, CA/ }).waitFor();
    const first = page.locator('.store-card').first();
    await expect.poll(() => first.getByRole('heading').innerText()).toBe('Ridgeline Santa Monica');
    expect(await first.locator('.store-distance').innerText()).toMatch(/^\d+(\.\d)?\u00a0mi away$/);
    expect(await addressLines(page, 'Ridgeline Santa Monica')).toEqual([
      '1355 Third Street Promenade',
      'Santa Monica, CA 90401',
    ]);

    // The map: the committed basemap of North America drawn as vectors, and a numbered pin per store.
    const map = page.locator('figure.store-map');
    expect(await map.locator('use').getAttribute('href')).toBe('/maps/north-america.svg#basemap');
    await expect.poll(() => basemaps).toEqual([200]);
    const pins = map.getByRole('list', { name: /Map of \d+ stores?/ });
    const pin = pins.getByRole('link', { name: '1. Ridgeline Santa Monica' });
    expect(await pin.isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // Keyboard: Tab reaches the pins; Enter on a pin selects its store and moves to it in the list.
    await page.locator('form.store-search').getByRole('button', { name: 'Search', exact: true }).focus();
    let reached = false;
    for (let press = 0; press < 60 && !reached; press++) {
      await page.keyboard.press('Tab');
      reached = await pin.evaluate((element) => element === document.activeElement);
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    const card = page.locator((await pin.getAttribute('href'))!);
    await expect.poll(() => card.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await card.getAttribute('class')).toContain('is-selected');
    expect(await pin.getAttribute('aria-current')).toBe('true');

    // And back: "Show … on the map" in the list focuses and highlights the store's pin.
    await pin.evaluate((element) => (element as HTMLElement).blur());
    await card.getByRole('link', { name: 'Show Ridgeline Santa Monica on the map' }).press('Enter');
    await expect.poll(() => pin.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await pin.getAttribute('aria-current')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);

    // A city: Miami is found (no store within 100 miles of it).
    await search(page, 'Miami');
    await page.getByText('No store within 100\u00a0mi of Miami, FL.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    expect(elsewhere).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('writes addresses and distances as each country does: UK postcodes on their own line, postal code first in Germany and France', async () => {
    const { page, errors } = await newPage(harness);
    await page.goto('/en-gb/stores');
    await search(page, 'EH1 1YZ');
    await page.getByRole('heading', { name: /near EH1 1YZ, Edinburgh/ }).waitFor();
    expect(await page.locator('.store-card .store-distance').first().innerText()).toMatch(/\u00a0mi away$/);
    expect(await addressLines(page, 'Ridgeline Edinburgh')).toEqual([
      '112 George Street',
      'Edinburgh',
      'EH2 4LH',
    ]);
    expect(await page.locator('figure.store-map use').getAttribute('href')).toBe('/maps/europe.svg#basemap');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/de-de/stores');
    await search(page, 'MÜNCHEN', 'Suchen');
    await page
      .getByRole('heading', { name: /in der Nähe von München|München/ })
      .first()
      .waitFor();
    expect(await page.locator('.store-card .store-distance').first().innerText()).toMatch(
      /^\d+(,\d)?\u00a0km entfernt$/,
    );
    expect(await addressLines(page, 'Ridgeline München')).toEqual(['Sendlinger Straße 31', '80331 München']);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/fr-fr/stores');
    await search(page, '75008', 'Rechercher');
    await page.locator('.store-card').first().waitFor();
    expect(await page.locator('.store-card .store-distance').first().innerText()).toMatch(
      /^À \d+(,\d)?\u00a0km$/,
    );
    expect(await addressLines(page, 'Ridgeline Paris Marais')).toEqual([
      '38 rue des Francs-Bourgeois',
      '75003 Paris',
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
