import type { AutoSuggestResponse, ProductTile } from '@ridgeline/contracts';
import type { Locale } from './locale.ts';

export interface SuggestOption {
  key: string;
  group: 'products' | 'categories' | 'queries';
  label: string;
  href: string;
  detail?: string;
  product?: ProductTile;
}

/**
 * A suggested category's label: its top-level parent and its own name ("Men › Hiking Boots"), enough to
 * tell men's from women's and short enough for the suggestion list.
 */
export function suggestedCategoryLabel(category: AutoSuggestResponse['categories'][number]): string {
  return [...category.parents.slice(0, 1), category.name].join(' › ');
}

/** The suggestions as one flat, keyboard-ordered list: products, then categories, then popular queries. */
export function suggestOptions(
  data: AutoSuggestResponse,
  path: (apiPath: string) => string,
  locale: Locale,
): SuggestOption[] {
  return [
    ...data.products.map((product) => ({
      key: `p-${product.id}`,
      group: 'products' as const,
      label: product.name,
      href: path(product.pdpUrl),
      product,
    })),
    ...data.categories.map((category) => ({
      key: `c-${category.id}`,
      group: 'categories' as const,
      label: suggestedCategoryLabel(category),
      href: path(category.url),
      detail: String(category.count),
    })),
    ...data.popularQueries.map((popular) => ({
      key: `q-${popular.query}`,
      group: 'queries' as const,
      label: popular.query,
      href: `/${locale}/search?q=${encodeURIComponent(popular.query)}`,
    })),
  ];
}
