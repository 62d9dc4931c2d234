import { redirect } from 'react-router';
import { FRAME_PARAM } from '../components/gateway-dialog.tsx';
import { ApiError } from '../lib/api.server.ts';
import { finaliseOrder } from '../lib/checkout-api.server.ts';
import { refusalOf } from '../lib/forms.server.ts';
import { useT } from '../lib/hooks.ts';
import { messagesFor, translator } from '../lib/i18n.ts';
import { localeOf } from '../lib/meta.ts';
import type { Route } from './+types/checkout-three-ds';

const ORDER_NUMBER = /^RL\d{10}$/;

/**
 * Where the 3-D Secure challenge page sends the shopper back (`threeDS2Result`): the held order is patched
 * with the result. Passed → the confirmation; failed → back to billing with the new cart the API opened
 * (PAY403 names it), as spec section 4 says.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const url = new URL(request.url);
  // Reached inside the payment dialog: the page around it follows this URL at the top level.
  if (url.searchParams.has(FRAME_PARAM))
    return { waiting: true, translations: messagesFor(locale, ['checkout']) };
  const t = translator(locale);
  const orderNumber = url.searchParams.get('orderNo') ?? '';
  // Only an order this browser placed or opened from the pending email (it holds the order's token): a
  // link from elsewhere cannot settle someone's challenge.
  const st = ORDER_NUMBER.test(orderNumber) ? context.session.orderToken(orderNumber) : null;
  if (!st) return redirect(`/${locale}/cart`);
  const result = url.searchParams.get('threeDS2Result') || 'abandoned';
  const api = context.api(locale);
  // Answered either way: the cart stops offering to finish it.
  if (context.session.pendingOrder() === orderNumber) context.session.setPendingOrder(null);
  try {
    await finaliseOrder(api, orderNumber, result.slice(0, 200), st);
    return redirect(`/${locale}/order-confirmation?orderNo=${encodeURIComponent(orderNumber)}`);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const basketId = error.details[0]?.basketId;
    const message = refusalOf(error, t, t('checkout.threeDs.failed'));
    context.session.setFlash({ type: 'error', message });
    if (typeof basketId === 'string' && basketId) {
      api.session.setBasketId(api.site, basketId);
      return redirect(`/${locale}/checkout/billing`);
    }
    // Resumed in another browser than the one that placed it: the new cart is in that one.
    return redirect(`/${locale}/order-status/${orderNumber}`);
  }
}

export default function ThreeDsReturn() {
  const t = useT();
  return (
    <div className="container">
      <p role="status">{t('checkout.gateway.returning')}</p>
    </div>
  );
}
