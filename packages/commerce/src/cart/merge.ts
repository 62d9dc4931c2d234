import { and, type Db, eq, schema } from '@ridgeline/db';
import { isGuestShopper } from '../auth/index.ts';
import { maxQtyFor } from '../catalog/index.ts';
import { transferRecipes } from '../customs/index.ts';
import { onlineUnits } from '../inventory/index.ts';
import { ABUSE_LIMITS } from '../shared/abuse-limits.ts';
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
  const [openCart] = guestCartId
    ? await db
        .select({ cart: schema.carts })
        .from(schema.carts)
        .where(
          and(
            eq(schema.carts.id, guestCartId),
            eq(schema.carts.status, 'open'),
            eq(schema.carts.siteId, ctx.siteId),
          ),
        )
    : [];
  const guestCart = openCart && (await isGuestShopper(db, openCart.cart.ownerId)) ? openCart : undefined;
  if (!guestCart) return { basketId: accountCartId, mergedCartItemsCountIncreased: false };

  return db.transaction(async (tx) => {
    const guestItems = await tx
      .select()
      .from(schema.cartItems)
      .where(eq(schema.cartItems.cartId, guestCart.cart.id));
    // The guest's designs become the account's, so that its customs lines stay its own (decision 045).
    await transferRecipes(tx, guestCart.cart.ownerId, accountShopperId);
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
    const onHand = await onlineUnits(tx, upcs);
    // The account's cart keeps to the line limit: guest lines beyond it stay behind (decision 052).
    let room = ABUSE_LIMITS.linesPerCart - accountItems.length;
    for (const item of guestItems) {
      // E-gift cards and customs are lines of their own (amount, recipient, design): they move over unchanged.
      if (item.customAmount !== null || item.recipeId !== null) {
        if (room <= 0) continue;
        await tx.insert(schema.cartItems).values({ ...item, id: newId(), cartId: accountCartId });
        room--;
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
      } else if (qty > 0 && room > 0) {
        room--;
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
