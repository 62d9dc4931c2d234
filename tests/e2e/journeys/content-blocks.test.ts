import { content } from '@ridgeline/commerce';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, newPage, seriousViolations, startHarness } from '../support.ts';
import { DEMO_PASSWORD, signIn } from './identity-support.ts';

/**
 * The blocks of spec 3 section 4 the other content journeys leave out (decision 089): the home hero's
 * preload, the promo bar's arrows and dots per screen, the benefit bar's close, a CTA opening a modal
 * fixed page; and, on a page and a product composed here through the content module, secondary nav,
 * picture, spacer, experience, multi-link card, the photo widgets and filter-by. One page load each.
 */
let harness: Harness;

const actor = { type: 'cli' as const, id: 'cli:journey' };
const base = { siteId: null, route: null, layoutVariant: null, localized: {} };
const paragraph = (text: string) => ({
  type: 'doc' as const,
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

beforeAll(async () => {
  harness = await startHarness();
  const db = harness.server.database!.db;
  const published = async (input: Parameters<typeof content.createDocument>[2]) => {
    const doc = await content.createDocument(db, actor, input);
    await content.publishDocument(db, actor, doc.id, {});
    return { documentId: doc.id };
  };
  const text = (name: string) =>
    published({ ...base, type: 'rich-text', fields: { name, richText: paragraph(name) } });

  const main = [
    await published({
      ...base,
      type: 'banner',
      fields: { name: 'Gallery title', kind: 'thin', title: 'Kit for the cold months', titleH1: true },
    }),
    await published({
      ...base,
      type: 'secondary-nav',
      fields: {
        name: 'Guide nav',
        title: 'In this guide',
        showDividers: true,
        targets: [
          { text: 'Kit list', url: '/pages/block-gallery' },
          { text: 'Winter trails', url: '/pages/winter-trails' },
        ],
      },
    }),
    await published({
      ...base,
      type: 'picture',
      fields: {
        name: 'Lake picture',
        media: {
          sm: {
            url: '/api/media/assets/demo-lake',
            alt: 'A still lake below the ridge',
            width: 800,
            height: 600,
          },
          md: {
            url: '/api/media/assets/demo-forest',
            alt: 'A still lake below the ridge',
            width: 1600,
            height: 900,
          },
        },
      },
    }),
    await published({
      ...base,
      type: 'spacer',
      fields: { name: 'Gap', backgroundColor: '#dfe6e0', bottomMargins: { sm: 16, lg: 48 } },
    }),
    await published({
      ...base,
      type: 'experience',
      fields: {
        name: 'Story test',
        experienceId: 'exp-story',
        baselines: [await text('The baseline story')],
        variants: [{ name: 'B', variantId: 'b', targets: [await text('The variant story')] }],
      },
    }),
    await published({
      ...base,
      type: 'multi-link-card',
      fields: {
        name: 'Winter kit card',
        alignment: 'center',
        media: { url: '/api/media/assets/demo-snow', alt: '' },
        title: 'Winter kit',
        titleTarget: { text: 'Winter kit', url: '/pages/winter-trails' },
        targets: [
          { text: 'Gaiters', url: '/search?q=gaiters' },
          { text: 'Insulated jackets', url: '/search?q=insulated' },
        ],
      },
    }),
    await published({ ...base, type: 'ugc', fields: { name: 'Trail photos', containerId: 'ugc-trail' } }),
    await published({
      ...base,
      type: 'olapic',
      fields: { name: 'Community', containerId: 'olapic-1', title: 'From the community' },
    }),
  ];
  await published({
    ...base,
    route: { kind: 'page', key: 'block-gallery' },
    type: 'page',
    fields: { name: 'Block gallery', title: 'Kit for the cold months', pageType: 'generic', slots: { main } },
  });

  const filter = async (operator: 'IN' | 'NOT IN', shown: string) =>
    published({
      ...base,
      type: 'filter-by',
      fields: {
        name: `Only ${operator}`,
        by: 'bySku',
        operator,
        ids: ['RL100010'],
        components: [await text(shown)],
      },
    });
  await published({
    ...base,
    route: { kind: 'product', key: 'RL100010' },
    type: 'page',
    fields: {
      name: 'RL100010 slots',
      pageType: 'product',
      slots: {
        'below-details': [
          await filter('IN', 'Only on this product'),
          await filter('NOT IN', 'On every other product'),
          await published({
            ...base,
            type: 'olapic',
            fields: { name: 'Community', containerId: 'olapic-2', title: 'Community on a product' },
          }),
        ],
      },
    },
  });
});

afterAll(async () => {
  await harness?.close();
});

describe.each([
  ['phone', 390],
  ['desktop', 1280],
])('content blocks on a %s', (name, width) => {
  const phone = name === 'phone';

  it('home: the hero preloaded from the head, promo bar arrows and dots, benefit bar closed for good, a CTA opening the loyalty modal', async () => {
    const { context, page, errors } = await newPage(harness, { width });
    const served = await (await page.request.get('/en-us')).text();
    const head = served.slice(0, served.indexOf('</head>'));
    // One AVIF preload per breakpoint, at high priority, before any script (decision 089).
    const preloads = [...head.matchAll(/<link[^>]*rel="preload"[^>]*as="image"[^>]*>/gi)].map(
      (match) => match[0],
    );
    expect(preloads).toHaveLength(3);
    for (const link of preloads) {
      expect(link).toMatch(/fetchpriority="high"/i);
      expect(link).toMatch(/type="image\/avif"/);
      expect(link).toMatch(
        /imagesrcset="\/api\/media\/assets\/demo-mountain\/r1\/\d+x\d+-q75\.avif 1x, [^"]+-q50\.avif 2x"/i,
      );
    }
    // Found first: before the stylesheet and the module preloads.
    const first = head.indexOf(preloads[0]!);
    expect(first).toBeLessThan(head.indexOf('rel="stylesheet"'));
    expect(first).toBeLessThan(head.indexOf('rel="modulepreload"'));

    // The first visit encodes the renditions: wait for the page, then for the photo itself.
    await page.goto('/en-us', { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1, name: 'Made for the long way round' }).waitFor();
    // The image the hero shows is the one preloaded for this screen.
    await page.waitForFunction(
      () => {
        const img = document.querySelector<HTMLImageElement>('.content-banner-hero img');
        return Boolean(img?.complete && img.naturalWidth > 0);
      },
      undefined,
      { timeout: 60_000 },
    );
    await page.locator('.mega-nav.is-enhanced').waitFor({ state: 'attached' });
    const shown = await page
      .locator('.content-banner-hero img')
      .evaluate((img: HTMLImageElement) => img.currentSrc);
    const matching = preloads.find((link) => link.includes(new URL(shown).pathname));
    expect(matching).toBeDefined();

    // Promo bar: dots for its messages; the arrows only from the medium breakpoint up.
    const promo = page.getByRole('region', { name: 'Offers' });
    await promo.waitFor();
    expect(await promo.locator('.promo-dot').count()).toBeGreaterThan(1);
    expect(await promo.getByRole('button', { name: 'Previous offer' }).isVisible()).toBe(!phone);
    expect(await promo.getByRole('button', { name: 'Next offer' }).isVisible()).toBe(!phone);

    // A CTA whose target is the loyalty modal's hash opens the loyalty-modal fixed page as a dialog.
    const how = page.getByRole('link', { name: 'How rewards work' });
    expect(await how.getAttribute('href')).toBe('/en-us#loyalty-modal');
    await how.click();
    const dialog = page.getByRole('dialog', { name: 'How Ridgeline Rewards works' });
    await dialog.waitFor();
    await dialog.getByText('Spend your points at checkout').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The benefit bar's close is remembered on the next page.
    const benefits = page.getByRole('complementary', { name: 'Our promises' });
    await benefits.getByRole('button', { name: 'Close the promises bar' }).click();
    await benefits.waitFor({ state: 'hidden' });
    await page.goto('/en-us/stores', { waitUntil: 'domcontentloaded' });
    await page.locator('h1').waitFor();
    expect(await page.locator('.benefit-bar').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a page of blocks: secondary nav, art-directed picture, spacer, experience baseline, multi-link card, photo widgets', async () => {
    const { context, page, errors } = await newPage(harness, { width });
    await page.goto('/en-us/pages/block-gallery', { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1, name: 'Kit for the cold months' }).waitFor();

    // Secondary nav: a row of links on large screens, a collapsible list on small ones; the page's own
    // link is marked current.
    const nav = page.getByRole('navigation', { name: 'In this guide' });
    const kitList = nav.getByRole('link', { name: 'Kit list' });
    expect(await kitList.getAttribute('aria-current')).toBe('page');
    if (phone) {
      await nav.locator('summary').click();
      await expect.poll(() => kitList.isVisible()).toBe(false);
      await nav.locator('summary').click();
    }
    await expect.poll(() => kitList.isVisible()).toBe(true);
    expect(await nav.locator('ul').evaluate((list) => getComputedStyle(list).display)).toBe(
      phone ? 'grid' : 'flex',
    );

    // The picture is art-directed: the forest from 768 px, the lake below, each a rendition.
    const picture = page.locator('.content-picture-block img');
    await picture.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      () => {
        const img = document.querySelector<HTMLImageElement>('.content-picture-block img');
        return Boolean(img?.complete && img.naturalWidth > 0);
      },
      undefined,
      { timeout: 60_000 },
    );
    const source = await picture.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(source).toMatch(phone ? /demo-lake\/r1\/.+\.avif$/ : /demo-forest\/r1\/.+\.avif$/);
    expect(await picture.getAttribute('alt')).toBe('A still lake below the ridge');

    // The spacer is a coloured gap of the height set for this screen.
    const gap = await page.locator('.content-spacer').evaluate((element) => ({
      height: element.getBoundingClientRect().height,
      color: getComputedStyle(element).backgroundColor,
    }));
    expect(gap).toEqual({ height: phone ? 16 : 48, color: 'rgb(223, 230, 224)' });

    // Experience: the baseline until experiments decide; the variant is not sent.
    await page.getByText('The baseline story').waitFor();
    expect(await page.getByText('The variant story').count()).toBe(0);

    // Multi-link card: the title links, then the list of links.
    const card = page.locator('.content-multi-link');
    expect(await card.getByRole('link', { name: 'Winter kit' }).getAttribute('href')).toBe(
      '/en-us/pages/winter-trails',
    );
    expect(await card.getByRole('link', { name: 'Gaiters' }).getAttribute('href')).toBe(
      '/en-us/search?q=gaiters',
    );

    // The photo widgets load the shoppers' approved photos (decision 101) half a second after they show;
    // Olapic shows off product pages.
    for (const widget of ['Trail photos', 'From the community']) {
      const photos = page.getByRole('region', { name: widget }).locator('.ugc-gallery li');
      await expect.poll(() => photos.count()).toBeGreaterThan(0);
    }
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('filter-by on a product page, signed in', () => {
  it('shows the IN components for the listed product, hides the NOT IN ones and the Olapic widget; the newsletter email is the account’s, locked', async () => {
    const { context, page, errors } = await newPage(harness, { width: 390 });
    await signIn(page, harness.url, 'guide@ridgeline.test', DEMO_PASSWORD);
    await page.goto('/en-us/p/RL100010');
    await page.getByText('Only on this product').waitFor();
    expect(await page.getByText('On every other product').count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Community on a product' }).count()).toBe(0);
    const email = page.locator('.content-footer .newsletter-form').getByLabel('Email address');
    expect(await email.inputValue()).toBe('guide@ridgeline.test');
    expect(await email.getAttribute('readonly')).not.toBeNull();
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
