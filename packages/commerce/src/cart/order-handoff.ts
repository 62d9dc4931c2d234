import { and, type DbOrTx, eq, schema, type Tx } from '@ridgeline/db';
import { isGiftUpc } from '../promotions/index.ts';
import { newId } from '../shared/ids.ts';
import type { CartRow } from './load.ts';

/**
 * The order took the cart: it closes inside the order's transaction and its row (addresses) is returned,
 * or null when it was no longer open (another order or a merge got there first).
 */
export async function closeCart(tx: Tx, cartId: string): Promise<CartRow | null> {
  const [closed] = await tx
    .update(schema.carts)
    .set({ status: 'ordered', updatedAt: new Date() })
    .where(and(eq(schema.carts.id, cartId), eq(schema.carts.status, 'open')))
    .returning();
  return closed ?? null;
}

/** What a new cart takes over from an order that failed. */
export interface ReopenedOrder {
  cartId: string;
  siteId: string;
  currency: string;
  locale: string;
  ownerId: string;
  email: string;
  shippingAddress: CartRow['shippingAddress'];
  billingAddress: CartRow['billingAddress'];
  shippingMethodCode: string | null;
  items: {
    upc: string;
    qty: number;
    pdpUrl: string;
    giftOption: (typeof schema.cartItems.$inferInsert)['giftOption'];
    deliveryMethod: string | null;
    unitPrice: number;
    recipeId: string | null;
  }[];
}

/**
 * The failed order's items (free gifts come back by themselves) in a new cart with the same details
 * and the old cart's coupons, inside the caller's transaction.
 */
export async function reopenCart(tx: Tx, order: ReopenedOrder): Promise<void> {
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
  const lines = [];
  for (const item of order.items) {
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

/** The shopper's most recent open cart on a site (the one a failed order reopened), or null. */
export async function newestOpenCartId(db: DbOrTx, ownerId: string, siteId: string): Promise<string | null> {
  const carts = await db
    .select({ id: schema.carts.id, createdAt: schema.carts.createdAt })
    .from(schema.carts)
    .where(
      and(
        eq(schema.carts.ownerId, ownerId),
        eq(schema.carts.status, 'open'),
        eq(schema.carts.siteId, siteId),
      ),
    );
  carts.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return carts[0]?.id ?? null;
}
