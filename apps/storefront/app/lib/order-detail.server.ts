import type { Order, TrackOrderResponse } from '@ridgeline/contracts';
import { redirect } from 'react-router';
import { type Api, ApiError, isApiError } from './api.server.ts';
import { refusalOf } from './forms.server.ts';
import type { Locale } from './locale.ts';
import { cancelOrder, readOrder, resendGiftCardEmail, trackOrder } from './orders-api.server.ts';
import type { Translate } from './translate.ts';

export const ORDER_NUMBER = /^RL\d{10}$/;

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
  const intent = String(form.get('intent') ?? '');
  if (intent === 'resend-egift') {
    const email = String(form.get('recipientEmail') ?? '').trim();
    try {
      await resendGiftCardEmail(api, orderNumber, st, String(form.get('itemId') ?? ''), email);
      api.session.setFlash({ type: 'success', message: t('gifting.resend.done', { email }) });
      return redirect(detailPath);
    } catch (error) {
      if (isApiError(error) && String(error.details[0]?.field ?? '') === 'body.recipientEmail') {
        return { error: t('gifting.error.email') };
      }
      return { error: refusalOf(error, t) };
    }
  }
  if (intent !== 'cancel') return { error: t('error.generic') };
  try {
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
