import type { AutoSuggestResponse } from '@ridgeline/contracts';
import { describe, expect, it } from 'vitest';
import { suggestOptions } from './suggest.ts';

describe('suggestOptions', () => {
  it('orders products, categories and popular queries with locale links', () => {
    const data = {
      query: 'hik',
      products: [{ id: 'RL100001', name: 'Summit Hiking Boot', pdpUrl: '/p/summit-RL100001' }],
      categories: [
        {
          id: '1101',
          name: 'Hiking Boots',
          parents: ['Men', 'Shoes'],
          url: '/c/mens-hiking-boots-1101',
          count: 12,
        },
      ],
      popularQueries: [{ query: 'hiking boots', searches: 2 }],
    } as unknown as AutoSuggestResponse;
    const options = suggestOptions(data, (path) => `/en-gb${path}`, 'en-gb');
    expect(options.map((option) => [option.group, option.label, option.href])).toEqual([
      ['products', 'Summit Hiking Boot', '/en-gb/p/summit-RL100001'],
      ['categories', 'Men › Hiking Boots', '/en-gb/c/mens-hiking-boots-1101'],
      ['queries', 'hiking boots', '/en-gb/search?q=hiking%20boots'],
    ]);
    expect(options[1]?.detail).toBe('12');
  });
});
