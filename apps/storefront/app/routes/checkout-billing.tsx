import { useState } from 'react';
import { Form, Link, redirectDocument, useNavigation } from 'react-router';
import type { z } from 'zod';
import { AddressBlock } from '../components/address-block.tsx';
import { AddressFields, useAddressLabels } from '../components/address-fields.tsx';
import { CardFields } from '../components/card-fields.tsx';
import { PaymentLines } from '../components/checkout-parts.tsx';
import { ErrorSummary, Field } from '../components/form.tsx';
import { DialogCapable, GatewayDialog, gatewayUrl } from '../components/gateway-dialog.tsx';
import { Notice } from '../components/notice.tsx';
import { RewardForm } from '../components/reward-form.tsx';
import { loyaltyVouchers } from '../lib/account-api.server.ts';
import { parseAddressForm } from '../lib/address.server.ts';
import { type AddressValues, type FieldErrors, sameAddress } from '../lib/address.ts';
import type { Api } from '../lib/api.server.ts';
import { requireCheckoutCart } from '../lib/checkout.server.ts';
import { addressValues, billingComplete, fixedPayments, needsShipping } from '../lib/checkout.ts';
import {
  addGiftCard,
  addRewardInstrument,
  applyReward,
  giftCardBalance,
  paymentMethods,
  startBnplSession,
} from '../lib/checkout-api.server.ts';
import {
  bnplForm,
  giftCardForm,
  removeInstrumentForm,
  rewardCardForm,
  rewardCodeForm,
  rewardForm,
  sameAsShippingForm,
} from '../lib/checkout-forms.server.ts';
import { isPaymentIntent, PaymentIntent } from '../lib/checkout-intents.ts';
import { parseForm, refusalOf } from '../lib/forms.server.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { messagesFor, translator } from '../lib/i18n.ts';
import { localeOf } from '../lib/meta.ts';
import { formatMoney } from '../lib/money.ts';
import type { Flash } from '../lib/session.server.ts';
import type { Route } from './+types/checkout-billing';

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const api = context.api(locale);
  const cart = await requireCheckoutCart(api, locale, 'billing');
  const shipping = addressValues(cart.shipments[0]?.address ?? null);
  const billing = addressValues(cart.billingAddress);
  // E-gift cards alone skip the shipping step: the billing form asks the order's email instead.
  const emailHere = !needsShipping(cart);
  const card = cart.paymentInstruments.find((instrument) => instrument.card)?.card ?? null;
  const [methods, loyalty] = await Promise.all([paymentMethods(api).catch(() => null), loyaltyVouchers(api)]);
  const method = (id: string) => methods?.paymentMethods.find((candidate) => candidate.id === id);
  return {
    translations: messagesFor(locale, ['checkout', 'gifting']),
    cart,
    complete: billingComplete(cart),
    giftCardsAllowed: method('GIFT_CARD')?.applicable ?? true,
    rewardCodeAllowed: method('REWARD_CODE')?.applicable ?? false,
    rewardCardAllowed: method('REWARD_CARD')?.applicable ?? false,
    athleteAllowed: method('ATHLETES_PAYMENT')?.applicable ?? false,
    bnplAvailable: method('BNPL')?.applicable ?? false,
    bnplChosen: cart.paymentInstruments.some((instrument) => instrument.payment_method_id === 'BNPL'),
    loyalty,
    billing,
    shippingAddress: cart.shipments[0]?.address ?? null,
    sameAsShipping: !emailHere && (!cart.billingAddress || sameAddress(billing, shipping)),
    emailHere,
    email: cart.email ?? '',
    hasBillingAddress: Boolean(cart.billingAddress),
    card,
    // The card holder defaults to the shipping name, or the billing name when nothing is shipped.
    holder:
      `${(emailHere ? billing : shipping).firstName ?? ''} ${(emailHere ? billing : shipping).lastName ?? ''}`.trim(),
    flash: keptFlash(context.session),
    thisYear: new Date().getFullYear(),
  };
}

/** The page's notice; a decline (`keep`) stays for the next visit until the shopper acts on this step. */
function keptFlash(session: { takeFlash(): Flash | null; setFlash(flash: Flash): void }): Flash | null {
  const flash = session.takeFlash();
  if (flash?.keep) session.setFlash(flash);
  return flash;
}

/** Answers of the gift-card, pay-later and reward forms of the payment section. */
interface PaymentActionData {
  payment: true;
  giftCardError?: string;
  giftCardInfo?: string;
  rewardError?: string;
  rewardPayError?: string;
  /** Which reward form failed, so its field carries the message. */
  rewardPayIntent?: string;
  rewardPayInfo?: string;
  formError?: string;
  gateway?: string;
  at: number;
}

