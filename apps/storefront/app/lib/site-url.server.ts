/**
 * The storefront's own address comes from configuration (PUBLIC_URL), never from the request: a forged Host
 * header or a path such as `//evil.example/...` must not end up in canonical links, structured data, sitemaps
 * or the cross-site check (decision 050).
 */

/** The origin (scheme, host, port) of PUBLIC_URL; throws at start for anything but an http(s) URL. */
export function publicOriginFrom(value: string | undefined, fallback: string): string {
  const setting = value?.trim() || fallback;
  let url: URL;
  try {
    url = new URL(setting);
  } catch {
    throw new Error(
      `PUBLIC_URL must be an absolute http(s) URL such as https://shop.example, not '${value}'`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`PUBLIC_URL must be an http or https URL, not '${value}'`);
  }
  return url.origin;
}

/**
 * The URL the router sees for a request target (`/en-us/p/x?color=1`): the configured origin plus the target's
 * path and query. Leading runs of slashes and backslashes collapse to one slash, so that no target can name a
 * host (`//evil.example/x` is the path `/evil.example/x`), and an empty target is the home path.
 */
export function siteRequestUrl(publicOrigin: string, target: string): URL {
  const url = new URL(publicOrigin);
  const queryAt = target.indexOf('?');
  const rawPath = queryAt < 0 ? target : target.slice(0, queryAt);
  const rawQuery = queryAt < 0 ? '' : target.slice(queryAt + 1);
  // Tabs and newlines are dropped by URL parsing anyway; dropping them first keeps `/\t/x` from becoming `//x`.
  url.pathname = `/${rawPath.replace(/[\t\n\r]/g, '').replace(/^[/\\]+/, '')}`;
  url.search = rawQuery;
  return url;
}
