import { useLocation, useMatches, useRouteError } from 'react-router';
import { alternates } from '../lib/seo.ts';

/**
 * Canonical URL and `hreflang` alternates of the page. A route whose URL has several forms (a product's
 * variant suffix, a slug that changed) returns `canonicalPath` from its loader; others use their path.
 */
export function CanonicalLinks({ origin }: { origin: string }) {
  const location = useLocation();
  const matches = useMatches();
  const declared = matches
    .map((match) => (match.data as { canonicalPath?: unknown } | undefined)?.canonicalPath)
    .filter((path): path is string => typeof path === 'string')
    .at(-1);
  const path = declared ?? location.pathname;
  // Error pages (not found, failed) are not alternates of anything.
  const failed = useRouteError() != null;
  const localised = !failed && /^\/[a-z]{2}-[a-z]{2}(?:\/|$)/.test(path);
  return (
    <>
      <link rel="canonical" href={`${origin}${path}`} />
      {localised
        ? alternates(path).map((alternate) => (
            <link
              key={alternate.hrefLang}
              rel="alternate"
              hrefLang={alternate.hrefLang}
              href={`${origin}${alternate.path}`}
            />
          ))
        : null}
    </>
  );
}
