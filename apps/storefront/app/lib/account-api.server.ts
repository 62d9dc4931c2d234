import type {
  ConsumerAddress,
  ConsumerProfile,
  Favorites,
  LoyaltyVouchers,
  ProfileUpdateRequest,
  StoreListResponse,
} from '@ridgeline/contracts';
import type { Api } from './api.server.ts';

/** The account area's API calls: favorites, contact us, in-store associates and the consumer's own records. */

const consumer = '/api/consumers-v3/consumer';

export function favorites(api: Api, page: { start?: number; count?: number } = {}) {
  return api.call<Favorites>('GET', '/api/wishlists/v2/favorites', { query: page });
}

export function addFavorite(api: Api, productId: string) {
  return api.call<Favorites>('POST', '/api/wishlists/v2/favorites', {
    body: { id: productId, qty: 1, itemType: 'product' },
  });
}

export function removeFavorite(api: Api, favoriteId: string, itemId: string) {
  return api.call<Favorites>(
    'DELETE',
    `/api/wishlists/v2/favorites/${encodeURIComponent(favoriteId)}/items/${encodeURIComponent(itemId)}`,
  );
}

export function shareFavorites(api: Api, favoriteId: string) {
  return api.call<{ favoriteId: string; shareToken: string }>(
    'POST',
    `/api/wishlists/v2/favorites/${encodeURIComponent(favoriteId)}/share`,
  );
}

export function sharedFavorites(api: Api, favoriteId: string, shareToken: string) {
  return api.call<Favorites>('GET', `/api/wishlists/v2/favorites/${encodeURIComponent(favoriteId)}/share`, {
    query: { shareToken },
  });
}

export interface ContactCategory {
  category: string;
  label: string;
  subjects: { subject: string; label: string }[];
}

export function contactCategories(api: Api) {
  return api.call<{ categories: ContactCategory[] }>('GET', '/api/consumers-v3/contactus/categorySubject');
}

export function contactUs(api: Api, body: Record<string, string | undefined>) {
  return api.call<{ caseId: string }>('POST', '/api/consumers-v3/contactus', { body });
}

export function stores(api: Api) {
  return api.call<StoreListResponse>('GET', '/api/consumers-v3/utilities/stores');
}

export function storeEmployees(api: Api, storeId: string) {
  return api.call<{
    storeId: string;
    employees: { storeEmployeeId: string; firstName: string; lastName: string }[];
  }>('GET', `/api/consumers-v3/utilities/stores/${encodeURIComponent(storeId)}/employees`);
}

export function readProfile(api: Api) {
  return api.call<ConsumerProfile>('GET', `${consumer}/profile`, {
    query: { includeLoyaltySummary: 'true' },
  });
}

export function updateProfile(api: Api, body: ProfileUpdateRequest) {
  return api.call<ConsumerProfile>('PUT', `${consumer}/profile`, { body });
}

export function acceptEmployeeTerms(api: Api) {
  return api.call<{ isEmployeeDiscountTCAccepted: boolean }>('POST', `${consumer}/employee/terms`, {
    body: { accepted: true },
  });
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
  return api.call<{ countryCode: string; rules: Record<string, AddressRule> }>(
    'GET',
    `/api/consumers-v3/utilities/addressRules/${encodeURIComponent(countryCode)}`,
  );
}

export function saveAddress(api: Api, address: Record<string, unknown>, addressId?: string) {
  return api.call<{ addressId: string; address: ConsumerAddress[] }>(
    addressId ? 'PUT' : 'POST',
    addressId ? `${consumer}/address/${encodeURIComponent(addressId)}` : `${consumer}/address`,
    { body: { address } },
  );
}

export function deleteAddress(api: Api, addressId: string) {
  return api.call<unknown>('DELETE', `${consumer}/address/${encodeURIComponent(addressId)}`);
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
  return api.call<{ paymentInstruments: SavedCard[] }>('GET', `${consumer}/payment_instruments`);
}

export function saveCard(api: Api, token: string, altcha: string, main: boolean) {
  return api.call<unknown>('POST', `${consumer}/payment_instruments`, {
    body: { payment_method_id: 'CREDIT_CARD', card: { token, main }, altcha },
  });
}

export function makeCardMain(api: Api, paymentInstrumentId: string) {
  return api.call<unknown>(
    'PATCH',
    `${consumer}/payment_instruments/${encodeURIComponent(paymentInstrumentId)}`,
    {
      body: { main: true },
    },
  );
}

export function deleteCard(api: Api, paymentInstrumentId: string) {
  return api.call<unknown>(
    'DELETE',
    `${consumer}/payment_instruments/${encodeURIComponent(paymentInstrumentId)}`,
  );
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
  return api.call<{ subscriptions: Subscription[] }>('GET', `${consumer}/subscription`);
}

export function setSubscriptions(api: Api, changes: { type: string; channel: string; optin: boolean }[]) {
  return api.call<{ subscriptions: Subscription[] }>('PUT', `${consumer}/subscription`, {
    body: { subscriptions: changes },
  });
}

export function setNotifications(api: Api, channels: { email: boolean; sms: boolean }) {
  return api.call<{ email: boolean; sms: boolean }>('PUT', `${consumer}/notification`, { body: channels });
}

export function enrolLoyalty(api: Api) {
  return api.call<{ memberId: string; points: number }>('POST', `${consumer}/loyalty/token`, { body: {} });
}

export function loyaltyWelcome(api: Api) {
  return api.call<{ memberId: string; welcomePoints: number; message: string }>(
    'GET',
    `${consumer}/loyalty/promo/welcome`,
  );
}

/** The signed-in member's points and vouchers; null for guests, non-members and when it cannot be read. */
export function loyaltyVouchers(api: Api): Promise<LoyaltyVouchers | null> {
  return api.call<LoyaltyVouchers>('GET', `${consumer}/loyalty/vouchers`).catch(() => null);
}

export function openWarrantyCase(api: Api, body: Record<string, string | undefined>) {
  return api.call<{ caseId: string }>('POST', `${consumer}/warranty`, { body });
}

export function retrieveUserData(api: Api) {
  return api.call<unknown>('POST', `${consumer}/retrieveUserData`, { body: {} });
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
    const list = await api.call<{ saveForLaterId: string; items: unknown[] }>(
      'GET',
      '/api/wishlists/v2/saveForLater',
      {
        query: { count: 1 },
      },
    );
    return list.items.length > 0 ? list.saveForLaterId : null;
  } catch {
    return null;
  }
}
