export { isPoBox, shipsTo, validateShippingAddress } from './address-validation.ts';
export * from './delivery.ts';
export {
  applicableShippingMethods,
  DEFAULT_SHIPPING_METHOD,
  DEFAULT_SHIPPING_RATES,
  expressReaches,
  parseDeliveryTime,
  type ShippingRate,
  storeMethod,
} from './methods.ts';
export {
  resetShippingMethod,
  shippingRatesOf,
  shippingSettingsOf,
  updateShippingMethod,
} from './overrides.ts';
