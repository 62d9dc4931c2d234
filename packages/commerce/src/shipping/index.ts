export { isPoBox, shipsTo, validateShippingAddress } from './address-validation.ts';
export * from './delivery.ts';
export {
  applicableShippingMethods,
  DEFAULT_SHIPPING_METHOD,
  expressReaches,
  parseDeliveryTime,
  storeMethod,
} from './methods.ts';
