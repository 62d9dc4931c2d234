import { type DbOrTx, eq, schema } from '@ridgeline/db';

/** Stores a product's rating summary (reviews keep it current); the products trigger refreshes its search rows. */
export async function setProductRating(
  db: DbOrTx,
  productId: string,
  ratingScore: number,
  reviewsCount: number,
) {
  await db
    .update(schema.products)
    .set({ ratingScore, reviewsCount })
    .where(eq(schema.products.id, productId));
}
