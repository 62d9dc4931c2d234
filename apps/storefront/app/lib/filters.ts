import type { Facet, FacetValue } from '@ridgeline/contracts';

/** Listing filter parameters the API takes; `size`, `color` and `badge` repeat. */
export const REPEATED_FILTERS = ['size', 'color', 'badge'] as const;
export const SINGLE_FILTERS = ['priceMin', 'priceMax', 'rating', 'inStock'] as const;
export const FILTER_PARAMS = [...REPEATED_FILTERS, ...SINGLE_FILTERS] as const;

export type FilterQuery = Partial<Record<(typeof FILTER_PARAMS)[number], string | string[]>>;

const VALID: Record<(typeof FILTER_PARAMS)[number], RegExp> = {
  size: /^[^\s].{0,11}$/,
  color: /^\d{3}$/,
  badge: /^(?:new|bestseller|sustainable)$/,
  priceMin: /^\d{1,9}$/,
  priceMax: /^\d{1,9}$/,
  rating: /^[1-4]$/,
  inStock: /^true$/,
};

/** The filter parameters of a listing URL, dropping values the API would refuse. */
export function filterQuery(params: URLSearchParams): FilterQuery {
  const query: FilterQuery = {};
  for (const name of REPEATED_FILTERS) {
    const values = [...new Set(params.getAll(name).map((value) => value.trim()))]
      .filter((value) => VALID[name].test(value))
      .slice(0, 20);
    if (values.length > 0) query[name] = values;
  }
  for (const name of SINGLE_FILTERS) {
    const value = params.get(name)?.trim();
    if (value && VALID[name].test(value)) query[name] = value;
  }
  return query;
}

export function hasFilters(params: URLSearchParams): boolean {
  return FILTER_PARAMS.some((name) => params.has(name));
}

function finish(pathname: string, params: URLSearchParams): string {
  params.delete('start');
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}

/** The URL that toggles one facet value (adds it, or removes it when selected); back to page 1. */
export function toggleHref(pathname: string, search: string, facet: Facet, value: FacetValue): string {
  const params = new URLSearchParams(search);
  if (facet.id === 'price') {
    params.delete('priceMin');
    params.delete('priceMax');
    if (!value.selected) {
      if (value.min !== undefined && value.min > 0) params.set('priceMin', String(value.min));
      if (value.max !== undefined) params.set('priceMax', String(value.max));
    }
    return finish(pathname, params);
  }
  const name = facet.param;
  if ((REPEATED_FILTERS as readonly string[]).includes(name)) {
    const current = params.getAll(name);
    params.delete(name);
    const next = value.selected ? current.filter((item) => item !== value.id) : [...current, value.id];
    for (const item of next) params.append(name, item);
  } else if (value.selected) {
    params.delete(name);
  } else {
    params.set(name, value.id);
  }
  return finish(pathname, params);
}

/** The URL without any filter (keeps the query and sort). */
export function clearFiltersHref(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  for (const name of FILTER_PARAMS) params.delete(name);
  return finish(pathname, params);
}

export interface FilterChip {
  key: string;
  group: Facet['id'];
  label: string;
  href: string;
}

/** The selected values of the filter facets (not categories), each with the URL that removes it. */
export function selectedChips(pathname: string, search: string, facets: Facet[]): FilterChip[] {
  return facets
    .filter((facet) => facet.id !== 'category')
    .flatMap((facet) =>
      facet.values
        .filter((value) => value.selected)
        .map((value) => ({
          key: `${facet.id}:${value.id}`,
          group: facet.id,
          label: value.label,
          href: toggleHref(pathname, search, facet, value),
        })),
    );
}
