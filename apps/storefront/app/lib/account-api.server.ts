import type { LoyaltyVouchers, ProfileUpdateRequest } from '@ridgeline/contracts';
import type { Api } from './api.server.ts';
import { formBody } from './api-operations.ts';

/** The account area's API calls: favorites, contact us, in-store associates and the consumer's own records. */

export function favorites(api: Api, page: { start?: number; count?: number } = {}) {
  return api.call('favorites', { query: page });
}

export function addFavorite(api: Api, productId: string) {
  return api.call('addFavorite', { body: { id: productId, qty: 1, itemType: 'product' } });
}

export function removeFavorite(api: Api, favoriteId: string, itemId: string) {
  return api.call('removeFavorite', { params: { favoriteId, itemId } });
}

export function shareFavorites(api: Api, favoriteId: string) {
  return api.call('shareFavorites', { params: { favoriteId } });
}

export function sharedFavorites(api: Api, favoriteId: string, shareToken: string) {
  return api.call('sharedFavorites', { params: { favoriteId }, query: { shareToken } });
}

export interface ContactCategory {
  category: string;
  label: string;
  subjects: { subject: string; label: string }[];
}

export function contactCategories(api: Api) {
  return api.call('contactCategories');
}

export function contactUs(api: Api, body: Record<string, string | undefined>) {
  return api.call('contactUs', { body: formBody('contactUs', body) });
}

export function stores(api: Api) {
  return api.call('stores');
}

export function storeEmployees(api: Api, storeId: string) {
  return api.call('storeEmployees', { params: { storeId } });
}

export function readProfile(api: Api) {
  return api.call('profile', { query: { includeLoyaltySummary: 'true' } });
}

export function updateProfile(api: Api, body: ProfileUpdateRequest) {
  return api.call('updateProfile', { body });
}

export function acceptEmployeeTerms(api: Api) {
  return api.call('acceptEmployeeTerms', { body: { accepted: true } });
}

export interface AddressRule {
  required: boolean;
  exactLength?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  patternMessage?: string;
}

export function addressRules(api: Api, countryCode: string) {
  return api.call('addressRules', { params: { countryCode } });
}

export function saveAddress(api: Api, address: Record<string, unknown>, addressId?: string) {
  return addressId
    ? api.call('updateAddress', { params: { addressId }, body: formBody('updateAddress', { address }) })
    : api.call('addAddress', { body: formBody('addAddress', { address }) });
}

export function deleteAddress(api: Api, addressId: string) {
  return api.call('deleteAddress', { params: { addressId } });
}

export interface SavedCard {
  paymentInstrumentId: string;
  card: {
    cardType: string;
    maskedNumber: string;
    last4: string;
    expirationMonth: number;
    expirationYear: number;
    holder: string;
    main: boolean;
  };
}

export function savedCards(api: Api) {
  return api.call('savedCards');
}

export function saveCard(api: Api, token: string, altcha: string, main: boolean) {
  return api.call('saveCard', { body: { payment_method_id: 'CREDIT_CARD', card: { token, main }, altcha } });
}

export function makeCardMain(api: Api, paymentInstrumentId: string) {
  return api.call('updateCard', { params: { paymentInstrumentId }, body: { main: true } });
}

export function deleteCard(api: Api, paymentInstrumentId: string) {
  return api.call('deleteCard', { params: { paymentInstrumentId } });
}

export interface Subscription {
  type: 'Newsletter' | 'LoyaltyNewsletter' | 'Loyalty';
  channel: 'email' | 'sms';
  optin: boolean;
  doubleOptin: boolean;
  recipient: string;
  optinDate: string | null;
  optoutDate: string | null;
}

export function subscriptions(api: Api) {
  return api.call('subscriptions');
}

export function setSubscriptions(api: Api, changes: { type: string; channel: string; optin: boolean }[]) {
  return api.call('setSubscriptions', { body: formBody('setSubscriptions', { subscriptions: changes }) });
}

export function setNotifications(api: Api, channels: { email: boolean; sms: boolean }) {
  return api.call('setNotifications', { body: channels });
}

export function enrolLoyalty(api: Api) {
  return api.call('enrolLoyalty', { body: {} });
}

export function loyaltyWelcome(api: Api) {
  return api.call('loyaltyWelcome');
}

/** The signed-in member's points and vouchers; null for guests, non-members and when it cannot be read. */
export function loyaltyVouchers(api: Api): Promise<LoyaltyVouchers | null> {
  return api.call('loyaltyVouchers').catch(() => null);
}

export function openWarrantyCase(api: Api, body: Record<string, string | undefined>) {
  return api.call('openWarrantyCase', { body: formBody('openWarrantyCase', body) });
}

export function retrieveUserData(api: Api) {
  return api.call('retrieveUserData', { body: {} });
}

/** The guest's favorites list, carried into the account at sign-in (guestObjects.favoriteId); null when none. */
export async function guestFavoriteId(api: Api): Promise<string | null> {
  try {
    return (await favorites(api, { count: 1 })).favoriteId;
  } catch {
    return null;
  }
}

/** The guest's saved-for-later list, carried into the account at sign-in (guestObjects.saveForLaterId). */
export async function guestSaveForLaterId(api: Api): Promise<string | null> {
  try {
    const list = await api.call('wishlistSaveForLater', { query: { count: 1 } });
    return list.items.length > 0 ? list.saveForLaterId : null;
  } catch {
    return null;
  }
}
