import { isValidEmail, passwordProblem } from '@ridgeline/contracts';
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
