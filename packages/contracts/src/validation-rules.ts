// Plain validation rules, without zod: the storefront's browser code imports these, and a module
// with zod schemas at its top level would bring zod (and its `new Function` probe) along.
/** The spec's generic validation messages (shopping core, section 5). */
export const VALIDATION_MESSAGES = {
  required: 'This field is required',
  email: 'Email is not valid',
  name: 'Name is not valid.',
  phone: 'A valid phone number is required',
  postalCode: 'Postal code is not valid',
  minLength: (min: number) => `Must be at least ${min} characters`,
  maxLength: (max: number) => `Must be at most ${max} characters`,
} as const;

const NAME_PATTERN = /^[\p{L}\p{M} ,.'`-]+$/u;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const COUNTRY_CODES = ['US', 'CA', 'GB', 'DE', 'FR'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

const NORTH_AMERICA: readonly string[] = ['US', 'CA'];

/** National number length (digits, without a leading trunk 0) per country. */
const PHONE_DIGITS: Record<CountryCode, readonly number[]> = {
  US: [10],
  CA: [10],
  GB: [10],
  DE: [10, 11],
  FR: [9],
};

const POSTAL_CODE_PATTERNS: Record<CountryCode, RegExp> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
};

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export function isValidName(value: string): boolean {
  return NAME_PATTERN.test(value);
}

/**
 * Phone rule of the spec: digits only; in North America exactly 10 digits starting with 2 to 9,
 * elsewhere the country's digit count (a leading trunk 0 is allowed and not counted).
 */
export function isValidPhone(countryCode: string, phone: string): boolean {
  if (!/^\d+$/.test(phone)) return false;
  if (NORTH_AMERICA.includes(countryCode)) return /^[2-9]\d{9}$/.test(phone);
  const digits = PHONE_DIGITS[countryCode as CountryCode];
  if (!digits) return phone.length >= 6 && phone.length <= 15;
  const national = phone.startsWith('0') ? phone.slice(1) : phone;
  return digits.includes(national.length);
}

export function isValidPostalCode(countryCode: string, postalCode: string): boolean {
  const pattern = POSTAL_CODE_PATTERNS[countryCode as CountryCode];
  return pattern ? pattern.test(postalCode.trim()) : postalCode.trim().length > 0;
}
