/**
 * Cross-site request forgery guard for the storefront's form posts. Browsers send `Origin` on every POST
 * (and `Sec-Fetch-Site`); a post whose origin is another site is rejected. Requests without either header
 * (non-browser clients) carry no ambient browser credentials from another site and pass.
 */
export function isCrossSiteRequest(headers: Headers, requestUrl: URL): boolean {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite === 'cross-site') return true;
  const origin = headers.get('origin');
  if (origin === null) return false;
  if (origin === 'null') return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true;
  }
  const hosts = new Set([requestUrl.host]);
  const forwardedHost = headers.get('x-forwarded-host');
  if (forwardedHost) hosts.add(forwardedHost.split(',')[0]!.trim());
  const host = headers.get('host');
  if (host) hosts.add(host);
  return !hosts.has(originHost);
}
