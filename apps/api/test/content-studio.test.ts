import { operators } from '@ridgeline/commerce';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminFailure, adminCall, adminSignIn, newOperator } from './admin-helpers.ts';
import { createTestApi, PASSWORD, type TestApi, uniqueEmail } from './helpers.ts';

let api: TestApi;
let anna: string;
let ben: string;
let merchandiser: string;

async function editorNamed(name: string) {
  const email = uniqueEmail('editor');
  await operators.createOperator(
    api.database.db,
    { type: 'cli', id: 'cli:test' },
    { email, name, role: 'content-editor', password: PASSWORD },
  );
  return (await adminSignIn(api, email, PASSWORD)).cookie!;
}

beforeAll(async () => {
  api = await createTestApi({ seed: false });
  anna = await editorNamed('Anna Weber');
  ben = await editorNamed('Ben Ortiz');
  const merch = await newOperator(api, 'merchandiser');
  merchandiser = (await adminSignIn(api, merch.email, merch.password)).cookie!;
});
afterAll(() => api.close());

type EditorDoc = { id: string; latestVersion: number };
type Version = { version: number; fields: Record<string, unknown>; localized: Record<string, unknown> };
type Comparison = {
  from: number;
  to: number;
  changes: { path: string; change: string; before?: unknown; after?: unknown }[];
};
const DOCUMENTS = '/api/admin/v1/content/documents';

const text = (value: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: value }] }],
});

async function newBanner(heading = 'Summer') {
  const response = await adminCall<EditorDoc>(api, 'POST', DOCUMENTS, anna, {
    type: 'rich-text',
    fields: {
      name: 'Summer text',
      richText: text(heading),
    },
  });
  expect(response.status).toBe(201);
  return response.body;
}
const save = (id: string, cookie: string, body: Record<string, unknown>) =>
  adminCall<EditorDoc & AdminFailure>(api, 'PUT', `${DOCUMENTS}/${id}`, cookie, body);

describe('page studio: versions and optimistic concurrency', () => {
  it('saves a version based on the latest, and refuses one based on an older version with who and when (CNT412)', async () => {
    const doc = await newBanner();
    const first = await save(doc.id, anna, {
      baseVersion: 1,
      fields: { name: 'Summer text', richText: text('A') },
    });
    expect(first.status).toBe(200);
    expect(first.body.latestVersion).toBe(2);

    // Ben still has version 1 open: his save must not overwrite Anna's.
    const refused = await save(doc.id, ben, {
      baseVersion: 1,
      fields: { name: 'Summer text', richText: text('B') },
    });
    expect(refused.status).toBe(409);
    const error = refused.body.errorDetails[0]!;
    expect(error.errorId).toBe('CNT412');
    expect(error.message).toMatch(
      /^Anna Weber saved a newer version \(version 2\) at \d\d:\d\d UTC — reload to see it/,
    );

    const versions = await adminCall<{ items: Version[] }>(
      api,
      'GET',
      `${DOCUMENTS}/${doc.id}/versions`,
      anna,
    );
    expect(versions.body.items.map((v) => v.version)).toEqual([2, 1]);
    expect(versions.body.items[0]!.fields.richText).toEqual(text('A'));

    // A save without a base version (the API's other clients) still saves, as before.
    expect((await save(doc.id, ben, { fields: { name: 'Summer text', richText: text('C') } })).status).toBe(
      200,
    );
  });

  it('compares two versions field by field, and restores one as a new version', async () => {
    const doc = await newBanner('Old');
    await save(doc.id, anna, {
      baseVersion: 1,
      fields: { name: 'Summer text v2', richText: text('New') },
      localized: { fr: { name: 'Texte d’été' } },
    });
    const compared = await adminCall<Comparison>(
      api,
      'GET',
      `${DOCUMENTS}/${doc.id}/compare?from=1&to=2`,
      anna,
    );
    expect(compared.status).toBe(200);
    expect(compared.body.changes).toEqual([
      { path: 'name', change: 'changed', before: 'Summer text', after: 'Summer text v2' },
      { path: 'richText.content[0].content[0].text', change: 'changed', before: 'Old', after: 'New' },
      { path: 'localized.fr', change: 'added', after: { name: 'Texte d’été' } },
    ]);

    const restored = await adminCall<EditorDoc>(
      api,
      'POST',
      `${DOCUMENTS}/${doc.id}/versions/1/restore`,
      anna,
      { baseVersion: 2 },
    );
    expect(restored.status).toBe(200);
    expect(restored.body.latestVersion).toBe(3);
    const same = await adminCall<Comparison>(api, 'GET', `${DOCUMENTS}/${doc.id}/compare?from=1&to=3`, anna);
    expect(same.body.changes).toEqual([]);

    // Restoring from a stale view is refused like a stale save.
    const stale = await adminCall<AdminFailure>(
      api,
      'POST',
      `${DOCUMENTS}/${doc.id}/versions/2/restore`,
      ben,
      {
        baseVersion: 2,
      },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.errorDetails[0]!.errorId).toBe('CNT412');
  });

  it('refuses bad restore and compare input with the error envelope', async () => {
    const doc = await newBanner();
    const restore = (path: string, body: unknown, cookie = anna) =>
      adminCall<AdminFailure>(api, 'POST', `${DOCUMENTS}/${path}`, cookie, body);
    const missing = await restore(`${doc.id}/versions/9/restore`, { baseVersion: 1 });
    expect(missing.status).toBe(404);
    expect(missing.body.errorDetails[0]).toMatchObject({
      errorId: 'CNT410',
      message: 'This content has no version 9.',
    });
    for (const [path, body] of [
      [`${doc.id}/versions/0/restore`, { baseVersion: 1 }],
      [`${doc.id}/versions/abc/restore`, { baseVersion: 1 }],
      [`${doc.id}/versions/1/restore`, {}],
      [`${doc.id}/versions/1/restore`, { baseVersion: 'one' }],
      ['not-a-uuid/versions/1/restore', { baseVersion: 1 }],
    ] as const) {
      const refused = await restore(path, body);
      expect(refused.status, path).toBe(400);
      expect(refused.body.errorDetails[0]!.errorId).toBe('REQ400');
    }
    const unknown = await restore('00000000-0000-4000-8000-000000000000/versions/1/restore', {
      baseVersion: 1,
    });
    expect(unknown.body.errorDetails[0]!.errorId).toBe('CNT404');
    const badCompare = await adminCall<AdminFailure>(
      api,
      'GET',
      `${DOCUMENTS}/${doc.id}/compare?from=1`,
      anna,
    );
    expect(badCompare.status).toBe(400);
    const noVersion = await adminCall<AdminFailure>(
      api,
      'GET',
      `${DOCUMENTS}/${doc.id}/compare?from=1&to=5`,
      anna,
    );
    expect(noVersion.body.errorDetails[0]!.errorId).toBe('CNT410');
    const forbidden = await restore(`${doc.id}/versions/1/restore`, { baseVersion: 1 }, merchandiser);
    expect(forbidden.status).toBe(403);
    const badBase = await save(doc.id, anna, { baseVersion: 0, fields: { name: 'x', richText: text('x') } });
    expect(badBase.status).toBe(400);
  });

  it('tells an editor who else has the document open, until they close it', async () => {
    const doc = await newBanner();
    const presence = (cookie: string, method: 'PUT' | 'DELETE' = 'PUT') =>
      adminCall<{ others: { name: string }[] }>(api, method, `${DOCUMENTS}/${doc.id}/presence`, cookie);
    expect((await presence(anna)).body.others).toEqual([]);
    expect((await presence(ben)).body.others.map((o) => o.name)).toEqual(['Anna Weber']);
    expect((await presence(anna)).body.others.map((o) => o.name)).toEqual(['Ben Ortiz']);
    expect((await presence(ben, 'DELETE')).status).toBe(204);
    expect((await presence(anna)).body.others).toEqual([]);
    expect((await presence(merchandiser)).status).toBe(403);
  });
});

