import type { RestockResult } from '../../components/restock-form.tsx';
import { isApiError } from '../api.server.ts';
import { notifyWhenInStock } from '../discovery-api.server.ts';
import { parseForm, refusalOf } from '../forms.server.ts';
import { translator } from '../i18n.ts';
import { localeOf } from '../meta.ts';
import { restockForm } from './forms.server.ts';
import { loadProduct, type ProductActionArgs } from './load.server.ts';
import { variantFor } from './variants.ts';

/** Signs the shopper up for an email when a sold-out size is back. */
export async function restockAction({ form, context, params }: ProductActionArgs): Promise<RestockResult> {
  const t = translator(localeOf(params));
  const at = Date.now();
  const { api, product } = await loadProduct(context, params);
  const submission = parseForm(form, restockForm, t);
  const chosen = submission.status === 'success' ? submission.value : undefined;
  const errors = submission.status === 'error' ? submission.error : undefined;
  const variant = chosen && variantFor(product, chosen.color, chosen.size);
  // What was typed comes back into the field after a refusal.
  const email = typeof submission.payload.email === 'string' ? submission.payload.email.trim() : '';
  const refused = (field: 'size' | 'email' | undefined, message: string): RestockResult => ({
    kind: 'restock',
    ok: false,
    ...(field ? { field } : {}),
    message,
    email,
    at,
  });
  if (errors?.color || errors?.size || (chosen && !variant)) {
    return refused('size', t('discovery.restock.sizeRequired'));
  }
  if (!chosen || !variant) return refused('email', t('discovery.restock.emailInvalid'));
  try {
    const signUp = await notifyWhenInStock(api, variant.upc, chosen.email);
    return { kind: 'restock', ok: true, inStock: signUp.inStock, email: signUp.email, size: chosen.size, at };
  } catch (error) {
    // The API's own email check can be stricter than the form's: its refusal goes to the email field.
    if (
      isApiError(error) &&
      error.status === 400 &&
      String(error.details[0]?.field ?? '').endsWith('email')
    ) {
      return refused('email', t('discovery.restock.emailInvalid'));
    }
    return refused(undefined, refusalOf(error, t));
  }
}
