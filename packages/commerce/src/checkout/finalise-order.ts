import type { FinaliseOrderRequest, Order } from '@ridgeline/contracts';
import { and, type Db, eq, lt, schema, type Tx } from '@ridgeline/db';
import type { CartActor } from '../cart/service.ts';
import { issueEGiftCards } from '../giftcards/egift.ts';
import { orderConfirmationEmail } from '../orders/confirmation-email.ts';
import { recordOrderEvent } from '../orders/events.ts';
import { getOrder } from '../orders/read.ts';
import { releaseOrder } from '../orders/release.ts';
import type { PaymentGateway } from '../payments/gateway.ts';
import { isGiftUpc } from '../promotions/eligibility.ts';
import { CommerceError } from '../shared/errors.ts';
import { newId } from '../shared/ids.ts';

type OrderRow = typeof schema.orders.$inferSelect;

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
  const [order] = await db
    .select()
    .from(schema.orders)
    .where(and(eq(schema.orders.orderNumber, orderNumber), eq(schema.orders.ownerId, actor.shopperId)));
  if (!order) throw new CommerceError('OHS4004', { orderNumber });
  if (order.status === 'cancelled') throw await failure(db, order);
  if (order.status !== 'pending_authentication') {
    return getOrder(db, actor.ctx, orderNumber, { shopperId: actor.shopperId });
  }
  const [payment] = await db
    .select()
    .from(schema.orderPayments)
    .where(
      and(
        eq(schema.orderPayments.orderNumber, orderNumber),
        eq(schema.orderPayments.status, 'challenge_required'),
      ),
    );
  if (!payment?.authorizationId) throw new CommerceError('PYT404', { orderNumber });

  const outcome = await gateway.completeChallenge(
    payment.authorizationId,
    request.paymentMethod.additionalData.threeDS2Result,
  );
  if (outcome === 'authorized') {
    await db.transaction(async (tx) => {
      if (!(await moveStatus(tx, orderNumber, 'created'))) return;
      await tx
        .update(schema.orderPayments)
        .set({ status: 'authorized' })
        .where(eq(schema.orderPayments.id, payment.id));
      await tx.insert(schema.outbox).values(await confirmation(tx, order));
      await issueEGiftCards(tx, order);
      await recordOrderEvent(tx, orderNumber, 'placed');
    });
    return getOrder(db, actor.ctx, orderNumber, { shopperId: actor.shopperId });
  }

  await abandonPendingOrder(db, gateway, order, payment, 'payment authentication failed');
  const [now] = await db.select().from(schema.orders).where(eq(schema.orders.orderNumber, orderNumber));
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
    if (!(await moveStatus(tx, order.orderNumber, 'cancelled'))) return false;
    await tx
      .update(schema.orderPayments)
      .set({ status: 'voided' })
      .where(eq(schema.orderPayments.id, payment.id));
    await releaseOrder(tx, order.orderNumber);
    await reopenCart(tx, order);
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
  const stale = await db
    .select()
    .from(schema.orders)
    .where(and(eq(schema.orders.status, 'pending_authentication'), lt(schema.orders.placedAt, cutoff)));
  const expired: string[] = [];
  for (const order of stale) {
    const [payment] = await db
      .select()
      .from(schema.orderPayments)
      .where(
        and(
          eq(schema.orderPayments.orderNumber, order.orderNumber),
          eq(schema.orderPayments.status, 'challenge_required'),
        ),
      );
    if (!payment) continue;
    if (await abandonPendingOrder(db, gateway, order, payment, 'payment authentication timed out')) {
      expired.push(order.orderNumber);
    }
  }
  return expired;
}

/** Changes a pending order's status once; false when another request already did. */
async function moveStatus(tx: Tx, orderNumber: string, status: string): Promise<boolean> {
  const moved = await tx
    .update(schema.orders)
    .set({ status })
    .where(
      and(eq(schema.orders.orderNumber, orderNumber), eq(schema.orders.status, 'pending_authentication')),
    )
    .returning({ orderNumber: schema.orders.orderNumber });
  return moved.length > 0;
}

async function confirmation(tx: Tx, order: OrderRow) {
  const items = await tx
    .select()
    .from(schema.orderItems)
    .where(eq(schema.orderItems.orderNumber, order.orderNumber));
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

/** The failed order's items (free gifts come back by themselves) in a new cart with the same details. */
async function reopenCart(tx: Tx, order: OrderRow) {
  const [previous] = await tx.select().from(schema.carts).where(eq(schema.carts.id, order.cartId));
  const cartId = newId();
  await tx.insert(schema.carts).values({
    id: cartId,
    siteId: order.siteId,
    currency: order.currency,
    locale: order.locale,
    ownerId: order.ownerId,
    status: 'open',
    email: order.email,
    shippingAddress: order.shippingAddress,
    billingAddress: order.billingAddress,
    shippingMethodCode: order.shippingMethodCode,
  });
  const items = await tx
    .select()
    .from(schema.orderItems)
    .where(eq(schema.orderItems.orderNumber, order.orderNumber));
  const lines = [];
  for (const item of items) {
    if (await isGiftUpc(tx, item.upc)) continue;
    const eGift = item.deliveryMethod === 'digital';
    lines.push({
      id: newId(),
      cartId,
      upc: item.upc,
      qty: item.qty,
      maxQty: item.qty,
      pdpUrl: item.pdpUrl,
      giftOption: item.giftOption,
      // E-gift cards come back with their amount and delivery.
      ...(eGift ? { deliveryMethod: 'digital', customAmount: item.unitPrice } : {}),
      // Customs come back with their design.
      ...(item.recipeId ? { deliveryMethod: item.deliveryMethod, recipeId: item.recipeId } : {}),
    });
  }
  if (lines.length > 0) await tx.insert(schema.cartItems).values(lines);
  if (previous) {
    const coupons = await tx
      .select()
      .from(schema.cartCoupons)
      .where(eq(schema.cartCoupons.cartId, previous.id));
    if (coupons.length > 0) {
      await tx.insert(schema.cartCoupons).values(coupons.map((coupon) => ({ ...coupon, cartId })));
    }
  }
}

/** PAY403 naming the shopper's new cart (the most recent open one, made when the challenge failed). */
async function failure(db: Db, order: OrderRow): Promise<CommerceError> {
  const carts = await db
    .select({ id: schema.carts.id, createdAt: schema.carts.createdAt })
    .from(schema.carts)
    .where(
      and(
        eq(schema.carts.ownerId, order.ownerId),
        eq(schema.carts.status, 'open'),
        eq(schema.carts.siteId, order.siteId),
      ),
    );
  carts.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return new CommerceError('PAY403', { orderNumber: order.orderNumber, basketId: carts[0]?.id ?? null });
}
