import {
  ADDRESS_FIELDS,
  type addressSchema,
  billingAddressRequestSchema,
  shippingAddressRequestSchema,
  VALIDATION_MESSAGES,
} from '@ridgeline/contracts';
import type { z } from 'zod';
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

/** The address fields of a form as posted (the account's address book still reads them so). */
export function readAddress(form: FormData, prefix = ''): AddressValues {
  const values: AddressValues = {};
  for (const field of ADDRESS_FIELDS) {
    const value = form.get(`${prefix}${field}`);
    if (typeof value === 'string') values[field] = value;
  }
  return values;
}

type ParsedAddress = z.infer<typeof addressSchema>;

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
