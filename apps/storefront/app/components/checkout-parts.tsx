import type { Cart, CartItem } from '@ridgeline/contracts';
import { useLocale, useT } from '../lib/hooks.ts';
import { formatMoney } from '../lib/money.ts';
import { Notice } from './notice.tsx';

const STORE_DELIVERIES = ['pickup', 'pudo', 'sts'];

/** How a line travels: home delivery, or collected from / shipped to a store. */
export function DeliveryLine({ item }: { item: CartItem }) {
  const t = useT();
  if (item.selectedShippingOption === 'digital' && item.giftOption) {
    return (
      <p className="muted small delivery-line">
        {t('gifting.line.to', { name: item.giftOption.to, email: item.giftOption.email ?? '' })} ·{' '}
        {t('gifting.line.delivery')}
      </p>
    );
  }
  if (!item.storeId || !STORE_DELIVERIES.includes(item.selectedShippingOption)) return null;
  const store = item.shippingOptions.find((option) => option.storeInfo?.id === item.storeId)?.storeInfo;
  const name = store?.name ?? item.storeId;
  return (
    <p className="muted small delivery-line">
      {t(`checkout.delivery.${item.selectedShippingOption as 'pickup' | 'pudo' | 'sts'}`, { store: name })}
    </p>
  );
}

/**
 * Spec section 4: a delivery transition puts the item in the changed-delivery list and shows the
 * order-updated message.
 */
export function ChangedDeliveryNotice({ cart }: { cart: Cart }) {
  const t = useT();
  if (cart.changedDelivery.length === 0) return null;
  const message = cart.flash.find(
    (entry) => entry.itemId && cart.changedDelivery.some((c) => c.itemId === entry.itemId),
  )?.message;
  return (
    <Notice type="error">
      <p>{message ?? t('checkout.delivery.updated')}</p>
      {cart.changedDelivery.some((change) => change.code === DOWNGRADED) ? (
        <p>{t('checkout.delivery.downgraded')}</p>
      ) : null}
      <ul className="changed-delivery">
        {cart.changedDelivery.map((change) => {
          const item = cart.items.find((candidate) => candidate.id === change.itemId);
          return (
            <li key={change.itemId}>
              {t('checkout.delivery.changed', {
                name: item?.name ?? '',
                from: t(`checkout.delivery.method.${deliveryKey(change.from)}`),
                to: t(`checkout.delivery.method.${deliveryKey(change.to)}`),
              })}
            </li>
          );
        })}
      </ul>
    </Notice>
  );
}

/** Flash code of the shipping-method downgrade (express no longer reaches the address). */
const DOWNGRADED = 'ShippingMethodDowngraded';

const DELIVERY_KEYS = ['pickup', 'pudo', 'sts', 'express', 'standard'] as const;

function deliveryKey(code: string): (typeof DELIVERY_KEYS)[number] | 'home' {
  return DELIVERY_KEYS.find((key) => key === code) ?? 'home';
}

/** The payment instruments of the cart, each with what it pays. */
export function PaymentLines({ cart }: { cart: Cart }) {
  const t = useT();
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, cart.currency, locale);
  if (cart.paymentInstruments.length === 0) return null;
  return (
    <ul className="payment-lines">
      {cart.paymentInstruments.map((instrument) => (
        <li key={instrument.payment_instrument_id}>
          <span>
            {instrument.card ? (
              <>
                <span className="card-brand">{instrument.card.brand}</span> •••• {instrument.card.last4}{' '}
                <span className="muted">
                  {t('checkout.expires', {
                    month: String(instrument.card.expMonth).padStart(2, '0'),
                    year: instrument.card.expYear,
                  })}
                </span>
              </>
            ) : instrument.payment_method_id === 'REWARD_CODE' && instrument.giftCard ? (
              t('checkout.rewardPay.codeLine', { number: instrument.giftCard.maskedNumber })
            ) : instrument.payment_method_id === 'REWARD_CARD' && instrument.giftCard ? (
              t('checkout.rewardPay.cardLine', { number: instrument.giftCard.maskedNumber })
            ) : instrument.payment_method_id === 'ATHLETES_PAYMENT' ? (
              t('checkout.rewardPay.athleteLine')
            ) : instrument.giftCard ? (
              t('checkout.giftCard.line', { number: instrument.giftCard.maskedNumber })
            ) : instrument.loyaltyVoucher ? (
              t('checkout.reward.line', { points: instrument.loyaltyVoucher.points })
            ) : instrument.payment_method_id === 'BNPL' ? (
              t('checkout.bnpl.line')
            ) : (
              instrument.payment_method_id
            )}
          </span>{' '}
          <span className="muted">{money(instrument.amount)}</span>
        </li>
      ))}
    </ul>
  );
}
