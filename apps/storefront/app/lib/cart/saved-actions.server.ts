import { moveBackToCart, removeSaved } from '../checkout-api.server.ts';
import { type CartActionContext, failed, succeeded } from './action.server.ts';
import { type CartActionResult, CartIntent } from './intents.ts';

const savedIntents = [CartIntent.MoveBack, CartIntent.RemoveSaved] as const;
type SavedIntent = (typeof savedIntents)[number];

export const isSavedIntent = (intent: unknown): intent is SavedIntent =>
  savedIntents.includes(intent as SavedIntent);

/** Moves a saved-for-later item back to the cart, or removes it from the list. */
export async function savedAction(intent: SavedIntent, cart: CartActionContext): Promise<CartActionResult> {
  const { api, t, form } = cart;
  const listId = String(form.get('saveForLaterId') ?? '');
  const itemId = String(form.get('itemId') ?? '');
  const name = String(form.get('name') ?? '');
  try {
    if (intent === CartIntent.MoveBack) {
      await moveBackToCart(api, listId, itemId);
      return succeeded(t('cart.saved.movedBack', { name }));
    }
    await removeSaved(api, listId, itemId);
    return succeeded(t('cart.removed', { name }));
  } catch (error) {
    return failed(cart, error);
  }
}
