import {
  emailSchema,
  type Order,
  resendGiftCardEmailRequestSchema,
  type TrackOrderResponse,
  trackOrderRequestSchema,
} from '@ridgeline/contracts';
import { redirect } from 'react-router';
import { z } from 'zod';
import { type Api, ApiError, isApiError } from './api.server.ts';
import { cancelPendingOrder } from './checkout-api.server.ts';
import { intentOf, parseForm, refusalOf, specMessage } from './forms.server.ts';
import type { Locale } from './locale.ts';
import { cancelOrder, readOrder, resendGiftCardEmail, trackOrder } from './orders-api.server.ts';
import type { Translate } from './translate.ts';

export const ORDER_NUMBER = /^RL\d{10}$/;

/**
 * Order lookup: the track request's email (checked as every form checks one) and its order number, as the
 * shopper may type it (spaced, in lower case).
 */
export const orderLookupForm = z.object({
  email: emailSchema,
  orderNumber: z
    .string()
    .transform((typed) => typed.replace(/\s+/g, '').toUpperCase())
    .pipe(
      z.string().superRefine((orderNumber, ctx) => {
        if (!trackOrderRequestSchema.shape.orderNumber.safeParse(orderNumber).success)
          ctx.addIssue({ code: 'custom', ...specMessage('orders.lookup.orderNumberInvalid') });
      }),
    ),
});

const ORDER_INTENTS = ['cancel', 'resend-egift'] as const;

/** Resending an e-gift card's email: the request's order line and the (corrected) recipient email, required here. */
const resendEgiftForm = resendGiftCardEmailRequestSchema
  .pick({ itemId: true, recipientEmail: true })
  .required({ recipientEmail: true });

export interface OrderPageData {
  order: Order;
  tracking: TrackOrderResponse;
}

/** The order and its timeline; null when this shopper may not read it (unknown, or not theirs). */
export async function loadOrderPage(
  api: Api,
  orderNumber: string,
  st: string | null,
): Promise<OrderPageData | null> {
  try {
    const order = await readOrder(api, orderNumber, st);
    const tracking = await trackOrder(api, order.email, orderNumber);
    return { order, tracking };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return null;
    throw error;
  }
}

/**
 * The order pages' forms: cancel (after the confirmation) and resend an e-gift card's email. Success comes back as a flash on the page
 * (post, redirect, get); ORD410 and other refusals as the API's message in the shopper's language.
 */
export async function handleOrderAction(
  api: Api,
  request: Request,
  t: Translate,
  orderNumber: string,
  st: string | null,
  detailPath: string,
): Promise<Response | { error: string }> {
  const form = await request.formData();
  const intent = intentOf(form, ORDER_INTENTS);
  if (intent === 'resend-egift') {
    const submission = parseForm(form, resendEgiftForm, t);
    if (submission.status !== 'success')
      return { error: submission.error?.recipientEmail ? t('gifting.error.email') : t('error.generic') };
    const { itemId, recipientEmail } = submission.value;
    try {
      await resendGiftCardEmail(api, orderNumber, st, itemId, recipientEmail);
      api.session.setFlash({ type: 'success', message: t('gifting.resend.done', { email: recipientEmail }) });
      return redirect(detailPath);
    } catch (error) {
      if (isApiError(error) && error.details[0]?.field === 'body.recipientEmail') {
        return { error: t('gifting.error.email') };
      }
      return { error: refusalOf(error, t) };
    }
  }
  if (intent !== 'cancel') return { error: t('error.generic') };
  try {
    const current = await readOrder(api, orderNumber, st);
    if (current.status === 'pending_authentication') {
      // Waiting for the bank: stock and gift cards go back at once, and the items come back in the cart.
      const backInCart = await cancelPendingOrder(api, orderNumber, st);
      if (api.session.pendingOrder() === orderNumber) api.session.setPendingOrder(null);
      if (backInCart) {
        api.session.setFlash({ type: 'success', message: t('orders.pending.cancelled', { orderNumber }) });
        return redirect(detailPath.replace(/\/(order-status|account\/orders)\/[^/]+$/, '/cart'));
      }
      api.session.setFlash({ type: 'success', message: t('orders.cancel.done') });
      return redirect(detailPath);
    }
    await cancelOrder(api, orderNumber, st);
    api.session.setFlash({ type: 'success', message: t('orders.cancel.done') });
    return redirect(detailPath);
  } catch (error) {
    return { error: refusalOf(error, t) };
  }
}

/** Where a document download goes back to on failure: one of the order pages of this locale. */
export function orderPagePath(locale: Locale, orderNumber: string, back: string | null): string {
  const pages = [`/${locale}/order-status/${orderNumber}`, `/${locale}/account/orders/${orderNumber}`];
  return back && pages.includes(back) ? back : pages[0]!;
}
