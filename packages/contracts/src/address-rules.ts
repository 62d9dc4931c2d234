import type { CountryCode } from './validation-rules.ts';

/**
 * Address rules per country (shopping core, section 5): the defaults, overridden per country. Rule kinds
 * are the spec's: required, exact length, min length, max length, pattern. Kept as data so that the
 * storefront and the API validate the same way and a new country is one entry.
 */
export interface FieldRule {
  required: boolean;
  exactLength?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  /** Message key shown when the pattern fails. */
  patternMessage?: string;
}

/** The fields of a postal address (what an address book keeps). */
export const POSTAL_ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'addressLine1',
  'addressLine2',
  'city',
  'province',
  'postalCode',
  'countryCode',
  'phone',
] as const;
/** A checkout address: the postal fields and the contact email. */
export const ADDRESS_FIELDS = [...POSTAL_ADDRESS_FIELDS, 'email'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressRules = Record<AddressField, FieldRule>;

export const DEFAULT_ADDRESS_RULES: AddressRules = {
  firstName: { required: true, minLength: 2, maxLength: 30 },
  lastName: { required: true, minLength: 2, maxLength: 30 },
  addressLine1: { required: true, minLength: 1, maxLength: 30 },
  addressLine2: { required: false, maxLength: 30 },
  city: { required: true, minLength: 1, maxLength: 30 },
  province: { required: false, maxLength: 30 },
  postalCode: { required: true },
  countryCode: { required: true, exactLength: 2 },
  phone: { required: true },
  email: { required: true, maxLength: 100 },
};

const OVERRIDES: Record<CountryCode, Partial<AddressRules>> = {
  US: {
    province: { required: true, exactLength: 2, pattern: '^[A-Z]{2}$', patternMessage: 'State is not valid' },
    postalCode: { required: true, pattern: '^\\d{5}(-\\d{4})?$', patternMessage: 'Postal code is not valid' },
    phone: {
      required: true,
      exactLength: 10,
      pattern: '^[2-9]\\d{9}$',
      patternMessage: 'A valid phone number is required',
    },
  },
  CA: {
    province: {
      required: true,
      exactLength: 2,
      pattern: '^[A-Z]{2}$',
      patternMessage: 'Province is not valid',
    },
    postalCode: {
      required: true,
      maxLength: 7,
      pattern: '^[ABCEGHJ-NPRSTVXY]\\d[ABCEGHJ-NPRSTV-Z] ?\\d[ABCEGHJ-NPRSTV-Z]\\d$',
      patternMessage: 'Postal code is not valid',
    },
    phone: {
      required: true,
      exactLength: 10,
      pattern: '^[2-9]\\d{9}$',
      patternMessage: 'A valid phone number is required',
    },
  },
  GB: {
    postalCode: {
      required: true,
      maxLength: 8,
      pattern: '^[A-Za-z]{1,2}\\d[A-Za-z\\d]? ?\\d[A-Za-z]{2}$',
      patternMessage: 'Postal code is not valid',
    },
    phone: {
      required: true,
      minLength: 10,
      maxLength: 11,
      pattern: '^0?\\d{10}$',
      patternMessage: 'A valid phone number is required',
    },
  },
  DE: {
    postalCode: {
      required: true,
      exactLength: 5,
      pattern: '^\\d{5}$',
      patternMessage: 'Postal code is not valid',
    },
    phone: {
      required: true,
      minLength: 10,
      maxLength: 12,
      pattern: '^0?\\d{10,11}$',
      patternMessage: 'A valid phone number is required',
    },
  },
  FR: {
    postalCode: {
      required: true,
      exactLength: 5,
      pattern: '^\\d{5}$',
      patternMessage: 'Postal code is not valid',
    },
    phone: {
      required: true,
      minLength: 9,
      maxLength: 10,
      pattern: '^0?\\d{9}$',
      patternMessage: 'A valid phone number is required',
    },
  },
};

/** The rules for a country; the locale is accepted so that a locale-specific override can be added. */
export function addressRules(countryCode: string, _locale?: string): AddressRules {
  const overrides = OVERRIDES[countryCode.toUpperCase() as CountryCode] ?? {};
  return { ...DEFAULT_ADDRESS_RULES, ...overrides };
}

export interface AddressIssue {
  field: AddressField;
  problem: string;
}

/** Every rule a value breaks, in field order; an empty list means the address passes. */
export function checkAddress(
  address: Partial<Record<AddressField, string | undefined>>,
  rules: AddressRules,
): AddressIssue[] {
  const issues: AddressIssue[] = [];
  for (const field of ADDRESS_FIELDS) {
    const rule = rules[field];
    const value = address[field]?.trim() ?? '';
    if (!value) {
      if (rule.required) issues.push({ field, problem: 'This field is required' });
      continue;
    }
    if (rule.exactLength !== undefined && value.length !== rule.exactLength) {
      issues.push({ field, problem: `Must be exactly ${rule.exactLength} characters` });
    } else if (rule.minLength !== undefined && value.length < rule.minLength) {
      issues.push({ field, problem: `Must be at least ${rule.minLength} characters` });
    } else if (rule.maxLength !== undefined && value.length > rule.maxLength) {
      issues.push({ field, problem: `Must be at most ${rule.maxLength} characters` });
    } else if (rule.pattern && !new RegExp(rule.pattern).test(value)) {
      issues.push({ field, problem: rule.patternMessage ?? 'Is not valid' });
    }
  }
  return issues;
}
