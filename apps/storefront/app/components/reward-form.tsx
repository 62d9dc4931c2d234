import type { Cart, LoyaltyVouchers } from '@ridgeline/contracts';
import { Form } from 'react-router';
import { useLocale, useT } from '../lib/hooks.ts';
import { formatMoney } from '../lib/money.ts';

/**
 * The member's points and reward vouchers, with a form (intent=reward, points) that applies one to the cart
 * as payment or takes it off (points=0): the payment step and the summary (express checkout) both use it.
 * A plain form post, so it works without JavaScript.
 */
export function RewardForm({
  loyalty,
  cart,
  error,
  headingLevel = 3,
}: {
  loyalty: LoyaltyVouchers;
  cart: Cart;
  error?: string | undefined;
  headingLevel?: 2 | 3;
}) {
  const t = useT();
  const locale = useLocale();
  const voucher = cart.paymentInstruments.find((instrument) => instrument.loyaltyVoucher);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="payment-option reward-option" aria-labelledby="reward-title">
      <Heading id="reward-title">{t('checkout.reward.title')}</Heading>
      <p className="muted" data-testid="reward-points">
        {t('checkout.reward.points', { points: loyalty.currentLoyaltyPoints })}
      </p>
      {voucher?.loyaltyVoucher ? (
        <Form method="post" className="inline-form reward-applied">
          <input type="hidden" name="intent" value="reward" />
          <input type="hidden" name="points" value="0" />
          <p>
            {t('checkout.reward.appliedNow', {
              points: voucher.loyaltyVoucher.points,
              amount: formatMoney(voucher.amount, cart.currency, locale),
            })}
          </p>
          <button type="submit" className="link-button">
            {t('checkout.reward.remove')}
          </button>
        </Form>
      ) : null}
      <Form method="post" className="inline-form">
        <input type="hidden" name="intent" value="reward" />
        <fieldset aria-describedby={error ? 'reward-error' : undefined}>
          <legend className="visually-hidden">{t('checkout.reward.title')}</legend>
          <label className="method-option">
            <input type="radio" name="points" value="0" defaultChecked={!voucher} />
            <span>{t('checkout.reward.none')}</span>
          </label>
          {loyalty.applicableLoyaltyVouchers.map((tier) => (
            <label key={tier.points} className="method-option">
              <input
                type="radio"
                name="points"
                value={tier.points}
                disabled={!tier.eligible}
                defaultChecked={voucher?.loyaltyVoucher?.points === tier.points}
              />
              <span>
                {t('checkout.reward.tier', {
                  points: tier.points,
                  amount: formatMoney(tier.amountInCurrency, tier.currency, locale),
                })}
                {tier.eligible ? null : (
                  <span className="muted small reward-ineligible">
                    {' '}
                    {t('checkout.reward.notEligible', {
                      points: tier.points - loyalty.currentLoyaltyPoints,
                    })}
                  </span>
                )}
              </span>
            </label>
          ))}
        </fieldset>
        {error ? (
          <p id="reward-error" className="field-error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="button button-secondary">
          {t('checkout.reward.apply')}
        </button>
      </Form>
    </section>
  );
}
