import { SITEMAP_PAGE_SIZE, type SitemapProductsResponse } from '@ridgeline/contracts';
import { asc, count, type DbOrTx, schema } from '@ridgeline/db';
import { productUrl } from './urls.ts';

/** One page of product URLs for the storefront's sitemap, in id order so pages stay stable. */
export async function sitemapProducts(db: DbOrTx, page: number): Promise<SitemapProductsResponse> {
  const [totals, rows] = await Promise.all([
    db.select({ total: count() }).from(schema.products),
    db
      .select({ id: schema.products.id, slug: schema.products.slug, createdAt: schema.products.createdAt })
      .from(schema.products)
      .orderBy(asc(schema.products.id))
      .limit(SITEMAP_PAGE_SIZE)
      .offset((page - 1) * SITEMAP_PAGE_SIZE),
  ]);
  const total = totals[0]?.total ?? 0;
  return {
    page,
    pageSize: SITEMAP_PAGE_SIZE,
    total,
    pages: Math.max(1, Math.ceil(total / SITEMAP_PAGE_SIZE)),
    products: rows.map((row) => ({
      pdpUrl: productUrl(row.slug, row.id),
      lastModified: row.createdAt.toISOString(),
    })),
  };
}
