import { ApiError } from '../api.server.ts';
import { changeItem, saveForLater } from '../checkout-api.server.ts';
import { formErrorReply, parseForm, replyOf } from '../forms.server.ts';
import { type CartActionContext, failed, succeeded } from './action.server.ts';
import { giftForm, lineChangeForm, lineForm, quantityForm } from './forms.server.ts';
import { type CartActionResult, CartIntent } from './intents.ts';

const lineIntents = [
  CartIntent.UpdateQuantity,
  CartIntent.Remove,
  CartIntent.SaveForLater,
  CartIntent.SetGift,
  CartIntent.RemoveGift,
] as const;
type LineIntent = (typeof lineIntents)[number];

export const isLineIntent = (intent: unknown): intent is LineIntent =>
  lineIntents.includes(intent as LineIntent);

/** A cart line's own actions: quantity, removal, save for later and its gift message. */
export async function lineAction(intent: LineIntent, cart: CartActionContext): Promise<CartActionResult> {
  const { api, t, form } = cart;
  const line = parseForm(form, lineForm, t);
  // The line's fields are the page's own (hidden inputs): only a tampered post gets them wrong.
  if (line.status !== 'success') return formErrorReply(t('error.generic'));
  const { itemId, name } = line.value;
  switch (intent) {
    case CartIntent.Remove:
      try {
        await api.removeItem(itemId);
        return succeeded(t('cart.removed', { name }));
      } catch {
        // Spec: a failed removal always shows this message, whatever the cause.
        return formErrorReply(t('cart.removeFailed'), { itemId });
      }
    case CartIntent.UpdateQuantity: {
      // Zero is allowed here: it removes the line.
      const submission = parseForm(form, quantityForm, t);
      if (submission.status !== 'success') return formErrorReply(t('error.generic'), { itemId });
      const wanted = submission.value.qty;
      try {
        if (wanted === 0) await api.removeItem(itemId);
        else await api.updateItem(itemId, wanted);
        return succeeded(t('cart.updated'));
      } catch (error) {
        if (error instanceof ApiError && error.errorId === 'INV408' && !error.message) {
          return formErrorReply(t('cart.extra.maxQuantity'), { itemId });
        }
        return failed(cart, error, { itemId });
      }
    }
    case CartIntent.SaveForLater:
      try {
        await saveForLater(api, itemId);
        return succeeded(t('cart.saved.moved', { name }));
      } catch (error) {
        return failed(cart, error, { itemId });
      }
    case CartIntent.SetGift: {
      const submission = parseForm(form, giftForm, t, { 'giftOption.to': 'cart.gift.toRequired' });
      if (submission.status !== 'success') return replyOf(submission, {}, { itemId });
      const { qty, giftOption } = submission.value;
      return changeGift(cart, itemId, qty, giftOption);
    }
    case CartIntent.RemoveGift: {
      const submission = parseForm(form, lineChangeForm, t);
      if (submission.status !== 'success') return formErrorReply(t('error.generic'), { itemId });
      return changeGift(cart, itemId, submission.value.qty, null);
    }
  }
}

async function changeGift(
  cart: CartActionContext,
  itemId: string,
  qty: number,
  giftOption: { to: string; message: string } | null,
): Promise<CartActionResult> {
  try {
    await changeItem(cart.api, itemId, { qty, giftOption });
    return succeeded(giftOption ? cart.t('cart.gift.saved') : cart.t('cart.gift.removed'));
  } catch (error) {
    return failed(cart, error, { itemId });
  }
}
