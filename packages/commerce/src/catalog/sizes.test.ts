import { describe, expect, it } from 'vitest';
import { compareSizes } from './sizes.ts';
import { parseTextQuery } from './text-query.ts';

describe('compareSizes', () => {
  it('orders shoe, kids and apparel sizes as a size chart does', () => {
    const sizes = ['XL', '10', '9.5', '1Y', '12K', 'One Size', 'S', '7', '10K', 'M'];
    expect([...sizes].sort(compareSizes)).toEqual([
      '10K',
      '12K',
      '1Y',
      '7',
      '9.5',
      '10',
      'S',
      'M',
      'XL',
      'One Size',
    ]);
  });
});

describe('parseTextQuery', () => {
  it('keeps letters and digits only, lower-cased, each word a prefix', () => {
    expect(parseTextQuery("  Men's GORE-TEX  Böots!")).toEqual({
      normalized: 'men s gore tex böots',
      prefixQuery: 'men:* & s:* & gore:* & tex:* & böots:*',
    });
    expect(parseTextQuery(' :* & | ! ')).toBeNull();
    expect(parseTextQuery(undefined)).toBeNull();
  });
});
