import { useState } from 'react';
import { Form, Link, redirect, redirectDocument, useLocation, useNavigation } from 'react-router';
import { AddressBlock } from '../components/address-block.tsx';
import { AltchaField } from '../components/altcha.tsx';
import { ChangedDeliveryNotice, DeliveryLine, PaymentLines } from '../components/checkout-parts.tsx';
import { DialogCapable, GatewayDialog, gatewayUrl } from '../components/gateway-dialog.tsx';
import { GiftOptionDialog, GiftOptionSummary } from '../components/gift-option.tsx';
import { LinkedMessage } from '../components/linked-message.tsx';
import { Notice } from '../components/notice.tsx';
import { linesOfCart, OrderLines } from '../components/order-lines.tsx';
import { RewardForm } from '../components/reward-form.tsx';
import { RouteDialog } from '../components/route-dialog.tsx';
import { loyaltyVouchers } from '../lib/account-api.server.ts';
import { ApiError, isBotChallenge } from '../lib/api.server.ts';
import { requireCheckoutCart, stepForError } from '../lib/checkout.server.ts';
import { needsShipping } from '../lib/checkout.ts';
import { applyReward, setOrderGiftOption } from '../lib/checkout-api.server.ts';
import {
  orderGiftForm,
  placeOrderForm,
  rewardForm,
  shippingMethodForm,
} from '../lib/checkout-forms.server.ts';
import { SummaryIntent } from '../lib/checkout-intents.ts';
import { trackPurchase } from '../lib/experiments.server.ts';
import { parseForm, refusalOf } from '../lib/forms.server.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { messagesFor, translator } from '../lib/i18n.ts';
import { localeOf } from '../lib/meta.ts';
import { formatMoney } from '../lib/money.ts';
import { localePath } from '../lib/urls.ts';
import type { Route } from './+types/checkout-summary';

/** The gateway's refusals of the card itself (place order's DECLINE_ERRORS). */
const DECLINES = ['PAY400', 'PYT402'];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const api = context.api(locale);
  const cart = await requireCheckoutCart(api, locale, 'summary');
  const changeMethod = new URL(request.url).searchParams.has('changeMethod');
  const giftDialog = new URL(request.url).searchParams.has('gift');
  let methods = cart.shipments[0]?.applicableShippingMethods ?? [];
  if (changeMethod) {
    try {
      const response = await api.shippingMethods();
      if (response.applicableShippingMethods.length > 0) methods = response.applicableShippingMethods;
    } catch {
      // The methods the cart lists will do.
    }
  }
  return {
    translations: messagesFor(locale, ['checkout', 'identity', 'gifting', 'customs']),
    cart,
    changeMethod,
    giftDialog,
    methods,
    // A member sees their points and vouchers here too: express checkout comes straight to this step.
    loyalty: await loyaltyVouchers(api),
    // One key per rendering of the summary: a repeated submit of this form places the order only once.
    idempotencyKey: crypto.randomUUID(),
    flash: context.session.takeFlash(),
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeOf(params);
  const t = translator(locale);
  const api = context.api(locale);
  const form = await request.formData();
  const intent = form.get('intent');
  const summaryPath = `/${locale}/checkout/summary`;
  // The method and reward forms answer on the page they reload: a notice at the top (spec: position top).
  const flashRefusal = (error: unknown) =>
    context.session.setFlash({ type: 'error', message: refusalOf(error, t) });
  if (intent === SummaryIntent.Method) {
    const submission = parseForm(form, shippingMethodForm, t);
    if (submission.status !== 'success') {
      context.session.setFlash({ type: 'error', message: t('error.generic') });
      return redirect(summaryPath);
    }
    try {
      await api.setShippingMethod(submission.value.shippingMethod);
      context.session.setFlash({ type: 'success', message: t('checkout.method.changed') });
    } catch (error) {
      flashRefusal(error);
    }
    return redirect(summaryPath);
  }
  if (intent === SummaryIntent.Reward) {
    const submission = parseForm(form, rewardForm, t);
    const points = submission.status === 'success' ? submission.value.points : 0;
    try {
      await applyReward(api, points || null);
      context.session.setFlash({
        type: 'success',
        message: t(points ? 'checkout.reward.applied' : 'checkout.reward.removed'),
      });
    } catch (error) {
      flashRefusal(error);
    }
    return redirect(summaryPath);
  }
  if (intent === SummaryIntent.Gift || intent === SummaryIntent.RemoveGift) {
    const remove = intent === SummaryIntent.RemoveGift;
    const submission = parseForm(form, orderGiftForm, t);
    if (!remove && submission.status !== 'success') {
      return { giftError: Object.values(submission.error ?? {})[0]?.[0] ?? t('error.generic') };
    }
    const option = submission.status === 'success' ? submission.value : null;
    if (!remove && !option?.wrap && !option?.giftReceipt && !option?.message) {
      return { giftError: t('checkout.gift.empty') };
    }
    try {
      await setOrderGiftOption(api, remove ? null : option);
    } catch (error) {
      return { giftError: refusalOf(error, t) };
    }
    context.session.setFlash({
      type: 'success',
      message: remove ? t('checkout.gift.removed') : t('checkout.gift.saved'),
    });
    return redirect(summaryPath);
  }
  // The solved bot check (decision 039): the browser solves it while the shopper reviews; without
  // JavaScript there is none, and the API only asks for one when the order looks risky.
  const placing = parseForm(form, placeOrderForm, t);
  const { altcha, dialog, idempotencyKey: postedKey } = placing.status === 'success' ? placing.value : {};
  const inDialog = dialog === '1';
  const idempotencyKey = postedKey ?? crypto.randomUUID();
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
    const order = await api.placeOrder(idempotencyKey, altcha || undefined);
    context.session.rememberOrder(order.orderNumber, order.st, idempotencyKey);
    api.forgetCart();
    // The purchase conversion of the visitor's experiments (decision 098), queued: the page does not wait.
    void trackPurchase(api, request, order.totals.total);
    // A card that needs 3-D Secure: the order is held until the shopper answers the bank's challenge.
    const challenge = order.flash.find((entry) => entry.action?.type === 'threeDS2')?.action;
    if (challenge) {
      // Until the challenge is answered the cart offers to finish or cancel it (the browser may close).
      context.session.setPendingOrder(order.orderNumber);
      const url = gatewayUrl(
        challenge.url,
        `/${locale}/checkout/three-ds?orderNo=${encodeURIComponent(order.orderNumber)}`,
        inDialog,
      );
      return inDialog ? { challenge: url, orderNumber: order.orderNumber } : redirectDocument(url);
    }
    return confirmation(order.orderNumber);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (isBotChallenge(error)) {
      // Nothing was placed and the cart is as it was. With JavaScript a new challenge starts (a new `at`);
      // without it, the shopper is told how to get through.
      return {
        error: t(altcha ? 'checkout.botCheck.retry' : 'checkout.botCheck.noScript'),
        botCheck: true,
        at: Date.now(),
      };
    }
    const message = refusalOf(error, t);
    const step = stepForError(error.errorId);
    if (step === 'cart') {
      context.session.setFlash({ type: 'error', message });
      return redirect(`/${locale}/cart`);
    }
    if (step === 'billing' || step === 'shipping') {
      // A declined card left the cart (the API removed it): its message stays until the shopper acts.
      context.session.setFlash({ type: 'error', message, keep: DECLINES.includes(error.errorId) });
      return redirect(`/${locale}/checkout/${step}`);
    }
    return { error: message };
  }
}

