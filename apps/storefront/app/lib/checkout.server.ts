import type { Cart } from '@ridgeline/contracts';
import { redirect } from 'react-router';
import type { Api } from './api.server.ts';
import { CHECKOUT_STEPS, type CheckoutStep, reachableStep } from './checkout.ts';
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
