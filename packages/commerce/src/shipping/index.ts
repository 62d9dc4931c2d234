export { applicableShippingMethods, DEFAULT_SHIPPING_METHOD, parseDeliveryTime } from './methods.ts';
