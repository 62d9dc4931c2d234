import { and, type Db, eq, schema, sql, type Tx } from '@ridgeline/db';
import { recordAudit } from '../audit/index.ts';
import { refundAthleteAllowance, refundLoyaltyPoints } from '../consumers/index.ts';
import { refundCards } from '../giftcards/index.ts';
import type { PaymentGateway } from '../payments/index.ts';
import { CommerceError } from '../shared/errors.ts';
import { recordOrderEvent } from './events.ts';
import type { OrderPaymentRow } from './record.ts';
import type { OrderActor } from './shipments.ts';

/** Paid through the gateway: refunded there. */
const GATEWAY_METHODS = ['CREDIT_CARD', 'BNPL'];
/** Stored value refunded by its owner module: gift and reward cards, the athlete allowance. */
const STORED_VALUE = ['GIFT_CARD', 'REWARD_CARD', 'ATHLETES_PAYMENT'];
/** Given back whole or not at all: a reward code is one use, loyalty points are spent as a block. */
const WHOLE_ONLY = ['REWARD_CODE', 'LOYALTY_POINTS'];

/**
 * What is left to refund of one payment: an authorised gateway payment (the test gateway captures at
 * authorisation) or a debited stored-value tender, less what was refunded. Voided, declined, awaiting
 * 3-D Secure or already refunded: nothing.
 */
export function refundableOf(
  payment: Pick<OrderPaymentRow, 'methodId' | 'status' | 'amount' | 'refundedAmount' | 'authorizationId'>,
): number {
  const open =
    (GATEWAY_METHODS.includes(payment.methodId) &&
      payment.status === 'authorized' &&
      payment.authorizationId) ||
    ((STORED_VALUE.includes(payment.methodId) || WHOLE_ONLY.includes(payment.methodId)) &&
      payment.status === 'debited');
  return open ? Math.max(0, payment.amount - payment.refundedAmount) : 0;
}

interface Allocation {
  payment: OrderPaymentRow;
  amount: number;
}

/** Splits a refund over the payments: the one asked for, or gateway payments first, then stored value. */
function allocate(
  payments: OrderPaymentRow[],
  amount: number | undefined,
  paymentId: string | undefined,
): Allocation[] {
  const candidates = paymentId ? payments.filter((p) => p.id === paymentId) : payments;
  if (paymentId && candidates.length === 0) {
    throw new CommerceError('REQ400', { field: 'body.paymentId', problem: 'is not a payment of this order' });
  }
  const rank = (p: OrderPaymentRow) =>
    GATEWAY_METHODS.includes(p.methodId) ? 0 : STORED_VALUE.includes(p.methodId) ? 1 : 2;
  const ordered = [...candidates].sort((a, b) => rank(a) - rank(b) || a.id.localeCompare(b.id));
  const refundable = ordered.reduce((sum, p) => sum + refundableOf(p), 0);
  const wanted = amount ?? refundable;
  if (wanted === 0 || wanted > refundable) throw new CommerceError('ADM412', { refundable });
  const allocations: Allocation[] = [];
  let left = wanted;
  for (const payment of ordered) {
    if (left === 0) break;
    const open = refundableOf(payment);
    if (open === 0) continue;
    if (WHOLE_ONLY.includes(payment.methodId)) {
      if (left < open) continue;
      allocations.push({ payment, amount: open });
      left -= open;
      continue;
    }
    const share = Math.min(open, left);
    allocations.push({ payment, amount: share });
    left -= share;
  }
  // What is left could only come out of a reward code or points, which are never given back in part.
  if (left > 0) throw new CommerceError('ADM412', { refundable: wanted - left });
  return allocations;
}

export interface RefundInput {
  amount?: number | undefined;
  paymentId?: string | undefined;
  reason: string;
}

/**
 * A full or partial refund by an operator (decision 066): never more than what was paid and not yet
 * refunded (ADM412). Card and BNPL payments are refunded at the gateway, which itself refuses more than it
 * took; stored-value tenders by their owners (gift and reward cards, the athlete allowance, loyalty
 * points) in the transaction that records the refund on the payments, the timeline and the audit log.
 */
