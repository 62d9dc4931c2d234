import { asc, type DbOrTx, eq, schema } from '@ridgeline/db';
import { newId } from '../shared/ids.ts';

export type OrderEventType =
  | 'placed'
  | 'awaiting_authentication'
  | 'picked'
  | 'shipped'
  | 'delivered'
  | 'cancelled'
  | 'return_label_created';

export async function recordOrderEvent(
  db: DbOrTx,
  orderNumber: string,
  type: OrderEventType,
  data: Record<string, string> = {},
): Promise<void> {
  await db.insert(schema.orderEvents).values({ id: newId(), orderNumber, type, data });
}

export async function orderTimeline(db: DbOrTx, orderNumber: string) {
  const rows = await db
    .select()
    .from(schema.orderEvents)
    .where(eq(schema.orderEvents.orderNumber, orderNumber))
    .orderBy(asc(schema.orderEvents.createdAt), asc(schema.orderEvents.id));
  return rows.map((row) => ({ type: row.type, at: row.createdAt.toISOString(), data: row.data }));
}
