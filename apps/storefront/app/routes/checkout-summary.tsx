import { Form, Link, redirect, useActionData, useNavigation } from 'react-router';
import { AddressBlock } from '../components/address-block.tsx';
import { Notice } from '../components/notice.tsx';
import { linesOfCart, OrderLines } from '../components/order-lines.tsx';
import { ApiError, createApi } from '../lib/api.server.ts';
import { requireCheckoutCart, stepForError } from '../lib/checkout.server.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { translator } from '../lib/i18n.ts';
import { localeOf } from '../lib/meta.ts';
import type { Route } from './+types/checkout-summary';

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const api = createApi(context, locale);
  const cart = await requireCheckoutCart(api, locale, 'summary');
  return {
    cart,
    // One key per rendering of the summary: a repeated submit of this form places the order only once.
    idempotencyKey: crypto.randomUUID(),
    flash: context.session.takeFlash(),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeOf(params);
  const t = translator(locale);
  const api = createApi(context, locale);
  const form = await request.formData();
  const rawKey = String(form.get('idempotencyKey') ?? '');
  const idempotencyKey = UUID.test(rawKey) ? rawKey : crypto.randomUUID();
  const confirmation = (orderNumber: string) =>
    redirect(`/${locale}/order-confirmation?orderNo=${encodeURIComponent(orderNumber)}`);
  // This form was already submitted and its order placed (a double click, or back and submit again).
  const placed = context.session.orderPlacedWith(idempotencyKey);
  if (placed) return confirmation(placed);
  try {
    try {
      await api.prepareOrder();
    } catch (error) {
      // A repeated submit finds its cart already closed: the idempotent place-order call below answers it.
      if (!(error instanceof ApiError && (error.errorId === 'BSK404' || error.status === 409))) throw error;
    }
    const order = await api.placeOrder(idempotencyKey);
    context.session.rememberOrder(order.orderNumber, order.st, idempotencyKey);
    api.forgetCart();
    return confirmation(order.orderNumber);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const message = error.message || t('error.generic');
    const step = stepForError(error.errorId);
    if (step === 'cart') {
      context.session.setFlash({ type: 'error', message });
      return redirect(`/${locale}/cart`);
    }
    if (step === 'billing' || step === 'shipping') {
      context.session.setFlash({ type: 'error', message });
      return redirect(`/${locale}/checkout/${step}`);
    }
    return { error: error.status >= 500 ? t('error.generic') : message };
  }
}

export default function CheckoutSummary({ loaderData }: Route.ComponentProps) {
  const { cart, idempotencyKey, flash } = loaderData;
  const t = useT();
  const locale = useLocale();
  const actionData = useActionData<{ error: string }>();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const shipment = cart.shipments[0];
  const card = cart.paymentInstruments.find((instrument) => instrument.card)?.card;
  return (
    <div className="checkout-form">
      {flash ? <Notice type={flash.type}>{flash.message}</Notice> : null}
      {actionData?.error ? <Notice type="error">{actionData.error}</Notice> : null}
      <div className="review-grid">
        <section className="review-card" aria-labelledby="review-shipping">
          <div className="review-head">
            <h2 id="review-shipping">{t('checkout.shippingAddress')}</h2>
            <Link to={`/${locale}/checkout/shipping`} className="text-link">
              {t('checkout.edit')}
            </Link>
          </div>
          {shipment?.address ? <AddressBlock address={shipment.address} /> : null}
          <p className="muted">{cart.email}</p>
        </section>
        <section className="review-card" aria-labelledby="review-method">
          <div className="review-head">
            <h2 id="review-method">{t('checkout.shippingMethod')}</h2>
            <Link to={`/${locale}/checkout/shipping`} className="text-link">
              {t('checkout.edit')}
            </Link>
          </div>
          {shipment?.shippingMethod ? (
            <p>
              {shipment.shippingMethod.label}
              <br />
              <span className="muted">
                {t('checkout.deliveryTime', { time: shipment.shippingMethod.deliveryTime })}
              </span>
            </p>
          ) : null}
        </section>
        <section className="review-card" aria-labelledby="review-billing">
          <div className="review-head">
            <h2 id="review-billing">{t('checkout.billingAddress')}</h2>
            <Link to={`/${locale}/checkout/billing`} className="text-link">
              {t('checkout.edit')}
            </Link>
          </div>
          {cart.billingAddress ? <AddressBlock address={cart.billingAddress} /> : null}
        </section>
        <section className="review-card" aria-labelledby="review-payment">
          <div className="review-head">
            <h2 id="review-payment">{t('checkout.payment')}</h2>
            <Link to={`/${locale}/checkout/billing`} className="text-link">
              {t('checkout.edit')}
            </Link>
          </div>
          {card ? (
            <p>
              <span className="card-brand">{card.brand}</span> •••• {card.last4}
              <br />
              <span className="muted">
                {t('checkout.expires', { month: String(card.expMonth).padStart(2, '0'), year: card.expYear })}
              </span>
            </p>
          ) : null}
        </section>
      </div>
      <OrderLines lines={linesOfCart(cart)} currency={cart.currency} headingId="review-items" />
      <Form method="post" className="place-order">
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <p className="muted small">{t('checkout.terms')}</p>
        <button type="submit" className="button button-primary button-block button-large" disabled={busy}>
          {busy ? t('checkout.placingOrder') : t('checkout.placeOrder')}
        </button>
      </Form>
    </div>
  );
}
