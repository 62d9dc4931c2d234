import { and, type DbOrTx, eq, schema, sql } from '@ridgeline/db';
import { setProductRating } from '../catalog/index.ts';

/**
 * Recomputes the product's rating and review count from its approved reviews. Called in the same
 * transaction as every change to a review's existence or status; the products trigger then refreshes
 * the product's search rows.
 */
export async function syncProductRating(tx: DbOrTx, productId: string): Promise<void> {
  const [summary] = await tx
    .select({
      average: sql<number>`coalesce(round(avg(${schema.reviews.rating})::numeric, 1), 0)::real`,
      count: sql<number>`count(*)::int`,
    })
    .from(schema.reviews)
    .where(and(eq(schema.reviews.productId, productId), eq(schema.reviews.status, 'approved')));
  await setProductRating(tx, productId, Number(summary?.average ?? 0), summary?.count ?? 0);
}
