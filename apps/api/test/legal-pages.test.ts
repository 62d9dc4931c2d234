import { seedDemoContent } from '@ridgeline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from './helpers.ts';

/** Issue 15 item 3: the legal and programme pages are demo content documents, complete in each language. */
const SLUGS = [
  'sale-terms',
  'privacy',
  'shipping-terms',
  'how-to-return',
  'brand-terms',
  'loyalty-terms',
  'sms-terms',
  'associate-discount-terms',
  'xplr-pass',
];

interface RichNode {
  type: string;
  text?: string;
  content?: RichNode[];
}
const textOf = (node: RichNode): string => node.text ?? (node.content ?? []).map(textOf).join(' ');

describe('the demo legal pages', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ seed: false });
    await seedDemoContent(api.database.db);
  });
  afterAll(() => api.close());

  it.each(['en-us', 'fr-fr', 'de-de'])('are published with several headed sections in %s', async (locale) => {
    const titles = new Set<string>();
    for (const slug of SLUGS) {
      const res = await api.call<{
        fields: { title: string };
        slots: { main: { type: string; fields: { richText: RichNode } }[] };
      }>({ method: 'GET', url: `/api/live/caas/v1/canvas/augmentedpage/eu/${slug}?locale=${locale}` });
      expect(res.status, slug).toBe(200);
      titles.add(res.body.fields.title);
      const text = res.body.slots.main[0]!.fields.richText;
      const headings = text.content!.filter((node) => node.type === 'heading');
      expect(headings.length, slug).toBeGreaterThanOrEqual(5);
      expect(textOf(text).length, slug).toBeGreaterThan(900);
    }
    expect(titles.size, 'a title of its own per page').toBe(SLUGS.length);
  });

  it('use the legal terms of each language for the right of withdrawal', async () => {
    const words = {
      'en-us': 'right of withdrawal',
      'fr-fr': 'droit de rétractation',
      'de-de': 'Widerrufsrecht',
    };
    for (const [locale, word] of Object.entries(words)) {
      const res = await api.call<{ slots: { main: { fields: { richText: RichNode } }[] } }>({
        method: 'GET',
        url: `/api/live/caas/v1/canvas/augmentedpage/eu/sale-terms?locale=${locale}`,
      });
      expect(textOf(res.body.slots.main[0]!.fields.richText).toLowerCase()).toContain(word.toLowerCase());
    }
  });
});
