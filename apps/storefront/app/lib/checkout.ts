import type { Cart } from '@ridgeline/contracts';
import type { AddressValues } from './address.ts';

export type CheckoutStep = 'shipping' | 'billing' | 'summary';
export const CHECKOUT_STEPS: CheckoutStep[] = ['shipping', 'billing', 'summary'];

/** False for a cart of e-gift cards only: they are sent by email, so checkout skips the shipping step. */
export const needsShipping = (cart: Cart) =>
  cart.items.some((item) => item.selectedShippingOption !== 'digital');

/** The steps this cart goes through. */
export const stepsOf = (cart: Cart): CheckoutStep[] =>
  needsShipping(cart) ? CHECKOUT_STEPS : CHECKOUT_STEPS.filter((step) => step !== 'shipping');

export function shippingComplete(cart: Cart): boolean {
  if (!needsShipping(cart)) return true;
  const shipment = cart.shipments[0];
  return Boolean(cart.email && shipment?.address && shipment.shippingMethod);
}

/** Gift cards and a loyalty voucher pay fixed amounts; a card or a pay-later plan takes whatever is left. */
export function fixedPayments(cart: Cart): number {
  return cart.paymentInstruments
    .filter(
      (instrument) =>
        instrument.giftCard ||
        instrument.loyaltyVoucher ||
        instrument.payment_method_id === 'ATHLETES_PAYMENT',
    )
    .reduce((sum, instrument) => sum + instrument.amount, 0);
}

export function billingComplete(cart: Cart): boolean {
  const openAmount = cart.paymentInstruments.some(
    (instrument) => instrument.card || instrument.payment_method_id === 'BNPL',
  );
  return Boolean(
    cart.billingAddress && cart.email && (openAmount || fixedPayments(cart) >= cart.totals.total),
  );
}

/** The furthest step the shopper may open. */
export function reachableStep(cart: Cart): CheckoutStep {
  if (!shippingComplete(cart)) return 'shipping';
  if (!billingComplete(cart)) return 'billing';
  return 'summary';
}

export function addressValues(
  address: Cart['billingAddress'] | undefined,
  email?: string | null,
): AddressValues {
  if (!address) return email ? { email } : {};
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2 ?? '',
    city: address.city,
    province: address.province ?? '',
    postalCode: address.postalCode,
    countryCode: address.countryCode,
    phone: address.phone,
    email: email ?? address.email ?? '',
  };
}
