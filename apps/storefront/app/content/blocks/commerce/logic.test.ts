import { describe, expect, it } from 'vitest';
import {
  arrowsEnabled,
  articlePageSize,
  autoplayRuns,
  autorotateMs,
  breakpointSettings,
  FACET_LIMITS,
  facetHiddenAt,
  filterByMatches,
  indexForKey,
  isStacked,
  moveIndex,
  progressOf,
  tagIdsOf,
  toggleTag,
  upsellOffer,
  visibleFacets,
} from './logic.ts';

describe('carousel index logic', () => {
  it('stops at the ends without loop and wraps with loop', () => {
    expect(moveIndex(0, -1, 5, false)).toBe(0);
    expect(moveIndex(4, 1, 5, false)).toBe(4);
    expect(moveIndex(2, 1, 5, false)).toBe(3);
    expect(moveIndex(4, 1, 5, true)).toBe(0);
    expect(moveIndex(0, -1, 5, true)).toBe(4);
    expect(moveIndex(0, 1, 0, true)).toBe(0);
  });

  it('moves with the arrow keys, Home and End, and ignores other keys', () => {
    expect(indexForKey('ArrowRight', 1, 4, false)).toBe(2);
    expect(indexForKey('ArrowLeft', 0, 4, true)).toBe(3);
    expect(indexForKey('Home', 3, 4, false)).toBe(0);
    expect(indexForKey('End', 0, 4, false)).toBe(3);
    expect(indexForKey('Enter', 0, 4, false)).toBeNull();
  });

  it('disables the arrows at the ends unless looping, and shows progress', () => {
    expect(arrowsEnabled(0, 3, false)).toEqual({ previous: false, next: true });
    expect(arrowsEnabled(2, 3, false)).toEqual({ previous: true, next: false });
    expect(arrowsEnabled(0, 3, true)).toEqual({ previous: true, next: true });
    expect(arrowsEnabled(0, 1, true)).toEqual({ previous: false, next: false });
    expect(progressOf(0, 4)).toBe(0.25);
    expect(progressOf(3, 4)).toBe(1);
  });

  it('autoplays only when nothing holds it: pause, hover, focus, reduced motion, last slide without loop', () => {
    const running = {
      autoplay: true,
      count: 3,
      current: 0,
      loop: false,
      paused: false,
      hovered: false,
      focused: false,
      reducedMotion: false,
    };
    expect(autoplayRuns(running)).toBe(true);
    expect(autoplayRuns({ ...running, autoplay: false })).toBe(false);
    expect(autoplayRuns({ ...running, paused: true })).toBe(false);
    expect(autoplayRuns({ ...running, hovered: true })).toBe(false);
    expect(autoplayRuns({ ...running, focused: true })).toBe(false);
    expect(autoplayRuns({ ...running, reducedMotion: true })).toBe(false);
    expect(autoplayRuns({ ...running, current: 2 })).toBe(false);
    expect(autoplayRuns({ ...running, current: 2, loop: true })).toBe(true);
    expect(autoplayRuns({ ...running, count: 1 })).toBe(false);
  });

  it('converts autorotate seconds to milliseconds, reads [stacked] and fills breakpoints mobile first', () => {
    expect(autorotateMs({ autorotateTime: 4 })).toBe(4000);
    expect(autorotateMs({})).toBe(5000);
    expect(isStacked('Home picks [stacked]')).toBe(true);
    expect(isStacked('Home picks')).toBe(false);
    const carousel = {
      type: 'carousel' as const,
      autoplay: true,
      loop: true,
      showArrows: true,
      showIndicators: true,
      showProgress: false,
    };
    const grid = { ...carousel, type: 'grid' as const, autoplay: false };
    const settings = breakpointSettings({ type: 'carousel', breakpoints: { sm: carousel, lg: grid } });
    expect(settings.sm.type).toBe('carousel');
    expect(settings.md.type).toBe('carousel');
    expect(settings.lg.type).toBe('grid');
    expect(breakpointSettings({ type: 'grid', breakpoints: {} }).lg.type).toBe('grid');
  });
});

