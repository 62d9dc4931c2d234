import { redirect, redirectDocument } from 'react-router';
import { gatewayUrl } from '../components/gateway-dialog.tsx';
import { ApiError } from '../lib/api.server.ts';
import { localeOf } from '../lib/meta.ts';
import { ORDER_NUMBER } from '../lib/order-detail.server.ts';
import { readOrder } from '../lib/orders-api.server.ts';
import type { Route } from './+types/checkout-resume';

/**
 * "Complete payment" on the cart, the order page or through the pending email: back to the bank's
 * challenge of an order waiting for it, which returns to the 3-D Secure step as at checkout. An order
 * that no longer waits (paid, cancelled, expired) opens its page instead.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const orderNo = params.orderNo;
  if (!ORDER_NUMBER.test(orderNo)) return redirect(`/${locale}/order-status`);
  const page = `/${locale}/order-status/${orderNo}`;
  // A signed-in owner on another device reads it without the token, and the answer carries it.
  const st = context.session.orderToken(orderNo);
  let order: Awaited<ReturnType<typeof readOrder>>;
  try {
    order = await readOrder(context.api(locale), orderNo, st);
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return redirect(page);
    throw error;
  }
  const challenge = order.flash.find((entry) => entry.action?.type === 'threeDS2')?.action;
  if (order.status !== 'pending_authentication' || !challenge) {
    if (context.session.pendingOrder() === orderNo) context.session.setPendingOrder(null);
    return redirect(page);
  }
  // The return step settles only an order whose token this browser holds.
  context.session.rememberOrder(orderNo, order.st);
  context.session.setPendingOrder(orderNo);
  return redirectDocument(
    gatewayUrl(challenge.url, `/${locale}/checkout/three-ds?orderNo=${encodeURIComponent(orderNo)}`, false),
  );
}
