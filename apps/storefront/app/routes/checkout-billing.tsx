import { Form, Link, useActionData, useNavigation } from 'react-router';
import { AddressBlock } from '../components/address-block.tsx';
import { AddressFields, useAddressLabels } from '../components/address-fields.tsx';
import { ErrorSummary, Field, SelectField } from '../components/form.tsx';
import { Notice } from '../components/notice.tsx';
import { readAddress, validateAddress } from '../lib/address.server.ts';
import { type AddressValues, type FieldErrors, sameAddress } from '../lib/address.ts';
import { ApiError, createApi } from '../lib/api.server.ts';
import { requireCheckoutCart } from '../lib/checkout.server.ts';
import { addressValues } from '../lib/checkout.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { translator } from '../lib/i18n.ts';
import { localeOf } from '../lib/meta.ts';
import type { Route } from './+types/checkout-billing';

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const api = createApi(context, locale);
  const cart = await requireCheckoutCart(api, locale, 'billing');
  const shipping = addressValues(cart.shipments[0]?.address ?? null);
  const billing = addressValues(cart.billingAddress);
  const card = cart.paymentInstruments.find((instrument) => instrument.card)?.card ?? null;
  return {
    billing,
    shippingAddress: cart.shipments[0]?.address ?? null,
    sameAsShipping: !cart.billingAddress || sameAddress(billing, shipping),
    hasBillingAddress: Boolean(cart.billingAddress),
    card,
    holder: `${shipping.firstName ?? ''} ${shipping.lastName ?? ''}`.trim(),
    flash: context.session.takeFlash(),
    thisYear: new Date().getFullYear(),
  };
}

interface BillingActionData {
  errors: FieldErrors;
  values: AddressValues;
  sameAsShipping: boolean;
  formError?: string;
  saved?: boolean;
  at: number;
}

export async function action({ params, request, context }: Route.ActionArgs): Promise<BillingActionData> {
  const locale = localeOf(params);
  const t = translator(locale);
  const api = createApi(context, locale);
  const cart = await requireCheckoutCart(api, locale, 'billing');
  const form = await request.formData();
  const sameAsShipping = form.get('sameAsShipping') === 'on';
  const values = readAddress(form, 'billing-');
  const at = Date.now();
  let address: Record<string, unknown>;
  if (sameAsShipping) {
    const shipping = cart.shipments[0]?.address;
    if (!shipping) return { errors: {}, values, sameAsShipping, formError: t('error.generic'), at };
    const { email: _email, ...rest } = shipping;
    address = rest;
  } else {
    const validation = validateAddress(values, t, { withEmail: false });
    if (!validation.ok) return { errors: validation.errors, values, sameAsShipping, at };
    address = validation.address;
  }
  try {
    await api.setBillingAddress(address);
  } catch (error) {
    if (error instanceof ApiError && error.status < 500 && error.message) {
      return { errors: {}, values, sameAsShipping, formError: error.message, at };
    }
    throw error;
  }
  return { errors: {}, values, sameAsShipping, saved: true, at };
}

export default function CheckoutBilling({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const labels = useAddressLabels();
  const actionData = useActionData<BillingActionData>();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const errors = actionData?.errors ?? {};
  const values = actionData && !actionData.saved ? actionData.values : loaderData.billing;
  const sameAsShipping = actionData ? actionData.sameAsShipping : loaderData.sameAsShipping;
  const { card, thisYear } = loaderData;
  const years = Array.from({ length: 16 }, (_, i) => thisYear + i);
  return (
    <div className="checkout-form">
      {loaderData.flash ? <Notice type={loaderData.flash.type}>{loaderData.flash.message}</Notice> : null}
      {actionData?.formError ? <Notice type="error">{actionData.formError}</Notice> : null}
      {actionData?.saved ? <Notice type="success">{t('checkout.billingSaved')}</Notice> : null}

      <Form method="post" noValidate className="form-section billing-address" aria-labelledby="billing-title">
        <h2 id="billing-title">{t('checkout.billingAddress')}</h2>
        <ErrorSummary errors={errors} labels={labels} idPrefix="billing-" stamp={actionData?.at} />
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
        {loaderData.shippingAddress ? (
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
          <Field
            id="card-number"
            name="cardNumber"
            label={t('checkout.cardNumber')}
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={23}
            required
            className="span-2"
          />
          <Field
            id="card-holder"
            name="holder"
            label={t('checkout.cardHolder')}
            autoComplete="cc-name"
            defaultValue={loaderData.holder}
            maxLength={100}
            required
            className="span-2"
          />
          <SelectField
            id="card-exp-month"
            name="expMonth"
            label={t('checkout.expMonth')}
            autoComplete="cc-exp-month"
          >
            {Array.from({ length: 12 }, (_, i) => i + 1).map((month) => (
              <option key={month} value={month}>
                {String(month).padStart(2, '0')}
              </option>
            ))}
          </SelectField>
          <SelectField
            id="card-exp-year"
            name="expYear"
            label={t('checkout.expYear')}
            autoComplete="cc-exp-year"
            defaultValue={String(thisYear + 1)}
          >
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </SelectField>
          <Field
            id="card-cvc"
            name="cvc"
            label={t('checkout.cvc')}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            required
          />
          <p className="test-hint span-2">{t('checkout.testMode')}</p>
          <p className="muted small span-2">{t('checkout.securePayment')}</p>
          <button type="submit" className="button button-primary button-block span-2">
            {t('checkout.continueToSummary')}
          </button>
        </form>
      </section>
    </div>
  );
}
