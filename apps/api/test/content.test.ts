import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { audit } from '@ridgeline/commerce';
import { FIXED_PAGES } from '@ridgeline/contracts';
import { holdEmbeddedDatabase } from '@ridgeline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent, parseContentArgs } from '../src/cli/content.ts';
import { EXIT_DATABASE_BUSY } from '../src/cli/operator.ts';
import { type AdminFailure, adminCall, adminSignIn, newOperator, signedInOwner } from './admin-helpers.ts';
import { createTestApi, type TestApi } from './helpers.ts';

let api: TestApi;
let editor: string;
let merchandiser: string;
let owner: string;
beforeAll(async () => {
  api = await createTestApi({ seed: false });
  owner = (await signedInOwner(api)).cookie;
  const contentEditor = await newOperator(api, 'content-editor');
  editor = (await adminSignIn(api, contentEditor.email, contentEditor.password)).cookie!;
  const merch = await newOperator(api, 'merchandiser');
  merchandiser = (await adminSignIn(api, merch.email, merch.password)).cookie!;
});
afterAll(() => api.close());

type EditorDoc = {
  id: string;
  type: string;
  name: string;
  latestVersion: number;
  referrersCount: number;
  publications: { version: number; publishAt: string; unpublishAt: string | null }[];
};
type Doc = {
  id: string;
  type: string;
  name: string;
  version: number;
  locale: string;
  fields: Record<string, unknown>;
  slots?: Record<string, (Doc | null)[]>;
};

const DOCUMENTS = '/api/admin/v1/content/documents';
const live = (path: string) => `/api/live/caas/v1/canvas/${path}`;
const preview = (path: string) => `/api/preview/caas/v1/canvas/${path}`;
const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
const richText = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});
const slug = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