export async function refundOrder(
  db: Db,
  gateway: PaymentGateway,
  actor: OrderActor,
  orderNumber: string,
  input: RefundInput,
) {
  const [order] = await db.select().from(schema.orders).where(eq(schema.orders.orderNumber, orderNumber));
  if (!order) throw new CommerceError('OHS4004', { orderNumber });
  const payments = await db
    .select()
    .from(schema.orderPayments)
    .where(eq(schema.orderPayments.orderNumber, orderNumber));
  const allocations = allocate(payments, input.amount, input.paymentId);

  // The gateway first (outside the transaction: it is another system); a refusal stops before anything
  // is written for the refused payment, and what the gateway already gave back is still recorded.
  const done: Allocation[] = [];
  let refused = false;
  for (const allocation of allocations) {
    if (GATEWAY_METHODS.includes(allocation.payment.methodId)) {
      const result = await gateway.refund(allocation.payment.authorizationId!, allocation.amount);
      if (result === 'refused') {
        refused = true;
        break;
      }
    }
    done.push(allocation);
  }
  const recorded = refused ? done.filter((a) => GATEWAY_METHODS.includes(a.payment.methodId)) : done;
  const result = await db.transaction(async (tx) => {
    for (const allocation of recorded) await recordPaymentRefund(tx, order.ownerId, allocation);
    const after = await tx
      .select()
      .from(schema.orderPayments)
      .where(eq(schema.orderPayments.orderNumber, orderNumber));
    const refunded = recorded.reduce((sum, a) => sum + a.amount, 0);
    if (refunded > 0) {
      await recordOrderEvent(tx, orderNumber, 'refunded', {
        amount: String(refunded),
        reason: input.reason,
        operatorId: actor.id,
      });
      await recordAudit(tx, {
        actorType: actor.type,
        actorId: actor.id,
        action: 'order.refund',
        entityType: 'order',
        entityId: orderNumber,
        before: { payments: payments.map(paymentFacts) },
        after: { payments: after.map(paymentFacts), refunded, reason: input.reason },
      });
    }
    return {
      orderNumber,
      refunded,
      refundable: after.reduce((sum, p) => sum + refundableOf(p), 0),
      payments: recorded.map((a) => ({ id: a.payment.id, methodId: a.payment.methodId, amount: a.amount })),
    };
  });
  if (refused) throw new CommerceError('ADM412', { refundable: result.refundable });
  return result;
}

const paymentFacts = (p: OrderPaymentRow) => ({
  id: p.id,
  methodId: p.methodId,
  amount: p.amount,
  refundedAmount: p.refundedAmount,
  status: p.status,
});

async function recordPaymentRefund(tx: Tx, ownerId: string, { payment, amount }: Allocation) {
  const p = schema.orderPayments;
  const moved = await tx
    .update(p)
    .set({
      refundedAmount: sql`${p.refundedAmount} + ${amount}`,
      status: sql`case when ${p.refundedAmount} + ${amount} >= ${p.amount} then 'refunded' else ${p.status} end`,
    })
    .where(and(eq(p.id, payment.id), sql`${p.refundedAmount} + ${amount} <= ${p.amount}`))
    .returning({ id: p.id });
  // Another refund got there first: the whole transaction (stored value included) is undone.
  if (moved.length === 0) throw new CommerceError('ADM412', { refundable: 0 });
  if (
    payment.methodId === 'GIFT_CARD' ||
    payment.methodId === 'REWARD_CARD' ||
    payment.methodId === 'REWARD_CODE'
  ) {
    await refundCards(tx, [{ methodId: payment.methodId, giftCardId: payment.giftCardId, amount }]);
  } else if (payment.methodId === 'ATHLETES_PAYMENT') {
    await refundAthleteAllowance(tx, ownerId, amount);
  } else if (payment.methodId === 'LOYALTY_POINTS') {
    const points = Number((payment.authorizationId ?? '').replace('points:', '') || 0);
    if (points > 0) await refundLoyaltyPoints(tx, ownerId, points);
  }
}