interface BillingActionData {
  errors: FieldErrors;
  values: AddressValues & { email?: string };
  sameAsShipping: boolean;
  formError?: string;
  saved?: boolean;
  at: number;
}

/** Runs one payment form's call; its refusal goes to the form's own field or notice. */
async function paymentAction(
  intent: PaymentIntent,
  form: FormData,
  api: Api,
  locale: ReturnType<typeof localeOf>,
): Promise<PaymentActionData | Response> {
  const t = translator(locale);
  const at = Date.now();
  // The field of the form that was sent, for its refusal (spec: position input).
  const refused = (message: string): PaymentActionData => {
    if (intent === PaymentIntent.GiftCardBalance || intent === PaymentIntent.GiftCardApply) {
      return { payment: true, giftCardError: message, at };
    }
    if (intent === PaymentIntent.Reward) return { payment: true, rewardError: message, at };
    if (
      intent === PaymentIntent.RewardCodeApply ||
      intent === PaymentIntent.RewardCardApply ||
      intent === PaymentIntent.AthleteApply
    ) {
      return { payment: true, rewardPayError: message, rewardPayIntent: intent, at };
    }
    return { payment: true, formError: message, at };
  };
  /** A form's fields, or its first problem in the shopper's language. */
  const fieldsOf = <Schema extends z.ZodType>(schema: Schema) => {
    const submission = parseForm(form, schema, t);
    if (submission.status === 'success') return { value: submission.value };
    return { problem: refused(Object.values(submission.error ?? {})[0]?.[0] ?? t('error.generic')) };
  };
  try {
    switch (intent) {
      case PaymentIntent.GiftCardBalance:
      case PaymentIntent.GiftCardApply: {
        const card = fieldsOf(giftCardForm);
        if (!card.value) return card.problem;
        const number = card.value.giftCardNumber ?? '';
        if (intent === PaymentIntent.GiftCardApply) {
          await addGiftCard(api, number);
          return { payment: true, giftCardInfo: t('checkout.giftCard.applied'), at };
        }
        const balance = await giftCardBalance(api, number);
        return {
          payment: true,
          giftCardInfo: t('checkout.giftCard.balance', {
            number: balance.maskedNumber,
            balance: formatMoney(balance.balance, balance.currency, locale),
          }),
          at,
        };
      }
      case PaymentIntent.RewardCodeApply: {
        const reward = fieldsOf(rewardCodeForm);
        if (!reward.value) return reward.problem;
        await addRewardInstrument(api, {
          payment_method_id: 'REWARD_CODE',
          rewardCode: { code: reward.value.rewardCode ?? '' },
        });
        return { payment: true, rewardPayInfo: t('checkout.rewardPay.applied'), at };
      }
      case PaymentIntent.RewardCardApply: {
        const reward = fieldsOf(rewardCardForm);
        if (!reward.value) return reward.problem;
        await addRewardInstrument(api, {
          payment_method_id: 'REWARD_CARD',
          rewardCard: { number: reward.value.rewardCardNumber ?? '' },
        });
        return { payment: true, rewardPayInfo: t('checkout.rewardPay.applied'), at };
      }
      case PaymentIntent.AthleteApply:
        await addRewardInstrument(api, { payment_method_id: 'ATHLETES_PAYMENT' });
        return { payment: true, rewardPayInfo: t('checkout.rewardPay.applied'), at };
      case PaymentIntent.RemoveInstrument: {
        // The instrument's id is the page's own (a hidden input): only a tampered post gets it wrong.
        const instrument = fieldsOf(removeInstrumentForm);
        if (!instrument.value) return refused(t('error.generic'));
        await api.removeInstrument(instrument.value.instrumentId);
        return { payment: true, at };
      }
      case PaymentIntent.Reward: {
        const reward = fieldsOf(rewardForm);
        await applyReward(api, reward.value?.points || null);
        return { payment: true, at };
      }
      case PaymentIntent.Bnpl: {
        const session = await startBnplSession(api);
        const inDialog = fieldsOf(bnplForm).value?.dialog === '1';
        const url = gatewayUrl(session.action.url, `/${locale}/checkout/payment-return`, inDialog);
        return inDialog ? { payment: true, gateway: url, at } : redirectDocument(url);
      }
    }
  } catch (error) {
    return refused(refusalOf(error, t));
  }
}

