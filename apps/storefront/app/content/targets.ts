/**
 * Where a content target leads (spec 3 section 2, "Buttons (targets)"): an in-page modal hash link gets the
 * current path in front (`#size-guide` → `/en-gb/pages/winter?x=1#size-guide`), and a query string with a
 * modal hash is merged into the current query (the target's parameters win). Anything else is left as the
 * editor wrote it; the schema already refused unsafe URLs.
 */
export interface CurrentLocation {
  pathname: string;
  search: string;
}

export function targetHref(url: string, current: CurrentLocation): string {
  if (url.startsWith('#')) return `${current.pathname}${current.search}${url}`;
  if (url.startsWith('?')) {
    const hashAt = url.indexOf('#');
    const query = hashAt === -1 ? url.slice(1) : url.slice(1, hashAt);
    const hash = hashAt === -1 ? '' : url.slice(hashAt);
    const merged = new URLSearchParams(current.search);
    for (const [key, value] of new URLSearchParams(query)) merged.set(key, value);
    const search = merged.toString();
    return `${current.pathname}${search ? `?${search}` : ''}${hash}`;
  }
  return url;
}

/** Links that leave the storefront (https) or are mail links: rendered as plain anchors, not router links. */
export function isExternal(url: string): boolean {
  return url.startsWith('https://') || url.startsWith('mailto:');
}

/** The same URL rule as the content schema: a path, #hash, ?query, https:// or mailto:. */
const SAFE_URL = /^(\/(?!\/)|#|\?|https:\/\/|mailto:)/;

/** A URL safe to render as a link; null for anything else (javascript:, data:, protocol-relative…). */
export function safeUrl(url: string | undefined | null): string | null {
  if (typeof url !== 'string' || url.length > 2000) return null;
  // Browsers ignore tabs and newlines inside a scheme ("java\tscript:"), so refuse any control character.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this rejects
  if (/[\u0000-\u001f\u007f\\]/.test(url)) return null;
  return SAFE_URL.test(url) ? url : null;
}

const LOCALE_SEGMENT = /^\/[a-z]{2}-[a-z]{2}(?=\/|$|\?|#)/;

/**
 * A target as an href of this storefront: site paths written by editors without a locale (`/c/boots-1001`,
 * `/pages/winter-trails`) get the shopper's locale in front; hashes and queries are resolved against the
 * current location; https and mailto links stay as they are. Null for an unsafe URL.
 */
export function contentHref(url: string, locale: string, current: CurrentLocation): string | null {
  const safe = safeUrl(url);
  if (!safe) return null;
  if (safe.startsWith('/') && !LOCALE_SEGMENT.test(safe)) return `/${locale}${safe === '/' ? '' : safe}`;
  return targetHref(safe, current);
}
