import type { ContentFields } from '@ridgeline/contracts';
import { parseCategoryId, parseProductId } from '../../../lib/urls.ts';

// The pure rules of the commerce blocks (spec 3 sections 2, 3, 4 and 9; decision 076), unit-tested.

// ------------------------------------------------------------------------------------------------
// Collections: carousel or grid per breakpoint
// ------------------------------------------------------------------------------------------------
export const BREAKPOINTS = ['sm', 'md', 'lg'] as const;
export type Breakpoint = (typeof BREAKPOINTS)[number];
type Collection = ContentFields<'collection'>;
type BreakpointSettings = NonNullable<Collection['breakpoints']['sm']>;

/** A collection whose name contains [stacked] is stacked (spec 3 section 3). */
export const isStacked = (name: string) => name.toLowerCase().includes('[stacked]');

/** Autorotate times are authored in seconds (spec 3 section 9); 5 s when autoplay has none. */
export const autorotateMs = (settings: Pick<BreakpointSettings, 'autorotateTime'>) =>
  (settings.autorotateTime ?? 5) * 1000;

const GRID: BreakpointSettings = {
  type: 'grid',
  autoplay: false,
  loop: false,
  showArrows: true,
  showIndicators: false,
  showProgress: false,
};

/**
 * The settings of each breakpoint: a breakpoint left out takes the next smaller one's (mobile first), and
 * the small one defaults to the collection's own type.
 */
export function breakpointSettings(collection: Pick<Collection, 'type' | 'breakpoints'>) {
  const fallbackType =
    collection.type === 'grid' || collection.type === 'category-cards' ? 'grid' : 'carousel';
  const result = {} as Record<Breakpoint, BreakpointSettings>;
  let previous: BreakpointSettings = { ...GRID, type: fallbackType };
  for (const breakpoint of BREAKPOINTS) {
    previous = collection.breakpoints[breakpoint] ?? previous;
    result[breakpoint] = previous;
  }
  return result;
}

/** The slide after moving by `step` (negative: back): wraps when looping, else stops at the ends. */
export function moveIndex(current: number, step: number, count: number, loop: boolean): number {
  if (count <= 0) return 0;
  const next = current + step;
  if (loop) return ((next % count) + count) % count;
  return Math.max(0, Math.min(count - 1, next));
}

/** The slide a key press goes to (arrows, Home, End), or null for other keys. */
export function indexForKey(key: string, current: number, count: number, loop: boolean): number | null {
  switch (key) {
    case 'ArrowRight':
      return moveIndex(current, 1, count, loop);
    case 'ArrowLeft':
      return moveIndex(current, -1, count, loop);
    case 'Home':
      return 0;
    case 'End':
      return Math.max(0, count - 1);
    default:
      return null;
  }
}

/** Whether the previous and next arrows can move (always, when looping with more than one slide). */
export function arrowsEnabled(current: number, count: number, loop: boolean) {
  if (count <= 1) return { previous: false, next: false };
  return { previous: loop || current > 0, next: loop || current < count - 1 };
}

/** Progress through the slides, 0 to 1 (the progress bar). */
export const progressOf = (current: number, count: number) => (count <= 1 ? 1 : (current + 1) / count);

/**
 * Whether autoplay advances now: it must be on, with more than one slide, the shopper must not have paused
 * it, be hovering or focused in it, nor ask for reduced motion; without loop it stops on the last slide.
 */
export function autoplayRuns(state: {
  autoplay: boolean;
  count: number;
  current: number;
  loop: boolean;
  paused: boolean;
  hovered: boolean;
  focused: boolean;
  reducedMotion: boolean;
}): boolean {
  if (!state.autoplay || state.count <= 1 || state.paused || state.hovered || state.focused) return false;
  if (state.reducedMotion) return false;
  return state.loop || state.current < state.count - 1;
}

