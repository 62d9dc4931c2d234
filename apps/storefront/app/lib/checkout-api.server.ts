import type {
  Cart,
  GiftOption,
  Order,
  OrderGiftOption,
  SaveForLater,
  StoreAvailabilityResponse,
  StoreSearchResponse,
} from '@ridgeline/contracts';
import type { Api } from './api.server.ts';

/** The cart, coupon, delivery and payment calls of the cart and checkout pages (spec section 7, Cart). */

export function applyCoupon(api: Api, code: string) {
  return api.withCart((cartId) => api.call<Cart>('PUT', '/api/cart/v1/coupon', { body: { cartId, code } }));
}

export function removeCoupon(api: Api, code: string) {
  return api.withCart((cartId) =>
    api.call<Cart>('DELETE', '/api/cart/v1/coupon', { body: { cartId, code } }),
  );
}

/** Changes a line: its quantity, its store (null: back to home delivery) or its gift option (null: none). */
export function changeItem(
  api: Api,
  itemId: string,
  change: { qty: number; storeId?: string | null; giftOption?: GiftOption | null },
) {
  return api.withCart((cartId) =>
    api.call<Cart>('PUT', `/api/cart/v1/cart/${cartId}/item`, { body: { cartId, itemId, ...change } }),
  );
}

/** The order's gift option (on its home shipment); null removes it. */
export function setOrderGiftOption(api: Api, giftOption: OrderGiftOption | null) {
  return api.withCart((basketId) =>
    giftOption
      ? api.call<Cart>('PUT', `/api/cart/v1/cart/${basketId}/giftOption`, { body: giftOption })
      : api.call<Cart>('DELETE', `/api/cart/v1/cart/${basketId}/giftOption`),
  );
}

export function savedForLater(api: Api) {
  return api.call<SaveForLater>('GET', '/api/cart/v2/saveForLater');
}

export function saveForLater(api: Api, itemId: string) {
  return api.withCart((cartId) =>
    api.call<{ cart: Cart; saveForLater: SaveForLater }>('PUT', '/api/cart/v2/saveForLater', {
      body: { cartId, itemId },
    }),
  );
}

export function moveBackToCart(api: Api, saveForLaterId: string, itemId: string) {
  return api.withCart((basketId) =>
    api.call<{ cart: Cart; saveForLater: SaveForLater }>(
      'POST',
      `/api/cart/v2/cart/${basketId}/saveForLater`,
      {
        body: { saveForLaterId, itemId },
      },
    ),
  );
}

export function removeSaved(api: Api, saveForLaterId: string, itemId: string) {
  return api.call<SaveForLater>(
    'DELETE',
    `/api/cart/v2/saveForLater/${encodeURIComponent(saveForLaterId)}/items/${encodeURIComponent(itemId)}`,
  );
}

export function searchStores(api: Api, where: { postalCode?: string; city?: string }) {
  return api.call<StoreSearchResponse>('POST', '/api/stores/v1/search', { body: { ...where, limit: 8 } });
}

export function storeStock(api: Api, productId: string, upc: string, storeIds: string[]) {
  return api.call<StoreAvailabilityResponse>(
    'POST',
    `/api/products/v1/products/${encodeURIComponent(productId)}/availability`,
    { body: { storeIds, upc } },
  );
}

export function giftCardBalance(api: Api, giftCardNumber: string) {
  return api.call<{ maskedNumber: string; balance: number; currency: string; expiresAt: string | null }>(
    'POST',
    '/api/cart/v1/giftcard/balance',
    { body: { giftCardNumber } },
  );
}

export function addGiftCard(api: Api, number: string) {
  return api.withCart((basketId) =>
    api.call<Cart>('POST', `/api/cart/v1/cart/${basketId}/paymentInstruments`, {
      body: { payment_method_id: 'GIFT_CARD', giftCard: { number } },
    }),
  );
}

/** A reward code, the shopper's reward card or the athlete allowance as a payment instrument (decision 044). */
export function addRewardInstrument(
  api: Api,
  body:
    | { payment_method_id: 'REWARD_CODE'; rewardCode: { code: string } }
    | { payment_method_id: 'REWARD_CARD'; rewardCard: { number: string } }
    | { payment_method_id: 'ATHLETES_PAYMENT' },
) {
  return api.withCart((basketId) =>
    api.call<Cart>('POST', `/api/cart/v1/cart/${basketId}/paymentInstruments`, { body }),
  );
}

export function addBnplPlan(api: Api, sessionID: string) {
  return api.withCart((basketId) =>
    api.call<Cart>('POST', `/api/cart/v1/cart/${basketId}/paymentInstruments`, {
      body: { payment_method_id: 'BNPL', bnpl: { sessionID } },
    }),
  );
}

export function paymentMethods(api: Api) {
  return api.withCart((basketId) =>
    api.call<{
      paymentMethods: { id: string; name: string; applicable: boolean; reason: string | null }[];
    }>('GET', `/api/cart/v1/cart/${basketId}/paymentMethods`),
  );
}

export function startBnplSession(api: Api) {
  return api.withCart((basketId) =>
    api.call<{ sessionID: string; amount: number; currency: string; action: { url: string } }>(
      'GET',
      '/api/cart/v1/paymentSession',
      { query: { basketId, paymentMethodId: 'BNPL' } },
    ),
  );
}

export function applyReward(api: Api, points: number | null) {
  return api.withCart((basketId) =>
    api.call<Cart>('PUT', `/api/cart/v1/cart/${basketId}/reward`, {
      body: { appliedLoyaltyVoucher: points === null ? null : { points } },
    }),
  );
}

/** Completes an order held for 3-D Secure with the challenge page's result. */
export function finaliseOrder(api: Api, orderNumber: string, threeDS2Result: string) {
  return api.call<Order>('PATCH', `/api/cart/v2/checkout/order/${encodeURIComponent(orderNumber)}`, {
    body: { paymentMethod: { code: 'CREDIT_CARD', additionalData: { threeDS2Result } } },
  });
}
