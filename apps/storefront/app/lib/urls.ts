import type { Locale } from './locale.ts';

/**
 * Category id of a listing path segment: the trailing 4 to 10 digits (`mens-hiking-boots-1101`), also in
 * the variant form with a `c` prefix (`mens-hiking-boots-c1101`, 4 to 6 digits).
 */
export function parseCategoryId(slugId: string | undefined): string | null {
  if (!slugId) return null;
  const plain = /(?:^|-)(\d{4,10})$/.exec(slugId);
  if (plain?.[1]) return plain[1];
  const variant = /(?:^|-)c(\d{4,6})$/.exec(slugId);
  return variant?.[1] ?? null;
}

/**
 * Product id of a detail path segment: the trailing 8 to 11 uppercase letters or digits
 * (`summit-hiking-boot-mens-RL100001`), also in the variant form with a `p` prefix (`...-pRL100001`).
 */
export function parseProductId(slugId: string | undefined): string | null {
  if (!slugId) return null;
  const match = /(?:^|-)p?([A-Z0-9]{8,11})$/.exec(slugId);
  return match?.[1] ?? null;
}

/** Prefixes a storefront path from the API (`/c/...`, `/p/...`) with the locale. */
export function localePath(locale: Locale, path: string): string {
  if (path === '/' || path === '') return `/${locale}`;
  return `/${locale}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Swaps the locale segment of a path (for the locale switcher), keeping the rest of the path. */
export function switchLocalePath(pathname: string, to: Locale): string {
  const rest = pathname.replace(/^\/[a-z]{2}-[a-z]{2}(?=\/|$)/, '');
  return `/${to}${rest}`;
}
