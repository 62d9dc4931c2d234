import { countryOfLocale, type Locale, type LocaleSignup, localeSignup } from './sites.ts';
import type { CountryCode } from './validation-rules.ts';

/**
 * Sign-up configuration per country (shopping core, section 5: the minimal age varies by country). Ages
 * follow the local age of digital consent (decision 021). What the form requires is per locale, in the site
 * table (`localeSignup`, decision 090).
 */
export const SIGNUP_RULES: Record<CountryCode, { minAge: number }> = {
  US: { minAge: 13 },
  CA: { minAge: 13 },
  GB: { minAge: 13 },
  DE: { minAge: 16 },
  FR: { minAge: 15 },
};

/** A locale's sign-up rules: its country's minimal age and what its form requires. */
export interface SignupRules extends LocaleSignup {
  minAge: number;
  country: CountryCode;
}

export function signupRulesOf(locale: Locale): SignupRules {
  const country = countryOfLocale(locale) as CountryCode;
  return { ...localeSignup(locale), minAge: SIGNUP_RULES[country].minAge, country };
}

/** Nobody born before this date can sign up (the form's minimum date). */
export const MIN_BIRTH_DATE = '1900-01-01';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MESSAGE = 'Password does not meet requirements.';

/** At least 8 characters with an uppercase letter, a lowercase letter and a digit. */
export function passwordProblem(password: string): 'tooShort' | 'weak' | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (!/\p{Lu}/u.test(password) || !/\p{Ll}/u.test(password) || !/\d/.test(password)) return 'weak';
  return null;
}

/** The latest birth date allowed on `today` (YYYY-MM-DD) for a minimal age. */
export function latestBirthDate(today: string, minAge: number): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const year = y - minAge;
  // 29 February becomes 28 February in a year that has none.
  const day = m === 2 && d === 29 && !(year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)) ? 28 : d;
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
