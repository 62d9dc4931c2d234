import { and, type DbOrTx, eq, inArray, schema } from '@ridgeline/db';

/**
 * Enabled products by id with their category and its ancestors (the user media service tags photos with
 * them, decision 101). Unknown or disabled ids are absent from the map.
 */
export async function productsForTagging(
  db: DbOrTx,
  productIds: readonly string[],
): Promise<Map<string, { categoryIds: string[] }>> {
  if (productIds.length === 0) return new Map();
  const p = schema.products;
  const c = schema.categories;
  const rows = await db
    .select({ id: p.id, categoryId: p.categoryId, path: c.path })
    .from(p)
    .leftJoin(c, eq(c.id, p.categoryId))
    .where(and(inArray(p.id, [...productIds]), eq(p.enabled, true)));
  return new Map(
    rows.map((row) => [row.id, { categoryIds: [...new Set([...(row.path ?? []), row.categoryId])] }]),
  );
}

/** Whether a category exists. */
export async function categoryExists(db: DbOrTx, categoryId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: schema.categories.id })
    .from(schema.categories)
    .where(eq(schema.categories.id, categoryId));
  return !!row;
}
