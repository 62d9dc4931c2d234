import { content, operators } from '@ridgeline/commerce';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, newPage, seriousViolations, signInToBackOffice, startHarness } from '../support.ts';

const EDITOR = { email: 'preview.editor@ridgeline.test', name: 'Pia Preview', password: 'Preview2026ok' };
const WIDE = 'Journey trail hero';
const NARROW = 'Journey summit hero';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
  const db = harness.server.database!.db;
  const cli = { type: 'cli', id: 'cli:journey' } as const;
  await operators.createOperator(db, cli, { ...EDITOR, role: 'content-editor' });
  for (const [name, layoutVariant] of [
    [WIDE, 'journey-wide'],
    [NARROW, 'journey-narrow'],
  ] as const) {
    const banner = await content.createDocument(db, cli, {
      type: 'banner',
      siteId: null,
      route: null,
      layoutVariant,
      fields: { name, kind: 'hero', title: name },
      localized: {},
    });
    await content.publishDocument(db, cli, banner.id, {});
  }
});

afterAll(async () => {
  await harness?.close();
});

describe('the content preview tool', () => {
  it('a content editor chooses a doc type and layout variant and sees each document framed, labelled with its environment', async () => {
    const { context, page, errors } = await newPage(harness);
    const violations: string[] = [];
    await signInToBackOffice(page, EDITOR);

    const nav = page.getByRole('navigation', { name: 'Back-office' });
    await nav.getByRole('link', { name: 'Content preview' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/content/preview');
    await expect.poll(() => page.locator('h1').innerText()).toBe('Content preview');
    violations.push(...(await seriousViolations(page)));

    // Go without a doc type: the spec's message, tied to the field.
    await page.getByRole('button', { name: 'Go' }).click();
    await expect.poll(() => page.locator('#docType-error').innerText()).toBe('Doc type is required');
    expect(await page.locator('#docType').getAttribute('aria-invalid')).toBe('true');
    violations.push(...(await seriousViolations(page)));

    // The form validates on change: a layout variant, then the doc type shows the documents at once.
    await page.locator('#layoutVariant').fill('journey-wide');
    await page.locator('#docType').selectOption('banner');
    await page.waitForURL((url) => url.searchParams.get('docType') === 'banner');
    expect(new URL(page.url()).searchParams.get('page')).toBe('0');
    await expect.poll(() => page.locator('.preview-tool').innerText()).toContain('1 document, page 1 of 1');
    const label = page.getByRole('link', { name: 'localhost (opens in a new tab)' });
    expect(await label.getAttribute('target')).toBe('_blank');
    expect(await label.getAttribute('href')).toMatch(/^\/admin\/preview\/en-us\/showcase\?docType=banner/);
    violations.push(...(await seriousViolations(page)));

    const viewer = page.frameLocator('iframe[title="Preview of the banner documents"]');
    const result = viewer.locator('.preview-result');
    await expect.poll(() => result.count()).toBe(1);
    expect(await result.locator('.preview-facts dt').allInnerTexts()).toEqual([
      'ID',
      'Name',
      'Referrers count',
      'Modification date',
    ]);
    const [id, name, referrers, modified] = await result.locator('.preview-facts dd').allInnerTexts();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect([name, referrers]).toEqual([WIDE, '0']);
    expect(modified).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/);
    expect(await viewer.locator('body').innerText()).not.toContain(NARROW);

    // A variant no document has: the viewer says so.
    await page.locator('#layoutVariant').fill('nothing-like-this');
    await page.getByRole('button', { name: 'Go' }).click();
    await page.waitForURL((url) => url.searchParams.get('layoutVariant') === 'nothing-like-this');
    await expect.poll(() => viewer.locator('.preview-empty').innerText()).toBe('No results.');

    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a shopper opening the viewer gets no content, only a request to sign in', async () => {
    const { context, page } = await newPage(harness);
    const response = await page.goto('/admin/preview/en-us/showcase?docType=banner&layoutVariant=journey');
    expect(response?.status()).toBe(401);
    expect(response?.headers()['cache-control']).toContain('no-store');
    const text = await page.locator('body').innerText();
    expect(text).toContain('Sign in to the back-office to preview content.');
    expect(text).not.toContain(WIDE);
    await context.close();
  });
});
