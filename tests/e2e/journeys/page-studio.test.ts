import { content, operators } from '@ridgeline/commerce';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, newPage, seriousViolations, signInToBackOffice, startHarness } from '../support.ts';

const ANNA = { email: 'anna.studio@ridgeline.test', name: 'Anna Weber', password: 'Studio2026ok' };
const BEN = { email: 'ben.studio@ridgeline.test', name: 'Ben Ortiz', password: 'Studio2026ok' };
const PAGE_NAME = 'Journey campaign page';
const STUDIO_TEXT = 'Summit week starts Friday';

let harness: Harness;
let pageId: string;

beforeAll(async () => {
  harness = await startHarness();
  const db = harness.server.database!.db;
  const cli = { type: 'cli', id: 'cli:journey' } as const;
  for (const editor of [ANNA, BEN])
    await operators.createOperator(db, cli, { ...editor, role: 'content-editor' });
  const intro = await content.createDocument(db, cli, {
    type: 'rich-text',
    siteId: null,
    route: null,
    layoutVariant: null,
    fields: {
      name: 'Journey intro',
      richText: {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Welcome' }] }],
      },
    },
    localized: {},
  });
  const page = await content.createDocument(db, cli, {
    type: 'page',
    siteId: null,
    route: null,
    layoutVariant: null,
    fields: { name: PAGE_NAME, pageType: 'generic', slots: { main: [{ documentId: intro.id }] } },
    localized: {},
  });
  pageId = page.id;
});

afterAll(async () => {
  await harness?.close();
});

