export { applyCoupon, removeCoupon } from './coupons.ts';
export { loadOwnCart } from './load.ts';
export { type MergeResult, mergeGuestCart } from './merge.ts';
export {
  addPaymentInstrument,
  MAX_GIFT_CARDS,
  paymentMethods,
  startPaymentSession,
} from './payment-instruments.ts';
export {
  addPriceAdjustment,
  changePriceAdjustment,
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
export * from './service.ts';
export { computeTotals, type TotalsInput } from './totals.ts';
export { cartView, SHIPMENT_ID } from './view.ts';
