import type { ProductSet, ProductSetsResponse } from '@ridgeline/contracts';
import { asc, type DbOrTx, eq, inArray, schema } from '@ridgeline/db';
import type { ShopContext } from '../shared/context.ts';
import { CommerceError } from '../shared/errors.ts';
import { localize } from '../shared/locale.ts';
import { requireMasterId } from './product-details.ts';
import { productTiles } from './tiles.ts';

async function setsWithProducts(db: DbOrTx, ctx: ShopContext, setIds: string[]): Promise<ProductSet[]> {
  if (setIds.length === 0) return [];
  const [sets, items] = await Promise.all([
    db
      .select()
      .from(schema.productSets)
      .where(inArray(schema.productSets.id, setIds))
      .orderBy(schema.productSets.id),
    db
      .select()
      .from(schema.productSetItems)
      .where(inArray(schema.productSetItems.setId, setIds))
      .orderBy(asc(schema.productSetItems.position)),
  ]);
  const tiles = await productTiles(db, ctx, [...new Set(items.map((item) => item.productId))]);
  const tileOf = new Map(tiles.map((tile) => [tile.id, tile]));
  return sets.map((set) => ({
    id: set.id,
    name: localize(set.name, ctx.locale),
    description: localize(set.description, ctx.locale),
    products: items
      .filter((item) => item.setId === set.id)
      .flatMap((item) => tileOf.get(item.productId) ?? []),
  }));
}

/** The looks a product belongs to ("shop the look"). */
export async function productSetsOf(
  db: DbOrTx,
  ctx: ShopContext,
  productId: string,
): Promise<ProductSetsResponse> {
  const masterId = await requireMasterId(db, productId);
  const memberships = await db
    .select({ setId: schema.productSetItems.setId })
    .from(schema.productSetItems)
    .where(eq(schema.productSetItems.productId, masterId));
  return {
    productId: masterId,
    productSets: await setsWithProducts(
      db,
      ctx,
      memberships.map((m) => m.setId),
    ),
  };
}

/** One look with its products; PLP400 when there is no such set. */
export async function getProductSet(db: DbOrTx, ctx: ShopContext, productSetId: string): Promise<ProductSet> {
  const [set] = await setsWithProducts(db, ctx, [productSetId]);
  if (!set) throw new CommerceError('PLP400', { productSetId }, `Product set ${productSetId} was not found`);
  return set;
}
