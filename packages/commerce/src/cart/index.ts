export { applyCoupon, removeCoupon } from './coupons.ts';
export { reconcileDelivery, reconcileShippingMethod } from './delivery.ts';
export { forgetCartContact } from './forget.ts';
export {
  type CartPaymentRow,
  loadCartPayments,
  loadOwnCart,
  OPEN_AMOUNT_METHODS,
  STORED_VALUE_METHODS,
} from './load.ts';
export { type MergeResult, mergeGuestCart } from './merge.ts';
export { closeCart, newestOpenCartId, type ReopenedOrder, reopenCart } from './order-handoff.ts';
export {
  addPaymentInstrument,
  dropDeclinedInstrument,
  MAX_GIFT_CARDS,
  paymentMethods,
  startPaymentSession,
} from './payment-instruments.ts';
export {
  addPriceAdjustment,
  changePriceAdjustment,
  DEFAULT_PRICE_ADJUSTMENT_MAX_PERCENT,
  type PriceAdjustmentLimits,
  priceAdjustmentMaxPercent,
  removePriceAdjustment,
  setDeviceFingerprint,
} from './price-adjustments.ts';
export { reserveWithItem } from './reserve.ts';
export { applyLoyaltyVoucher, LOYALTY_POINTS_METHOD } from './rewards.ts';
export {
  currentSaveForLater,
  mergeGuestSaveForLater,
  moveToCart,
  moveToSaveForLater,
  removeSavedItem,
  savedForLater,
  saveForLaterView,
} from './save-for-later.ts';
export type { CartActor } from './service.ts';
export * from './service.ts';
export { computeTotals, type TotalsInput } from './totals.ts';
export { allocatePayments, cartView, leftBesidesRewards, SHIPMENT_ID } from './view.ts';
