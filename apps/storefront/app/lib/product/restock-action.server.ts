import type { RestockResult } from '../../components/restock-form.tsx';
import { isApiError } from '../api.server.ts';
import { notifyWhenInStock } from '../discovery-api.server.ts';
import { fieldErrorReply, formErrorReply, parseForm, refusalOf, successReply } from '../forms.server.ts';
import { translator } from '../i18n.ts';
import { localeOf } from '../meta.ts';
import { restockForm } from './forms.server.ts';
import { loadProduct, type ProductActionArgs } from './load.server.ts';
import { variantFor } from './variants.ts';

/** Signs the shopper up for an email when a sold-out size is back. */
export async function restockAction({ form, context, params }: ProductActionArgs): Promise<RestockResult> {
  const t = translator(localeOf(params));
  const { api, product } = await loadProduct(context, params);
  const submission = parseForm(form, restockForm, t);
  const chosen = submission.status === 'success' ? submission.value : undefined;
  const errors = submission.status === 'error' ? submission.error : undefined;
  const variant = chosen && variantFor(product, chosen.color, chosen.size);
  // What was typed comes back into the field after a refusal.
  const typed = submission.payload.email;
  const extra = { kind: 'restock' as const, email: typeof typed === 'string' ? typed.trim() : '' };
  if (errors?.color || errors?.size || (chosen && !variant)) {
    return fieldErrorReply('size', t('discovery.restock.sizeRequired'), extra);
  }
  if (!chosen || !variant) return fieldErrorReply('email', t('discovery.restock.emailInvalid'), extra);
  try {
    const signUp = await notifyWhenInStock(api, variant.upc, chosen.email);
    const { size } = chosen;
    const notice = signUp.inStock
      ? t('discovery.restock.inStock', { size })
      : t('discovery.restock.success', { email: signUp.email, size });
    return successReply(notice, { kind: 'restock' as const, email: signUp.email });
  } catch (error) {
    // The API's own email check can be stricter than the form's: its refusal goes to the email field.
    if (
      isApiError(error) &&
      error.status === 400 &&
      String(error.details[0]?.field ?? '').endsWith('email')
    ) {
      return fieldErrorReply('email', t('discovery.restock.emailInvalid'), extra);
    }
    return formErrorReply(refusalOf(error, t), extra);
  }
}
