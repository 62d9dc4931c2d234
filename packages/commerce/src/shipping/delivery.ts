import { type AddressRecord, and, type DbOrTx, eq, isNull, schema } from '@ridgeline/db';
import { CommerceError } from '../shared/errors.ts';
import { DEFAULT_SHIPPING_METHOD, expressReaches } from './methods.ts';

/** Store delivery codes of the spec: pickup and pudo collect store stock, sts ships online stock to a store. */
export type StoreDelivery = 'pickup' | 'pudo' | 'sts';
export type DeliveryMode = StoreDelivery | 'home';

export const STORE_DELIVERIES: readonly string[] = ['pickup', 'pudo', 'sts'];
export const COLLECTS_STORE_STOCK: readonly string[] = ['pickup', 'pudo'];

/** Flash code of the sixth transition: the home method fell back to standard (express no longer serves). */
export const DOWNGRADE_CODE = 'ShippingMethodDowngraded';

/** The five delivery-transition flash codes (an order-updated message each). */
export const TRANSITION_CODES = {
  'pickup>home': 'ItemDeliveryPickupToHome',
  'pickup>sts': 'ItemDeliveryPickupToShipToStore',
  'sts>home': 'ItemDeliveryShipToStoreToHome',
  'sts>pickup': 'ItemDeliveryShipToStoreToPickup',
  'home>pickup': 'ItemDeliveryHomeToPickup',
} as const;

export interface DeliveryTransition {
  itemId: string;
  /** A delivery mode; for a downgrade, the home method codes (express to standard). */
  from: DeliveryMode | 'express' | 'standard';
  to: DeliveryMode | 'express' | 'standard';
  storeId: string | null;
  code: (typeof TRANSITION_CODES)[keyof typeof TRANSITION_CODES] | typeof DOWNGRADE_CODE;
}

export type StoreRow = typeof schema.stores.$inferSelect;

/** A store of this site, or STR404. */
export async function siteStore(db: DbOrTx, siteId: string, storeId: string): Promise<StoreRow> {
  const [store] = await db.select().from(schema.stores).where(eq(schema.stores.id, storeId));
  if (!store || store.siteId !== siteId) throw new CommerceError('STR404', { storeId });
  return store;
}

export async function storeQuantity(db: DbOrTx, storeId: string, upc: string): Promise<number> {
  const [row] = await db
    .select({ quantity: schema.storeStock.quantity })
    .from(schema.storeStock)
    .where(and(eq(schema.storeStock.storeId, storeId), eq(schema.storeStock.upc, upc)));
  return row?.quantity ?? 0;
}

/**
 * How an item reaches a store: collected from the store's own stock when it has enough (pudo at a
 * pickup point, pickup at a shop), else shipped there from online stock (sts), else not at all.
 */
export function storeDeliveryFor(
  store: Pick<StoreRow, 'isPickupPoint'>,
  storeQty: number,
  onlineQty: number,
  qty: number,
): StoreDelivery | null {
  if (storeQty >= qty) return store.isPickupPoint ? 'pudo' : 'pickup';
  if (onlineQty >= qty) return 'sts';
  return null;
}

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

const onlineQuantity = async (db: DbOrTx, upc: string) =>
  (await db.select({ q: schema.stock.quantity }).from(schema.stock).where(eq(schema.stock.upc, upc)))[0]?.q ??
  0;

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
      const [store] = await db.select().from(schema.stores).where(eq(schema.stores.id, item.storeId));
      const method = store
        ? storeDeliveryFor(store, await storeQuantity(db, item.storeId, item.upc), online, item.qty)
        : null;
      if (method !== item.deliveryMethod)
        next = method ? { storeId: item.storeId, method } : { storeId: null, method: null };
    } else if (favStoreId && online < item.qty) {
      const [store] = await db.select().from(schema.stores).where(eq(schema.stores.id, favStoreId));
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
