import { fieldErrorReply, formErrorReply, refusalOf } from '@ridgeline/storefront/lib/forms.server.ts';
import type { FormReply } from '@ridgeline/storefront/lib/forms.ts';
import type { Translate } from '@ridgeline/storefront/lib/translate.ts';
import { ApiError } from './admin-api.server.ts';

/** Which field of a form an API refusal is about, when it is about one. */
const FIELD_OF_ERROR: Record<string, string> = { ADM409: 'email', FE872: 'password' };

/**
 * An API refusal placed on the form: under its field (`body.<field>` in the envelope, or the error's own
 * field), else at the top. The words are the API's, in the operator's language.
 */
export function refusalReply<Extra extends object>(
  error: unknown,
  t: Translate,
  fields: readonly string[],
  extra?: Extra,
): FormReply & Extra {
  const message = refusalOf(error, t);
  if (error instanceof ApiError) {
    const named = String(error.details[0]?.field ?? '').replace(/^body\./, '');
    const field = fields.includes(named) ? named : FIELD_OF_ERROR[error.errorId];
    if (field && fields.includes(field)) return fieldErrorReply(field, message, extra);
  }
  return formErrorReply(message, extra);
}
