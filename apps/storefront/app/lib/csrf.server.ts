/**
 * Cross-site request forgery guard for the storefront's form posts. Browsers send `Origin` on every POST
 * (and `Sec-Fetch-Site`); a post whose origin is another site is rejected. Requests without either header
 * (non-browser clients) carry no ambient browser credentials from another site and pass.
 *
 * `siteUrl` is the request's URL as the server builds it: the configured origin (PUBLIC_URL) plus the path
 * (see site-url.server.ts), so nothing in the request target can add a host. Besides the configured origin,
 * the host the browser addressed (`Host`, or a proxy's `X-Forwarded-Host`) is accepted: a browser on another
 * site cannot forge either header, and a page served under another name than PUBLIC_URL posts to itself.
 */
export function isCrossSiteRequest(headers: Headers, siteUrl: URL): boolean {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite === 'cross-site') return true;
  const origin = headers.get('origin');
  if (origin === null) return false;
  if (origin === 'null') return true;
  let originUrl: URL;
  try {
    originUrl = new URL(origin);
  } catch {
    return true;
  }
  if (originUrl.origin === siteUrl.origin) return false;
  const hosts = new Set<string>();
  const forwardedHost = headers.get('x-forwarded-host');
  if (forwardedHost) hosts.add(forwardedHost.split(',')[0]!.trim().toLowerCase());
  const host = headers.get('host');
  if (host) hosts.add(host.trim().toLowerCase());
  return !hosts.has(originUrl.host);
}
