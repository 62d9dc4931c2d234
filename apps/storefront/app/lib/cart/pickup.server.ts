import type { Cart } from '@ridgeline/contracts';
import { type Api, ApiError } from '../api.server.ts';
import { searchStores, storeStock } from '../checkout-api.server.ts';
import type { PickupSearch, PickupStore, StoreChange } from './pickup.ts';

/** The pickup-in-store dialog's data: the line, and the stores found near what the shopper searched. */
export async function pickupSearch(api: Api, cart: Cart | null, url: URL): Promise<PickupSearch | null> {
  const itemId = url.searchParams.get('pickupItem');
  const item = cart?.items.find((candidate) => candidate.id === itemId && !candidate.bonus);
  if (!item) return null;
  const where = (url.searchParams.get('where') ?? '').trim().slice(0, 60);
  if (where.length < 2) return { itemId: item.id, where, stores: null, error: null };
  try {
    const query = /\d/.test(where) ? { postalCode: where.slice(0, 10) } : { city: where };
    const found = await searchStores(api, query);
    const stock =
      found.stores.length > 0
        ? await storeStock(
            api,
            item.productId,
            item.upc,
            found.stores.map((store) => store.id),
          )
        : null;
    const stores: PickupStore[] = found.stores.map((store) => ({
      id: store.id,
      name: store.name,
      address: `${store.address.addressLine1}, ${store.address.city}`,
      distanceKm: store.distanceKm,
      isPickupPoint: store.isPickupPoint,
      stock:
        stock?.stores
          .find((entry) => entry.storeId === store.id)
          ?.variants.find((variant) => variant.upc === item.upc && variant.available)?.maxQty ?? 0,
    }));
    return { itemId: item.id, where, stores, error: null };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return { itemId: item.id, where, stores: null, error: error.message || null };
  }
}

/**
 * The change-store confirmation's data (`?pickupItem=&confirmStore=`): the line's current store, the new
 * one, and every pickup line at the current store with how the new store would serve it.
 */
export async function storeChange(api: Api, cart: Cart | null, url: URL): Promise<StoreChange | null> {
  const item = cart?.items.find((candidate) => candidate.id === url.searchParams.get('pickupItem'));
  const toId = (url.searchParams.get('confirmStore') ?? '').slice(0, 40);
  const fromId = item?.storeId;
  if (!cart || !item || !fromId || !toId || toId === fromId) return null;
  const moving = cart.items.filter((line) => line.storeId === fromId && !line.bonus);
  try {
    const stock = await Promise.all(moving.map((line) => storeStock(api, line.productId, line.upc, [toId])));
    const to = stock[0]?.stores.find((store) => store.storeId === toId);
    if (!to) return null;
    const from = item.shippingOptions.find((option) => option.storeInfo?.id === fromId)?.storeInfo;
    return {
      itemId: item.id,
      where: (url.searchParams.get('where') ?? '').slice(0, 60),
      from: { id: fromId, name: from?.name ?? fromId },
      to: { id: toId, name: to.name },
      items: moving.map((line, index) => {
        const shelf =
          stock[index]?.stores[0]?.variants.find((variant) => variant.upc === line.upc && variant.available)
            ?.maxQty ?? 0;
        const online = line.shippingOptions.find((option) => !option.storeInfo)?.available ?? false;
        return {
          id: line.id,
          name: line.name,
          size: line.size,
          qty: line.qty,
          serve: shelf >= line.qty ? ('collect' as const) : online ? ('ship' as const) : ('none' as const),
        };
      }),
    };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return null;
    throw error;
  }
}
