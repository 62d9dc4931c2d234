import type { FinaliseOrderRequest, Order } from '@ridgeline/contracts';
import type { Db, Tx } from '@ridgeline/db';
import { type CartActor, newestOpenCartId, reopenCart } from '../cart/index.ts';
import { issueEGiftCards } from '../giftcards/index.ts';
import {
  challengedPayment,
  findOrder,
  getOrder,
  movePendingOrder,
  type OrderRow,
  orderConfirmationEmail,
  orderItemsOf,
  recordOrderEvent,
  releaseOrder,
  setOrderPaymentStatus,
  stalePendingOrders,
} from '../orders/index.ts';
import type { PaymentGateway } from '../payments/index.ts';
import { CommerceError } from '../shared/errors.ts';
import { queueEmail } from '../shared/outbox.ts';

/**
 * PATCH after a 3-D Secure challenge. A passed challenge completes the order (confirmation queued);
 * anything else voids the authorisation, cancels the order, gives its stock, gift-card balances and
 * promotion uses back, and opens a new cart with the same items for the shopper: PAY403 names it.
 * Repeating the call repeats the answer.
 */
export async function finaliseOrder(
  db: Db,
  gateway: PaymentGateway,
  actor: CartActor,
  orderNumber: string,
  request: FinaliseOrderRequest,
): Promise<Order> {
  const order = await findOrder(db, orderNumber, actor.shopperId);
  if (!order) throw new CommerceError('OHS4004', { orderNumber });
  if (order.status === 'cancelled') throw await failure(db, order);
  if (order.status !== 'pending_authentication') {
    return getOrder(db, actor.ctx, orderNumber, { shopperId: actor.shopperId });
  }
  const payment = await challengedPayment(db, orderNumber);
  if (!payment?.authorizationId) throw new CommerceError('PYT404', { orderNumber });

  const outcome = await gateway.completeChallenge(
    payment.authorizationId,
    request.paymentMethod.additionalData.threeDS2Result,
  );
  if (outcome === 'authorized') {
    await db.transaction(async (tx) => {
      if (!(await movePendingOrder(tx, orderNumber, 'created'))) return;
      await setOrderPaymentStatus(tx, payment.id, 'authorized');
      await queueEmail(tx, await confirmation(tx, order));
      await issueEGiftCards(tx, order);
      await recordOrderEvent(tx, orderNumber, 'placed');
    });
    return getOrder(db, actor.ctx, orderNumber, { shopperId: actor.shopperId });
  }

  await abandonPendingOrder(db, gateway, order, payment, 'payment authentication failed');
  const now = await findOrder(db, orderNumber);
  if (now?.status !== 'cancelled')
    return getOrder(db, actor.ctx, orderNumber, { shopperId: actor.shopperId });
  throw await failure(db, order);
}

/**
 * Cancels a pending order whose challenge failed or was never completed: stock, gift cards and
 * promotion uses go back and a new cart holds its items. Only the caller that moves the order voids
 * the authorisation, so a stale result can never void a completed order.
 */
async function abandonPendingOrder(
  db: Db,
  gateway: PaymentGateway,
  order: OrderRow,
  payment: { id: string; authorizationId: string | null },
  reason: string,
): Promise<boolean> {
  const cancelled = await db.transaction(async (tx) => {
    if (!(await movePendingOrder(tx, order.orderNumber, 'cancelled'))) return false;
    await setOrderPaymentStatus(tx, payment.id, 'voided');
    await releaseOrder(tx, order.orderNumber);
    await reopenCart(tx, { ...order, items: await orderItemsOf(tx, order.orderNumber) });
    await recordOrderEvent(tx, order.orderNumber, 'cancelled', { reason });
    return true;
  });
  if (cancelled && payment.authorizationId) await gateway.void(payment.authorizationId);
  return cancelled;
}

/**
 * Cancels orders left waiting for a 3-D Secure challenge for longer than `olderThanMinutes`, so the
 * stock they hold goes back on sale. Returns the order numbers it cancelled.
 */
export async function expirePendingOrders(
  db: Db,
  gateway: PaymentGateway,
  olderThanMinutes: number,
  now = new Date(),
): Promise<string[]> {
  const cutoff = new Date(now.getTime() - olderThanMinutes * 60_000);
  const stale = await stalePendingOrders(db, cutoff);
  const expired: string[] = [];
  for (const order of stale) {
    const payment = await challengedPayment(db, order.orderNumber);
    if (!payment) continue;
    if (await abandonPendingOrder(db, gateway, order, payment, 'payment authentication timed out')) {
      expired.push(order.orderNumber);
    }
  }
  return expired;
}

async function confirmation(tx: Tx, order: OrderRow) {
  const items = await orderItemsOf(tx, order.orderNumber);
  return orderConfirmationEmail(
    order.orderNumber,
    {
      email: order.email,
      currency: order.currency,
      totals: order.totals,
      lines: items.map((item) => ({ ...item, color: item.colorLabel })),
    },
    order.locale,
  );
}

/** PAY403 naming the shopper's new cart (the most recent open one, made when the challenge failed). */
async function failure(db: Db, order: OrderRow): Promise<CommerceError> {
  const basketId = await newestOpenCartId(db, order.ownerId, order.siteId);
  return new CommerceError('PAY403', { orderNumber: order.orderNumber, basketId });
}
