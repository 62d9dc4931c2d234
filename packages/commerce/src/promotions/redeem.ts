import type { PromoSummaryEntry } from '@ridgeline/contracts';
import { and, eq, inArray, isNull, lt, or, schema, sql, type Tx } from '@ridgeline/db';
import { CommerceError } from '../shared/errors.ts';
import { newId } from '../shared/ids.ts';
import { redemptionsBy } from './eligibility.ts';
import { claimSingleUseCode, releaseSingleUseCodes } from './single-use.ts';

/**
 * Counts the order's promotions inside the order transaction. The guarded increment takes the
 * promotion's row lock, so concurrent orders are counted one after the other and a limit can never
 * be passed: the order that would pass it fails with PRM140 (total) or PRM150 (this shopper, or a
 * single-use code another order has already used, decision 088).
 */
export async function redeemPromotions(
  tx: Tx,
  order: { orderNumber: string; shopperId: string; email: string },
  promoSummary: PromoSummaryEntry[],
): Promise<void> {
  const promotionIds = [...new Set(promoSummary.map((entry) => entry.promotionId))].sort();
  for (const promotionId of promotionIds) {
    const counted = await tx
      .update(schema.promotions)
      .set({ redemptionCount: sql`${schema.promotions.redemptionCount} + 1` })
      .where(
        and(
          eq(schema.promotions.id, promotionId),
          or(
            isNull(schema.promotions.totalLimit),
            lt(schema.promotions.redemptionCount, schema.promotions.totalLimit),
          ),
        ),
      )
      .returning({ perShopperLimit: schema.promotions.perShopperLimit });
    const couponCode = promoSummary.find((entry) => entry.promotionId === promotionId)?.couponCode ?? null;
    if (counted.length === 0) throw new CommerceError('PRM140', { promotionId, couponCode });
    const limit = counted[0]!.perShopperLimit;
    if (limit !== null && (await redemptionsBy(tx, promotionId, order)) >= limit) {
      throw new CommerceError('PRM150', { promotionId, couponCode });
    }
    if (couponCode !== null) await claimSingleUseCode(tx, couponCode, order.orderNumber, promotionId);
    await tx.insert(schema.promotionRedemptions).values({
      id: newId(),
      promotionId,
      orderNumber: order.orderNumber,
      shopperId: order.shopperId,
      email: order.email.toLowerCase(),
      couponCode,
    });
  }
}

/** Gives back an order's redemptions inside the caller's transaction, so limits count live orders only. */
export async function releaseRedemptions(tx: Tx, orderNumber: string): Promise<void> {
  await releaseSingleUseCodes(tx, orderNumber);
  const redemptions = await tx
    .delete(schema.promotionRedemptions)
    .where(eq(schema.promotionRedemptions.orderNumber, orderNumber))
    .returning({ promotionId: schema.promotionRedemptions.promotionId });
  const promotionIds = redemptions.map((r) => r.promotionId).sort();
  if (promotionIds.length > 0) {
    await tx
      .update(schema.promotions)
      .set({ redemptionCount: sql`greatest(${schema.promotions.redemptionCount} - 1, 0)` })
      .where(inArray(schema.promotions.id, promotionIds));
  }
}
