import { mediaEditFormSchema, mediaUploadFormSchema } from '@ridgeline/contracts';
import { parseForm } from '@ridgeline/storefront/lib/forms.server.ts';
import type { Translate } from '@ridgeline/storefront/lib/translate.ts';

/** Only the named fields of a form (the request schemas are strict; the form carries more). */
function fieldsOf(form: FormData, names: readonly string[]): FormData {
  const fields = new FormData();
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === 'string') fields.set(name, value);
  }
  return fields;
}

/** The upload form: its alt texts (Conform with the contracts' schema) and the chosen file, if any. */
export function mediaUploadOf(form: FormData, t: Translate) {
  const submission = parseForm(fieldsOf(form, ['alt', 'altFr', 'altDe']), mediaUploadFormSchema, t);
  const file = form.get('file');
  return { submission, file: file instanceof File && file.size > 0 ? file : null };
}

/** The edit form: alt texts and the focal point. */
export const mediaEditOf = (form: FormData, t: Translate) =>
  parseForm(fieldsOf(form, ['alt', 'altFr', 'altDe', 'focalX', 'focalY']), mediaEditFormSchema, t);
