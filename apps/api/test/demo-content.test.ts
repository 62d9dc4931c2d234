import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { content } from '@ridgeline/commerce';
import { referencedDocumentIds } from '@ridgeline/contracts';
import { DEMO_MEDIA, demoContentDocuments, seedDemoContent } from '@ridgeline/db';
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

describe('the demo content pictures (decision 083)', () => {
  const documents = demoContentDocuments();
  const photos = new Map(Object.values(DEMO_MEDIA).map((photo) => [photo.url, photo]));
  type Media = { url: string; alt?: string; width?: number; height?: number };

  /** Every media value (an object with a `url` under /api/media/) in a value, at any depth. */
  function mediaIn(value: unknown): Media[] {
    if (Array.isArray(value)) return value.flatMap(mediaIn);
    if (typeof value !== 'object' || value === null) return [];
    const record = value as Record<string, unknown>;
    const own =
      typeof record.url === 'string' && record.url.startsWith('/api/media/') ? [record as Media] : [];
    return [...own, ...Object.values(record).flatMap(mediaIn)];
  }

  it('name only photos the library has, with their size and alt text in each language', () => {
    let named = 0;
    for (const document of documents) {
      const versions: [string, unknown][] = [
        ['en', document.fields],
        ...Object.entries(document.localized ?? {}),
      ];
      for (const [language, value] of versions) {
        for (const media of mediaIn(value).filter((item) => item.url.startsWith('/api/media/assets/'))) {
          const photo = photos.get(media.url);
          expect(photo, `${document.file}: ${media.url}`).toBeDefined();
          if (!photo) continue;
          expect([media.width, media.height]).toEqual([photo.width, photo.height]);
          const alt =
            language === 'en' ? photo.alt : photo.altLocalized[language as keyof typeof photo.altLocalized];
          // Either the photo's own text in that language, or "" where the link around it names it.
          expect(['', alt], `${document.file} ${language}: ${media.url}`).toContain(media.alt);
          named++;
        }
      }
    }
    expect(named).toBeGreaterThan(30);
  });

  it('show photographs in every banner and linked card with a picture, menu banners and articles', () => {
    const pictures = documents.flatMap((document) => {
      const fields = document.fields as { media?: Media; picture?: Media };
      if (document.type === 'banner' || document.type === 'linked-card')
        return fields.media ? [fields.media] : [];
      if (document.type === 'article-page') return fields.picture ? [fields.picture] : [];
      return [];
    });
    expect(pictures.length).toBeGreaterThan(20);
    for (const picture of pictures) expect(photos.has(picture.url), picture.url).toBe(true);
    const articles = documents.filter((document) => document.type === 'article-page');
    expect(articles).toHaveLength(12);
    // The journal's articles use every photo, not one over and over.
    const used = new Set(articles.map((article) => (article.fields as { picture: Media }).picture.url));
    expect(used.size).toBe(photos.size);
  });
});

describe('the demo home, seeded with the demo photos', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
    await seedDemoContent(api.database.db);
  });
  afterAll(async () => {
    await api.close();
  });

  it("describes its hero photo in the shopper's language, and the photo renders at the hero's size", async () => {
    type Page = { slots: Record<string, { type: string; fields: { kind?: string; media?: Media } }[]> };
    type Media = { url: string; alt: string; width: number; height: number };
    const heroOf = async (locale: string) => {
      const page = await api.call<Page>({
        method: 'GET',
        url: `/api/live/caas/v1/canvas/augmentedpage/eu/home?locale=${locale}`,
      });
      expect(page.status).toBe(200);
      return Object.values(page.body.slots)
        .flat()
        .find((block) => block.type === 'banner' && block.fields.kind === 'hero')!.fields.media!;
    };
    expect(await heroOf('fr-fr')).toEqual({
      url: DEMO_MEDIA.mountain.url,
      alt: DEMO_MEDIA.mountain.altLocalized.fr,
      width: 2400,
      height: 1600,
    });
    expect((await heroOf('de-de')).alt).toBe(DEMO_MEDIA.mountain.altLocalized.de);
    expect((await heroOf('en-gb')).alt).toBe(DEMO_MEDIA.mountain.alt);

    // The storefront asks for the phone's hero at 2x: 960 x 1080, AVIF at quality 50.
    const rendition = await api.call<string>({
      method: 'GET',
      url: '/api/media/assets/demo-mountain/r1/960x1080-q50.avif',
    });
    expect(rendition.status).toBe(200);
    expect(rendition.headers['content-type']).toBe('image/avif');
    // Seeding again adds nothing.
    expect(await seedDemoContent(api.database.db)).toBe(0);
  });
});
