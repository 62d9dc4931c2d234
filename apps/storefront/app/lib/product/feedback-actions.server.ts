import { REVIEW_TEXT_MAX } from '@ridgeline/contracts';
import type { QuestionActionResult } from '../../components/questions.tsx';
import type { ReviewActionResult } from '../../components/reviews.tsx';
import { ApiError, isApiError } from '../api.server.ts';
import { refusalOf } from '../forms.server.ts';
import { translator } from '../i18n.ts';
import { localeOf } from '../meta.ts';
import { validateQuestion, validateReview } from '../reviews.ts';
import { loadProduct, type ProductActionArgs } from './load.server.ts';

const REVIEW_FIELDS: readonly string[] = ['rating', 'title', 'text', 'nickname', 'fit'];

/** Writes a review; the form's errors come back per field. */
export async function reviewAction({
  form,
  context,
  params,
}: ProductActionArgs): Promise<ReviewActionResult> {
  const t = translator(localeOf(params));
  const at = Date.now();
  const { api, productId } = await loadProduct(context, params);
  const { input, values, errors } = validateReview(form);
  if (Object.keys(errors).length > 0) return { kind: 'review', ok: false, at, values, errors };
  try {
    await api.writeReview(productId, { ...input, photoUrls: [] });
    return { kind: 'review', ok: true, at };
  } catch (error) {
    if (isApiError(error, 'REV410')) {
      const max = Number(error.details[0]?.maxLength) || REVIEW_TEXT_MAX;
      return { kind: 'review', ok: false, at, values, errors: { text: { code: 'tooLong', max } } };
    }
    // A field the API refused (its check can be stricter than the form's) shows under that field.
    if (error instanceof ApiError && error.status < 500) {
      const field = String(error.details[0]?.field ?? '').replace(/^body\./, '');
      if (REVIEW_FIELDS.includes(field)) {
        return { kind: 'review', ok: false, at, values, errors: { [field]: { code: 'required' } } };
      }
    }
    return { kind: 'review', ok: false, at, values, errors: {}, message: refusalOf(error, t) };
  }
}

/** Asks a question about the product. */
export async function questionAction({
  form,
  context,
  params,
}: ProductActionArgs): Promise<QuestionActionResult> {
  const t = translator(localeOf(params));
  const at = Date.now();
  const { api, productId } = await loadProduct(context, params);
  const { input, values, errors } = validateQuestion(form);
  if (Object.keys(errors).length > 0) return { kind: 'question', ok: false, at, values, errors };
  try {
    await api.askQuestion(productId, input);
    return { kind: 'question', ok: true, at };
  } catch (error) {
    return { kind: 'question', ok: false, at, values, errors: {}, message: refusalOf(error, t) };
  }
}
