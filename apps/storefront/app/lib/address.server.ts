import {
  ADDRESS_FIELDS,
  addressSchema,
  billingAddressRequestSchema,
  emailSchema,
  shippingAddressRequestSchema,
  VALIDATION_MESSAGES,
} from '@ridgeline/contracts';
import { z } from 'zod';
import type { AddressValues, FieldErrors } from './address.ts';
import { parseFormWith } from './forms.server.ts';
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

/** The address a form posted, its fields named with `prefix` ("billing-firstName"), without the prefix. */
function addressFields(form: FormData, prefix: string): FormData {
  if (!prefix) return form;
  const fields = new FormData();
  for (const [name, value] of form)
    if (name.startsWith(prefix)) fields.append(name.slice(prefix.length), value);
  return fields;
}

/**
 * Parses a posted address (with the order's email when asked) with the API's address request schema;
 * the errors are the address rules' messages in the shopper's language, one per field, and `values`
 * what the shopper typed, to show again.
 */
export function parseAddressForm(
  form: FormData,
  t: Translate,
  options: { withEmail: boolean; prefix?: string },
):
  | { ok: true; values: AddressValues; address: ParsedAddress & { email?: string } }
  | { ok: false; values: AddressValues; errors: FieldErrors } {
  const schema = options.withEmail ? shippingAddressRequestSchema : billingAddressRequestSchema;
  const submission = parseFormWith(addressFields(form, options.prefix ?? ''), schema, (issue) =>
    translateValidation(issue.message, t),
  );
  const values: AddressValues = {};
  for (const field of ADDRESS_FIELDS) {
    const value = submission.payload[field];
    if (typeof value === 'string' && (options.withEmail || field !== 'email')) values[field] = value;
  }
  if (submission.status === 'success') return { ok: true, values, address: submission.value };
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(submission.error ?? {})) {
    if ((ADDRESS_FIELDS as readonly string[]).includes(field) && messages?.[0]) {
      errors[field as keyof FieldErrors] = messages[0];
    }
  }
  if (Object.keys(errors).length === 0) errors.addressLine1 = t('validation.required');
  return { ok: false, values, errors };
}
