import { applyCoupon, removeCoupon } from '../checkout-api.server.ts';
import { formErrorReply, parseForm, replyOf } from '../forms.server.ts';
import { type CartActionContext, failed, succeeded } from './action.server.ts';
import { couponForm } from './forms.server.ts';
import { type CartActionResult, CartIntent } from './intents.ts';

const couponIntents = [CartIntent.ApplyCoupon, CartIntent.RemoveCoupon] as const;
type CouponIntent = (typeof couponIntents)[number];

export const isCouponIntent = (intent: unknown): intent is CouponIntent =>
  couponIntents.includes(intent as CouponIntent);

/** Applies or removes a coupon code; an entry's errors go to the code's input (spec: position input). */
export async function couponAction(intent: CouponIntent, cart: CartActionContext): Promise<CartActionResult> {
  const { api, t, form } = cart;
  const submission = parseForm(form, couponForm, t);
  if (intent === CartIntent.RemoveCoupon) {
    // The applied code is the page's own (a hidden input): only a tampered post gets it wrong.
    if (submission.status !== 'success') return formErrorReply(t('error.generic'));
    try {
      await removeCoupon(api, submission.value.code);
      return succeeded(t('cart.coupon.removed'));
    } catch (error) {
      return failed(cart, error);
    }
  }
  if (submission.status !== 'success') return replyOf(submission);
  const { code } = submission.value;
  try {
    await applyCoupon(api, code);
    return succeeded(t('cart.coupon.applied', { code: code.toUpperCase() }));
  } catch (error) {
    // The code the shopper typed stays in the field beside the reason it was refused.
    return { ...failed(cart, error, { field: 'code' }), initialValue: { code } };
  }
}
