import { and, count, type Db, gt, lte, schema } from '@ridgeline/db';

/**
 * Variants whose online stock is low: some units left, at most `threshold` (the shopper's "only a few
 * left", catalog's LOW_STOCK_THRESHOLD). Online stock is shared by every site, so this is one figure.
 */
export async function lowStockVariantCount(db: Db, threshold: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(schema.stock)
    .where(and(gt(schema.stock.quantity, 0), lte(schema.stock.quantity, threshold)));
  return row?.n ?? 0;
}