async function create(body: Record<string, unknown>, cookie = editor) {
  const response = await adminCall<EditorDoc & AdminFailure>(api, 'POST', DOCUMENTS, cookie, body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}
async function publish(id: string, body: Record<string, unknown> = {}) {
  const response = await adminCall<EditorDoc>(api, 'POST', `${DOCUMENTS}/${id}/publish`, editor, body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}
async function published(body: Record<string, unknown>) {
  const doc = await create(body);
  await publish(doc.id);
  return doc;
}
const banner = (name: string, extra: Record<string, unknown> = {}) => ({
  type: 'banner',
  fields: { name, kind: 'hero', title: name, targets: [{ text: 'Shop', url: '/en-us/c/1000' }], ...extra },
});
const page = (
  kind: string,
  key: string,
  fields: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) => ({
  type: 'page',
  siteId: 'us',
  route: { kind, key },
  fields: { name: `${kind} ${key}`, ...fields },
  ...extra,
});
const get = <T = Doc>(url: string, headers: Record<string, string> = {}) =>
  api.call<T & AdminFailure>({ method: 'GET', url, headers });

describe('editors API (content:write)', () => {
  it('creates a document, saves versions, lists them, publishes and schedules, each change audited', async () => {
    const created = await create(banner('Spring hero'));
    expect(created).toMatchObject({
      type: 'banner',
      name: 'Spring hero',
      latestVersion: 1,
      publications: [],
    });

    const updated = await adminCall<EditorDoc>(api, 'PUT', `${DOCUMENTS}/${created.id}`, editor, {
      fields: { name: 'Spring hero', kind: 'hero', title: 'Spring is here' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.latestVersion).toBe(2);

    const versions = await adminCall<{ items: { version: number; fields: { title: string } }[] }>(
      api,
      'GET',
      `${DOCUMENTS}/${created.id}/versions`,
      editor,
    );
    expect(versions.body.items.map((v) => [v.version, v.fields.title])).toEqual([
      [2, 'Spring is here'],
      [1, 'Spring hero'],
    ]);

    const publishedDoc = await publish(created.id, { version: 1 });
    expect(publishedDoc.publications).toEqual([expect.objectContaining({ version: 1, unpublishAt: null })]);
    const scheduled = await adminCall<EditorDoc>(api, 'POST', `${DOCUMENTS}/${created.id}/schedule`, editor, {
      publishAt: hours(24),
      unpublishAt: hours(48),
    });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.publications.map((p) => p.version)).toEqual([1, 2]);

    const audit = await adminCall<{ items: { action: string; entityId: string; actorType: string }[] }>(
      api,
      'GET',
      `/api/admin/v1/audit?entityType=content_document&entityId=${created.id}`,
      owner,
    );
    expect(audit.body.items.map((entry) => entry.action).reverse()).toEqual([
      'content.create',
      'content.update',
      'content.publish',
      'content.schedule',
    ]);
    expect(audit.body.items.every((entry) => entry.actorType === 'operator')).toBe(true);
  });

  it('lists documents by type', async () => {
    const spacer = await create({ type: 'spacer', fields: { name: 'Gap', bottomMargins: { sm: 8 } } });
    const list = await adminCall<{ items: EditorDoc[]; total: number }>(
      api,
      'GET',
      `${DOCUMENTS}?type=spacer`,
      editor,
    );
    expect(list.status).toBe(200);
    expect(list.body.items.map((d) => d.id)).toContain(spacer.id);
    expect(list.body.items.every((d) => d.type === 'spacer')).toBe(true);
  });

  it("checks fields against the type's schema (REQ400 names the field), and unsafe links", async () => {
    const missing = await adminCall(api, 'POST', DOCUMENTS, editor, {
      type: 'banner',
      fields: { name: 'x' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'fields.kind' });
    const script = await adminCall(
      api,
      'POST',
      DOCUMENTS,
      editor,
      banner('Bad', { targets: [{ url: 'javascript:alert(1)' }] }),
    );
    expect(script.status).toBe(400);
    expect(script.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'fields.targets.0.url' });
  });

  it('checks page slots against the page type, and localized fields against the type', async () => {
    const slot = await adminCall(
      api,
      'POST',
      DOCUMENTS,
      editor,
      page('fixed', 'sign-in-modal', { pageType: 'sign-in-modal', slots: { top: [] } }),
    );
    expect(slot.status).toBe(400);
    expect(slot.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'fields.slots.top' });
    const unknown = await adminCall(api, 'POST', DOCUMENTS, editor, {
      ...banner('Localized'),
      localized: { fr: { headline: 'Titre' } },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errorDetails[0]).toMatchObject({ field: 'localized.fr.headline' });
    const invalidOverride = await adminCall(api, 'POST', DOCUMENTS, editor, {
      ...banner('Localized'),
      localized: { 'de-de': { kind: 'giant' } },
    });
    expect(invalidOverride.status).toBe(400);
    expect(invalidOverride.body.errorDetails[0]).toMatchObject({ field: 'localized.de-de.kind' });
  });

  it('refuses a second document on the same route (CNT409) and a window ending before it starts (CNT400)', async () => {
    const key = slug('taken');
    await create(page('page', key, {}));
    const again = await adminCall(api, 'POST', DOCUMENTS, editor, page('page', key, {}));
    expect(again.status).toBe(409);
    expect(again.body.errorDetails[0]!.errorId).toBe('CNT409');
    const doc = await create(banner('Window'));
    const window = await adminCall(api, 'POST', `${DOCUMENTS}/${doc.id}/schedule`, editor, {
      publishAt: hours(2),
      unpublishAt: hours(1),
    });
    expect(window.status).toBe(400);
    expect(window.body.errorDetails[0]!.errorId).toBe('CNT400');
    const version = await adminCall(api, 'POST', `${DOCUMENTS}/${doc.id}/publish`, editor, { version: 9 });
    expect(version.status).toBe(404);
    expect(version.body.errorDetails[0]!.errorId).toBe('CNT410');
  });

  it('refuses callers without an operator session (ADM401) or without content:write (ADM403)', async () => {
    const anonymous = await adminCall(api, 'POST', DOCUMENTS, null, banner('Nope'));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errorDetails[0]!.errorId).toBe('ADM401');
    const merch = await adminCall(api, 'POST', DOCUMENTS, merchandiser, banner('Nope'));
    expect(merch.status).toBe(403);
    expect(merch.body.errorDetails[0]).toMatchObject({ errorId: 'ADM403', permission: 'content:write' });
    const list = await adminCall(api, 'GET', DOCUMENTS, merchandiser);
    expect(list.status).toBe(403);
  });

  it('unknown documents answer CNT404', async () => {
    const response = await adminCall(api, 'GET', `${DOCUMENTS}/${randomUUID()}/versions`, editor);
    expect(response.status).toBe(404);
    expect(response.body.errorDetails[0]!.errorId).toBe('CNT404');
  });
});

describe('content service calls', () => {
  it('augmentedpage: the page with its slots documents expanded, unpublished references null', async () => {
    const hero = await published(banner('Augmented hero'));
    const draft = await create(banner('Draft banner'));
    const key = slug('summer');
    await published(
      page('page', key, { slots: { top: [{ documentId: hero.id }], main: [{ documentId: draft.id }] } }),
    );

    const response = await get(live(`augmentedpage/us/${key}`));
    expect(response.status).toBe(200);
    expect(response.body.slots!.top![0]).toMatchObject({
      id: hero.id,
      type: 'banner',
      fields: { title: 'Augmented hero' },
    });
    expect(response.body.slots!.main).toEqual([null]);
    const withoutNulls = await get(live(`augmentedpage/us/${key}?removeNulls=true`));
    expect(withoutNulls.body.slots!.main).toEqual([]);
  });

  it('page: the page document with its slots as references', async () => {
    const hero = await published(banner('Plain hero'));
    const key = slug('plain');
    await published(page('page', key, { title: 'Plain', slots: { top: [{ documentId: hero.id }] } }));
    const response = await get(live(`page/us/${key}`));
    expect(response.status).toBe(200);
    expect(response.body.fields).toMatchObject({ title: 'Plain', slots: { top: [{ documentId: hero.id }] } });
  });

  it.each(FIXED_PAGES)('%s/{siteId}: the fixed page', async (fixedPage) => {
    const hero = await published(banner(`${fixedPage} banner`));
    const slot = ['loyalty-modal', 'sign-in-modal', 'sign-up-modal', 'error-4xx'].includes(fixedPage)
      ? 'main'
      : 'bottom';
    await published(
      page('fixed', fixedPage, { pageType: fixedPage, slots: { [slot]: [{ documentId: hero.id }] } }),
    );
    const response = await get(live(`${fixedPage}/us`));
    expect(response.status).toBe(200);
    expect(response.body.slots![slot]![0]).toMatchObject({ id: hero.id });
    expect((await get(live(`${fixedPage}/gb`))).status).toBe(404);
  });

  it('category/{siteId}/{categoryId}', async () => {
    await published(page('category', '4401', { pageType: 'category', title: 'Trail shoes' }));
    const response = await get(live('category/us/4401'));
    expect(response.status).toBe(200);
    expect(response.body.fields.title).toBe('Trail shoes');
  });

  it('product/{siteId}/{productId}', async () => {
    await published(page('product', 'RLTEST0001', { pageType: 'product', title: 'Story' }));
    const response = await get(live('product/us/RLTEST0001'));
    expect(response.status).toBe(200);
    expect(response.body.fields.title).toBe('Story');
  });

  it('search/{siteId}/{searchType}', async () => {
    await published(page('search', 'no-results', { pageType: 'search', title: 'Nothing found' }));
    const response = await get(live('search/us/no-results'));
    expect(response.status).toBe(200);
    expect(response.body.fields.title).toBe('Nothing found');
  });

  it('footer/{siteId}: a footer for every site unless a site has its own', async () => {
    const columns = [{ title: 'Help', targets: [{ text: 'Contact', url: '/contact' }] }];
    const everySite = await published({
      type: 'footer',
      route: { kind: 'footer' },
      fields: { name: 'Footer', columns },
    });
    const uk = await published({
      type: 'footer',
      siteId: 'gb',
      route: { kind: 'footer' },
      fields: { name: 'UK footer', columns },
    });
    const response = await get(live('footer/ca'));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: everySite.id, type: 'footer', locale: 'en-ca' });
    expect((await get(live('footer/gb'))).body).toMatchObject({ id: uk.id, locale: 'en-gb' });
  });

  it('fragment/{fragmentId}', async () => {
    const doc = await published({
      type: 'rich-text',
      fields: { name: 'Note', richText: richText('Free returns') },
    });
    const response = await get(live(`fragment/${doc.id}`));
    expect(response.status).toBe(200);
    expect(response.body.fields.richText).toEqual(richText('Free returns'));
  });

  it('menu/{siteId}: the mega menu with its visual selectors expanded', async () => {
    const selector = await published({
      type: 'visual-selector',
      fields: {
        name: 'Boots',
        title: 'Boots',
        mediaObject: { url: '/media/boots.svg', alt: 'Boots' },
        target: { url: '/c/boots' },
      },
    });
    await published({
      type: 'mega-menu',
      siteId: 'us',
      route: { kind: 'menu' },
      fields: {
        name: 'Main menu',
        items: [{ id: 'men', title: 'Men', visualSelectors: [{ documentId: selector.id }] }],
      },
    });
    const response = await get(live('menu/us'));
    expect(response.status).toBe(200);
    const items = response.body.fields.items as { visualSelectors: Doc[] }[];
    expect(items[0]!.visualSelectors[0]).toMatchObject({ id: selector.id, fields: { title: 'Boots' } });
  });

  it('children/{siteId}/{parentPageSlug}', async () => {
    const parent = slug('guides');
    await published(
      page(
        'page',
        slug('b-guide'),
        { title: 'B' },
        { route: { kind: 'page', key: slug('b'), parentSlug: parent } },
      ),
    );
    await published(
      page(
        'page',
        slug('a-guide'),
        { name: 'A guide' },
        { route: { kind: 'page', key: slug('a'), parentSlug: parent } },
      ),
    );
    const response = await get<{ items: Doc[] }>(live(`children/us/${parent}`));
    expect(response.status).toBe(200);
    expect(response.body.items).toHaveLength(2);
  });

  it('popups/{siteId}', async () => {
    const popup = await published({
      type: 'popup',
      siteId: 'gb',
      fields: { name: 'Newsletter pop-up', title: 'Join us' },
    });
    const response = await get<{ items: Doc[] }>(live('popups/gb'));
    expect(response.status).toBe(200);
    expect(response.body.items.map((p) => p.id)).toContain(popup.id);
    expect(response.body.items.find((p) => p.id === popup.id)!.fields.delay).toBe(2000);
    const other = await get<{ items: Doc[] }>(live('popups/us'));
    expect(other.body.items.map((p) => p.id)).not.toContain(popup.id);
  });

  it('showcase/{siteId}/{docType}: layoutVariant, limit, offset and referrers count', async () => {
    const used = await published({
      ...banner('Showcase split', { kind: 'split' }),
      layoutVariant: 'split-left',
    });
    await published({ ...banner('Showcase thin', { kind: 'thin' }), layoutVariant: 'thin' });
    await published(page('page', slug('uses'), { slots: { main: [{ documentId: used.id }] } }));
    type Showcase = {
      total: number;
      limit: number;
      results: { id: string; referrersCount: number; name: string }[];
    };
    const response = await get<Showcase>(live('showcase/us/banner?layoutVariant=SPLIT&limit=10&offset=0'));
    expect(response.status).toBe(200);
    expect(response.body.limit).toBe(10);
    expect(response.body.results).toEqual([
      expect.objectContaining({ id: used.id, referrersCount: 1, name: 'Showcase split' }),
    ]);
    const defaults = await get<Showcase>(live('showcase/us/banner?offset=1'));
    expect(defaults.body.limit).toBe(20);
    expect(defaults.body.results.length).toBe(Math.min(20, defaults.body.total - 1));
  });
});

