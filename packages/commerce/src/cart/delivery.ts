import { type AddressRecord, and, type DbOrTx, eq, isNull, schema } from '@ridgeline/db';
import { onlineUnits } from '../inventory/index.ts';
import {
  COLLECTS_STORE_STOCK,
  DEFAULT_SHIPPING_METHOD,
  type DeliveryMode,
  type DeliveryTransition,
  DOWNGRADE_CODE,
  expressReaches,
  storeDeliveryFor,
  storeQuantity,
  TRANSITION_CODES,
} from '../shipping/index.ts';
import { findStore } from '../stores/index.ts';

const family = (mode: string | null): 'home' | 'pickup' | 'sts' =>
  mode === 'sts' ? 'sts' : mode && COLLECTS_STORE_STOCK.includes(mode) ? 'pickup' : 'home';

function transition(
  itemId: string,
  from: string | null,
  to: string | null,
  storeId: string | null,
): DeliveryTransition | null {
  const key = `${family(from)}>${family(to)}` as keyof typeof TRANSITION_CODES;
  const code = TRANSITION_CODES[key];
  return code
    ? { itemId, from: (from ?? 'home') as DeliveryMode, to: (to ?? 'home') as DeliveryMode, storeId, code }
    : null;
}

const onlineQuantity = async (db: DbOrTx, upc: string) => (await onlineUnits(db, [upc])).get(upc) ?? 0;

/**
 * Re-checks every line's delivery against today's stock and moves lines that can no longer go the way
 * they were set: a store out of the item ships it there (sts) or home; a store that got it back is
 * collected again; a home line out of online stock moves to the shopper's favourite store when it has
 * it. Then the home method is re-checked (reconcileShippingMethod). Returns the changes (the
 * changed-delivery list) after saving them.
 */
type ReconciledCart = {
  id: string;
  siteId: string;
  shippingAddress: AddressRecord | null;
  shippingMethodCode: string | null;
};

/**
 * The sixth transition: express chosen for a destination it does not reach (the address changed) falls
 * back to standard. Saves it, updates `cart` in place, and lists each home-delivered line as downgraded
 * (none when every line goes to a store: the home method then carries nothing).
 */
export async function reconcileShippingMethod(
  db: DbOrTx,
  cart: ReconciledCart,
): Promise<DeliveryTransition[]> {
  if (cart.shippingMethodCode !== 'express' || expressReaches(cart.shippingAddress)) return [];
  await db
    .update(schema.carts)
    .set({ shippingMethodCode: DEFAULT_SHIPPING_METHOD })
    .where(eq(schema.carts.id, cart.id));
  cart.shippingMethodCode = DEFAULT_SHIPPING_METHOD;
  const homeLines = await db
    .select({ id: schema.cartItems.id })
    .from(schema.cartItems)
    .where(and(eq(schema.cartItems.cartId, cart.id), isNull(schema.cartItems.storeId)));
  return homeLines.map((line) => ({
    itemId: line.id,
    from: 'express',
    to: 'standard',
    storeId: null,
    code: DOWNGRADE_CODE,
  }));
}

export async function reconcileDelivery(
  db: DbOrTx,
  cart: ReconciledCart,
  favStoreId?: string | undefined,
): Promise<DeliveryTransition[]> {
  const items = await db.select().from(schema.cartItems).where(eq(schema.cartItems.cartId, cart.id));
  const changes: DeliveryTransition[] = [];
  for (const item of items) {
    // E-gift cards go by email whatever the stock.
    if (item.deliveryMethod === 'digital') continue;
    const online = await onlineQuantity(db, item.upc);
    let next: { storeId: string | null; method: string | null } | null = null;
    if (item.storeId) {
      const store = await findStore(db, item.storeId);
      const method = store
        ? storeDeliveryFor(store, await storeQuantity(db, item.storeId, item.upc), online, item.qty)
        : null;
      if (method !== item.deliveryMethod)
        next = method ? { storeId: item.storeId, method } : { storeId: null, method: null };
    } else if (favStoreId && online < item.qty) {
      const store = await findStore(db, favStoreId);
      const storeQty =
        store && store.siteId === cart.siteId ? await storeQuantity(db, favStoreId, item.upc) : 0;
      if (store && storeQty >= item.qty)
        next = { storeId: favStoreId, method: store.isPickupPoint ? 'pudo' : 'pickup' };
    }
    if (!next) continue;
    const change = transition(item.id, item.deliveryMethod, next.method, next.storeId ?? item.storeId);
    await db
      .update(schema.cartItems)
      .set({ storeId: next.storeId, deliveryMethod: next.method })
      .where(eq(schema.cartItems.id, item.id));
    if (change) changes.push(change);
  }
  return [...changes, ...(await reconcileShippingMethod(db, cart))];
}
