import type { Cart } from '@ridgeline/contracts';
import { Form, redirect, useNavigation } from 'react-router';
import { AddressFields, useAddressLabels } from '../components/address-fields.tsx';
import { ChangedDeliveryNotice } from '../components/checkout-parts.tsx';
import { ErrorSummary, Field } from '../components/form.tsx';
import { Notice } from '../components/notice.tsx';
import { parseAddressForm } from '../lib/address.server.ts';
import { type AddressValues, type FieldErrors, sameAddress } from '../lib/address.ts';
import { requireCheckoutCart } from '../lib/checkout.server.ts';
import { addressValues, needsShipping } from '../lib/checkout.ts';
import { shippingMethodForm } from '../lib/checkout-forms.server.ts';
import { parseForm, refusalOf } from '../lib/forms.server.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { messagesFor, translator } from '../lib/i18n.ts';
import { localeOf } from '../lib/meta.ts';
import { formatMoney } from '../lib/money.ts';
import type { Route } from './+types/checkout-shipping';

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const api = context.api(locale);
  const cart = await requireCheckoutCart(api, locale, 'shipping');
  // E-gift cards alone are sent by email: nothing to ship, straight to billing.
  if (!needsShipping(cart)) throw redirect(`/${locale}/checkout/billing`);
  const shipment = cart.shipments[0];
  let methods = shipment?.applicableShippingMethods ?? [];
  try {
    const response = await api.shippingMethods();
    if (response.applicableShippingMethods.length > 0) methods = response.applicableShippingMethods;
  } catch {
    // Fall back to the methods the cart lists.
  }
  return {
    translations: messagesFor(locale, ['checkout', 'gifting']),
    cart,
    values: addressValues(shipment?.address ?? null, cart.email),
    methods,
    currency: cart.currency,
    selectedMethod: shipment?.shippingMethod?.code ?? methods[0]?.code ?? 'standard',
    flash: context.session.takeFlash(),
  };
}

interface ShippingActionData {
  errors: FieldErrors & { shippingMethod?: string };
  values: AddressValues;
  method: string;
  formError?: string;
  /** The cart after the new address moved the shopper off express (changed-delivery list). */
  downgraded?: Cart;
  at: number;
}

export async function action({
  params,
  request,
  context,
}: Route.ActionArgs): Promise<ShippingActionData | Response> {
  const locale = localeOf(params);
  const t = translator(locale);
  const api = context.api(locale);
  const form = await request.formData();
  const at = Date.now();
  const validation = parseAddressForm(form, t, { withEmail: true });
  const { values } = validation;
  const chosen = parseForm(form, shippingMethodForm, t);
  const method = chosen.status === 'success' ? chosen.value.shippingMethod : '';
  if (!validation.ok) {
    return { errors: validation.errors, values, method, at } satisfies ShippingActionData;
  }
  if (chosen.status !== 'success') {
    return {
      errors: { shippingMethod: t('validation.required') },
      values,
      method,
      at,
    } satisfies ShippingActionData;
  }
  try {
    const before = await api.cart();
    const previousShipping = before?.shipments[0]?.address ?? null;
    const billingFollowsShipping =
      !before?.billingAddress ||
      sameAddress(addressValues(before.billingAddress), addressValues(previousShipping));
    const { email, ...address } = validation.address;
    const moved = await api.setShippingAddress({ ...address, email });
    const downgrade = moved.changedDelivery.some((change) => change.code === 'ShippingMethodDowngraded');
    if (!downgrade) await api.setShippingMethod(method);
    // Billing defaults to the shipping address ("same as shipping" stays ticked) until the shopper changes it.
    if (billingFollowsShipping) await api.setBillingAddress(address);
    // Express does not reach the new address: the shopper sees the change before going on.
    if (downgrade) {
      const standard = moved.shipments[0]?.shippingMethod?.code ?? 'standard';
      return { errors: {}, values, method: standard, downgraded: moved, at } satisfies ShippingActionData;
    }
  } catch (error) {
    return { errors: {}, values, method, formError: refusalOf(error, t), at } satisfies ShippingActionData;
  }
  return redirect(`/${locale}/checkout/billing`);
}

export default function CheckoutShipping({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const labels = useAddressLabels();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.errors ?? {};
  const selected = actionData?.method || loaderData.selectedMethod;
  return (
    <Form method="post" noValidate className="checkout-form" aria-labelledby="shipping-title">
      <h2 id="shipping-title" className="visually-hidden">
        {t('checkout.step.shipping')}
      </h2>
      {loaderData.flash ? <Notice type={loaderData.flash.type}>{loaderData.flash.message}</Notice> : null}
      {actionData?.formError ? <Notice type="error">{actionData.formError}</Notice> : null}
      <ChangedDeliveryNotice cart={actionData?.downgraded ?? loaderData.cart} />
      <ErrorSummary
        errors={errors}
        labels={{ ...labels, shippingMethod: t('checkout.shippingMethod') }}
        idPrefix="ship-"
        stamp={actionData?.at}
      />
      <section className="form-section" aria-labelledby="contact-title">
        <h3 id="contact-title">{t('checkout.contact')}</h3>
        <Field
          id="ship-email"
          name="email"
          type="email"
          label={labels.email!}
          error={errors.email}
          defaultValue={values.email}
          autoComplete="email"
          maxLength={100}
          required
        />
      </section>
      <section className="form-section" aria-labelledby="address-title">
        <h3 id="address-title">{t('checkout.shippingAddress')}</h3>
        <AddressFields idPrefix="ship-" values={values} errors={errors} section="shipping" />
      </section>
      {/* Keyed by the selection: a method the server changed (a downgrade) shows checked. */}
      <fieldset
        key={selected}
        className="form-section method-options"
        aria-describedby={errors.shippingMethod ? 'ship-shippingMethod-error' : undefined}
      >
        <legend>{t('checkout.shippingMethod')}</legend>
        {errors.shippingMethod ? (
          <p id="ship-shippingMethod-error" className="field-error">
            {errors.shippingMethod}
          </p>
        ) : null}
        {loaderData.methods.map((method, index) => (
          <label key={method.code} className="method-option">
            <input
              type="radio"
              name="shippingMethod"
              value={method.code}
              id={index === 0 ? 'ship-shippingMethod' : undefined}
              defaultChecked={method.code === selected}
            />
            <span className="method-text">
              <span className="method-label">{method.label}</span>
              <span className="muted small">{t('checkout.deliveryTime', { time: method.deliveryTime })}</span>
            </span>
            <span className="method-price">
              {method.price.amount === 0
                ? t('totals.free')
                : formatMoney(method.price.amount, loaderData.currency, locale)}
            </span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button button-primary button-block" disabled={busy}>
        {busy ? t('loading') : t('checkout.continueToBilling')}
      </button>
    </Form>
  );
}
