import { sitemapProducts } from '../lib/discovery-api.server.ts';
import { DEFAULT_LOCALE } from '../lib/locale.ts';
import { SITEMAP_HEADERS, sitemapIndex } from '../lib/sitemap.ts';
import type { Route } from './+types/sitemap-index';

/** `/sitemap.xml`: an index of one file for home and categories and one per page of products. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const first = await sitemapProducts(context.api(DEFAULT_LOCALE), 1);
  const files = [
    '/sitemaps/pages.xml',
    ...Array.from({ length: first.pages }, (_, index) => `/sitemaps/products-${index + 1}.xml`),
  ];
  return new Response(sitemapIndex(origin, files), { headers: SITEMAP_HEADERS });
}
