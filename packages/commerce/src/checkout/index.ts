export { expirePendingOrders, finaliseOrder } from './finalise-order.ts';
export { type PlaceOrderHooks, type PlaceOrderInput, placeOrder } from './place-order.ts';
export { prepareOrder } from './prepare.ts';
