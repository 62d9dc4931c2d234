import type { GiftOption, OrderGiftOption } from '@ridgeline/contracts';
import type { Api } from './api.server.ts';

/** The cart, coupon, delivery and payment calls of the cart and checkout pages (spec section 7, Cart). */

export function applyCoupon(api: Api, code: string) {
  return api.withCart((cartId) => api.call('applyCoupon', { body: { cartId, code } }));
}

export function removeCoupon(api: Api, code: string) {
  return api.withCart((cartId) => api.call('removeCoupon', { body: { cartId, code } }));
}

/** Changes a line: its quantity, its store (null: back to home delivery) or its gift option (null: none). */
export function changeItem(
  api: Api,
  itemId: string,
  change: { qty: number; storeId?: string | null; giftOption?: GiftOption | null },
) {
  return api.withCart((basketId) =>
    api.call('updateItem', { params: { basketId }, body: { cartId: basketId, itemId, ...change } }),
  );
}

/** The order's gift option (on its home shipment); null removes it. */
export function setOrderGiftOption(api: Api, giftOption: OrderGiftOption | null) {
  return api.withCart((basketId) =>
    giftOption
      ? api.call('setOrderGiftOption', { params: { basketId }, body: giftOption })
      : api.call('removeOrderGiftOption', { params: { basketId } }),
  );
}

export function savedForLater(api: Api) {
  return api.call('savedForLater');
}

export function saveForLater(api: Api, itemId: string) {
  return api.withCart((cartId) => api.call('saveForLater', { body: { cartId, itemId } }));
}

export function moveBackToCart(api: Api, saveForLaterId: string, itemId: string) {
  return api.withCart((basketId) =>
    api.call('moveBackToCart', { params: { basketId }, body: { saveForLaterId, itemId } }),
  );
}

export function removeSaved(api: Api, saveForLaterId: string, itemId: string) {
  return api.call('removeSaved', { params: { saveForlaterId: saveForLaterId, itemId } });
}

export function searchStores(api: Api, where: { postalCode?: string; city?: string }) {
  return api.call('searchStores', { body: { ...where, limit: 8 } });
}

export function storeStock(api: Api, productId: string, upc: string, storeIds: string[]) {
  return api.call('storeAvailability', { params: { productId }, body: { storeIds, upc } });
}

export function giftCardBalance(api: Api, giftCardNumber: string) {
  return api.call('giftCardBalance', { body: { giftCardNumber } });
}

export function addGiftCard(api: Api, number: string) {
  return api.withCart((basketId) =>
    api.call('addPaymentInstrument', {
      params: { basketId },
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
  return api.withCart((basketId) => api.call('addPaymentInstrument', { params: { basketId }, body }));
}

export function addBnplPlan(api: Api, sessionID: string) {
  return api.withCart((basketId) =>
    api.call('addPaymentInstrument', {
      params: { basketId },
      body: { payment_method_id: 'BNPL', bnpl: { sessionID } },
    }),
  );
}

export function paymentMethods(api: Api) {
  return api.withCart((basketId) => api.call('paymentMethods', { params: { basketId } }));
}

export function startBnplSession(api: Api) {
  return api.withCart((basketId) =>
    api.call('paymentSession', { query: { basketId, paymentMethodId: 'BNPL' } }),
  );
}

export function applyReward(api: Api, points: number | null) {
  return api.withCart((basketId) =>
    api.call('applyReward', {
      params: { basketId },
      body: { appliedLoyaltyVoucher: points === null ? null : { points } },
    }),
  );
}

/** Completes an order held for 3-D Secure with the challenge page's result. */
export function finaliseOrder(api: Api, orderNumber: string, threeDS2Result: string, st: string | null) {
  return api.call('finaliseOrder', {
    params: { orderNumber },
    body: {
      paymentMethod: { code: 'CREDIT_CARD', additionalData: { threeDS2Result } },
      ...(st ? { st } : {}),
    },
  });
}

/**
 * Cancels an order waiting for its 3-D Secure challenge; its items come back in a new cart, which becomes
 * this browser's cart when the shopper owns the order. Answers whether they did.
 */
export async function cancelPendingOrder(api: Api, orderNumber: string, st: string | null) {
  const { basketId } = await api.call('cancelPendingOrder', {
    params: { orderNumber },
    body: st ? { st } : {},
  });
  if (basketId) api.session.setBasketId(api.site, basketId);
  return Boolean(basketId);
}
