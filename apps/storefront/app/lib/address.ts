import { POSTAL_ADDRESS_FIELDS, shippingCountriesOf } from '@ridgeline/contracts';
import type { MessageKey } from './i18n.ts';
import type { Locale } from './locale.ts';

export type AddressField = (typeof POSTAL_ADDRESS_FIELDS)[number];
export type AddressValues = Partial<Record<AddressField | 'email', string>>;
export type FieldErrors = Partial<Record<AddressField | 'email', string>>;

/** Countries a site ships to, the locale's own first (from the sites table in contracts). */
export function countriesFor(locale: Locale): string[] {
  return shippingCountriesOf(locale);
}

export function countryLabelKey(code: string): MessageKey {
  return `country.${code}` as MessageKey;
}

/** Two addresses are the same when every address field matches (ignoring case and spaces). */
export function sameAddress(
  a: AddressValues | null | undefined,
  b: AddressValues | null | undefined,
): boolean {
  if (!a || !b) return false;
  const norm = (value: string | undefined) => (value ?? '').trim().toLowerCase();
  return POSTAL_ADDRESS_FIELDS.every((field) => norm(a[field]) === norm(b[field]));
}
