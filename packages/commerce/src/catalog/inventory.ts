import type { InventoryResponse } from '@ridgeline/contracts';
import { asc, type DbOrTx, eq, schema } from '@ridgeline/db';
import { onlineUnits } from '../inventory/index.ts';
import { requireMasterId } from './product-details.ts';
import { variantStock } from './stock.ts';

/** Online stock of every variant of a product (master or colour id). */
export async function productInventory(db: DbOrTx, productId: string): Promise<InventoryResponse> {
  const masterId = await requireMasterId(db, productId);
  const rows = await db
    .select({
      upc: schema.variants.upc,
      colorId: schema.variants.colorId,
      size: schema.variants.size,
      code: schema.productColors.code,
    })
    .from(schema.variants)
    .innerJoin(schema.productColors, eq(schema.productColors.id, schema.variants.colorId))
    .where(eq(schema.variants.productId, masterId))
    .orderBy(asc(schema.productColors.position), asc(schema.variants.position));
  const units = await onlineUnits(
    db,
    rows.map((row) => row.upc),
  );
  const forColor = productId === masterId ? null : productId;
  return {
    productId: masterId,
    variants: rows
      .filter((row) => !forColor || row.colorId === forColor)
      .map((row) => ({
        upc: row.upc,
        productId: row.colorId,
        colorCode: row.code,
        size: row.size,
        ...variantStock(units.get(row.upc) ?? 0),
      })),
  };
}
