import type { ProductSearchResponse, SizeChartResponse } from '@ridgeline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from './helpers.ts';

/** Issue 15 item 13 (decision 081): the rating filter's plurals and the size charts' columns. */
let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('shopper-facing labels', () => {
  it.each([
    ['en-us', ['4 stars & up', '3 stars & up', '2 stars & up', '1 star & up']],
    ['fr-fr', ['4 étoiles et plus', '3 étoiles et plus', '2 étoiles et plus', '1 étoile et plus']],
    ['de-de', ['4 Sterne und mehr', '3 Sterne und mehr', '2 Sterne und mehr', '1 Stern und mehr']],
  ])('names the rating filter with a plural on %s', async (locale, labels) => {
    const response = await api.call<ProductSearchResponse>({
      method: 'GET',
      url: `/api/products/v2/search/productSearch?categoryId=1101&count=1&locale=${locale}`,
    });
    const rating = response.body.facets.find((facet) => facet.id === 'rating')!;
    expect(rating.values.map((value) => value.label)).toEqual(labels);
  });

  it.each(['hiking-boot', 'sneaker', 'jacket'])(
    'gives every %s size-chart row a cell per column',
    async (type) => {
      const response = await api.call<SizeChartResponse>({
        method: 'GET',
        url: `/api/fapi/components/size-chart/${type}?locale=en-us`,
      });
      expect(response.status).toBe(200);
      expect(response.body.sections.map((section) => section.id)).toContain('women');
      for (const section of response.body.sections) {
        for (const row of section.rows) {
          expect(row.cells, `${section.id} ${row.size}`).toHaveLength(section.columns.length);
        }
      }
    },
  );
});
