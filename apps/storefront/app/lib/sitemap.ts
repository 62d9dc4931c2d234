import { LOCALES } from './locale.ts';
import { alternates } from './seo.ts';
import { localePath } from './urls.ts';

export const SITEMAP_HEADERS = {
  'content-type': 'application/xml; charset=utf-8',
  'cache-control': 'public, max-age=3600',
};

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemapIndex(origin: string, files: string[]): string {
  const entries = files.map((file) => `<sitemap><loc>${escapeXml(`${origin}${file}`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

export const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
export const URLSET_CLOSE = '</urlset>\n';

/**
 * The `<url>` entries of one page (a storefront path without locale, such as `/p/…` or `/`): one entry
 * per locale, each listing every locale as an `hreflang` alternate.
 */
export function urlEntries(origin: string, path: string, lastModified?: string): string {
  const links = alternates(localePath('en-us', path))
    .map(
      (alternate) =>
        `<xhtml:link rel="alternate" hreflang="${alternate.hrefLang}" href="${escapeXml(`${origin}${alternate.path}`)}"/>`,
    )
    .join('');
  const lastmod = lastModified ? `<lastmod>${lastModified.slice(0, 10)}</lastmod>` : '';
  return LOCALES.map(
    (locale) =>
      `<url><loc>${escapeXml(`${origin}${localePath(locale, path)}`)}</loc>${lastmod}${links}</url>\n`,
  ).join('');
}
