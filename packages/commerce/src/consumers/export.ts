import { asc, type Db, eq, inArray, schema } from '@ridgeline/db';
import { CommerceError } from '../shared/errors.ts';
import { loadAccount } from './account.ts';
import { listCards } from './cards.ts';
import { getProfile } from './profile.ts';
import { listSubscriptions } from './subscriptions.ts';

/**
 * Everything Ridgeline holds about the signed-in consumer, as one JSON document (right of access).
 * consumerId or email, when sent, must be the caller's own (CCN404 otherwise).
 */
export async function exportUserData(
  db: Db,
  shopperId: string,
  request: { consumerId?: string | undefined; email?: string | undefined },
) {
  const { shopper, consumer } = await loadAccount(db, shopperId);
  if (
    (request.consumerId && request.consumerId !== shopper.consumerNo) ||
    (request.email && request.email.trim().toLowerCase() !== shopper.email)
  ) {
    throw new CommerceError('CCN404');
  }
  const orders = await db.select().from(schema.orders).where(eq(schema.orders.ownerId, shopperId));
  const cases = await db
    .select()
    .from(schema.supportCases)
    .where(eq(schema.supportCases.shopperId, shopperId));
  // Customer service's replies are data held about the shopper too (decision 068).
  const replies = cases.length
    ? await db
        .select()
        .from(schema.supportCaseReplies)
        .where(
          inArray(
            schema.supportCaseReplies.caseId,
            cases.map((c) => c.id),
          ),
        )
        .orderBy(asc(schema.supportCaseReplies.createdAt))
    : [];
  return {
    exportedAt: new Date().toISOString(),
    account: {
      consumerNo: shopper.consumerNo,
      consumerType: shopper.consumerType,
      email: shopper.email,
      createdAt: shopper.createdAt.toISOString(),
      source: consumer.source,
      notifications: consumer.notifications,
      loyaltyPoints: consumer.loyaltyPoints,
    },
    profile: await getProfile(db, shopperId, true),
    paymentInstruments: await listCards(db, shopperId),
    subscriptions: await listSubscriptions(db, shopperId),
    orders: orders.map((order) => ({
      orderNumber: order.orderNumber,
      placedAt: order.placedAt.toISOString(),
      status: order.status,
      email: order.email,
      totals: order.totals,
      shippingAddress: order.shippingAddress,
      billingAddress: order.billingAddress,
    })),
    supportCases: cases.map((c) => ({
      caseId: c.id,
      kind: c.kind,
      category: c.category,
      subject: c.subject,
      message: c.message,
      status: c.status,
      createdAt: c.createdAt.toISOString(),
      replies: replies
        .filter((reply) => reply.caseId === c.id)
        .map((reply) => ({ text: reply.text, sentAt: reply.createdAt.toISOString() })),
    })),
  };
}
