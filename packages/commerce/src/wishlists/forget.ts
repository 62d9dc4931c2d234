import { type DbOrTx, eq, inArray, schema } from '@ridgeline/db';

/** The erasure's part of the favorites (decision 073): the shopper's lists and their items are deleted. */
export async function deleteFavoritesOf(tx: DbOrTx, ownerId: string): Promise<void> {
  const lists = await tx
    .delete(schema.favorites)
    .where(eq(schema.favorites.ownerId, ownerId))
    .returning({ id: schema.favorites.id });
  if (lists.length === 0) return;
  await tx.delete(schema.favoriteItems).where(
    inArray(
      schema.favoriteItems.favoriteId,
      lists.map((list) => list.id),
    ),
  );
}
