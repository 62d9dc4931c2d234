import { and, asc, type DbOrTx, eq, notInArray, schema } from '@ridgeline/db';
import { newId } from '../shared/ids.ts';

export type OrderEventType =
  | 'placed'
  | 'awaiting_authentication'
  | 'picked'
  | 'shipped'
  | 'delivered'
  | 'cancelled'
  | 'return_label_created'
  | 'ready_for_pickup'
  | 'collected'
  // The back-office's own (decision 066): never shown to the shopper.
  | 'note'
  | 'refunded'
  | 'email_resent'
  // Returns (decision 078): the shopper hears of them by email.
  | 'return_authorised'
  | 'return_received'
  | 'return_refunded'
  | 'return_cancelled';

/** Events for operators only: the shopper's timeline leaves them out. */
export const OPERATOR_EVENTS: readonly string[] = [
  'note',
  'refunded',
  'email_resent',
  'return_authorised',
  'return_received',
  'return_refunded',
  'return_cancelled',
];

export async function recordOrderEvent(
  db: DbOrTx,
  orderNumber: string,
  type: OrderEventType,
  data: Record<string, string> = {},
): Promise<void> {
  await db.insert(schema.orderEvents).values({ id: newId(), orderNumber, type, data });
}

/** The timeline the shopper sees (the back-office's notes, refunds and resent emails left out). */
export async function orderTimeline(db: DbOrTx, orderNumber: string) {
  const rows = await db
    .select()
    .from(schema.orderEvents)
    .where(
      and(
        eq(schema.orderEvents.orderNumber, orderNumber),
        notInArray(schema.orderEvents.type, [...OPERATOR_EVENTS]),
      ),
    )
    .orderBy(asc(schema.orderEvents.createdAt), asc(schema.orderEvents.id));
  return rows.map((row) => ({ type: row.type, at: row.createdAt.toISOString(), data: row.data }));
}

/** Every event of the order, oldest first: the back-office's timeline. */
export async function fullOrderTimeline(db: DbOrTx, orderNumber: string) {
  const rows = await db
    .select()
    .from(schema.orderEvents)
    .where(eq(schema.orderEvents.orderNumber, orderNumber))
    .orderBy(asc(schema.orderEvents.createdAt), asc(schema.orderEvents.id));
  return rows.map((row) => ({ id: row.id, type: row.type, at: row.createdAt.toISOString(), data: row.data }));
}
