import { and, asc, eq, inArray, schema, sql, type Tx } from '@ridgeline/db';
import { refundAthleteAllowance, refundLoyaltyPoints } from '../consumers/index.ts';
import { CARD_TENDERS, DIGITAL, refundCards, voidEGiftCards } from '../giftcards/index.ts';
import { releaseStock } from '../inventory/index.ts';
import { releaseRedemptions } from '../promotions/index.ts';

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
  await releaseStock(
    tx,
    items
      .filter((item) => item.deliveryMethod !== DIGITAL)
      .map((item) => ({
        upc: item.upc,
        qty: item.qty,
        storeId:
          item.storeId && (item.deliveryMethod === 'pickup' || item.deliveryMethod === 'pudo')
            ? item.storeId
            : null,
      })),
  );
  const giftCards = await tx
    .update(schema.orderPayments)
    .set({ status: 'refunded' })
    .where(
      and(
        eq(schema.orderPayments.orderNumber, orderNumber),
        inArray(schema.orderPayments.methodId, [...CARD_TENDERS]),
        eq(schema.orderPayments.status, 'debited'),
      ),
    )
    .returning({
      methodId: schema.orderPayments.methodId,
      giftCardId: schema.orderPayments.giftCardId,
      // What the back-office has not already refunded (decision 066).
      amount: sql<number>`${schema.orderPayments.amount} - ${schema.orderPayments.refundedAmount}`,
    });
  await refundCards(tx, giftCards);
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
    .returning({
      amount: sql<number>`${schema.orderPayments.amount} - ${schema.orderPayments.refundedAmount}`,
    });
  const spent = allowance.reduce((sum, row) => sum + row.amount, 0);
  if (spent > 0) {
    const [order] = await tx
      .select({ ownerId: schema.orders.ownerId })
      .from(schema.orders)
      .where(eq(schema.orders.orderNumber, orderNumber));
    await refundAthleteAllowance(tx, order?.ownerId ?? '', spent);
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
    await refundLoyaltyPoints(tx, order?.ownerId ?? '', points);
  }
  await releaseRedemptions(tx, orderNumber);
}
