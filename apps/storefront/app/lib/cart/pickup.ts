/** A store offered in the pickup dialog. */
export interface PickupStore {
  id: string;
  name: string;
  address: string;
  distanceKm: number | null;
  isPickupPoint: boolean;
  /** Units of the line's size on the store's shelf (capped like online stock). */
  stock: number;
}

/** The pickup-in-store dialog's data: the line, what the shopper searched and the stores found (null: no search yet). */
export interface PickupSearch {
  itemId: string;
  where: string;
  stores: PickupStore[] | null;
  error: string | null;
}

/** The change-store confirmation's data: the line's store, the new one, and how it would serve each pickup line. */
export interface StoreChange {
  itemId: string;
  where: string;
  from: { id: string; name: string };
  to: { id: string; name: string };
  items: { id: string; name: string; size: string; qty: number; serve: 'collect' | 'ship' | 'none' }[];
}
