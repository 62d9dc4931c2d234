import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { content } from '@ridgeline/commerce';
import { referencedDocumentIds } from '@ridgeline/contracts';
import { demoContentDocuments, seedDemoContent } from '@ridgeline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from './helpers.ts';

describe('the demo content files', () => {
  const documents = demoContentDocuments();

  it('are valid documents, as the editors API would take them', () => {
    for (const document of documents) {
      expect(() => content.checkDocument(document), document.file).not.toThrow();
    }
  });

  it('refer only to documents they define, and give each route to one document per site', () => {
    const ids = new Set(documents.map((document) => document.id));
    expect(ids.size, 'every id once').toBe(documents.length);
    for (const document of documents) {
      for (const referenced of referencedDocumentIds(document.fields)) {
        expect(ids.has(referenced), `${document.file}: ${referenced}`).toBe(true);
      }
    }
    const routes = documents
      .filter((document) => document.route)
      .map((document) => `${document.siteId ?? '*'} ${document.route!.kind} ${document.route!.key}`);
    expect(new Set(routes).size).toBe(routes.length);
  });
});

describe('seedDemoContent', () => {
  let api: TestApi;
  let dir: string;
  const banner = {
    id: '6a0c3a58-4b5e-4c1e-9d53-8d9c1f3c2e01',
    type: 'banner',
    fields: { name: 'Demo hero', kind: 'hero', title: 'Into the hills' },
    localized: { fr: { title: 'Vers les collines', targets: [{ text: 'Voir', url: '/c/1000' }] } },
  };
  const home = {
    id: '6a0c3a58-4b5e-4c1e-9d53-8d9c1f3c2e02',
    type: 'page',
    route: { kind: 'page', key: 'home' },
    fields: { name: 'Home', slots: { top: [{ documentId: banner.id }] } },
  };

  beforeAll(async () => {
    api = await createTestApi({ seed: false });
    dir = mkdtempSync(path.join(tmpdir(), 'demo-content-'));
    writeFileSync(path.join(dir, '01-home.json'), JSON.stringify([banner, home]));
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await api.close();
  });

  it('publishes every document once: the storefront reads them in each language', async () => {
    expect(await seedDemoContent(api.database.db, () => {}, dir)).toBe(2);
    expect(await seedDemoContent(api.database.db, () => {}, dir)).toBe(0);
    const french = await api.call<{
      slots: Record<string, { fields: { title: string; targets: { targetAttribute: string }[] } }[]>;
    }>({
      method: 'GET',
      url: '/api/live/caas/v1/canvas/augmentedpage/eu/home?locale=fr-fr',
    });
    expect(french.status).toBe(200);
    const hero = Object.values(french.body.slots).flat()[0];
    expect(hero?.fields.title).toBe('Vers les collines');
    // The French targets read as the schema reads them: their defaults filled in, as in English.
    expect(hero?.fields.targets[0]?.targetAttribute).toBe('_self');
  });

  it('names the file and field of a document that is not valid', () => {
    writeFileSync(path.join(dir, '02-bad.json'), JSON.stringify({ ...banner, id: 'not-a-uuid' }));
    expect(() => demoContentDocuments(dir)).toThrow(/02-bad\.json \[0\] id: must be a UUID/);
  });
});
