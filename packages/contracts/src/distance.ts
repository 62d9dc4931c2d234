// Distances as shoppers read them (decision 091): miles on the sites whose country measures roads in
// miles (US, UK), kilometres elsewhere, the number written by the one number formatter. No zod here:
// browser code imports it.
import { formatTenths } from './money.ts';
import { type Locale, siteFacts, siteOfLocale } from './sites.ts';

export const KM_PER_MILE = 1.609344;

export function distanceUnit(locale: Locale): 'km' | 'mi' {
  return siteFacts(siteOfLocale(locale)).distanceUnit;
}

/** "2.3 mi" on en-us and en-gb, "2,3 km" on fr-fr: a distance in km, converted and written for the locale. */
export function formatDistance(km: number, locale: Locale): string {
  const unit = distanceUnit(locale);
  return `${formatTenths(unit === 'mi' ? km / KM_PER_MILE : km, locale)}\u00a0${unit}`;
}

/** The store locator's search radius: 100 of the locale's unit, in km (what the API takes). */
export function searchRadiusKm(locale: Locale): number {
  return distanceUnit(locale) === 'mi' ? Math.round(100 * KM_PER_MILE * 10) / 10 : 100;
}
