export {
  cancelPendingOrder,
  expirePendingOrders,
  finaliseOrder,
  PENDING_HOLD_MINUTES,
} from './finalise-order.ts';
export { DEFAULT_ATTEMPT_TIMEOUT_MS, orphanedAttempts, recoverPaymentAttempts } from './payment-attempts.ts';
export { type PlaceOrderHooks, type PlaceOrderInput, placeOrder } from './place-order.ts';
export { prepareOrder } from './prepare.ts';
export {
  DEFAULT_PLACE_ORDER_RISK,
  type PlaceOrderAttempt,
  type PlaceOrderChallengePolicy,
  type PlaceOrderRisk,
  type PlaceOrderRiskLimits,
  PlaceOrderScreening,
} from './screening.ts';
