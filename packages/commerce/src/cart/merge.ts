import { and, type Db, eq, inArray, schema } from '@ridgeline/db';
import { maxQtyFor } from '../catalog/stock.ts';
import type { ShopContext } from '../shared/context.ts';
import { newId } from '../shared/ids.ts';
import { findOpenCartId } from './service.ts';

export interface MergeResult {
  basketId: string | null;
  /** The signed-in cart holds more units than the guest cart did: the storefront shows a notice. */
  mergedCartItemsCountIncreased: boolean;
}

const units = (items: { qty: number }[]) => items.reduce((sum, item) => sum + item.qty, 0);

/**
 * Merges a guest's open cart into the account's open cart on this site: quantities of the same item
 * add up, capped by the item's maximum quantity; the guest cart is then closed. Without an account cart
 * the guest cart simply changes owner. A cart that is not an open guest cart on this site is ignored:
 * signing in never fails because of the cart.
 */
export async function mergeGuestCart(
  db: Db,
  ctx: ShopContext,
  guestCartId: string | null | undefined,
  accountShopperId: string,
): Promise<MergeResult> {
  const accountCartId = await findOpenCartId(db, ctx.siteId, accountShopperId);
  const [guestCart] = guestCartId
    ? await db
        .select({ cart: schema.carts })
        .from(schema.carts)
        .innerJoin(schema.shoppers, eq(schema.shoppers.id, schema.carts.ownerId))
        .where(
          and(
            eq(schema.carts.id, guestCartId),
            eq(schema.carts.status, 'open'),
            eq(schema.carts.siteId, ctx.siteId),
            eq(schema.shoppers.consumerType, 'GUEST'),
          ),
        )
    : [];
  if (!guestCart) return { basketId: accountCartId, mergedCartItemsCountIncreased: false };

  return db.transaction(async (tx) => {
    const guestItems = await tx
      .select()
      .from(schema.cartItems)
      .where(eq(schema.cartItems.cartId, guestCart.cart.id));
    // The guest's designs become the account's, so that its customs lines stay its own (decision 045).
    await tx
      .update(schema.customsRecipes)
      .set({ ownerId: accountShopperId })
      .where(eq(schema.customsRecipes.ownerId, guestCart.cart.ownerId));
    if (!accountCartId) {
      await tx
        .update(schema.carts)
        .set({ ownerId: accountShopperId, updatedAt: new Date() })
        .where(eq(schema.carts.id, guestCart.cart.id));
      return { basketId: guestCart.cart.id, mergedCartItemsCountIncreased: false };
    }
    const accountItems = await tx
      .select()
      .from(schema.cartItems)
      .where(eq(schema.cartItems.cartId, accountCartId));
    const upcs = [...new Set([...guestItems, ...accountItems].map((item) => item.upc))];
    const stock = upcs.length
      ? await tx.select().from(schema.stock).where(inArray(schema.stock.upc, upcs))
      : [];
    const onHand = new Map(stock.map((row) => [row.upc, row.quantity]));
    for (const item of guestItems) {
      // E-gift cards and customs are lines of their own (amount, recipient, design): they move over unchanged.
      if (item.customAmount !== null || item.recipeId !== null) {
        await tx.insert(schema.cartItems).values({ ...item, id: newId(), cartId: accountCartId });
        continue;
      }
      const existing = accountItems.find((line) => line.upc === item.upc);
      const cap = Math.max(maxQtyFor(onHand.get(item.upc) ?? 0), existing?.qty ?? 0);
      const qty = Math.min((existing?.qty ?? 0) + item.qty, cap);
      if (existing) {
        await tx
          .update(schema.cartItems)
          .set({ qty, maxQty: cap })
          .where(eq(schema.cartItems.id, existing.id));
        existing.qty = qty;
      } else if (qty > 0) {
        await tx
          .insert(schema.cartItems)
          .values({ ...item, id: newId(), cartId: accountCartId, qty, maxQty: cap });
        accountItems.push({ ...item, qty });
      }
    }
    await tx
      .update(schema.carts)
      .set({ status: 'merged', updatedAt: new Date() })
      .where(eq(schema.carts.id, guestCart.cart.id));
    await tx.update(schema.carts).set({ updatedAt: new Date() }).where(eq(schema.carts.id, accountCartId));
    return {
      basketId: accountCartId,
      mergedCartItemsCountIncreased: units(accountItems) > units(guestItems),
    };
  });
}
