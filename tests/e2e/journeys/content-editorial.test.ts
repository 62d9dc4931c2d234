import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, newPage, seriousViolations, startHarness } from '../support.ts';

/**
 * Editorial content (issue 17, decision 074): the home page, a campaign page, landing and product slots
 * from the demo content, on a phone and on a desktop.
 */
let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});

afterAll(async () => {
  await harness?.close();
});

const VIEWPORTS = [
  { name: 'phone', width: 390 },
  { name: 'desktop', width: 1280 },
] as const;

/** Sums the layout shifts of the page (the Layout Instability API), from the start of the load. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const target = window as unknown as { __shift: number };
    target.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) target.__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function scrollThrough(page: Page) {
  for (let y = 0; y < 10; y++) {
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(100);
  }
  await page.waitForLoadState('networkidle');
}

const dataLayer = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []);

describe.each(VIEWPORTS)('editorial content on a $name', ({ width }) => {
  it('renders the home page from content: hero first and eager, the rest lazy, no layout shift, promotions tracked', async () => {
    const { context, page, errors } = await newPage(harness, { width });
    await watchLayoutShifts(page);
    const recommendationRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/content/recommendations')) recommendationRequests.push(request.url());
    });
    await page.goto('/en-us');
    const hero = page.getByRole('heading', { level: 1, name: 'Made for the long way round' });
    await hero.waitFor();
    expect(await hero.isVisible()).toBe(true);
    expect(await page.locator('h1').count()).toBe(1);
    expect(await page.title()).toBe('Ridgeline | Hiking boots, trail shoes and outdoor apparel');

    // Only the first block's image loads at once; every image reserves its box.
    const images = page.locator('.content-page img');
    const loading = await images.evaluateAll((list) =>
      list.map((img) => ({
        loading: img.getAttribute('loading'),
        priority: img.getAttribute('fetchpriority'),
        sized: Boolean(img.getAttribute('width') && img.getAttribute('height')),
        hero: Boolean(img.closest('.content-banner-hero')),
      })),
    );
    expect(loading.length).toBeGreaterThan(8);
    expect(loading[0]).toEqual({ loading: 'eager', priority: 'high', sized: true, hero: true });
    for (const image of loading.slice(1))
      expect(image).toMatchObject({ loading: 'lazy', sized: true, hero: false });

    // Category cards, the split banner, icons and text, the story and the film are there.
    await page.getByRole('heading', { name: 'Shop by category' }).waitFor();
    await page.getByRole('heading', { name: 'Winter trails' }).waitFor();
    await page.getByRole('heading', { name: 'Repairs for life' }).waitFor();
    await page.getByRole('heading', { name: 'Why we still stitch our boots by hand' }).waitFor();

    // The hero is the demo photo, as an AVIF rendition at the size it shows at on this screen (decision 083).
    const heroImage = page.locator('.content-banner-hero img');
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('.content-banner-hero img');
      return Boolean(img?.complete && img.naturalWidth > 0);
    });
    const heroShown = await heroImage.evaluate((img: HTMLImageElement) => ({
      src: img.currentSrc,
      width: img.naturalWidth,
      alt: img.alt,
    }));
    const heroSize = width < 768 ? [480, 540] : [1440, 640];
    expect(heroShown).toEqual({
      src: expect.stringMatching(
        new RegExp(`/api/media/assets/demo-mountain/r1/${heroSize[0]}x${heroSize[1]}-q75\\.avif$`),
      ),
      width: heroSize[0],
      alt: 'Snow-capped peaks glowing orange at sunrise above layered blue ridges',
    });

    // Scrolling through the page loads the lazy images without moving anything.
    await scrollThrough(page);
    const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
    expect(shift).toBeLessThan(0.02);
    // The top-rated products come with the page (server-rendered, decision 083): no request after hydration,
    // nothing to shift, and one impression once they were seen.
    const recs = page.getByRole('region', { name: 'Top rated by hikers' });
    expect(await recs.getByRole('heading', { level: 3 }).count()).toBe(8);
    expect(recommendationRequests).toEqual([]);
    const served = await (await page.request.get('/en-us')).text();
    expect(served).toMatch(/Top rated by hikers<\/h2><ul class="product-grid cc-recs-grid"/);
    expect(
      (await dataLayer(page)).filter((event) => event.event === 'recommendation_impression'),
    ).toHaveLength(1);
    // The split banner's photo came as a rendition too, once it neared the viewport.
    const split = await page
      .locator('.content-banner-split img')
      .evaluate((img: HTMLImageElement) => ({ src: img.currentSrc, loaded: img.naturalWidth > 0 }));
    expect(split).toEqual({
      src: expect.stringMatching(/\/api\/media\/assets\/demo-snow\/r1\/.+\.avif$/),
      loaded: true,
    });

    // The hero's promotion impression was pushed once it was seen.
    const impressions = (await dataLayer(page)).filter((event) => event.event === 'view_promotion');
    expect(impressions).toContainEqual(
      expect.objectContaining({
        ecommerce: expect.objectContaining({ promotion_id: 'aw26-hero', creative_name: 'hero-crestone' }),
      }),
    );
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens a modal hash target from a CTA, and plays the film only when asked', async () => {
    const { context, page, errors } = await newPage(harness, { width });
    await page.goto('/en-us');
    await page.getByRole('heading', { level: 1, name: 'Made for the long way round' }).waitFor();

    const cta = page.getByRole('link', { name: 'Our layering guide' });
    expect(await cta.getAttribute('href')).toBe('/en-us#layering-guide');
    await cta.click();
    const dialog = page.getByRole('dialog', { name: 'The three-layer system' });
    await dialog.waitFor();
    expect(page.url()).toMatch(/#layering-guide$/);
    await dialog.getByText('Three thin layers beat one thick one').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect((await dataLayer(page)).filter((event) => event.event === 'select_promotion')).toContainEqual(
      expect.objectContaining({
        ecommerce: expect.objectContaining({ promotion_id: 'aw26-hero', link_text: 'Our layering guide' }),
      }),
    );
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // Closing clears the hash, so the same CTA opens it again.
    await page.waitForFunction(() => window.location.hash === '');

    // The film is a poster button: no player, no request to the video site until it is pressed.
    const youtube: string[] = [];
    page.on('request', (request) => {
      if (/youtube|ytimg/.test(request.url())) youtube.push(request.url());
    });
    const play = page.getByRole('button', { name: /^Play video: Above the tree line/ });
    await play.scrollIntoViewIfNeeded();
    expect(await page.locator('.content-video iframe').count()).toBe(0);
    expect(youtube).toEqual([]);
    await play.click();
    const player = page.locator('.content-video iframe');
    await player.waitFor({ state: 'attached' });
    expect(await player.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ\?autoplay=1/,
    );
    expect(await player.getAttribute('title')).toBe(
      'Above the tree line: a winter traverse in the Dolomites',
    );
    expect(errors.filter((error) => !/youtube/.test(error))).toEqual([]);
    await context.close();
  });

  it('shows the Winter trails campaign page with its SEO, a merged query target, and a 404 for an unknown page', async () => {
    const { context, page, errors } = await newPage(harness, { width });
    await watchLayoutShifts(page);
    await page.goto('/en-us/pages/winter-trails?ref=newsletter');
    await page.getByRole('heading', { level: 1, name: 'Winter trails' }).waitFor();
    // Every banner and card image keeps the box it reserved, whatever the file's own shape.
    await scrollThrough(page);
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(0.02);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await page.title()).toBe('Winter trails: seven routes for the cold months | Ridgeline');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/^Snowshoe loops/);
    await page.getByRole('heading', { name: 'Snowshoe loops under 10 km' }).waitFor();
    await page.getByRole('navigation', { name: 'The seven routes' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // An accordion of native disclosures: one answer at a time.
    const question = page.getByText('Can I use crampons?');
    await question.click();
    await page.getByText('The Crestone takes C1 strap-on crampons').waitFor();

    // A query with a modal hash merges into the current query and opens the modal.
    const layer = page.getByRole('link', { name: 'How to layer' });
    expect(await layer.getAttribute('href')).toBe(
      '/en-us/pages/winter-trails?ref=newsletter&utm_content=winter-hero#layering-guide',
    );
    await layer.click();
    await page.getByRole('dialog', { name: 'The three-layer system' }).waitFor();

    const missing = await page.goto('/en-us/pages/no-such-campaign');
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('segmentation, landing and product content', () => {
  it('shows a guest the baseline, and the member segment under a test context', async () => {
    const { context, page, errors } = await newPage(harness);
    await page.goto('/en-us');
    await page.getByRole('heading', { name: 'Join Ridgeline Rewards' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Members’ weekend: double points' }).count()).toBe(0);

    await page.goto('/en-us?p13n_testcontext=loyalty-member');
    await page.getByRole('heading', { name: 'Members’ weekend: double points' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Join Ridgeline Rewards' }).count()).toBe(0);
    // The other segments' content is not even sent to the browser.
    expect(await page.content()).not.toContain('Pick up where you left off');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/fr-fr?p13n_testcontext=logged-in');
    await page.getByRole('heading', { name: 'Bon retour parmi nous' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Faits pour les longs détours' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("renders a category's landing content above and below the listing, and a product's video slot", async () => {
    const { context, page, errors } = await newPage(harness, { width: 390 });
    await page.goto('/en-us/c/mens-hiking-boots-1101');
    await page.getByRole('heading', { name: 'Not sure of your size?' }).waitFor();
    await page.getByRole('heading', { name: 'Choosing hiking boots' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/de-de/c/womens-jackets-2201');
    await page.getByRole('heading', { name: 'Daune oder Kunstfaser?' }).waitFor();

    await page.goto('/en-us/p/crestone-backpacking-boot-mens-RL100002');
    const play = page.getByRole('button', { name: 'Play video: How the Crestone is made' });
    await play.waitFor();
    await page.getByRole('heading', { name: 'Caring for leather boots' }).waitFor();
    expect(await page.locator('.content-video img').getAttribute('loading')).toBe('lazy');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
