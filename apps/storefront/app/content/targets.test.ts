import { describe, expect, it } from 'vitest';
import { modalHashes, modalHashOf } from './blocks/editorial/modals.ts';
import { contentHref, safeUrl, targetHref } from './targets.ts';

const here = { pathname: '/en-us/pages/winter-trails', search: '?color=red&size=9' };

describe('targetHref (spec 3: modal hash targets and merged query strings)', () => {
  it('prefixes an in-page modal hash with the current path and query', () => {
    expect(targetHref('#layering-guide', here)).toBe(
      '/en-us/pages/winter-trails?color=red&size=9#layering-guide',
    );
  });

  it('merges a query string with a modal hash into the current query, the target winning', () => {
    expect(targetHref('?size=10&utm_content=hero#layering-guide', here)).toBe(
      '/en-us/pages/winter-trails?color=red&size=10&utm_content=hero#layering-guide',
    );
  });

  it('merges into an empty query and keeps a query without a hash', () => {
    expect(targetHref('?utm_content=hero', { pathname: '/en-us', search: '' })).toBe(
      '/en-us?utm_content=hero',
    );
  });

  it('leaves paths and external links alone', () => {
    expect(targetHref('/c/men-1000', here)).toBe('/c/men-1000');
    expect(targetHref('https://example.com/a?b=1', here)).toBe('https://example.com/a?b=1');
  });
});

describe('contentHref', () => {
  it("puts the shopper's locale in front of a site path, not twice", () => {
    expect(contentHref('/c/men-1000', 'fr-fr', here)).toBe('/fr-fr/c/men-1000');
    expect(contentHref('/', 'de-de', here)).toBe('/de-de');
    expect(contentHref('/en-gb/pages/winter-trails', 'fr-fr', here)).toBe('/en-gb/pages/winter-trails');
  });

  it('refuses unsafe URLs', () => {
    for (const url of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      '//evil.example',
      'data:text/html,x',
      'http://a.b',
      'java\tscript:x',
      '/\\evil.example',
    ]) {
      expect(contentHref(url, 'en-us', here)).toBeNull();
      expect(safeUrl(url)).toBeNull();
    }
  });
});

describe('modal hashes', () => {
  it('finds the modal pages the targets and links of a tree open', () => {
    expect(modalHashOf('#layering-guide')).toBe('layering-guide');
    expect(modalHashOf('?a=1#size-chart')).toBe('size-chart');
    expect(modalHashOf('/c/men-1000#top')).toBeNull();
    expect(modalHashOf('#Not_A_Slug')).toBeNull();
    const tree = {
      slots: {
        top: [{ type: 'banner', fields: { targets: [{ url: '#layering-guide' }, { url: '/c/men-1000' }] } }],
        main: [
          { fields: { richText: { content: [{ marks: [{ type: 'link', href: '?x=1#care-guide' }] }] } } },
        ],
      },
    };
    expect(modalHashes(tree)).toEqual(['layering-guide', 'care-guide']);
  });
});
