import type { Cart } from '@ridgeline/contracts';
import type { AddressValues } from './address.ts';

export type CheckoutStep = 'shipping' | 'billing' | 'summary';
export const CHECKOUT_STEPS: CheckoutStep[] = ['shipping', 'billing', 'summary'];

export function shippingComplete(cart: Cart): boolean {
  const shipment = cart.shipments[0];
  return Boolean(cart.email && shipment?.address && shipment.shippingMethod);
}

export function billingComplete(cart: Cart): boolean {
  return Boolean(cart.billingAddress && cart.paymentInstruments.some((instrument) => instrument.card));
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
