import { and, type Db, eq, schema } from '@ridgeline/db';
import { isGuestShopper } from '../auth/index.ts';

/**
 * Moves a guest order into an account when the order number and its secret lookup token (st) match,
 * e.g. a guest who signs in on the confirmation page. False when nothing was claimed.
 */
export async function claimGuestOrder(
  db: Db,
  orderNumber: string,
  st: string,
  accountShopperId: string,
): Promise<boolean> {
  const [order] = await db
    .select({ ownerId: schema.orders.ownerId, lookupToken: schema.orders.lookupToken })
    .from(schema.orders)
    .where(eq(schema.orders.orderNumber, orderNumber));
  if (!order || order.lookupToken !== st || !(await isGuestShopper(db, order.ownerId))) return false;
  const claimed = await db
    .update(schema.orders)
    .set({ ownerId: accountShopperId })
    .where(and(eq(schema.orders.orderNumber, orderNumber), eq(schema.orders.lookupToken, st)))
    .returning({ orderNumber: schema.orders.orderNumber });
  return claimed.length > 0;
}
