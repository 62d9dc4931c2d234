import type { Cart, ConsumerAddress } from '@ridgeline/contracts';
import type { Api } from './api.server.ts';
import { profile } from './identity-api.server.ts';

interface SavedCard {
  paymentInstrumentId: string;
  card: { main: boolean; expirationMonth: number; expirationYear: number };
}

const usable = ({ card }: SavedCard, now = new Date()) =>
  card.expirationYear > now.getUTCFullYear() ||
  (card.expirationYear === now.getUTCFullYear() && card.expirationMonth >= now.getUTCMonth() + 1);

/** The fields a cart address takes, from a saved address. */
function cartAddress(address: ConsumerAddress) {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    addressLine1: address.addressLine1,
    ...(address.addressLine2 ? { addressLine2: address.addressLine2 } : {}),
    city: address.city,
    ...(address.province ? { province: address.province } : {}),
    postalCode: address.postalCode,
    countryCode: address.countryCode,
    phone: address.phone,
  };
}

/**
 * Express checkout (spec: signed in, a saved main card, straight to summary): the default shipping
 * address, the cart's shipping method (else standard), the default billing address (else the shipping
 * one) and the main card go onto the cart. 'unavailable' when the account lacks an address or a card.
 */
export async function prepareExpressCheckout(api: Api): Promise<'ready' | 'unavailable'> {
  const [account, cards] = await Promise.all([profile(api), api.call('savedCards')]);
  const addresses = account.consumerDetails.address;
  const shipping =
    addresses.find((address) => address.approachType === 'S' && address.main) ??
    addresses.find((address) => address.main) ??
    null;
  const billing = addresses.find((address) => address.approachType === 'B' && address.main) ?? shipping;
  const card = cards.paymentInstruments.find((saved) => saved.card.main && usable(saved));
  if (!shipping || !billing || !card) return 'unavailable';

  const cart = await api.setShippingAddress({
    ...cartAddress(shipping),
    email: account.consumerDetails.email,
  });
  const shipment: Cart['shipments'][number] | undefined = cart.shipments[0];
  if (!shipment?.shippingMethod) {
    const methods = shipment?.applicableShippingMethods ?? [];
    const method = methods.find((candidate) => candidate.code === 'standard') ?? methods[0];
    await api.setShippingMethod(method?.code ?? 'standard');
  }
  await api.setBillingAddress(cartAddress(billing));
  await api.withCart((basketId) =>
    api.call('addPaymentInstrument', {
      params: { basketId },
      body: { payment_method_id: 'CREDIT_CARD', payment_instrument_id: card.paymentInstrumentId },
    }),
  );
  return 'ready';
}