export async function action({
  params,
  request,
  context,
}: Route.ActionArgs): Promise<BillingActionData | PaymentActionData | Response> {
  const locale = localeOf(params);
  const t = translator(locale);
  const api = context.api(locale);
  const cart = await requireCheckoutCart(api, locale, 'billing');
  const form = await request.formData();
  const intent = form.get('intent');
  // The shopper acted on the step: a kept decline message has done its job.
  context.session.takeFlash();
  if (isPaymentIntent(intent)) return paymentAction(intent, form, api, locale);
  const emailHere = !needsShipping(cart);
  const same = parseForm(form, sameAsShippingForm, t);
  const sameAsShipping = !emailHere && same.status === 'success' && same.value.sameAsShipping;
  const validation = parseAddressForm(form, t, { withEmail: emailHere, prefix: 'billing-' });
  const { values } = validation;
  const at = Date.now();
  let address: Record<string, unknown>;
  if (sameAsShipping) {
    const shipping = cart.shipments[0]?.address;
    if (!shipping) {
      return {
        errors: {},
        values,
        sameAsShipping,
        formError: t('error.generic'),
        at,
      } satisfies BillingActionData;
    }
    const { email: _email, ...rest } = shipping;
    address = rest;
  } else {
    if (!validation.ok)
      return { errors: validation.errors, values, sameAsShipping, at } satisfies BillingActionData;
    address = validation.address;
  }
  try {
    await api.setBillingAddress(address);
  } catch (error) {
    return {
      errors: {},
      values,
      sameAsShipping,
      formError: refusalOf(error, t),
      at,
    } satisfies BillingActionData;
  }
  return { errors: {}, values, sameAsShipping, saved: true, at } satisfies BillingActionData;
}

/** A reward code or reward card number to apply; the field carries the error when this form was refused. */
function RewardNumberForm({
  id,
  name,
  intent,
  label,
  submitLabel,
  payment,
}: {
  id: string;
  name: string;
  intent: string;
  label: string;
  submitLabel: string;
  payment: PaymentActionData | undefined;
}) {
  return (
    <Form method="post" className="inline-form" noValidate>
      <Field
        id={id}
        name={name}
        label={label}
        error={payment?.rewardPayIntent === intent ? payment.rewardPayError : undefined}
        autoComplete="off"
        maxLength={64}
        key={payment?.at}
      />
      <div className="inline-actions">
        <button type="submit" name="intent" value={intent} className="button button-secondary">
          {submitLabel}
        </button>
      </div>
    </Form>
  );
}

