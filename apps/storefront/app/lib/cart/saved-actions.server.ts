import { moveBackToCart, removeSaved } from '../checkout-api.server.ts';
import { formErrorReply, parseForm } from '../forms.server.ts';
import { type CartActionContext, failed, succeeded } from './action.server.ts';
import { savedForm } from './forms.server.ts';
import { type CartActionResult, CartIntent } from './intents.ts';

const savedIntents = [CartIntent.MoveBack, CartIntent.RemoveSaved] as const;
type SavedIntent = (typeof savedIntents)[number];

export const isSavedIntent = (intent: unknown): intent is SavedIntent =>
  savedIntents.includes(intent as SavedIntent);

/** Moves a saved-for-later item back to the cart, or removes it from the list. */
export async function savedAction(intent: SavedIntent, cart: CartActionContext): Promise<CartActionResult> {
  const { api, t, form } = cart;
  const submission = parseForm(form, savedForm, t);
  // The item's fields are the page's own (hidden inputs): only a tampered post gets them wrong.
  if (submission.status !== 'success') return formErrorReply(t('error.generic'));
  const { saveForLaterId, itemId, name } = submission.value;
  try {
    if (intent === CartIntent.MoveBack) {
      await moveBackToCart(api, saveForLaterId, itemId);
      return succeeded(t('cart.saved.movedBack', { name }));
    }
    await removeSaved(api, saveForLaterId, itemId);
    return succeeded(t('cart.removed', { name }));
  } catch (error) {
    return failed(cart, error);
  }
}
