import { and, asc, eq, inArray, schema, sql, type Tx } from '@ridgeline/db';
import { DIGITAL, voidEGiftCards } from '../giftcards/egift.ts';

/**
 * Gives back what an order took, inside the caller's transaction: stock (rows in UPC order, like the
 * order took them), gift- and reward-card balances, reward codes, the athlete allowance, loyalty points, and promotion redemptions (so limits count live orders only);
 * the e-gift cards it issued are voided (ORD411 when one has been spent, which rolls everything back).
 * The caller changes the order's status with a guard so this runs once per order.
 */
export async function releaseOrder(tx: Tx, orderNumber: string): Promise<void> {
  await voidEGiftCards(tx, orderNumber);
  const items = await tx
    .select()
    .from(schema.orderItems)
    .where(eq(schema.orderItems.orderNumber, orderNumber))
    .orderBy(asc(schema.orderItems.upc));
  for (const item of items) {
    if (item.deliveryMethod === DIGITAL) continue;
    if (item.storeId && (item.deliveryMethod === 'pickup' || item.deliveryMethod === 'pudo')) {
      await tx
        .update(schema.storeStock)
        .set({ quantity: sql`${schema.storeStock.quantity} + ${item.qty}` })
        .where(and(eq(schema.storeStock.storeId, item.storeId), eq(schema.storeStock.upc, item.upc)));
      continue;
    }
    await tx
      .update(schema.stock)
      .set({ quantity: sql`${schema.stock.quantity} + ${item.qty}`, updatedAt: new Date() })
      .where(eq(schema.stock.upc, item.upc));
  }
  const giftCards = await tx
    .update(schema.orderPayments)
    .set({ status: 'refunded' })
    .where(
      and(
        eq(schema.orderPayments.orderNumber, orderNumber),
        inArray(schema.orderPayments.methodId, ['GIFT_CARD', 'REWARD_CARD', 'REWARD_CODE']),
        eq(schema.orderPayments.status, 'debited'),
      ),
    )
    .returning({
      methodId: schema.orderPayments.methodId,
      giftCardId: schema.orderPayments.giftCardId,
      amount: schema.orderPayments.amount,
    });
  for (const payment of giftCards.sort((a, b) => (a.giftCardId ?? '').localeCompare(b.giftCardId ?? ''))) {
    await tx
      .update(schema.giftCards)
      // A reward code is single use: giving it back makes it usable again at its face value.
      .set(
        payment.methodId === 'REWARD_CODE'
          ? { status: 'active' }
          : { balance: sql`${schema.giftCards.balance} + ${payment.amount}` },
      )
      .where(eq(schema.giftCards.id, payment.giftCardId ?? ''));
  }
  const allowance = await tx
    .update(schema.orderPayments)
    .set({ status: 'refunded' })
    .where(
      and(
        eq(schema.orderPayments.orderNumber, orderNumber),
        eq(schema.orderPayments.methodId, 'ATHLETES_PAYMENT'),
        eq(schema.orderPayments.status, 'debited'),
      ),
    )
    .returning({ amount: schema.orderPayments.amount });
  const spent = allowance.reduce((sum, row) => sum + row.amount, 0);
  if (spent > 0) {
    const [order] = await tx
      .select({ ownerId: schema.orders.ownerId })
      .from(schema.orders)
      .where(eq(schema.orders.orderNumber, orderNumber));
    await tx
      .update(schema.programmeProfiles)
      .set({ currentSpend: sql`greatest(${schema.programmeProfiles.currentSpend} - ${spent}, 0)` })
      .where(
        and(
          eq(schema.programmeProfiles.shopperId, order?.ownerId ?? ''),
          eq(schema.programmeProfiles.programme, 'athlete'),
        ),
      );
  }
  const loyalty = await tx
    .update(schema.orderPayments)
    .set({ status: 'refunded' })
    .where(
      and(
        eq(schema.orderPayments.orderNumber, orderNumber),
        eq(schema.orderPayments.methodId, 'LOYALTY_POINTS'),
        eq(schema.orderPayments.status, 'debited'),
      ),
    )
    .returning({ spent: schema.orderPayments.authorizationId });
  const points = loyalty.reduce((sum, row) => sum + Number((row.spent ?? '').replace('points:', '') || 0), 0);
  if (points > 0) {
    const [order] = await tx
      .select({ ownerId: schema.orders.ownerId })
      .from(schema.orders)
      .where(eq(schema.orders.orderNumber, orderNumber));
    await tx
      .update(schema.consumers)
      .set({ loyaltyPoints: sql`${schema.consumers.loyaltyPoints} + ${points}` })
      .where(eq(schema.consumers.shopperId, order?.ownerId ?? ''));
  }
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
