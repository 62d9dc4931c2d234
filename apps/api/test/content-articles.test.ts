import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminFailure, adminCall, adminSignIn, newOperator } from './admin-helpers.ts';
import { createTestApi, type TestApi } from './helpers.ts';

// The article search of the content service (spec 3 section 7, decision 076): the journal's grid and
// an article page's related content read it.

let api: TestApi;
let editor: string;
beforeAll(async () => {
  api = await createTestApi({ seed: false });
  const contentEditor = await newOperator(api, 'content-editor');
  editor = (await adminSignIn(api, contentEditor.email, contentEditor.password)).cookie!;
});
afterAll(() => api.close());

type Search = {
  result: { id: string; slug: string; url: string; title: string; tags: { id: string }[] }[];
  facets: { id: string; label: string; count: number }[];
  numFound: number;
  offset: number;
  limit: number;
};
const DOCUMENTS = '/api/admin/v1/content/documents';
const articles = (query: string) => `/api/live/caas/v1/canvas/articles/us${query}`;
const get = <T = Search>(url: string) => api.call<T & AdminFailure>({ method: 'GET', url });
const body = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Words.' }] }] };
// Tags unique to this run, so articles other tests load do not change the counts.
const run = randomUUID().slice(0, 6);
const tag = (name: string) => ({ id: `${name.toLowerCase().replace(/\W+/g, '-')}-${run}`, label: name });

async function article(
  title: string,
  publishedOn: string,
  tags: { id: string; label: string }[],
  publish = true,
) {
  const created = await adminCall<{ id: string } & AdminFailure>(api, 'POST', DOCUMENTS, editor, {
    type: 'article-page',
    siteId: 'us',
    fields: {
      name: title,
      slug: `${title.toLowerCase().replace(/\W+/g, '-')}-${run}`,
      title,
      publishedOn,
      tags,
      body,
    },
    localized: { fr: { title: `${title} (fr)` } },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  if (publish) {
    const published = await adminCall(api, 'POST', `${DOCUMENTS}/${created.body.id}/publish`, editor, {});
    expect(published.status).toBe(200);
  }
  return created.body.id;
}

describe('articles/{siteId}: the article search', () => {
  const trail = tag('Trail guides');
  const care = tag('Gear care');
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    ids.ridge = await article('Ridge walk', '2026-03-01', [trail]);
    ids.wax = await article('Waxing boots', '2026-04-01', [care]);
    ids.both = await article('Boots on the ridge', '2026-05-01', [trail, care]);
    ids.draft = await article('Unpublished draft', '2026-06-01', [trail], false);
  });

  it('answers published articles with any of the tags, newest first, with facets and numFound', async () => {
    const response = await get(articles(`?tagId=${trail.id}&scopeTagId=${trail.id}&scopeTagId=${care.id}`));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.result.map((a) => a.id)).toEqual([ids.both, ids.ridge]);
    expect(response.body.numFound).toBe(2);
    expect(response.body.result[0]?.url).toBe(`/journal/boots-on-the-ridge-${run}`);
    // Facets count the articles in scope before the tag filter: the bar keeps every tag.
    expect(response.body.facets).toEqual([
      { ...care, count: 2 },
      { ...trail, count: 2 },
    ]);
    const both = await get(articles(`?tagId=${trail.id}&tagId=${care.id}`));
    expect(both.body.numFound).toBe(3);
  });

  it('pages with offset and limit, finds one article by slug, leaves one out, in the locale asked for', async () => {
    const scope = `scopeTagId=${trail.id}&scopeTagId=${care.id}`;
    const second = await get(articles(`?${scope}&offset=1&limit=1`));
    expect(second.body.result.map((a) => a.id)).toEqual([ids.wax]);
    expect(second.body).toMatchObject({ numFound: 3, offset: 1, limit: 1 });
    const bySlug = await get(articles(`?slug=ridge-walk-${run}&localePath=/fr-ca`));
    expect(bySlug.body.result).toEqual([
      expect.objectContaining({ id: ids.ridge, title: 'Ridge walk (fr)' }),
    ]);
    const related = await get(articles(`?tagId=${trail.id}&exclude=${ids.both}`));
    expect(related.body.result.map((a) => a.id)).toEqual([ids.ridge]);
  });

  it('refuses malformed queries with REQ400 naming the parameter', async () => {
    const limit = await get(articles('?limit=100'));
    expect(limit.status).toBe(400);
    expect(limit.body.errorDetails[0]!.errorId).toBe('REQ400');
    expect(JSON.stringify(limit.body)).toContain('limit');
    const tagged = await get(articles('?tagId=not%20a%20tag'));
    expect(tagged.status).toBe(400);
    expect(JSON.stringify(tagged.body)).toContain('tagId');
  });
});

describe('the demo journal and commerce content (packages/db/src/seed/content)', () => {
  it('loads, and serves the journal page, 12 articles in three languages and the fixed pages', async () => {
    const { loadContent, parseContentArgs } = await import('../src/cli/content.ts');
    const seedDir = path.resolve(
      path.dirname(fileURLToPath(import.meta.url)),
      '../../../packages/db/src/seed/content',
    );
    const actor = { type: 'cli' as const, id: 'cli:test' };
    for (const dir of ['commerce', 'journal']) {
      await loadContent(
        api.database.db,
        parseContentArgs(['load', path.join(seedDir, dir), '--publish']),
        actor,
      );
    }
    const page = await get<{ slots: Record<string, { type: string }[]> }>(
      '/api/live/caas/v1/canvas/augmentedpage/us/journal?removeNulls=true',
    );
    expect(page.status).toBe(200);
    expect(page.body.slots.top?.[0]?.type).toBe('article-grid');
    expect(page.body.slots.bottom?.[0]?.type).toBe('collection');
    const all = await get(
      articles(
        '?limit=48&scopeTagId=trail-guides&scopeTagId=gear-care&scopeTagId=sustainability&scopeTagId=athlete-stories',
      ),
    );
    expect(all.body.numFound).toBe(12);
    expect(all.body.facets.map((facet) => facet.id).sort()).toEqual([
      'athlete-stories',
      'gear-care',
      'sustainability',
      'trail-guides',
    ]);
    const german = await get(articles('?slug=wax-leather-boots&localePath=/de-de'));
    expect(german.body.result[0]?.title).toBe('Lederwanderschuhe richtig reinigen und wachsen');
    for (const fixed of ['cart', 'checkout', 'order-confirmation', 'error-4xx', 'store-locator']) {
      const response = await get<{ slots: Record<string, unknown[]> }>(
        `/api/live/caas/v1/canvas/${fixed}/us`,
      );
      expect(response.status, fixed).toBe(200);
    }
  });
});
