import {
  COUNTRY_CODES,
  type CountryCode,
  formatWithMask,
  isIsoDate,
  isValidEmail,
  isValidName,
  isValidPhone,
  isValidPostalCode,
  latestBirthDate,
  MIN_BIRTH_DATE,
  maskDigitCount,
  passwordProblem,
  SIGNUP_RULES,
  signupRulesOf,
} from '@ridgeline/contracts';
import type { Locale } from './locale.ts';
import type { Translate } from './translate.ts';

/** Field checks shared by the identity forms' actions and their pages (spec 1 section 5). */
export function emailError(email: string, t: Translate): string | undefined {
  if (!email.trim()) return t('validation.required');
  if (email.trim().length > 100) return t('validation.maxLength', { max: 100 });
  if (!isValidEmail(email.trim())) return t('validation.email');
  return undefined;
}

export function newPasswordError(password: string, t: Translate): string | undefined {
  if (!password) return t('validation.required');
  const problem = passwordProblem(password);
  if (problem === 'tooShort') return t('identity.password.tooShort');
  if (problem === 'weak') return t('identity.password.weak');
  return undefined;
}

export function confirmationError(password: string, confirmation: string, t: Translate): string | undefined {
  if (!confirmation) return t('validation.required');
  return password === confirmation ? undefined : t('identity.password.mismatch');
}

export type FieldErrors = Record<string, string | undefined>;

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** The shop's country decides the sign-up rules (decision 021). */
export function countryOfLocale(locale: Locale): CountryCode {
  const country = locale.slice(3).toUpperCase();
  return (COUNTRY_CODES as readonly string[]).includes(country) ? (country as CountryCode) : 'US';
}

export interface SignupValues {
  simplified: boolean;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  birthDate: string;
  phoneCode: string;
  phone: string;
  postalCode: string;
  gender: string;
  newsletter: boolean;
  loyaltyTerms: boolean;
  optInAccepted: boolean;
  smsTermsAccepted: boolean;
  brandTerms: boolean;
  policy: boolean;
}

/**
 * The sign-up form's values in the browser, for the check before posting (no schema library in the
 * browser, decision 059); the action reads the post with `signupForm` (identity-forms.server.ts).
 */
export function readSignup(form: FormData): SignupValues {
  const raw = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const text = (name: string) => raw(name).trim();
  const checked = (name: string) => raw(name) === 'on' || raw(name) === 'true';
  return {
    simplified: raw('simplified') === '1',
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    password: raw('password'),
    confirmPassword: raw('confirmPassword'),
    birthDate: text('birthDate'),
    phoneCode: text('phoneCode'),
    phone: text('phone'),
    postalCode: text('postalCode'),
    gender: text('gender'),
    newsletter: checked('newsletter'),
    loyaltyTerms: checked('loyaltyTerms'),
    optInAccepted: checked('optInAccepted'),
    smsTermsAccepted: checked('smsTermsAccepted'),
    brandTerms: checked('brandTerms'),
    policy: checked('policy'),
  };
}

export const phoneDigits = (phone: string) => phone.replace(/[\s().-]/g, '');

/** The country whose phone rule applies to an account: its own (the API checks against it), else the shop's. */
export function accountCountry(countryCode: string | null | undefined, locale: Locale): CountryCode {
  const code = (countryCode ?? '').toUpperCase();
  return (COUNTRY_CODES as readonly string[]).includes(code)
    ? (code as CountryCode)
    : countryOfLocale(locale);
}

/**
 * One option per dial code for the phone-code selects: countries sharing one (United States and Canada: +1)
 * share the option, `country` named first. Two options with one value would both be marked selected in the
 * server's HTML, and the browser would show the last of them.
 */
export function dialCodeOptions(
  countries: readonly { code: string; name: string; dialCode: string }[],
  country: string,
): { dialCode: string; label: string }[] {
  const byDial = new Map<string, string[]>();
  for (const entry of countries) {
    const names = byDial.get(entry.dialCode) ?? [];
    if (entry.code === country) names.unshift(entry.name);
    else names.push(entry.name);
    byDial.set(entry.dialCode, names);
  }
  return [...byDial].map(([dialCode, names]) => ({ dialCode, label: `${names.join(' / ')} (${dialCode})` }));
}

