import type { Order } from '@ridgeline/contracts';
import { and, type Db, eq, inArray, schema, type Tx } from '@ridgeline/db';
import { recordAudit } from '../audit/index.ts';
import type { PaymentGateway } from '../payments/index.ts';
import type { ShopContext } from '../shared/context.ts';
import { CommerceError } from '../shared/errors.ts';
import { queueEmail } from '../shared/outbox.ts';
import { recordOrderEvent } from './events.ts';
import { getOrder, type OrderReader } from './read.ts';
import { releaseOrder } from './release.ts';
import type { OrderActor } from './shipments.ts';
import { orderStatusEmail } from './status-emails.ts';

/** Before it ships an order can be cancelled; afterwards it is a return. */
const CANCELLABLE = ['created', 'picked', 'pending_authentication'];

/**
 * Cancels an order its owner (or a guest with its lookup token) may read: stock, gift-card balances
 * and promotion uses go back in one transaction, the card authorisation is voided, and a cancellation
 * email is queued. ORD410 once the order has shipped or was already cancelled.
 */
export async function cancelOrder(
  db: Db,
  gateway: PaymentGateway,
  ctx: ShopContext,
  orderNumber: string,
  reader: OrderReader,
): Promise<Order> {
  const current = await getOrder(db, ctx, orderNumber, reader);
  if (!CANCELLABLE.includes(current.status)) {
    throw new CommerceError('ORD410', { orderNumber, status: current.status });
  }
  await cancelAndRelease(db, gateway, orderNumber, { reason: 'cancelled by the shopper' });
  return getOrder(db, ctx, orderNumber, reader);
}

/**
 * An operator cancels an order (decision 066) the way its shopper would: the same guard, release, void
 * and email, with the reason on the timeline and an audit entry in the same transaction.
 */
export async function cancelOrderAsOperator(
  db: Db,
  gateway: PaymentGateway,
  actor: OrderActor,
  orderNumber: string,
  reason: string,
): Promise<{ orderNumber: string; status: string }> {
  const [order] = await db.select().from(schema.orders).where(eq(schema.orders.orderNumber, orderNumber));
  if (!order) throw new CommerceError('OHS4004', { orderNumber });
  if (!CANCELLABLE.includes(order.status)) {
    throw new CommerceError('ORD410', { orderNumber, status: order.status });
  }
  await cancelAndRelease(db, gateway, orderNumber, { reason, operatorId: actor.id }, async (tx) => {
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: 'order.cancel',
      entityType: 'order',
      entityId: orderNumber,
      before: { status: order.status },
      after: { status: 'cancelled', reason },
    });
  });
  return { orderNumber, status: 'cancelled' };
}

/**
 * Cancels a cancellable order: stock, stored-value tenders and promotion uses go back in one transaction,
 * the card authorisations are voided after it, and a cancellation email is queued. ORD410 when another
 * request moved the order first.
 */
async function cancelAndRelease(
  db: Db,
  gateway: PaymentGateway,
  orderNumber: string,
  event: Record<string, string>,
  inTransaction?: (tx: Tx) => Promise<void>,
): Promise<void> {
  const authorizations = await db.transaction(async (tx) => {
    const moved = await tx
      .update(schema.orders)
      .set({ status: 'cancelled' })
      .where(and(eq(schema.orders.orderNumber, orderNumber), inArray(schema.orders.status, CANCELLABLE)))
      .returning();
    if (moved.length === 0) throw new CommerceError('ORD410', { orderNumber });
    await releaseOrder(tx, orderNumber);
    const voided = await tx
      .update(schema.orderPayments)
      .set({ status: 'voided' })
      .where(
        and(
          eq(schema.orderPayments.orderNumber, orderNumber),
          inArray(schema.orderPayments.status, ['authorized', 'challenge_required']),
        ),
      )
      .returning({ authorizationId: schema.orderPayments.authorizationId });
    await recordOrderEvent(tx, orderNumber, 'cancelled', event);
    await queueEmail(tx, orderStatusEmail('cancelled', moved[0]!));
    await inTransaction?.(tx);
    return voided.flatMap((row) => (row.authorizationId ? [row.authorizationId] : []));
  });
  // Voided after the commit: the order is cancelled even if the PSP call has to be retried.
  for (const authorizationId of authorizations) await gateway.void(authorizationId);
}

export type FulfilmentStep = 'picked' | 'shipped' | 'delivered';

const FROM: Record<FulfilmentStep, string[]> = {
  picked: ['created'],
  shipped: ['created', 'picked'],
  delivered: ['shipped'],
};

/**
 * Operator step in fulfilment: created → picked → shipped (with a tracking number) → delivered.
 * Each step is recorded on the order's timeline; shipping queues the shipped email.
 */
export async function advanceFulfilment(
  db: Db,
  orderNumber: string,
  step: FulfilmentStep,
  options: { tracking?: string | undefined } = {},
): Promise<{ orderNumber: string; status: string }> {
  if (step === 'shipped' && !options.tracking?.trim()) {
    throw new CommerceError('REQ400', { field: 'tracking', problem: 'is required to ship an order' });
  }
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(schema.orders).where(eq(schema.orders.orderNumber, orderNumber));
    if (!order) throw new CommerceError('OHS4004', { orderNumber });
    const moved = await tx
      .update(schema.orders)
      .set({ status: step })
      .where(and(eq(schema.orders.orderNumber, orderNumber), inArray(schema.orders.status, FROM[step])))
      .returning();
    if (moved.length === 0) {
      throw new CommerceError('REQ400', {
        field: 'step',
        problem: `cannot move an order that is ${order.status} to ${step}`,
      });
    }
    const data: Record<string, string> = step === 'shipped' ? { tracking: options.tracking!.trim() } : {};
    await recordOrderEvent(tx, orderNumber, step, data);
    if (step === 'shipped') await queueEmail(tx, orderStatusEmail('shipped', order, data));
    return { orderNumber, status: step };
  });
}
