import type { Order, PurchaseHistory, TrackOrderResponse } from '@ridgeline/contracts';
import type { Api, ApiFile } from './api.server.ts';

/** The calls of the pages after the order. `st` is a guest's lookup token; a signed-in owner needs none. */
const orderPath = (orderNumber: string) =>
  `/api/consumers-v3/consumer/purchase/${encodeURIComponent(orderNumber)}`;

export function trackOrder(api: Api, email: string, orderNumber: string) {
  return api.call<TrackOrderResponse>('POST', '/api/consumers-v3/consumer/TrackOrder', {
    body: { email, orderNumber },
  });
}

export function readOrder(api: Api, orderNumber: string, st: string | null) {
  return api.call<Order>('GET', orderPath(orderNumber), { query: { st } });
}

export function cancelOrder(api: Api, orderNumber: string, st: string | null) {
  return api.call<Order>('POST', '/api/consumers-v3/consumer/CancelOrder', {
    body: { orderNumber, ...(st ? { st } : {}) },
  });
}

/** Sends an e-gift card's email again (to a corrected address when given); the card gets a new number. */
export function resendGiftCardEmail(
  api: Api,
  orderNumber: string,
  st: string | null,
  itemId: string,
  recipientEmail: string,
) {
  return api.call<Order>('POST', '/api/consumers-v3/consumer/resendGiftCardEmail', {
    body: { orderNumber, itemId, recipientEmail, ...(st ? { st } : {}) },
  });
}

export function returnLabel(api: Api, orderNumber: string, st: string | null) {
  return api.call<ApiFile>(
    'POST',
    `/api/consumers-v3/consumer/return/${encodeURIComponent(orderNumber)}/returnLabel`,
    { body: st ? { st } : {}, binary: true },
  );
}

export function invoice(api: Api, orderNumber: string, st: string | null) {
  return api.call<ApiFile>('POST', '/api/consumers-v3/consumer/purchase/invoice/download', {
    body: { orderNumber, ...(st ? { st } : {}) },
    binary: true,
  });
}

export function purchaseHistory(api: Api, pageNumber: number, pageSize = 10) {
  return api.call<PurchaseHistory>('POST', '/api/consumers-v3/consumer/purchasehistory', {
    body: { pageNumber, pageSize },
  });
}
