import type { Cart } from '@ridgeline/contracts';
import { Form } from 'react-router';
import { type CartActionResult, CartIntent } from '../../lib/cart/intents.ts';
import { type FormConstraints, fieldErrorOf } from '../../lib/forms.ts';
import { useT } from '../../lib/hooks.ts';
import { Field } from '../form.tsx';

/** Coupon entry: PRM errors at the input (spec: notifications of position input), applied codes listed. */
export function CouponForm({
  cart,
  result,
  constraints,
}: {
  cart: Cart;
  result: CartActionResult | undefined;
  constraints: FormConstraints;
}) {
  const t = useT();
  const error = fieldErrorOf(result, 'code');
  // A refused code stays as typed; after a success the field is emptied (remounted by the reply's time).
  const typed = error ? result?.initialValue?.code : undefined;
  return (
    <section className="coupon-box" aria-labelledby="coupon-title">
      <h3 id="coupon-title">{t('cart.coupon.title')}</h3>
      {cart.coupons.length > 0 ? (
        <ul className="applied-list">
          {cart.coupons.map((coupon) => (
            <li key={coupon.code}>
              <span>
                <strong>{coupon.code}</strong>{' '}
                {coupon.applied ? (
                  <span className="muted">{t('cart.coupon.active')}</span>
                ) : (
                  <span className="field-error">{coupon.message ?? t('cart.coupon.inactive')}</span>
                )}
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value={CartIntent.RemoveCoupon} />
                <input type="hidden" name="code" value={coupon.code} />
                <button
                  type="submit"
                  className="link-button"
                  aria-label={t('cart.coupon.removeNamed', { code: coupon.code })}
                >
                  {t('cart.remove')}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
      <Form method="post" className="inline-form" noValidate>
        <input type="hidden" name="intent" value={CartIntent.ApplyCoupon} />
        <Field
          id="coupon-code"
          name="code"
          label={t('cart.coupon.label')}
          error={error}
          autoComplete="off"
          {...constraints.code}
          defaultValue={typeof typed === 'string' ? typed : undefined}
          key={result?.at}
        />
        <button type="submit" className="button button-secondary">
          {t('cart.coupon.apply')}
        </button>
      </Form>
    </section>
  );
}
