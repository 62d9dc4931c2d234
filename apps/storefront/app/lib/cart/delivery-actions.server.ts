import { redirect } from 'react-router';
import { ApiError } from '../api.server.ts';
import { changeItem } from '../checkout-api.server.ts';
import { formErrorReply, parseForm } from '../forms.server.ts';
import { type CartActionContext, failed } from './action.server.ts';
import { lineChangeForm, moveStoreForm, pickupForm } from './forms.server.ts';
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
  // The line's and store's fields are the page's own (hidden inputs): only a tampered post gets them wrong.
  const line = parseForm(form, lineChangeForm, t);
  const store = intent === CartIntent.Pickup ? parseForm(form, pickupForm, t) : null;
  if (line.status !== 'success' || (store && store.status !== 'success')) {
    return formErrorReply(t('error.generic'));
  }
  const { itemId, name, qty } = line.value;
  const pickup = store?.status === 'success' ? store.value : null;
  try {
    await changeItem(api, itemId, { qty, storeId: pickup?.storeId ?? null });
  } catch (error) {
    return failed(cart, error, { itemId });
  }
  session.setFlash({
    type: 'success',
    message: !pickup
      ? t('cart.pickup.home', { name })
      : pickup.previousStoreId && pickup.previousStoreId !== pickup.storeId
        ? t('cart.pickup.storeChanged', { name, store: pickup.storeName })
        : t('cart.pickup.chosen', { name, store: pickup.storeName }),
  });
  return redirect(`/${locale}/cart`);
}

/** Change store confirmed: every pickup line at the old store goes to the new one. */
async function moveStore({ api, t, form, locale, session }: CartActionContext): Promise<Response> {
  const submission = parseForm(form, moveStoreForm, t);
  if (submission.status !== 'success') {
    session.setFlash({ type: 'error', message: t('error.generic') });
    return redirect(`/${locale}/cart`);
  }
  const { fromStoreId, storeId, storeName } = submission.value;
  const current = await api.cart();
  const moving = (current?.items ?? []).filter((line) => line.storeId === fromStoreId && !line.bonus);
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