export default function CheckoutBilling({ loaderData, actionData: result }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const labels = useAddressLabels();
  const actionData = result && 'values' in result ? result : undefined;
  const payment = result && 'payment' in result ? result : undefined;
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const errors = actionData?.errors ?? {};
  const values = actionData && !actionData.saved ? actionData.values : loaderData.billing;
  const sameAsShipping = actionData ? actionData.sameAsShipping : loaderData.sameAsShipping;
  const { card, thisYear, cart } = loaderData;
  const [closedGateway, setClosedGateway] = useState<string | null>(null);
  const money = (amount: number) => formatMoney(amount, cart.currency, locale);
  const giftCards = cart.paymentInstruments.filter(
    (instrument) => instrument.payment_method_id === 'GIFT_CARD',
  );
  const rewardPayments = cart.paymentInstruments.filter((instrument) =>
    ['REWARD_CODE', 'REWARD_CARD', 'ATHLETES_PAYMENT'].includes(instrument.payment_method_id),
  );
  const rewardName = (instrument: (typeof rewardPayments)[number]) =>
    instrument.payment_method_id === 'ATHLETES_PAYMENT'
      ? t('checkout.rewardPay.athleteLine')
      : t(
          instrument.payment_method_id === 'REWARD_CODE'
            ? 'checkout.rewardPay.codeLine'
            : 'checkout.rewardPay.cardLine',
          {
            number: instrument.giftCard?.maskedNumber ?? '',
          },
        );
  const showRewardPay =
    rewardPayments.length > 0 ||
    loaderData.rewardCodeAllowed ||
    loaderData.rewardCardAllowed ||
    loaderData.athleteAllowed;
  return (
    <div className="checkout-form">
      {loaderData.flash ? <Notice type={loaderData.flash.type}>{loaderData.flash.message}</Notice> : null}
      {actionData?.formError ? <Notice type="error">{actionData.formError}</Notice> : null}
      {payment?.formError ? <Notice type="error">{payment.formError}</Notice> : null}
      {payment?.gateway && closedGateway !== payment.gateway ? (
        <GatewayDialog
          url={payment.gateway}
          title={t('checkout.bnpl.title')}
          onClose={() => setClosedGateway(payment.gateway!)}
        />
      ) : null}
      {actionData?.saved ? <Notice type="success">{t('checkout.billingSaved')}</Notice> : null}

      <Form method="post" noValidate className="form-section billing-address" aria-labelledby="billing-title">
        <h2 id="billing-title">{t('checkout.billingAddress')}</h2>
        <ErrorSummary errors={errors} labels={labels} idPrefix="billing-" stamp={actionData?.at} />
        {loaderData.emailHere ? (
          <>
            <p className="muted">{t('gifting.checkout.noShipping')}</p>
            <Field
              id="billing-email"
              name="billing-email"
              type="email"
              label={t('gifting.checkout.email')}
              error={errors.email}
              defaultValue={
                actionData && !actionData.saved ? (actionData.values.email ?? '') : loaderData.email
              }
              autoComplete="email"
            />
          </>
        ) : (
          <label className="checkbox">
            <input
              type="checkbox"
              name="sameAsShipping"
              id="billing-same"
              defaultChecked={sameAsShipping}
              key={String(sameAsShipping)}
            />
            <span>{t('checkout.sameAsShipping')}</span>
          </label>
        )}
        {loaderData.shippingAddress && !loaderData.emailHere ? (
          <div className="billing-preview">
            <AddressBlock address={loaderData.shippingAddress} />
          </div>
        ) : null}
        <div className="billing-fields">
          <AddressFields
            idPrefix="billing-"
            namePrefix="billing-"
            values={values}
            errors={errors}
            section="billing"
          />
          <button type="submit" className="button button-secondary" disabled={busy}>
            {t('checkout.saveBilling')}
          </button>
        </div>
      </Form>

      <section className="form-section" aria-labelledby="payment-title">
        <h2 id="payment-title">{t('checkout.payment')}</h2>
        {cart.paymentInstruments.length > 0 ? (
          <div className="payment-summary">
            <PaymentLines cart={cart} />
            {cart.totals.remainingToPay > 0 ? (
              <p>{t('checkout.payment.remaining', { amount: money(cart.totals.remainingToPay) })}</p>
            ) : null}
          </div>
        ) : null}
        {loaderData.complete && !card ? (
          <Link to={`/${locale}/checkout/summary`} className="button button-primary">
            {t('checkout.continueToSummary')}
          </Link>
        ) : null}

        <section className="payment-option" aria-labelledby="gift-card-title">
          <h3 id="gift-card-title">{t('checkout.giftCard.title')}</h3>
          {giftCards.length > 0 ? (
            <ul className="applied-list">
              {giftCards.map((instrument) => (
                <li key={instrument.payment_instrument_id}>
                  <span>
                    {t('checkout.giftCard.line', { number: instrument.giftCard!.maskedNumber })}{' '}
                    <span className="muted">
                      {t('checkout.giftCard.pays', {
                        amount: money(instrument.amount),
                        balance: money(instrument.giftCard!.balance),
                      })}
                    </span>
                  </span>
                  <Form method="post">
                    <input type="hidden" name="intent" value="removeInstrument" />
                    <input type="hidden" name="instrumentId" value={instrument.payment_instrument_id} />
                    <button
                      type="submit"
                      className="link-button"
                      aria-label={t('checkout.giftCard.removeNamed', {
                        number: instrument.giftCard!.maskedNumber,
                      })}
                    >
                      {t('cart.remove')}
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          ) : null}
          {payment?.giftCardInfo ? (
            <p className="notice notice-success" role="status">
              {payment.giftCardInfo}
            </p>
          ) : null}
          {loaderData.giftCardsAllowed ? (
            <Form method="post" className="inline-form" noValidate>
              <Field
                id="gift-card-number"
                name="giftCardNumber"
                label={t('checkout.giftCard.number')}
                error={payment?.giftCardError}
                autoComplete="off"
                maxLength={64}
                key={payment?.at}
              />
              <div className="inline-actions">
                <button type="submit" name="intent" value="giftCardApply" className="button button-secondary">
                  {t('checkout.giftCard.apply')}
                </button>
                <button type="submit" name="intent" value="giftCardBalance" className="link-button">
                  {t('checkout.giftCard.checkBalance')}
                </button>
              </div>
            </Form>
          ) : (
            <p className="muted">{t('checkout.giftCard.limit')}</p>
          )}
        </section>

        {showRewardPay ? (
          <section className="payment-option" aria-labelledby="reward-pay-title">
            <h3 id="reward-pay-title">{t('checkout.rewardPay.title')}</h3>
            {rewardPayments.length > 0 ? (
              <ul className="applied-list">
                {rewardPayments.map((instrument) => (
                  <li key={instrument.payment_instrument_id}>
                    <span>
                      {rewardName(instrument)}{' '}
                      <span className="muted">
                        {instrument.additionalData
                          ? t('checkout.rewardPay.athletePays', {
                              amount: money(instrument.additionalData.payableAmount),
                              remaining: money(instrument.additionalData.remainingAmount),
                            })
                          : t('checkout.giftCard.pays', {
                              amount: money(instrument.amount),
                              balance: money(instrument.giftCard?.balance ?? 0),
                            })}
                      </span>
                    </span>
                    <Form method="post">
                      <input type="hidden" name="intent" value="removeInstrument" />
                      <input type="hidden" name="instrumentId" value={instrument.payment_instrument_id} />
                      <button
                        type="submit"
                        className="link-button"
                        aria-label={t('checkout.rewardPay.removeNamed', { name: rewardName(instrument) })}
                      >
                        {t('cart.remove')}
                      </button>
                    </Form>
                  </li>
                ))}
              </ul>
            ) : null}
            {payment?.rewardPayInfo ? (
              <p className="notice notice-success" role="status">
                {payment.rewardPayInfo}
              </p>
            ) : null}
            {payment?.rewardPayIntent === 'athleteApply' ? (
              <Notice type="error">{payment.rewardPayError}</Notice>
            ) : null}
            {loaderData.rewardCodeAllowed ? (
              <RewardNumberForm
                id="reward-code"
                name="rewardCode"
                intent="rewardCodeApply"
                label={t('checkout.rewardPay.code')}
                submitLabel={t('checkout.rewardPay.applyCode')}
                payment={payment}
              />
            ) : null}
            {loaderData.rewardCardAllowed ? (
              <RewardNumberForm
                id="reward-card-number"
                name="rewardCardNumber"
                intent="rewardCardApply"
                label={t('checkout.rewardPay.card')}
                submitLabel={t('checkout.rewardPay.applyCard')}
                payment={payment}
              />
            ) : null}
            {loaderData.athleteAllowed &&
            !rewardPayments.some((instrument) => instrument.payment_method_id === 'ATHLETES_PAYMENT') ? (
              <Form method="post">
                <button type="submit" name="intent" value="athleteApply" className="button button-secondary">
                  {t('checkout.rewardPay.athlete')}
                </button>
              </Form>
            ) : null}
          </section>
        ) : null}

        {loaderData.loyalty ? (
          <RewardForm loyalty={loaderData.loyalty} cart={cart} error={payment?.rewardError} />
        ) : null}

        {loaderData.bnplAvailable || loaderData.bnplChosen ? (
          <section className="payment-option" aria-labelledby="bnpl-title">
            <h3 id="bnpl-title">{t('checkout.bnpl.title')}</h3>
            {loaderData.bnplChosen ? (
              <p>{t('checkout.bnpl.approved')}</p>
            ) : (
              <Form method="post">
                <input type="hidden" name="intent" value="bnpl" />
                <DialogCapable />
                <p className="muted">
                  {t('checkout.bnpl.pitch', {
                    amount: money(Math.ceil((cart.totals.total - fixedPayments(cart)) / 4)),
                  })}
                </p>
                <button type="submit" className="button button-secondary">
                  {t('checkout.bnpl.start')}
                </button>
              </Form>
            )}
          </section>
        ) : null}
        {card ? (
          <div className="saved-card">
            <p>
              <strong>{t('checkout.cardEnding', { brand: card.brand, last4: card.last4 })}</strong>{' '}
              <span className="muted">
                {t('checkout.expires', { month: String(card.expMonth).padStart(2, '0'), year: card.expYear })}
              </span>
            </p>
            <Link to={`/${locale}/checkout/summary`} className="button button-primary">
              {t('checkout.continueToSummary')}
            </Link>
          </div>
        ) : null}
        {/* Hosted card entry: this form posts straight to the payment gateway, never to our server. */}
        <form
          method="post"
          action="/gateway/v1/hosted/tokenize"
          className="card-form"
          aria-labelledby="card-title"
        >
          <h3 id="card-title">{t('checkout.card')}</h3>
          <input type="hidden" name="returnUrl" value={`/${locale}/checkout/payment-return`} />
          <CardFields thisYear={thisYear} holder={loaderData.holder} />
          <p className="muted small span-2">{t('checkout.securePayment')}</p>
          <button type="submit" className="button button-primary button-block span-2">
            {t('checkout.continueToSummary')}
          </button>
        </form>
      </section>
    </div>
  );
}
