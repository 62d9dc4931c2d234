import type { Api } from './api.server.ts';

/** The calls of the pages after the order. `st` is a guest's lookup token; a signed-in owner needs none. */

export function trackOrder(api: Api, email: string, orderNumber: string) {
  return api.call('trackOrder', { body: { email, orderNumber } });
}

export function readOrder(api: Api, orderNumber: string, st: string | null) {
  return api.call('order', { params: { orderId: orderNumber }, query: { st } });
}

export function cancelOrder(api: Api, orderNumber: string, st: string | null) {
  return api.call('cancelOrder', { body: { orderNumber, ...(st ? { st } : {}) } });
}

/** Sends an e-gift card's email again (to a corrected address when given); the card gets a new number. */
export function resendGiftCardEmail(
  api: Api,
  orderNumber: string,
  st: string | null,
  itemId: string,
  recipientEmail: string,
) {
  return api.call('resendGiftCardEmail', {
    body: { orderNumber, itemId, recipientEmail, ...(st ? { st } : {}) },
  });
}

export function returnLabel(api: Api, orderNumber: string, st: string | null) {
  return api.call('returnLabel', { params: { orderId: orderNumber }, body: st ? { st } : {} });
}

export function invoice(api: Api, orderNumber: string, st: string | null) {
  return api.call('invoice', { body: { orderNumber, ...(st ? { st } : {}) } });
}

export function purchaseHistory(api: Api, pageNumber: number, pageSize = 10) {
  return api.call('purchaseHistory', { body: { pageNumber, pageSize } });
}
