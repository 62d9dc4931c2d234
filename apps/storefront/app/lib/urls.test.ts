import { describe, expect, it } from 'vitest';
import { localePath, parseCategoryId, parseProductId, switchLocalePath } from './urls.ts';

describe('parseCategoryId', () => {
  it('takes the trailing 4 to 10 digits of a listing slug', () => {
    expect(parseCategoryId('mens-hiking-boots-1101')).toBe('1101');
    expect(parseCategoryId('kids-1234567890')).toBe('1234567890');
    expect(parseCategoryId('1101')).toBe('1101');
  });

  it('accepts the variant form with a c prefix', () => {
    expect(parseCategoryId('mens-hiking-boots-c1101')).toBe('1101');
    expect(parseCategoryId('sale-c123456')).toBe('123456');
  });

  it('rejects ids that are too short, too long or missing', () => {
    expect(parseCategoryId('mens-hiking-boots-123')).toBeNull();
    expect(parseCategoryId('mens-12345678901')).toBeNull();
    expect(parseCategoryId('mens-hiking-boots')).toBeNull();
    expect(parseCategoryId('mens-c1234567')).toBeNull();
    expect(parseCategoryId(undefined)).toBeNull();
  });
});

describe('parseProductId', () => {
  it('takes the trailing 8 to 11 uppercase letters or digits of a product slug', () => {
    expect(parseProductId('summit-hiking-boot-mens-RL100001')).toBe('RL100001');
    expect(parseProductId('summit-hiking-boot-mens-RL100001001')).toBe('RL100001001');
    expect(parseProductId('RL100001')).toBe('RL100001');
  });

  it('accepts the variant form with a p prefix', () => {
    expect(parseProductId('summit-hiking-boot-pABCDEFGH')).toBe('ABCDEFGH');
    expect(parseProductId('summit-pRL100001')).toBe('RL100001');
  });

  it('rejects lowercase, too short or too long ids', () => {
    expect(parseProductId('summit-hiking-boot-rl100001')).toBeNull();
    expect(parseProductId('summit-RL1001')).toBeNull();
    expect(parseProductId('summit-RL1000010012')).toBeNull();
    expect(parseProductId('summit-hiking-boot')).toBeNull();
    expect(parseProductId(undefined)).toBeNull();
  });
});

describe('locale paths', () => {
  it('prefixes API paths with the locale', () => {
    expect(localePath('fr-ca', '/c/mens-hiking-boots-1101')).toBe('/fr-ca/c/mens-hiking-boots-1101');
    expect(localePath('en-us', 'p/boot-RL100001')).toBe('/en-us/p/boot-RL100001');
    expect(localePath('de-de', '/')).toBe('/de-de');
  });

  it('swaps the locale segment and keeps the rest', () => {
    expect(switchLocalePath('/en-us/c/mens-hiking-boots-1101', 'de-de')).toBe(
      '/de-de/c/mens-hiking-boots-1101',
    );
    expect(switchLocalePath('/en-us', 'fr-fr')).toBe('/fr-fr');
    expect(switchLocalePath('/about', 'en-gb')).toBe('/en-gb/about');
  });
});