describe('filter-by', () => {
  const sku = { by: 'bySku' as const, ids: ['RL100001', 'RL100007'] };
  const category = { by: 'byCategory' as const, ids: ['1101'] };
  it('IN: shows its components on the listed products or categories only', () => {
    const filter = { ...sku, operator: 'IN' as const };
    expect(filterByMatches(filter, '/en-us/p/summit-hiking-boot-mens-RL100001')).toBe(true);
    expect(filterByMatches(filter, '/en-us/p/trail-runner-RL100002')).toBe(false);
    expect(filterByMatches(filter, '/en-us/c/mens-hiking-boots-1101')).toBe(false);
    expect(filterByMatches({ ...category, operator: 'IN' }, '/fr-ca/c/mens-hiking-boots-1101')).toBe(true);
    expect(filterByMatches({ ...category, operator: 'IN' }, '/fr-ca/c/womens-jackets-1201')).toBe(false);
  });
  it('NOT IN: shows them on the other products or categories, never on other kinds of page', () => {
    const filter = { ...sku, operator: 'NOT IN' as const };
    expect(filterByMatches(filter, '/en-us/p/trail-runner-RL100002')).toBe(true);
    expect(filterByMatches(filter, '/en-us/p/summit-hiking-boot-mens-RL100001')).toBe(false);
    expect(filterByMatches(filter, '/en-us/cart')).toBe(false);
    expect(filterByMatches({ ...category, operator: 'NOT IN' }, '/en-us/c/womens-jackets-1201')).toBe(true);
    expect(filterByMatches({ ...category, operator: 'NOT IN' }, '/en-us/c/mens-hiking-boots-1101')).toBe(
      false,
    );
  });
});

describe('article grid', () => {
  it('shows 4, 10 and 20 facets on small, medium and large screens before "see more"', () => {
    expect(FACET_LIMITS).toEqual({ sm: 4, md: 10, lg: 20 });
    const facets = Array.from({ length: 25 }, (_, index) => index);
    expect(visibleFacets(facets, 'sm', false)).toHaveLength(4);
    expect(visibleFacets(facets, 'md', false)).toHaveLength(10);
    expect(visibleFacets(facets, 'lg', false)).toHaveLength(20);
    expect(visibleFacets(facets, 'sm', true)).toHaveLength(25);
    expect(facetHiddenAt(3)).toEqual([]);
    expect(facetHiddenAt(4)).toEqual(['sm']);
    expect(facetHiddenAt(10)).toEqual(['sm', 'md']);
    expect(facetHiddenAt(20)).toEqual(['sm', 'md', 'lg']);
  });
  it('pages by rows times small columns, else 3; reads the initial tags; toggles a tag', () => {
    expect(articlePageSize({ rowsToLoad: 4, gridSize: { sm: 2, md: 2, lg: 3 } })).toBe(8);
    expect(articlePageSize({ gridSize: { sm: 1, md: 2, lg: 3 } })).toBe(3);
    expect(tagIdsOf('tagId=trail-guides&tagId=gear-care')).toEqual(['trail-guides', 'gear-care']);
    expect(tagIdsOf('?tagId=a,b&tagId=a&tagId=bad tag')).toEqual(['a', 'b']);
    expect(tagIdsOf(undefined)).toEqual([]);
    expect(toggleTag(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleTag(['a', 'b'], 'a')).toEqual(['b']);
  });
});

describe('upsell', () => {
  it('offers in-stock items only, the first stackedCount of them (the check is skipped on showcase sites)', () => {
    const items = [
      { id: 'a', quantity: 3 },
      { id: 'b', quantity: 0 },
      { id: 'c', quantity: 1 },
      { id: 'd', quantity: 5 },
      { id: 'e', quantity: 2 },
    ];
    expect(upsellOffer(items, 3).map((item) => item.id)).toEqual(['a', 'c', 'd']);
    expect(upsellOffer(items, 3, true).map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });
});