/** A number shown in its country's mask ("(212) 555 - 0123") when it has the mask's digit count, else as typed. */
export function phoneInMask(phone: string, mask: string | undefined): string {
  const digits = phoneDigits(phone);
  if (!mask || !/^\d+$/.test(digits) || digits.length !== maskDigitCount(mask)) return phone;
  return formatWithMask(digits, mask);
}

export function nameError(value: string, t: Translate): string | undefined {
  if (!value) return t('validation.required');
  if (value.length > 30) return t('validation.maxLength', { max: 30 });
  return isValidName(value) ? undefined : t('validation.name');
}

export function phoneError(value: string, country: CountryCode, required: boolean, t: Translate) {
  if (!value) return required ? t('validation.required') : undefined;
  return isValidPhone(country, phoneDigits(value)) ? undefined : t('validation.phone');
}

/** The birth date's problem: missing when `required`, or out of the country's range. */
export function birthDateError(
  value: string,
  country: CountryCode,
  today: string,
  t: Translate,
  required = true,
) {
  const rules = SIGNUP_RULES[country];
  if (!value) return required ? t('identity.signup.birthDateMissing') : undefined;
  if (!isIsoDate(value) || value < MIN_BIRTH_DATE || value > latestBirthDate(today, rules.minAge)) {
    return t('identity.signup.birthDateInvalid', { age: rules.minAge });
  }
  return undefined;
}

/**
 * Section 5 sign-up rules for a locale (what its form requires, its country's minimal age); the same function
 * runs in the page (before posting) and in the action.
 */
export function validateSignup(values: SignupValues, locale: Locale, today: string, t: Translate) {
  const errors: FieldErrors = {
    email: emailError(values.email, t),
    password: newPasswordError(values.password, t),
    confirmPassword: confirmationError(values.password, values.confirmPassword, t),
  };
  if (values.simplified) return errors;
  const rules = signupRulesOf(locale);
  const country = rules.country;
  const mustCheck = t('identity.signup.mustCheck');
  Object.assign(errors, {
    firstName: nameError(values.firstName, t),
    lastName: nameError(values.lastName, t),
    birthDate: birthDateError(values.birthDate, country, today, t, rules.birthDateRequired),
    phone: phoneError(values.phone, country, rules.phoneRequired, t),
    gender: rules.genderRequired && !values.gender ? t('validation.required') : undefined,
    postalCode:
      values.postalCode && !isValidPostalCode(country, values.postalCode)
        ? t('validation.postalCode')
        : undefined,
    optInAccepted:
      values.optInAccepted && (!values.phone || phoneError(values.phone, country, true, t))
        ? t('identity.signup.smsNeedsPhone')
        : undefined,
    smsTermsAccepted: values.optInAccepted && !values.smsTermsAccepted ? mustCheck : undefined,
    brandTerms: values.brandTerms ? undefined : mustCheck,
    policy: values.policy ? undefined : mustCheck,
  });
  return errors;
}

/** The API's sign-up body for the form's values. */
export function signupBody(values: SignupValues) {
  if (values.simplified) return { simplified: true, email: values.email, password: values.password };
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    password: values.password,
    ...(values.birthDate ? { birthDate: values.birthDate } : {}),
    ...(values.phone ? { phone: phoneDigits(values.phone), phoneCode: values.phoneCode || undefined } : {}),
    ...(values.postalCode ? { postalCode: values.postalCode } : {}),
    ...(values.gender ? { gender: values.gender as 'F' | 'M' | 'X' } : {}),
    newsletter: values.newsletter,
    loyaltyTerms: values.loyaltyTerms,
    optInAccepted: values.optInAccepted,
    smsTermsAccepted: values.smsTermsAccepted,
    brandTerms: values.brandTerms,
    policy: values.policy,
    isTermsConfirmed: values.brandTerms && values.policy,
  };
}
