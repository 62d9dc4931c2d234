import type { DbOrTx } from '@ridgeline/db';
import { storeUnits } from '../inventory/index.ts';
import { CommerceError } from '../shared/errors.ts';
import { findStore, type StoreRow } from '../stores/index.ts';

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

/** A store of this site, or STR404. */
export async function siteStore(db: DbOrTx, siteId: string, storeId: string): Promise<StoreRow> {
  const store = await findStore(db, storeId);
  if (!store || store.siteId !== siteId) throw new CommerceError('STR404', { storeId });
  return store;
}

export async function storeQuantity(db: DbOrTx, storeId: string, upc: string): Promise<number> {
  return (await storeUnits(db, [storeId], [upc])).get(`${storeId}:${upc}`) ?? 0;
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

export type { StoreRow };
