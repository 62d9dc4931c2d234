import type { StoreAvailabilityRequest, StoreAvailabilityResponse } from '@ridgeline/contracts';
import { and, asc, type DbOrTx, eq, schema } from '@ridgeline/db';
import { requireMasterId, variantStock } from '../catalog/index.ts';
import { storeUnits } from '../inventory/index.ts';
import { CommerceError } from '../shared/errors.ts';
import { findStores } from './rows.ts';

/**
 * What each requested (active) store holds of a product (or of one UPC of it), per variant. STR404 names the
 * first unknown store; PLP400 a UPC that is not a variant of the product.
 */
export async function storeAvailability(
  db: DbOrTx,
  productId: string,
  request: StoreAvailabilityRequest,
): Promise<StoreAvailabilityResponse> {
  const masterId = await requireMasterId(db, productId);
  const storeIds = [...new Set(request.storeIds)];
  const stores = await findStores(db, storeIds);
  const unknown = storeIds.find((id) => !stores.some((store) => store.id === id));
  if (unknown) throw new CommerceError('STR404', { storeId: unknown });

  const variantFilter = request.upc
    ? and(eq(schema.variants.productId, masterId), eq(schema.variants.upc, request.upc))
    : eq(schema.variants.productId, masterId);
  const variants = await db
    .select({
      upc: schema.variants.upc,
      colorId: schema.variants.colorId,
      size: schema.variants.size,
      code: schema.productColors.code,
    })
    .from(schema.variants)
    .innerJoin(schema.productColors, eq(schema.productColors.id, schema.variants.colorId))
    .where(variantFilter)
    .orderBy(asc(schema.productColors.position), asc(schema.variants.position));
  if (request.upc && variants.length === 0) {
    throw new CommerceError(
      'PLP400',
      { upc: request.upc },
      `UPC ${request.upc} is not a variant of ${masterId}`,
    );
  }
  const quantity = await storeUnits(
    db,
    storeIds,
    variants.map((v) => v.upc),
  );
  return {
    productId: masterId,
    stores: storeIds.map((storeId) => {
      const store = stores.find((s) => s.id === storeId)!;
      return {
        storeId,
        name: store.name,
        isPickupPoint: store.isPickupPoint,
        // A store that never stocked a variant lists it as unavailable only when that UPC was asked for.
        variants: variants
          .filter((v) => request.upc || quantity.has(`${storeId}:${v.upc}`))
          .map((v) => ({
            upc: v.upc,
            productId: v.colorId,
            colorCode: v.code,
            size: v.size,
            ...variantStock(quantity.get(`${storeId}:${v.upc}`) ?? 0),
          })),
      };
    }),
  };
}
