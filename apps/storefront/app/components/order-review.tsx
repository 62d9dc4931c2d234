import type { Order } from '@ridgeline/contracts';
import { useLocale, useT } from '../lib/hooks.ts';
import { formatMoney } from '../lib/money.ts';
import { AddressBlock } from './address-block.tsx';
import { GiftOptionSummary } from './gift-option.tsx';

/** Where a placed order goes, who pays and how: the cards of the confirmation and order pages. */
export function OrderReview({ order }: { order: Order }) {
  const t = useT();
  const locale = useLocale();
  // The home shipment; e-gift cards (the digital shipment) have no address and show on their lines.
  const shipment = order.shipments.find((entry) => entry.address);
  const payments = order.paymentMethod.filter((method) => method.status !== 'voided');
  return (
    <div className="review-grid">
      {shipment ? (
        <section className="review-card" aria-labelledby="order-shipping">
          <h2 id="order-shipping">{t('confirmation.shippingTo')}</h2>
          {shipment.address ? <AddressBlock address={shipment.address} /> : null}
        </section>
      ) : null}
      <section className="review-card" aria-labelledby="order-billing">
        <h2 id="order-billing">{t('confirmation.billingTo')}</h2>
        <AddressBlock address={order.billingAddress} />
      </section>
      {shipment ? (
        <section className="review-card" aria-labelledby="order-method">
          <h2 id="order-method">{t('confirmation.method')}</h2>
          <p>
            {shipment.shippingMethod.label}
            <br />
            <span className="muted">
              {t('checkout.deliveryTime', { time: shipment.shippingMethod.deliveryTime })}
            </span>
          </p>
        </section>
      ) : null}
      {shipment?.giftOption ? (
        <section className="review-card" aria-labelledby="order-gift">
          <h2 id="order-gift">{t('checkout.gift.heading')}</h2>
          <GiftOptionSummary gift={shipment.giftOption} />
        </section>
      ) : null}
      {payments.length > 0 ? (
        <section className="review-card" aria-labelledby="order-payment">
          <h2 id="order-payment">{t('confirmation.payment')}</h2>
          {/* Split tender: a rewards voucher and gift cards first, then the card or pay-later plan. */}
          <ul className="payment-lines" data-testid="order-payments">
            {payments.map((method, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the order's payments have no id of their own
              <li key={index}>
                <span>
                  {method.card ? (
                    <>
                      <span className="card-brand">{method.card.brand}</span> •••• {method.card.last4}
                    </>
                  ) : method.code === 'REWARD_CODE' && method.giftCard ? (
                    t('checkout.rewardPay.codeLine', { number: method.giftCard.maskedNumber })
                  ) : method.code === 'REWARD_CARD' && method.giftCard ? (
                    t('checkout.rewardPay.cardLine', { number: method.giftCard.maskedNumber })
                  ) : method.code === 'ATHLETES_PAYMENT' ? (
                    t('checkout.rewardPay.athleteLine')
                  ) : method.giftCard ? (
                    t('checkout.giftCard.line', { number: method.giftCard.maskedNumber })
                  ) : method.code === 'LOYALTY_POINTS' ? (
                    t('confirmation.payment.reward')
                  ) : method.code === 'BNPL' ? (
                    t('checkout.bnpl.line')
                  ) : (
                    method.code
                  )}
                </span>{' '}
                {payments.length > 1 ? (
                  <span className="muted">{formatMoney(method.amount, order.currency, locale)}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
