import { asc, type Db, eq, schema } from '@ridgeline/db';
import { recordAudit } from '../audit/index.ts';
import { CommerceError } from '../shared/errors.ts';
import { queueEmail } from '../shared/outbox.ts';
import { orderConfirmationEmail } from './confirmation-email.ts';
import { fullOrderTimeline, recordOrderEvent } from './events.ts';
import type { OrderActor } from './shipments.ts';
import { orderStatusEmail } from './status-emails.ts';

/** An operator's note on the order's timeline (never shown to the shopper), audited. */
export async function addOrderNote(db: Db, actor: OrderActor, orderNumber: string, text: string) {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ orderNumber: schema.orders.orderNumber })
      .from(schema.orders)
      .where(eq(schema.orders.orderNumber, orderNumber));
    if (!order) throw new CommerceError('OHS4004', { orderNumber });
    await recordOrderEvent(tx, orderNumber, 'note', { text, operatorId: actor.id });
    const timeline = await fullOrderTimeline(tx, orderNumber);
    const note = timeline.filter((event) => event.type === 'note').at(-1)!;
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: 'order.note',
      entityType: 'order',
      entityId: orderNumber,
      before: null,
      after: { noteId: note.id, text },
    });
    return { id: note.id, at: note.at, text, operatorId: actor.id };
  });
}

export type ResendableEmail = 'confirmation' | 'shipped' | 'cancelled';

/**
 * Queues an order email again through the outbox, from the stored order in its language: the confirmation
 * always, the shipped notice once shipped (with the last tracking number), the cancellation once cancelled
 * (ADM414 otherwise). Recorded on the timeline and audited.
 */
export async function resendOrderEmail(
  db: Db,
  actor: OrderActor,
  orderNumber: string,
  kind: ResendableEmail,
) {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(schema.orders).where(eq(schema.orders.orderNumber, orderNumber));
    if (!order) throw new CommerceError('OHS4004', { orderNumber });
    if (kind === 'confirmation') {
      const lines = await tx
        .select()
        .from(schema.orderItems)
        .where(eq(schema.orderItems.orderNumber, orderNumber))
        .orderBy(asc(schema.orderItems.name));
      const facts = {
        email: order.email,
        currency: order.currency,
        totals: order.totals,
        lines: lines.map((l) => ({
          qty: l.qty,
          name: l.name,
          color: l.colorLabel,
          size: l.size,
          rowTotal: l.rowTotal,
        })),
      };
      await queueEmail(tx, orderConfirmationEmail(orderNumber, facts, order.locale));
    } else if (kind === 'shipped') {
      const shipped = (await fullOrderTimeline(tx, orderNumber)).filter((e) => e.type === 'shipped').at(-1);
      if (!shipped || order.status === 'cancelled') throw new CommerceError('ADM414', { email: kind });
      await queueEmail(tx, orderStatusEmail('shipped', order, { tracking: shipped.data.tracking ?? '' }));
    } else {
      if (order.status !== 'cancelled') throw new CommerceError('ADM414', { email: kind });
      await queueEmail(tx, orderStatusEmail('cancelled', order));
    }
    await recordOrderEvent(tx, orderNumber, 'email_resent', { email: kind, operatorId: actor.id });
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: 'order.email_resend',
      entityType: 'order',
      entityId: orderNumber,
      before: null,
      after: { email: kind, to: order.email },
    });
    return { status: 'OK' as const };
  });
}
