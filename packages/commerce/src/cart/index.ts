export { applyCoupon, removeCoupon } from './coupons.ts';
export { loadOwnCart } from './load.ts';
export * from './service.ts';
export { computeTotals, type TotalsInput } from './totals.ts';
export { cartView, SHIPMENT_ID } from './view.ts';
