import type { Order } from '@ridgeline/contracts';
import { type Db, eq, schema } from '@ridgeline/db';
import { reissueEGiftCard } from '../giftcards/index.ts';
import type { ShopContext } from '../shared/context.ts';
import { getOrder, type OrderReader } from './read.ts';

/**
 * POST resendGiftCardEmail: the order's owner, or a guest with its lookup token (OHS4004 for anyone
 * else), has an e-gift card's email sent again, to the recipient or to a corrected address. The card
 * is re-keyed on the way (decision 041); the order comes back with the recipient as it now stands.
 */
export async function resendGiftCardEmail(
  db: Db,
  ctx: ShopContext,
  request: { orderNumber: string; itemId: string; recipientEmail?: string | undefined },
  reader: OrderReader,
): Promise<Order> {
  await getOrder(db, ctx, request.orderNumber, reader);
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.orderNumber, request.orderNumber));
    await reissueEGiftCard(tx, order!, request.itemId, request.recipientEmail);
  });
  return getOrder(db, ctx, request.orderNumber, reader);
}
