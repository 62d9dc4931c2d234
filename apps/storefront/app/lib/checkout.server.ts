import { type Cart, errorMessage } from '@ridgeline/contracts';
import { type AppLoadContext, redirect } from 'react-router';
import { type Api, ApiError } from './api.server.ts';
import { CHECKOUT_STEPS, type CheckoutStep, reachableStep } from './checkout.ts';
import { addBnplPlan } from './checkout-api.server.ts';
import { refusalOf } from './forms.server.ts';
import { translator } from './i18n.ts';
import type { Locale } from './locale.ts';

/** Loads the cart for a checkout step; an empty cart goes back to the cart page, a step too far back a step. */
export async function requireCheckoutCart(api: Api, locale: Locale, step: CheckoutStep): Promise<Cart> {
  const cart = await api.cart();
  if (!cart || cart.items.length === 0) throw redirect(`/${locale}/cart`);
  const reachable = reachableStep(cart);
  if (CHECKOUT_STEPS.indexOf(step) > CHECKOUT_STEPS.indexOf(reachable)) {
    throw redirect(`/${locale}/checkout/${reachable}`);
  }
  return cart;
}

/** Where the spec sends the shopper for an error of place order / prepare order. */
export function stepForError(errorId: string): 'cart' | CheckoutStep | null {
  if (/^(PAY|PYT|BIL|FE309)/.test(errorId)) return 'billing';
  if (/^(INV|ORD430|ORD404|PRC400|GWP)/.test(errorId)) return 'cart';
  if (/^(CHK|SHP|ORD51|ORD400)/.test(errorId)) return 'shipping';
  return null;
}

/** Spec: authorise → approved (the plan becomes the payment), or an error (PAY400, back to billing). */
export async function payLaterAnswer(
  context: AppLoadContext,
  locale: Locale,
  sessionId: string,
  status: string | null,
) {
  const t = translator(locale);
  const billing = `/${locale}/checkout/billing`;
  const api = context.api(locale);
  try {
    if (status !== 'approved') {
      throw new ApiError(400, [{ errorId: 'PAY400', message: errorMessage('PAY400', locale) }]);
    }
    await addBnplPlan(api, sessionId.slice(0, 64));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    context.session.setFlash({
      type: 'error',
      message: refusalOf(error, t, t('checkout.bnpl.failed')),
    });
    return redirect(billing);
  }
  context.session.setFlash({ type: 'success', message: t('checkout.bnpl.approved') });
  return redirect(`/${locale}/checkout/summary`);
}
