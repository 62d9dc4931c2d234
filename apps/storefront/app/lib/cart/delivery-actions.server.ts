import { redirect } from 'react-router';
import { ApiError } from '../api.server.ts';
import { changeItem } from '../checkout-api.server.ts';
import { type CartActionContext, failed } from './action.server.ts';
import { type CartActionResult, CartIntent } from './intents.ts';

const deliveryIntents = [CartIntent.Pickup, CartIntent.ShipHome, CartIntent.MoveStore] as const;
type DeliveryIntent = (typeof deliveryIntents)[number];

export const isDeliveryIntent = (intent: unknown): intent is DeliveryIntent =>
  deliveryIntents.includes(intent as DeliveryIntent);

/** A line's delivery: picked up at a store, shipped home, or all of a store's pickup lines moved to another. */
export async function deliveryAction(
  intent: DeliveryIntent,
  cart: CartActionContext,
): Promise<CartActionResult | Response> {
  if (intent === CartIntent.MoveStore) return moveStore(cart);
  const { api, t, form, locale, session } = cart;
  const itemId = String(form.get('itemId') ?? '');
  const name = String(form.get('name') ?? '');
  const qty = Number.parseInt(String(form.get('qty') ?? '1'), 10) || 1;
  const storeId = intent === CartIntent.Pickup ? String(form.get('storeId') ?? '') : null;
  const previousStore = String(form.get('previousStoreId') ?? '');
  try {
    await changeItem(api, itemId, { qty, storeId });
  } catch (error) {
    return failed(cart, error, { itemId });
  }
  const storeName = String(form.get('storeName') ?? '').slice(0, 100);
  session.setFlash({
    type: 'success',
    message: !storeId
      ? t('cart.pickup.home', { name })
      : previousStore && previousStore !== storeId
        ? t('cart.pickup.storeChanged', { name, store: storeName })
        : t('cart.pickup.chosen', { name, store: storeName }),
  });
  return redirect(`/${locale}/cart`);
}

/** Change store confirmed: every pickup line at the old store goes to the new one. */
async function moveStore({ api, t, form, locale, session }: CartActionContext): Promise<Response> {
  const from = String(form.get('fromStoreId') ?? '');
  const storeId = String(form.get('storeId') ?? '');
  const storeName = String(form.get('storeName') ?? '').slice(0, 100);
  const current = await api.cart();
  const moving = (current?.items ?? []).filter((line) => from && line.storeId === from && !line.bonus);
  const stayed: string[] = [];
  for (const line of moving) {
    try {
      await changeItem(api, line.id, { qty: line.qty, storeId });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
      stayed.push(line.name);
    }
  }
  session.setFlash(
    stayed.length === 0
      ? { type: 'success', message: t('checkout.changeStore.moved', { store: storeName }) }
      : {
          type: 'error',
          message: t('checkout.changeStore.partly', { store: storeName, names: stayed.join(', ') }),
        },
  );
  return redirect(`/${locale}/cart`);
}
