/**
 * Phone numbers (catalogue-discovery spec, section 5): only digits are kept; a number is split into
 * dial code, national number and mask by matching country dial codes and the mask's digit count
 * (the number of X). Numbers are written with a leading plus; UK numbers drop the trunk zero.
 */

export interface CountryPhone {
  /** ISO 3166-1 alpha-2 code. */
  code: string;
  name: string;
  /** Digits only, without the plus. */
  dialCode: string;
  /** X marks a digit, e.g. (XXX) XXX - XXXX. */
  mask: string;
}

export const NORTH_AMERICA_MASK = '(XXX) XXX - XXXX';
export const DEFAULT_MASK = 'XXXX - XXX - XXX';

/** The countries the storefront sells to or lists for contact numbers, with their masks. */
export const PHONE_COUNTRIES: readonly CountryPhone[] = [
  { code: 'US', name: 'United States', dialCode: '1', mask: NORTH_AMERICA_MASK },
  { code: 'CA', name: 'Canada', dialCode: '1', mask: NORTH_AMERICA_MASK },
  { code: 'GB', name: 'United Kingdom', dialCode: '44', mask: 'XXXX XXX XXX' },
  { code: 'DE', name: 'Germany', dialCode: '49', mask: 'XXXX XXXXXXX' },
  { code: 'FR', name: 'France', dialCode: '33', mask: 'X XX XX XX XX' },
  { code: 'IE', name: 'Ireland', dialCode: '353', mask: 'XX XXX XXXX' },
  { code: 'ES', name: 'Spain', dialCode: '34', mask: 'XXX XX XX XX' },
  { code: 'IT', name: 'Italy', dialCode: '39', mask: 'XXX XXX XXXX' },
  { code: 'NL', name: 'Netherlands', dialCode: '31', mask: 'X XX XX XX XX' },
  { code: 'BE', name: 'Belgium', dialCode: '32', mask: 'XXX XX XX XX' },
  { code: 'AT', name: 'Austria', dialCode: '43', mask: 'XXX XXXXXXX' },
  { code: 'CH', name: 'Switzerland', dialCode: '41', mask: 'XX XXX XX XX' },
  { code: 'PT', name: 'Portugal', dialCode: '351', mask: 'XXX XXX XXX' },
  { code: 'SE', name: 'Sweden', dialCode: '46', mask: 'XX XXX XX XX' },
  { code: 'DK', name: 'Denmark', dialCode: '45', mask: 'XX XX XX XX' },
  { code: 'NO', name: 'Norway', dialCode: '47', mask: 'XXX XX XXX' },
  { code: 'PL', name: 'Poland', dialCode: '48', mask: 'XXX XXX XXX' },
];

export interface ParsedPhone {
  /** Digits only, e.g. '44'. */
  dialCode: string;
  /** Digits only, without dial code or trunk zero. */
  nationalNumber: string;
  mask: string;
  /** The first country with this dial code and digit count (US before CA for +1). */
  countryCode: string;
}

export const digitsOnly = (input: string): string => input.replace(/\D/g, '');

export const maskDigitCount = (mask: string): number => (mask.match(/X/g) ?? []).length;

export function countryPhone(code: string): CountryPhone | undefined {
  return PHONE_COUNTRIES.find((country) => country.code === code.toUpperCase());
}

/** The mask for a country: its own, or the region's default. */
export function maskFor(code: string): string {
  const country = countryPhone(code);
  if (country) return country.mask;
  return ['US', 'CA'].includes(code.toUpperCase()) ? NORTH_AMERICA_MASK : DEFAULT_MASK;
}

/**
 * Splits a number typed with its country code (any punctuation) into its parts. Longer dial codes are
 * tried first so that +353 is not read as +35. Ten digits with no match are a North-American number.
 */
export function parsePhone(
  input: string,
  countries: readonly CountryPhone[] = PHONE_COUNTRIES,
): ParsedPhone | null {
  const digits = digitsOnly(input);
  if (!digits) return null;
  const byLength = [...countries].sort((a, b) => b.dialCode.length - a.dialCode.length);
  for (const country of byLength) {
    if (!digits.startsWith(country.dialCode)) continue;
    let national = digits.slice(country.dialCode.length);
    const expected = maskDigitCount(country.mask);
    if (national.length === expected + 1 && national.startsWith('0')) national = national.slice(1);
    if (national.length === expected) {
      return {
        dialCode: country.dialCode,
        nationalNumber: national,
        mask: country.mask,
        countryCode: country.code,
      };
    }
  }
  if (digits.length === 10) {
    return { dialCode: '1', nationalNumber: digits, mask: NORTH_AMERICA_MASK, countryCode: 'US' };
  }
  return null;
}

/** Puts digits into a mask's X slots; digits beyond the mask are appended, missing ones left out. */
export function formatWithMask(nationalNumber: string, mask: string): string {
  const digits = digitsOnly(nationalNumber);
  let index = 0;
  let out = '';
  for (const char of mask) {
    if (char === 'X') {
      if (index >= digits.length) break;
      out += digits[index++];
    } else if (index < digits.length) {
      out += char;
    }
  }
  return (out + digits.slice(index)).trim();
}

/** International form: '+' dial code national number; the UK trunk zero is dropped. */
export function toInternational(dialCode: string, nationalNumber: string): string {
  const dial = digitsOnly(dialCode);
  let national = digitsOnly(nationalNumber);
  if (dial === '44' && national.startsWith('0')) national = national.slice(1);
  return `+${dial}${national}`;
}
