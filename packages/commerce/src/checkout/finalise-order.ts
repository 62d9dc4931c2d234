import type { CancelPendingOrderResponse, FinaliseOrderRequest, Order } from '@ridgeline/contracts';
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
  orderStatusEmail,
  PENDING_AUTHENTICATION_TEMPLATE,
  readableBy,
  recordOrderEvent,
  releaseOrder,
  setOrderPaymentStatus,
  stalePendingOrders,
} from '../orders/index.ts';
import type { PaymentGateway } from '../payments/index.ts';
import { CommerceError } from '../shared/errors.ts';
import { queueEmail, withdrawEmail } from '../shared/outbox.ts';

/**
 * How long an order waits for its 3-D Secure challenge before `orders:expire-pending` cancels it (the
 * command's default), as the pending email tells the shopper.
 */
export const PENDING_HOLD_MINUTES = 30;

/**
 * How long the pending email waits before it goes out: most challenges end within a minute or two, and a
 * shopper who just paid must not be told to finish paying (decision 082).
 */
export const PENDING_EMAIL_DELAY_MINUTES = 5;

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
  // The owner, or whoever holds the order's lookup token (the pending email's link, another browser).
  const reader = { shopperId: actor.shopperId, st: request.st };
  const order = await findOrder(db, orderNumber);
  if (!order || !readableBy(order, reader)) throw new CommerceError('OHS4004', { orderNumber });
  if (order.status === 'cancelled') throw await failure(db, order, actor.shopperId);
  if (order.status !== 'pending_authentication') {
    return getOrder(db, actor.ctx, orderNumber, reader);
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
      await withdrawEmail(tx, PENDING_AUTHENTICATION_TEMPLATE, orderNumber);
      await queueEmail(tx, await confirmation(tx, order));
      await issueEGiftCards(tx, order);
      await recordOrderEvent(tx, orderNumber, 'placed');
    });
    return getOrder(db, actor.ctx, orderNumber, reader);
  }

  await abandonPendingOrder(db, gateway, order, payment, 'payment authentication failed');
  const now = await findOrder(db, orderNumber);
  if (now?.status !== 'cancelled') return getOrder(db, actor.ctx, orderNumber, reader);
  throw await failure(db, order, actor.shopperId);
}

/**
 * The shopper gives up on a pending order (from the cart, the order page or the pending email): its
 * stock, gift and reward cards, reward codes and promotion uses go back at once, the authorisation is
 * voided, a new cart holds its items (`basketId`, for the owner) and a cancellation email is queued.
 * Idempotent: a cancelled order answers the same. The status moves with a guard, so a challenge passed at
 * the same moment and this cancel cannot both win: ORD410 when the payment went through first.
 */
export async function cancelPendingOrder(
  db: Db,
  gateway: PaymentGateway,
  actor: CartActor,
  orderNumber: string,
  st?: string,
): Promise<CancelPendingOrderResponse> {
  const reader = { shopperId: actor.shopperId, st };
  const order = await findOrder(db, orderNumber);
  if (!order || !readableBy(order, reader)) throw new CommerceError('OHS4004', { orderNumber });
  if (order.status === 'pending_authentication') {
    const payment = await challengedPayment(db, orderNumber);
    if (payment) {
      await abandonPendingOrder(db, gateway, order, payment, 'cancelled by the shopper', {
        notify: true,
      });
    }
  }
  const now = await getOrder(db, actor.ctx, orderNumber, reader);
  if (now.status !== 'cancelled') throw new CommerceError('ORD410', { orderNumber, status: now.status });
  const owner = order.ownerId === actor.shopperId;
  return { order: now, basketId: owner ? await newestOpenCartId(db, order.ownerId, order.siteId) : null };
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
  options: { notify?: boolean } = {},
): Promise<boolean> {
  const cancelled = await db.transaction(async (tx) => {
    if (!(await movePendingOrder(tx, order.orderNumber, 'cancelled'))) return false;
    await withdrawEmail(tx, PENDING_AUTHENTICATION_TEMPLATE, order.orderNumber);
    if (options.notify) await queueEmail(tx, orderStatusEmail('cancelled', order));
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

/**
 * PAY403 naming the shopper's new cart (the most recent open one, made when the challenge failed); only
 * the owner's, not to someone who came back with the lookup token in another browser.
 */
async function failure(db: Db, order: OrderRow, shopperId: string): Promise<CommerceError> {
  const basketId =
    order.ownerId === shopperId ? await newestOpenCartId(db, order.ownerId, order.siteId) : null;
  return new CommerceError('PAY403', { orderNumber: order.orderNumber, basketId });
}
