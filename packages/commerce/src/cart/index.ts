export { loadOwnCart } from './load.ts';
export { type MergeResult, mergeGuestCart } from './merge.ts';
export * from './service.ts';
export { computeTotals, type TotalsInput } from './totals.ts';
export { cartView, SHIPMENT_ID } from './view.ts';
