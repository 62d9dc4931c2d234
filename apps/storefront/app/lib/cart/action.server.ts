import type { Api } from '../api.server.ts';
import { fieldErrorReply, formErrorReply, refusalOf, successReply } from '../forms.server.ts';
import type { Locale } from '../locale.ts';
import type { Session } from '../session.server.ts';
import type { Translate } from '../translate.ts';
import { couponAction, isCouponIntent } from './coupon-actions.server.ts';
import { deliveryAction, isDeliveryIntent } from './delivery-actions.server.ts';
import type { CartActionResult } from './intents.ts';
import { isLineIntent, lineAction } from './line-actions.server.ts';
import { isSavedIntent, savedAction } from './saved-actions.server.ts';

/** What every cart action module is given: the posted form and the request's API, language and session. */
export interface CartActionContext {
  api: Api;
  t: Translate;
  locale: Locale;
  session: Session;
  form: FormData;
}

export const succeeded = (notice: string): CartActionResult => successReply(notice);

/** An API refusal on the page, on a line (`itemId`) or under a field. */
export const failed = (
  cart: CartActionContext,
  error: unknown,
  place: { itemId?: string; field?: string } = {},
): CartActionResult => {
  const message = refusalOf(error, cart.t);
  const { field, ...extra } = place;
  return field ? fieldErrorReply(field, message, extra) : formErrorReply(message, extra);
};

/** Hands the posted intent to the module of its family. */
export async function cartAction(cart: CartActionContext): Promise<CartActionResult | Response> {
  const intent = cart.form.get('intent');
  if (isLineIntent(intent)) return lineAction(intent, cart);
  if (isCouponIntent(intent)) return couponAction(intent, cart);
  if (isSavedIntent(intent)) return savedAction(intent, cart);
  if (isDeliveryIntent(intent)) return deliveryAction(intent, cart);
  return formErrorReply(cart.t('error.generic'));
}
