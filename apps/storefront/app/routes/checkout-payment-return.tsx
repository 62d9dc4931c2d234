import { redirect } from 'react-router';
import { FRAME_PARAM } from '../components/gateway-dialog.tsx';
import { payLaterAnswer } from '../lib/checkout.server.ts';
import { refusalOf } from '../lib/forms.server.ts';
import { translator } from '../lib/i18n.ts';
import { localeOf } from '../lib/meta.ts';
import type { Route } from './+types/checkout-payment-return';

/**
 * The hosted card form's returnUrl: the gateway redirects here (303) with `gatewayToken` or `gatewayError`.
 * The token becomes the cart's card payment instrument; then the shopper moves on to the summary.
 * The pay-later provider comes back here too, with `bnplSession` and `bnplStatus`.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const t = translator(locale);
  const url = new URL(request.url);
  // Reached inside the payment dialog: the page around it follows this URL at the top level.
  if (url.searchParams.has(FRAME_PARAM)) return null;
  const bnplSession = url.searchParams.get('bnplSession');
  if (bnplSession) return payLaterAnswer(context, locale, bnplSession, url.searchParams.get('bnplStatus'));
  const token = url.searchParams.get('gatewayToken');
  const gatewayError = url.searchParams.get('gatewayError');
  const billing = `/${locale}/checkout/billing`;
  if (!token) {
    context.session.setFlash({
      type: 'error',
      message: gatewayError?.slice(0, 300) || t('checkout.paymentFailed'),
    });
    return redirect(billing);
  }
  const api = context.api(locale);
  // A new card: the kept decline message of the card it replaces is no longer true.
  context.session.takeFlash();
  try {
    const cart = await api.cart();
    if (!cart) return redirect(`/${locale}/cart`);
    for (const instrument of cart.paymentInstruments) {
      if (instrument.payment_method_id === 'CREDIT_CARD')
        await api.removeInstrument(instrument.payment_instrument_id);
    }
    await api.addCardInstrument(token);
  } catch (error) {
    context.session.setFlash({ type: 'error', message: refusalOf(error, t, t('checkout.paymentFailed')) });
    return redirect(billing);
  }
  return redirect(`/${locale}/checkout/summary`);
}

export default function PaymentReturn() {
  return null;
}