// ------------------------------------------------------------------------------------------------
// Filter-by: components shown on some products or categories only
// ------------------------------------------------------------------------------------------------
/** The product or category the current path shows: /{locale}/p/{slug-id} or /{locale}/c/{slug-id}. */
export function pageSubject(pathname: string): { kind: 'product' | 'category'; id: string } | null {
  const match = /^\/[a-z]{2}-[a-z]{2}\/(p|c)\/([^/?#]+)/.exec(pathname);
  if (!match) return null;
  if (match[1] === 'p') {
    const id = parseProductId(match[2]);
    return id ? { kind: 'product', id } : null;
  }
  const id = parseCategoryId(match[2]);
  return id ? { kind: 'category', id } : null;
}

/**
 * Filter-by (spec 3 section 2): shows its components only when the path is a product (bySku) or a
 * category (byCategory) page whose id is in the list (IN) or not in it (NOT IN). A listed product id also
 * matches its colours (the path's id starts with it: RL100001 matches RL100001-02's pages).
 */
export function filterByMatches(
  filter: Pick<ContentFields<'filter-by'>, 'by' | 'operator' | 'ids'>,
  pathname: string,
): boolean {
  const subject = pageSubject(pathname);
  const kind = filter.by === 'bySku' ? 'product' : 'category';
  if (!subject || subject.kind !== kind) return false;
  const listed = filter.ids.some((id) =>
    kind === 'product' ? subject.id === id || subject.id.startsWith(id) : subject.id === id,
  );
  return filter.operator === 'IN' ? listed : !listed;
}

// ------------------------------------------------------------------------------------------------
// Article grid
// ------------------------------------------------------------------------------------------------
/** Facets shown before "see more", per breakpoint (spec 3 section 9). */
export const FACET_LIMITS: Readonly<Record<Breakpoint, number>> = { sm: 4, md: 10, lg: 20 };
/** Cards of the skeleton grid while loading (spec 3 section 9). */
export const SKELETON_CARDS = 16;
/** Related articles of an article page (spec 3 section 9). */
export const RELATED_LIMIT = 4;
/** Page size when the grid does not say (spec 3 section 9). */
export const DEFAULT_PAGE_SIZE = 3;

/** The breakpoints at which the facet at `index` (0 first) waits behind "see more". */
export function facetHiddenAt(index: number): Breakpoint[] {
  return BREAKPOINTS.filter((breakpoint) => index >= FACET_LIMITS[breakpoint]);
}

/** The facets a breakpoint shows: all when expanded, else up to its limit. */
export function visibleFacets<T>(facets: readonly T[], breakpoint: Breakpoint, expanded: boolean): T[] {
  return expanded ? [...facets] : facets.slice(0, FACET_LIMITS[breakpoint]);
}

/** Page size: rows to load times the small screen's columns, else 3 (spec 3 section 3 and 9). */
export function articlePageSize(
  grid: Pick<ContentFields<'article-grid'>, 'rowsToLoad' | 'gridSize'>,
): number {
  return grid.rowsToLoad ? grid.rowsToLoad * (grid.gridSize.sm ?? 1) : DEFAULT_PAGE_SIZE;
}

/** The tag ids of an authored query (`tagId=a&tagId=b`, or `tagId=a,b`). */
export function tagIdsOf(query: string | undefined): string[] {
  if (!query) return [];
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  const ids = params.getAll('tagId').flatMap((value) => value.split(','));
  return [...new Set(ids.map((id) => id.trim()).filter((id) => /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(id)))];
}

/** Toggling a tag resets the offset to 0 (spec 3 section 4). */
export function toggleTag(selected: readonly string[], tagId: string): string[] {
  return selected.includes(tagId) ? selected.filter((id) => id !== tagId) : [...selected, tagId];
}

// ------------------------------------------------------------------------------------------------
// Recommendations and upsell
// ------------------------------------------------------------------------------------------------
/** Recommendation impressions send up to 24 products (spec 3 section 9). */
export const IMPRESSION_LIMIT = 24;

/** Upsell items offered: in stock ones only (quantity above 0), the first `stackedCount` (spec 3 section 3). */
export function upsellOffer<T extends { quantity: number }>(
  items: readonly T[],
  stackedCount: number,
  showcase = false,
): T[] {
  return items.filter((item) => showcase || item.quantity > 0).slice(0, stackedCount);
}