describe('page studio: composing a page', () => {
  type Studio = {
    version: number;
    fields: Record<string, unknown>;
    slots: Record<string, { documentId: string; type: string; fields: Record<string, unknown> }[]>;
  };
  const studio = (id: string, locale?: string) =>
    adminCall<Studio & AdminFailure>(
      api,
      'GET',
      `${DOCUMENTS}/${id}/studio${locale ? `?editLocale=${locale}` : ''}`,
      anna,
    );
  const saveStudio = (id: string, body: Record<string, unknown>, cookie = anna) =>
    adminCall<EditorDoc & AdminFailure>(api, 'PUT', `${DOCUMENTS}/${id}/studio`, cookie, body);

  it('saves a page with a new block and an edited one as versions, per locale, refusing a stale save', async () => {
    const page = await adminCall<EditorDoc>(api, 'POST', DOCUMENTS, anna, {
      type: 'page',
      fields: { name: 'Campaign', pageType: 'generic' },
    });
    const blockId = crypto.randomUUID();
    const saved = await saveStudio(page.body.id, {
      baseVersion: 1,
      fields: { name: 'Campaign', pageType: 'generic', title: 'Summer' },
      slots: { main: [{ documentId: blockId, type: 'spacer', fields: { name: 'Gap', bottomMargins: {} } }] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.latestVersion).toBe(2);
    const opened = await studio(page.body.id);
    expect(opened.body.fields).toMatchObject({ title: 'Summer', slots: { main: [{ documentId: blockId }] } });
    expect(opened.body.slots.main?.[0]).toMatchObject({
      documentId: blockId,
      type: 'spacer',
      fields: { name: 'Gap' },
    });

    // French: the title and the block's name become French overrides; the English ones stay.
    const french = await saveStudio(page.body.id, {
      baseVersion: 2,
      locale: 'fr',
      fields: { ...opened.body.fields, title: 'Été' },
      slots: {
        main: [
          {
            documentId: blockId,
            type: 'spacer',
            fields: { ...opened.body.slots.main![0]!.fields, name: 'Espace' },
          },
        ],
      },
    });
    expect(french.status, JSON.stringify(french.body)).toBe(200);
    expect((await studio(page.body.id, 'fr')).body.fields.title).toBe('Été');
    expect((await studio(page.body.id, 'fr')).body.slots.main?.[0]?.fields.name).toBe('Espace');
    expect((await studio(page.body.id)).body.fields.title).toBe('Summer');
    expect((await studio(page.body.id, 'de')).body.slots.main?.[0]?.fields.name).toBe('Gap');

    const stale = await saveStudio(page.body.id, { baseVersion: 2, fields: { name: 'Campaign' } }, ben);
    expect(stale.status).toBe(409);
    expect(stale.body.errorDetails[0]!.message).toMatch(/^Anna Weber saved a newer version \(version 3\)/);
  });

  it('refuses slots the page type lacks, a block of the wrong type, and bad input with REQ400', async () => {
    const page = await adminCall<EditorDoc>(api, 'POST', DOCUMENTS, anna, {
      type: 'page',
      fields: { name: 'P' },
    });
    const block = await newBanner();
    for (const body of [
      {
        baseVersion: 1,
        fields: { name: 'P' },
        slots: { sidebar: [{ documentId: crypto.randomUUID(), type: 'spacer', fields: { name: 'x' } }] },
      },
      {
        baseVersion: 1,
        fields: { name: 'P' },
        slots: { main: [{ documentId: block.id, type: 'spacer', fields: { name: 'x' } }] },
      },
      {
        baseVersion: 1,
        fields: { name: 'P' },
        slots: { main: [{ documentId: crypto.randomUUID(), type: 'spacer', fields: {} }] },
      },
      {
        baseVersion: 1,
        fields: { name: 'P' },
        slots: { main: [{ documentId: 'nope', type: 'spacer', fields: {} }] },
      },
      { baseVersion: 1, locale: 'xx-yy-zz', fields: { name: 'P' } },
      { fields: { name: 'P' } },
    ]) {
      const refused = await saveStudio(page.body.id, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.errorDetails[0]!.errorId).toBe('REQ400');
    }
    expect((await studio(page.body.id)).body.fields).not.toHaveProperty('slots.sidebar');
    expect(
      (await saveStudio(page.body.id, { baseVersion: 1, fields: { name: 'P' } }, merchandiser)).status,
    ).toBe(403);
  });
});

describe('publishing per locale', () => {
  const fragment = (id: string, locale: string, at?: string) =>
    api.call<{ fields: Record<string, unknown> } & AdminFailure>({
      method: 'GET',
      url: `/api/preview/caas/v1/canvas/fragment/${id}?locale=${locale}${at ? `&previewDateTime=${encodeURIComponent(at)}` : ''}`,
      headers: { cookie: anna },
    });
  const live = (id: string, locale: string) =>
    api.call<AdminFailure>({
      method: 'GET',
      url: `/api/live/caas/v1/canvas/fragment/${id}?locale=${locale}`,
    });
  const post = (id: string, action: string, body: Record<string, unknown>) =>
    adminCall<EditorDoc & AdminFailure & { publications: { locale: string | null }[] }>(
      api,
      'POST',
      `${DOCUMENTS}/${id}/${action}`,
      anna,
      body,
    );
  const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();

  it('schedules French only: French sees it from then, German never; unpublishing German leaves French', async () => {
    const doc = await newBanner('Campagne');
    const scheduled = await post(doc.id, 'schedule', { publishAt: hours(24), locale: 'fr' });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.publications.map((p) => p.locale)).toEqual(['fr']);
    expect((await fragment(doc.id, 'fr-fr', hours(25))).status).toBe(200);
    expect((await fragment(doc.id, 'fr-ca', hours(25))).status).toBe(200);
    expect((await fragment(doc.id, 'fr-fr', hours(1))).status).toBe(404);
    expect((await fragment(doc.id, 'de-de', hours(25))).body.errorDetails[0]!.errorId).toBe('CNT404');
    expect((await fragment(doc.id, 'en-us', hours(25))).status).toBe(404);

    // German now, then German unpublished: French's schedule stays.
    expect((await post(doc.id, 'publish', { locale: 'de-de' })).status).toBe(200);
    expect((await live(doc.id, 'de-de')).status).toBe(200);
    expect((await live(doc.id, 'fr-fr')).status).toBe(404);
    expect((await post(doc.id, 'unpublish', { locale: 'de-de' })).status).toBe(200);
    expect((await live(doc.id, 'de-de')).status).toBe(404);
    expect((await fragment(doc.id, 'fr-fr', hours(25))).status).toBe(200);
  });

  it('refuses a locale the store does not serve', async () => {
    const doc = await newBanner();
    for (const [action, body] of [
      ['publish', { locale: 'xx' }],
      ['schedule', { publishAt: hours(1), locale: 'pt-br' }],
      ['unpublish', { locale: 'FR' }],
    ] as const) {
      const refused = await post(doc.id, action, body);
      expect(refused.status, action).toBe(400);
      expect(refused.body.errorDetails[0]!.errorId).toBe('REQ400');
    }
  });
});
