import { ADDRESS_FIELDS, addressSchema, emailSchema, VALIDATION_MESSAGES } from '@ridgeline/contracts';
import { z } from 'zod';
import type { AddressValues, FieldErrors } from './address.ts';
import type { Translate } from './translate.ts';

/** Maps the shared schema's English messages to the shopper's language. */
export function translateValidation(message: string, t: Translate): string {
  switch (message) {
    case VALIDATION_MESSAGES.required:
      return t('validation.required');
    case VALIDATION_MESSAGES.email:
      return t('validation.email');
    case VALIDATION_MESSAGES.name:
      return t('validation.name');
    case VALIDATION_MESSAGES.phone:
      return t('validation.phone');
    case VALIDATION_MESSAGES.postalCode:
      return t('validation.postalCode');
  }
  const min = /^Must be at least (\d+) characters$/.exec(message);
  if (min) return t('validation.minLength', { min: min[1]! });
  const max = /^Must be at most (\d+) characters$/.exec(message);
  if (max) return t('validation.maxLength', { max: max[1]! });
  return message;
}

export function readAddress(form: FormData, prefix = ''): AddressValues {
  const values: AddressValues = {};
  for (const field of ADDRESS_FIELDS) {
    const value = form.get(`${prefix}${field}`);
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}

type ParsedAddress = z.infer<typeof addressSchema>;

/** Validates an address (and the email when asked) with the schema the API also uses. */
export function validateAddress(
  values: AddressValues,
  t: Translate,
  options: { withEmail: boolean },
): { ok: true; address: ParsedAddress & { email?: string } } | { ok: false; errors: FieldErrors } {
  const input: Record<string, unknown> = { ...values };
  for (const optional of ['addressLine2', 'province'] as const) {
    if (!values[optional]?.trim()) delete input[optional];
  }
  if (!options.withEmail) delete input.email;
  const schema = options.withEmail ? addressSchema.and(z.object({ email: emailSchema })) : addressSchema;
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, address: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || field in errors) continue;
    errors[field as keyof FieldErrors] = translateValidation(issue.message, t);
  }
  if (Object.keys(errors).length === 0) errors.addressLine1 = t('validation.required');
  return { ok: false, errors };
}
