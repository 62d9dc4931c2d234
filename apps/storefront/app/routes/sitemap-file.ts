import type { CategoryNode } from '@ridgeline/contracts';
import { data } from 'react-router';
import { sitemapProducts } from '../lib/discovery-api.server.ts';
import { DEFAULT_LOCALE } from '../lib/locale.ts';
import { SITEMAP_HEADERS, URLSET_CLOSE, URLSET_OPEN, urlEntries } from '../lib/sitemap.ts';
import type { Route } from './+types/sitemap-file';

const flatten = (nodes: CategoryNode[]): CategoryNode[] =>
  nodes.flatMap((node) => [node, ...flatten(node.children)]);

/** `/sitemaps/pages.xml` (home and every category) and `/sitemaps/products-{n}.xml`, streamed. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const api = context.api(DEFAULT_LOCALE);
  const encoder = new TextEncoder();
  let paths: { path: string; lastModified?: string }[];
  if (params.file === 'pages.xml') {
    const { categories } = await api.catalog();
    paths = [{ path: '/' }, ...flatten(categories).map((category) => ({ path: category.url }))];
  } else {
    const page = /^products-([1-9]\d{0,4})\.xml$/.exec(params.file ?? '')?.[1];
    if (!page) throw data(null, { status: 404 });
    const result = await sitemapProducts(api, Number(page));
    if (result.products.length === 0) throw data(null, { status: 404 });
    paths = result.products.map((product) => ({ path: product.pdpUrl, lastModified: product.lastModified }));
  }
  const CHUNK = 200;
  let next = 0;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(URLSET_OPEN));
    },
    pull(controller) {
      const chunk = paths.slice(next, next + CHUNK);
      next += CHUNK;
      controller.enqueue(
        encoder.encode(chunk.map((entry) => urlEntries(origin, entry.path, entry.lastModified)).join('')),
      );
      if (next >= paths.length) {
        controller.enqueue(encoder.encode(URLSET_CLOSE));
        controller.close();
      }
    },
  });
  return new Response(body, { headers: SITEMAP_HEADERS });
}