export default function CheckoutSummary({ loaderData, actionData }: Route.ComponentProps) {
  const { cart, idempotencyKey, flash } = loaderData;
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const [closedChallenge, setClosedChallenge] = useState<string | null>(null);
  const shipment = cart.shipments[0];
  const shipsGoods = needsShipping(cart);
  const summaryPath = `/${locale}/checkout/summary`;
  // Gift messages added to lines in the cart (e-gift cards show their recipient with the item instead).
  const lineGifts = cart.items.filter((item) => item.giftOption && item.selectedShippingOption !== 'digital');
  return (
    <div className="checkout-form">
      {flash ? <Notice type={flash.type}>{flash.message}</Notice> : null}
      {actionData?.error && !actionData.botCheck ? <Notice type="error">{actionData.error}</Notice> : null}
      <ChangedDeliveryNotice cart={cart} />
      {actionData?.challenge && closedChallenge !== actionData.challenge ? (
        <GatewayDialog
          url={actionData.challenge}
          title={t('checkout.threeDs.title')}
          onClose={() => {
            // Closing the challenge abandons it: the held order is cancelled and a new cart opened.
            setClosedChallenge(actionData.challenge!);
            window.location.assign(
              `/${locale}/checkout/three-ds?orderNo=${encodeURIComponent(actionData.orderNumber ?? '')}`,
            );
          }}
        />
      ) : null}
      {loaderData.changeMethod ? (
        <RouteDialog id="change-method" title={t('checkout.method.title')} closeHref={summaryPath}>
          <Form method="post" action={`${summaryPath}${location.search}`}>
            <input type="hidden" name="intent" value="method" />
            <fieldset className="method-options">
              <legend className="visually-hidden">{t('checkout.shippingMethod')}</legend>
              {loaderData.methods.map((method) => (
                <label key={method.code} className="method-option">
                  <input
                    type="radio"
                    name="shippingMethod"
                    value={method.code}
                    defaultChecked={method.code === shipment?.shippingMethod?.code}
                  />
                  <span className="method-text">
                    <span className="method-label">{method.label}</span>
                    <span className="muted small">
                      {t('checkout.deliveryTime', { time: method.deliveryTime })}
                    </span>
                  </span>
                  <span className="method-price">
                    {method.price.amount === 0
                      ? t('totals.free')
                      : formatMoney(method.price.amount, cart.currency, locale)}
                  </span>
                </label>
              ))}
            </fieldset>
            <button type="submit" className="button button-primary">
              {t('checkout.method.save')}
            </button>
          </Form>
        </RouteDialog>
      ) : null}
      {loaderData.giftDialog ? (
        <GiftOptionDialog
          gift={shipment?.giftOption ?? null}
          action={`${summaryPath}${location.search}`}
          closeHref={summaryPath}
          error={actionData?.giftError}
        />
      ) : null}
      <div className="review-grid">
        {shipsGoods ? (
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
        ) : null}
        {shipsGoods ? (
          <section className="review-card" aria-labelledby="review-method">
            <div className="review-head">
              <h2 id="review-method">{t('checkout.shippingMethod')}</h2>
              <Link to={`${summaryPath}?changeMethod=1`} className="text-link" preventScrollReset>
                {t('checkout.edit')}
                <span className="visually-hidden"> {t('checkout.method.change')}</span>
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
        ) : null}
        {shipsGoods ? (
          <section className="review-card" aria-labelledby="review-gift">
            <div className="review-head">
              <h2 id="review-gift">{t('checkout.gift.heading')}</h2>
              <Link to={`${summaryPath}?gift=1`} className="text-link" preventScrollReset>
                {shipment?.giftOption ? t('checkout.edit') : t('checkout.gift.add')}
                {shipment?.giftOption ? (
                  <span className="visually-hidden"> {t('checkout.gift.heading')}</span>
                ) : null}
              </Link>
            </div>
            {shipment?.giftOption ? (
              <>
                <GiftOptionSummary gift={shipment.giftOption} />
                <Form method="post">
                  <input type="hidden" name="intent" value="removeGift" />
                  <button type="submit" className="link-button">
                    {t('checkout.gift.remove')}
                  </button>
                </Form>
              </>
            ) : null}
            {lineGifts.length > 0 ? (
              <ul className="gift-summary" aria-label={t('cart.gift.edit')}>
                {lineGifts.map((item) => (
                  <li key={item.id}>
                    {item.giftOption?.message
                      ? t('confirmation.giftMessage', {
                          to: item.giftOption.to,
                          message: item.giftOption.message,
                        })
                      : t('confirmation.giftFor', { to: item.giftOption?.to ?? '' })}{' '}
                    <span className="muted">({item.name})</span>
                  </li>
                ))}
              </ul>
            ) : null}
            {!shipment?.giftOption && lineGifts.length === 0 ? (
              <p className="muted">{t('checkout.gift.none')}</p>
            ) : null}
          </section>
        ) : null}
        <section className="review-card" aria-labelledby="review-billing">
          <div className="review-head">
            <h2 id="review-billing">{t('checkout.billingAddress')}</h2>
            <Link to={`/${locale}/checkout/billing`} className="text-link">
              {t('checkout.edit')}
            </Link>
          </div>
          {cart.billingAddress ? <AddressBlock address={cart.billingAddress} /> : null}
          {shipsGoods ? null : <p className="muted">{cart.email}</p>}
        </section>
        <section className="review-card" aria-labelledby="review-payment">
          <div className="review-head">
            <h2 id="review-payment">{t('checkout.payment')}</h2>
            <Link to={`/${locale}/checkout/billing`} className="text-link">
              {t('checkout.edit')}
            </Link>
          </div>
          <PaymentLines cart={cart} />
        </section>
      </div>
      {loaderData.loyalty ? <RewardForm loyalty={loaderData.loyalty} cart={cart} headingLevel={2} /> : null}
      <OrderLines
        lines={linesOfCart(cart, (item) => <DeliveryLine item={item} />)}
        currency={cart.currency}
        headingId="review-items"
      />
      <Form method="post" className="place-order">
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <DialogCapable />
        {/* Next to the button the shopper just pressed: the robot check needs them to press it again. */}
        {actionData?.botCheck ? <Notice type="error">{actionData.error}</Notice> : null}
        <AltchaField generation={actionData?.at} noScriptHint={false} quiet />
        <p className="muted small">
          <LinkedMessage
            t={t}
            id="checkout.terms"
            parts={{
              terms: <Link to={localePath(locale, '/sale-terms')}>{t('checkout.termsLink')}</Link>,
              privacy: <Link to={localePath(locale, '/privacy')}>{t('checkout.privacyLink')}</Link>,
            }}
          />
        </p>
        <button type="submit" className="button button-primary button-block button-large" disabled={busy}>
          {busy ? t('checkout.placingOrder') : t('checkout.placeOrder')}
        </button>
      </Form>
    </div>
  );
}

/** While the 3-D Secure dialog is open the cart is already closed: reloading the step would leave the page. */
export function shouldRevalidate({
  actionResult,
  defaultShouldRevalidate,
}: {
  actionResult?: unknown;
  defaultShouldRevalidate: boolean;
}) {
  if (actionResult && typeof actionResult === 'object' && 'challenge' in actionResult) return false;
  return defaultShouldRevalidate;
}