describe('preview, publication windows and caching', () => {
  it('refuses preview without a content editor session (ADM401) or without content:write (ADM403)', async () => {
    const doc = await published(banner('Preview me'));
    const anonymous = await get(preview(`fragment/${doc.id}`));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errorDetails[0]!.errorId).toBe('ADM401');
    const merch = await get(preview(`fragment/${doc.id}`), { cookie: merchandiser });
    expect(merch.status).toBe(403);
    expect(merch.body.errorDetails[0]!.errorId).toBe('ADM403');
    const timeTravel = await get(live(`fragment/${doc.id}?previewDateTime=${encodeURIComponent(hours(1))}`));
    expect(timeTravel.status).toBe(401);
    const header = await get(live(`fragment/${doc.id}`), { 'x-preview-date-time': hours(1) });
    expect(header.status).toBe(401);
    const allowed = await get(preview(`fragment/${doc.id}`), { cookie: editor });
    expect(allowed.status).toBe(200);
    expect(allowed.headers['cache-control']).toBe('private, no-store');
  });

  it('takes every page-content parameter of section 2; preview=true on a live call needs an editor', async () => {
    const hero = await published(banner('Parameters hero'));
    const key = slug('params');
    await published(page('page', key, { slots: { top: [{ documentId: hero.id }] } }));
    const parameters = new URLSearchParams({
      localePath: '/en-us',
      siteId: 'us',
      preview: 'false',
      p13n_testcontext: 'loyalty-member',
      leadSource: 'newsletter',
      storeNum: '1042',
      enrollment_marketing_source: 'store-tablet',
      referral_code: 'FRIEND10',
      consumerId: 'c-123',
      email: 'walker@example.com',
    });
    const plain = await get(live(`augmentedpage/us/${key}`));
    const withAll = await get(live(`augmentedpage/us/${key}?${parameters}`));
    expect(withAll.status).toBe(200);
    expect(withAll.body).toEqual(plain.body);

    const asked = await get(live(`augmentedpage/us/${key}?preview=true`));
    expect(asked.status).toBe(401);
    expect(asked.body.errorDetails[0]!.errorId).toBe('ADM401');
    expect((await get(live(`augmentedpage/us/${key}?preview=true`), { cookie: editor })).status).toBe(200);

    const badStore = await get(live(`augmentedpage/us/${key}?storeNum=north`));
    expect(badStore.status).toBe(400);
    expect(badStore.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400' });
    expect(JSON.stringify(badStore.body.errorDetails[0])).toContain('storeNum');
  });

  it('shows a document scheduled in the future only in preview with a previewDateTime in its window', async () => {
    const doc = await create(banner('Black Friday'));
    await adminCall(api, 'POST', `${DOCUMENTS}/${doc.id}/schedule`, editor, { publishAt: hours(24) });
    expect((await get(live(`fragment/${doc.id}`))).status).toBe(404);
    expect((await get(preview(`fragment/${doc.id}`), { cookie: editor })).status).toBe(404);
    const later = await get(preview(`fragment/${doc.id}?previewDateTime=${encodeURIComponent(hours(25))}`), {
      cookie: editor,
    });
    expect(later.status).toBe(200);
    expect(later.body.fields.title).toBe('Black Friday');
    const byHeader = await get(preview(`fragment/${doc.id}`), {
      cookie: editor,
      'x-preview-date-time': hours(25),
    });
    expect(byHeader.status).toBe(200);
  });

  it('hides a document after its unpublish time and after unpublishing', async () => {
    const doc = await create(banner('Weekend sale'));
    await publish(doc.id, { unpublishAt: hours(48) });
    expect((await get(live(`fragment/${doc.id}`))).status).toBe(200);
    const after = await get(preview(`fragment/${doc.id}?previewDateTime=${encodeURIComponent(hours(49))}`), {
      cookie: editor,
    });
    expect(after.status).toBe(404);

    const unpublished = await adminCall<EditorDoc>(
      api,
      'POST',
      `${DOCUMENTS}/${doc.id}/unpublish`,
      editor,
      {},
    );
    expect(unpublished.status).toBe(200);
    expect((await get(live(`fragment/${doc.id}`))).status).toBe(404);
    const audit = await adminCall<{ items: { action: string }[] }>(
      api,
      'GET',
      `/api/admin/v1/audit?entityType=content_document&entityId=${doc.id}`,
      owner,
    );
    expect(audit.body.items[0]!.action).toBe('content.unpublish');
  });

  it('falls back from the locale to its language to the document fields', async () => {
    const doc = await published({
      ...banner('Trail days'),
      localized: { fr: { title: 'Jours de sentier' }, 'fr-ca': { subtitle: 'Au Canada' } },
    });
    const frCa = await get(live(`fragment/${doc.id}?localePath=/fr-ca`));
    expect(frCa.body).toMatchObject({
      locale: 'fr-ca',
      fields: { title: 'Jours de sentier', subtitle: 'Au Canada' },
    });
    const frFr = await get(live(`fragment/${doc.id}?localePath=/fr-fr`));
    expect(frFr.body.fields).toMatchObject({ title: 'Jours de sentier' });
    expect(frFr.body.fields.subtitle).toBeUndefined();
    const de = await get(live(`fragment/${doc.id}?locale=de-de`));
    expect(de.body.fields.title).toBe('Trail days');
  });

  it('answers 304 to a matching ETag and caches live answers until the next publication boundary', async () => {
    const doc = await create(banner('Flash sale'));
    await publish(doc.id, { unpublishAt: new Date(Date.now() + 120_000).toISOString() });
    const first = await get(live(`fragment/${doc.id}`));
    expect(first.status).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const maxAge = Number(/max-age=(\d+)/.exec(String(first.headers['cache-control']))![1]);
    expect(maxAge).toBeGreaterThan(100);
    expect(maxAge).toBeLessThanOrEqual(120);

    const again = await get(live(`fragment/${doc.id}`), { 'if-none-match': etag });
    expect(again.status).toBe(304);

    const steady = await published(banner('Evergreen'));
    const open = await get(live(`fragment/${steady.id}`));
    expect(open.headers['cache-control']).toBe('public, max-age=300');

    await adminCall(api, 'PUT', `${DOCUMENTS}/${doc.id}`, editor, {
      fields: { name: 'Flash sale', kind: 'hero', title: 'Now' },
    });
    await publish(doc.id);
    const changed = await get(live(`fragment/${doc.id}`), { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.body.fields.title).toBe('Now');
  });

  it('answers CNT404 for unknown documents and pages', async () => {
    for (const url of [
      live(`fragment/${randomUUID()}`),
      live('page/us/nowhere'),
      live('augmentedpage/eu/nowhere'),
    ]) {
      const response = await get(url);
      expect(response.status).toBe(404);
      expect(response.body.errorDetails[0]!.errorId).toBe('CNT404');
    }
  });

  it('refuses malformed queries and paths with REQ400', async () => {
    for (const url of [
      live('showcase/us/banner?limit=15'),
      live('showcase/us/no-such-type'),
      live('page/xx/home'),
      live('fragment/not-a-uuid'),
      live('page/us/home?previewDateTime=tomorrow'),
      live('page/us/home?localePath=french'),
      live('category/us/abc'),
    ]) {
      const response = await get(url);
      expect(response.status, url).toBe(400);
      expect(response.body.errorDetails[0]!.errorId).toBe('REQ400');
    }
    const mode = await get('/api/draft/caas/v1/canvas/page/us/home');
    expect(mode.status).toBe(400);
  });
});

describe('npm run content -- load', () => {
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

  it('loads documents from a directory of JSON files, referring to each other by id, and publishes them', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ridgeline-content-'));
    const heroId = randomUUID();
    const key = slug('loaded');
    try {
      writeFileSync(path.join(dir, 'a-hero.json'), JSON.stringify({ id: heroId, ...banner('Loaded hero') }));
      writeFileSync(
        path.join(dir, 'b-page.json'),
        JSON.stringify([page('page', key, { slots: { top: [{ documentId: heroId }] } })]),
      );
      const actor = { type: 'cli' as const, id: 'cli:test' };
      const lines = await loadContent(api.database.db, parseContentArgs(['load', dir, '--publish']), actor);
      expect(lines).toHaveLength(2);
      const response = await get(live(`augmentedpage/us/${key}`));
      expect(response.status).toBe(200);
      expect(response.body.slots!.top![0]).toMatchObject({ id: heroId, fields: { title: 'Loaded hero' } });

      writeFileSync(
        path.join(dir, 'a-hero.json'),
        JSON.stringify({ id: heroId, ...banner('Reloaded hero') }),
      );
      await loadContent(api.database.db, parseContentArgs(['load', path.join(dir, 'a-hero.json')]), actor);
      const unpublishedEdit = await get(live(`fragment/${heroId}`));
      expect(unpublishedEdit.body).toMatchObject({ version: 1, fields: { title: 'Loaded hero' } });
      const trail = await audit.auditTrail(api.database.db, 'content_document', heroId);
      expect(trail.map((entry) => [entry.action, entry.actorId])).toEqual([
        ['content.create', 'cli:test'],
        ['content.publish', 'cli:test'],
        ['content.update', 'cli:test'],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses, with exit status 3, an embedded database a running server holds', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ridgeline-content-cli-'));
    const dataDir = path.join(dir, 'pglite');
    const release = holdEmbeddedDatabase(dataDir);
    try {
      const result = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'apps/api/src/cli/content.ts', 'load', dir],
        {
          cwd: repoRoot,
          env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
          encoding: 'utf8',
          timeout: 120_000,
        },
      );
      expect(result.status).toBe(EXIT_DATABASE_BUSY);
      expect(result.stderr).toContain('in use by a running server');
    } finally {
      release();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