/** Drags a block from Puck's component list into a slot of the canvas (an iframe), as a mouse would. */
async function dragBlockIntoSlot(page: Page, blockType: string, slot: string) {
  const item = page.locator('[data-puck-drawer] [data-puck-drawer-item]', { hasText: blockType }).first();
  const source = (
    (await await item.count()) ? item : page.getByText(blockType, { exact: true }).first()
  ).boundingBox();
  const frame = page.locator('iframe#preview-frame, iframe').first();
  const frameBox = await frame.boundingBox();
  const zone = page
    .frameLocator('iframe')
    .first()
    .locator(`section[aria-label="Slot: ${slot}"] [data-puck-dropzone]`);
  const zoneBox = await zone.boundingBox();
  const from = await source;
  if (!from || !frameBox || !zoneBox) throw new Error('the component list or the slot is not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2 + 20, { steps: 5 });
  const target = { x: zoneBox.x + zoneBox.width / 2, y: zoneBox.y + zoneBox.height - 8 };
  await page.mouse.move(target.x, target.y, { steps: 20 });
  await page.waitForTimeout(300);
  await page.mouse.move(target.x, target.y + 2, { steps: 2 });
  await page.mouse.up();
}

describe('the page studio', () => {
  it('an editor adds a block and edits it (autosaved as a version); a second editor’s stale save is refused with a clear message', async () => {
    const anna = await newPage(harness);
    const violations: string[] = [];
    await signInToBackOffice(anna.page, ANNA);

    // The content list: search the page by name, open it in the studio.
    const nav = anna.page.getByRole('navigation', { name: 'Back-office' });
    await nav.getByRole('link', { name: 'Content', exact: true }).click();
    await anna.page.waitForURL((url) => url.pathname === '/admin/content');
    await anna.page.locator('#type').selectOption('page');
    await anna.page.locator('#q').fill('journey campaign');
    await anna.page.getByRole('button', { name: 'Find' }).click();
    await anna.page.waitForURL((url) => url.searchParams.get('q') === 'journey campaign');
    violations.push(...(await seriousViolations(anna.page)));
    await anna.page.getByRole('link', { name: `Open in the studio: ${PAGE_NAME}` }).click();
    await anna.page.waitForURL((url) => url.pathname === `/admin/content/studio/${pageId}`);
    await expect.poll(() => anna.page.locator('h1').innerText()).toBe(`Studio: ${PAGE_NAME}`);

    // The canvas renders the storefront's own rich text block in the page's slot.
    const canvas = anna.page.frameLocator('iframe').first();
    await expect
      .poll(() => canvas.locator('section[aria-label="Slot: main"]').innerText())
      .toContain('Welcome');
    expect(await anna.page.locator('.studio-status').innerText()).toBe('Version 1');

    // Ben opens the same page: he is told Anna has it open.
    const ben = await newPage(harness);
    await signInToBackOffice(ben.page, BEN);
    await ben.page.goto(`/admin/content/studio/${pageId}`);
    await expect
      .poll(() => ben.page.getByRole('status').allInnerTexts())
      .toContainEqual(expect.stringContaining('Anna Weber also has this document open'));
    await ben.page.frameLocator('iframe').first().locator('section[aria-label="Slot: main"]').waitFor();

    // Anna drags a rich text block into the bottom slot and writes its text: autosaved as a new version.
    await dragBlockIntoSlot(anna.page, 'rich-text', 'bottom');
    const textArea = anna.page.locator('textarea[name="richText"]:visible');
    await textArea.fill(STUDIO_TEXT);
    await expect
      .poll(() => anna.page.locator('.studio-status').innerText(), { timeout: 20_000 })
      .toMatch(/^Saved at \d\d:\d\d UTC \(version \d+\)$/);
    await expect
      .poll(() => canvas.locator('section[aria-label="Slot: bottom"]').innerText())
      .toContain(STUDIO_TEXT);
    const db = harness.server.database!.db;
    const opened = await content.studioDocument(db, pageId, null);
    expect(opened.version).toBeGreaterThan(1);
    expect(opened.slots.bottom?.map((block) => block.type)).toEqual(['rich-text']);
    expect(JSON.stringify(opened.slots.bottom?.[0]?.fields.richText)).toContain(STUDIO_TEXT);
    violations.push(...(await seriousViolations(anna.page)));

    // Ben, still on version 1, changes the page title: refused, nothing overwritten, and he is told why.
    await ben.page.locator('input[name="title"]:visible').fill('Ben’s title');
    const refusal = ben.page.getByRole('alert').filter({ hasText: 'saved a newer version' });
    await expect
      .poll(() => refusal.innerText(), { timeout: 20_000 })
      .toMatch(/^Anna Weber saved a newer version \(version \d+\) at \d\d:\d\d UTC — reload to see it\./);
    expect(await ben.page.getByRole('link', { name: 'Reload' }).count()).toBe(1);
    const after = await content.studioDocument(db, pageId, null);
    expect(after.version).toBe(opened.version);
    expect(after.fields.title).toBeUndefined();

    // Versions: compare the first with the latest, field by field.
    await anna.page.reload();
    await anna.page.locator('#from').selectOption('1');
    await anna.page.getByRole('button', { name: 'Compare' }).click();
    await anna.page.waitForURL((url) => url.searchParams.get('from') === '1');
    await expect.poll(() => anna.page.locator('.studio-diff').innerText()).toContain('slots.bottom');

    // Publishing French only: the page's publications say so.
    await anna.page.locator('#publish-locale').selectOption('fr');
    await anna.page.getByRole('button', { name: 'Publish the latest version' }).click();
    await expect.poll(() => anna.page.getByRole('status').allInnerTexts()).toContain('Publication saved.');
    await expect
      .poll(() => anna.page.locator('section[aria-labelledby="studio-publishing"] li').allInnerTexts())
      .toEqual([expect.stringMatching(/^Version \d+ for fr: from .+ until no end$/)]);
    violations.push(...(await seriousViolations(anna.page)));

    expect(anna.errors).toEqual([]);
    expect(ben.errors).toEqual([]);
    // Puck's own interface (its CSS-module classes, `._Loader_1w5zn_13`) is not ours to fix: reported in
    // decision 100 (its loader's aria attribute, its zoom select's missing name); ours must have none.
    const ours = violations.filter(
      (violation) => !/ at \._[A-Z][A-Za-z]*(-[A-Za-z]+)?_[a-z0-9]+_\d+/.test(violation),
    );
    if (violations.length > ours.length) console.info('Puck interface axe findings:', violations);
    expect(ours).toEqual([]);
    await anna.context.close();
    await ben.context.close();
  }, 180_000);
});
