import type { ShippingMethod, ShippingMethodCode, SiteId } from '@ridgeline/contracts';
import { labelOf } from '../shared/labels.ts';

export interface ShippingRate {
  code: 'standard' | 'express';
  deliveryTime: string;
  /** An owner may switch a method off for a site (decision 079); the defaults are all on. */
  enabled: boolean;
  price: number;
  /** Merchandise total from which this method is free; null when never free. */
  freeFrom: number | null;
}

/**
 * Home-delivery rates per site, in the site's currency's minor units: the defaults, which an owner's
 * changes (`shipping_rate_overrides`, overrides.ts) replace.
 */
export const DEFAULT_SHIPPING_RATES: Readonly<Record<SiteId, readonly ShippingRate[]>> = {
  us: [
    { code: 'standard', deliveryTime: '3-5', enabled: true, price: 800, freeFrom: 7500 },
    { code: 'express', deliveryTime: '1-2', enabled: true, price: 2000, freeFrom: null },
  ],
  ca: [
    { code: 'standard', deliveryTime: '3-7', enabled: true, price: 1200, freeFrom: 10000 },
    { code: 'express', deliveryTime: '1-3', enabled: true, price: 2500, freeFrom: null },
  ],
  gb: [
    { code: 'standard', deliveryTime: '2-4', enabled: true, price: 495, freeFrom: 6000 },
    { code: 'express', deliveryTime: '1', enabled: true, price: 995, freeFrom: null },
  ],
  eu: [
    { code: 'standard', deliveryTime: '3-5', enabled: true, price: 595, freeFrom: 7000 },
    { code: 'express', deliveryTime: '1-2', enabled: true, price: 1295, freeFrom: null },
  ],
};

/** A method's name in the locale's language (catalogue `label.shipping.<code>`). */
const methodLabel = (code: string, locale: string) => labelOf(locale, `label.shipping.${code}`, code);

/** Store deliveries are free: collected today, or shipped to the store in a few days; e-gift cards by email. */
const STORE_DELIVERY_TIME: Record<string, string> = {
  pickup: 'same day',
  pudo: 'same day',
  sts: '3-5',
  digital: 'same day',
  /** Customs are made to order (decision 045): 15 to 20 business days, 3 to 4 weeks. */
  customs: '15-20',
};

export function storeMethod(code: ShippingMethodCode, locale: string): ShippingMethod {
  return {
    code,
    label: methodLabel(code, locale),
    deliveryTime: STORE_DELIVERY_TIME[code] ?? '3-5',
    price: { amount: 0 },
  };
}

export const DEFAULT_SHIPPING_METHOD: ShippingMethodCode = 'standard';

/**
 * Where express delivery does not reach (remote states and territories, Scottish islands): the carrier
 * only offers standard there. By province, or by the outward part of the postcode.
 */
const NO_EXPRESS: Record<string, { provinces?: string[]; outwardCodes?: RegExp }> = {
  US: { provinces: ['AK', 'HI', 'PR', 'GU', 'VI', 'AS', 'MP'] },
  CA: { provinces: ['YT', 'NT', 'NU'] },
  GB: { outwardCodes: /^(HS\d|ZE\d|KW1[5-7])/ },
};

type Destination = { countryCode: string; province?: string | undefined; postalCode: string } | null;

/** Whether express delivery reaches this address (any address until one is given). */
export function expressReaches(destination: Destination): boolean {
  if (!destination) return true;
  const rule = NO_EXPRESS[destination.countryCode.toUpperCase()];
  if (!rule) return true;
  if (rule.provinces?.includes((destination.province ?? '').toUpperCase())) return false;
  const compact = destination.postalCode.replace(/\s+/g, '').toUpperCase();
  const outward = compact.slice(0, Math.max(0, compact.length - 3));
  return !rule.outwardCodes?.test(outward);
}

/**
 * Home-delivery methods a cart of this merchandise total can use at this destination, cheapest first:
 * from the site's rates (`shippingRatesOf`), without the switched-off ones, and express is left out where
 * it does not reach.
 */
export function applicableShippingMethods(
  rates: readonly ShippingRate[],
  locale: string,
  itemTotal: number,
  destination: Destination = null,
): ShippingMethod[] {
  const express = expressReaches(destination);
  return rates
    .filter((rate) => rate.enabled && (express || rate.code !== 'express'))
    .map((rate) => ({
      code: rate.code,
      label: methodLabel(rate.code, locale),
      deliveryTime: rate.deliveryTime,
      price: { amount: rate.freeFrom !== null && itemTotal >= rate.freeFrom ? 0 : rate.price },
    }));
}

/**
 * Business days until delivery, the spec's rule: "same day" is 0, a range such as "2-3"
 * counts as its first digit, anything else 1.
 */
export function parseDeliveryTime(deliveryTime: string): number {
  if (/same\s*day/i.test(deliveryTime)) return 0;
  const digit = deliveryTime.match(/\d/);
  return digit ? Number(digit[0]) : 1;
}
