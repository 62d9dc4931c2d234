import type { Order } from '@ridgeline/contracts';
import { useT } from '../lib/hooks.ts';
import { AddressBlock } from './address-block.tsx';

/** Where a placed order goes, who pays and how: the cards of the confirmation and order pages. */
export function OrderReview({ order }: { order: Order }) {
  const t = useT();
  // The home shipment; e-gift cards (the digital shipment) have no address and show on their lines.
  const shipment = order.shipments.find((entry) => entry.address);
  const card = order.paymentMethod.find((method) => method.card)?.card;
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
