export { orderForOperator } from './admin-detail.ts';
export { pendingAuthenticationOrders, searchOrders } from './admin-list.ts';
export { claimGuestOrder } from './claim.ts';
export { orderConfirmationEmail } from './confirmation-email.ts';
export { forgetOrderContact, loyaltyPaymentsOf, recentOrdersOf } from './customer.ts';
export { invoicePdf, returnLabelPdf } from './documents.ts';
export { type OrderEventType, orderTimeline, recordOrderEvent } from './events.ts';
export {
  AWAITING_FULFILMENT,
  awaitingFulfilmentBySite,
  orderFiguresBetween,
  type SiteOrderFigures,
} from './figures.ts';
export { resendGiftCardEmail } from './gift-card-email.ts';
export { purchaseHistory, trackOrder } from './history.ts';
export { advanceFulfilment, cancelOrder, cancelOrderAsOperator, type FulfilmentStep } from './lifecycle.ts';
export { addOrderNote, type ResendableEmail, resendOrderEmail } from './notes.ts';
export {
  authoriseReturn,
  cancelReturn,
  receiveReturn,
  refundReturn,
  returnsOfOrder,
} from './order-returns.ts';
export { discountsByPromotion, giftCardPayments } from './promotion-figures.ts';
export { everOrdered, hasPurchased } from './purchases.ts';
export { getOrder, type OrderReader, readableBy } from './read.ts';
export {
  challengedPayment,
  findOrder,
  movePendingOrder,
  type OrderItemRow,
  type OrderPaymentRow,
  type OrderRow,
  orderItemsOf,
  recordOrder,
  setItemGiftCard,
  setOrderPaymentStatus,
  stalePendingOrders,
} from './record.ts';
export { type RefundInput, refundOrder } from './refunds.ts';
export { releaseOrder } from './release.ts';
export { createReturnLabel, downloadInvoice } from './returns.ts';
export {
  currentShipments,
  type FulfilShipmentInput,
  fulfilShipment,
  type OrderActor,
  type ShipmentStep,
} from './shipments.ts';
export {
  orderStatusEmail,
  PENDING_AUTHENTICATION_TEMPLATE,
  pendingAuthenticationEmail,
} from './status-emails.ts';
