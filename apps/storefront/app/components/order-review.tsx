import type { Order } from '@ridgeline/contracts';
import { useT } from '../lib/hooks.ts';
import { AddressBlock } from './address-block.tsx';
import { GiftOptionSummary } from './gift-option.tsx';

/** Where a placed order goes, who pays and how: the cards of the confirmation and order pages. */
export function OrderReview({ order }: { order: Order }) {
  const t = useT();
  const shipment = order.shipments[0];
  const card = order.paymentMethod.find((method) => method.card)?.card;
  return (
    <div className="review-grid">
      {shipment ? (
        <section className="review-card" aria-labelledby="order-shipping">
          <h2 id="order-shipping">{t('confirmation.shippingTo')}</h2>
          <AddressBlock address={shipment.address} />
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
      {card ? (
        <section className="review-card" aria-labelledby="order-payment">
          <h2 id="order-payment">{t('confirmation.payment')}</h2>
          <p>
            <span className="card-brand">{card.brand}</span> •••• {card.last4}
          </p>
        </section>
      ) : null}
    </div>
  );
}
