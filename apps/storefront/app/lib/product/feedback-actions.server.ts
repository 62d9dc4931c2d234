import { REVIEW_TEXT_MAX } from '@ridgeline/contracts';
import type { QuestionActionResult } from '../../components/questions.tsx';
import type { ReviewActionResult } from '../../components/reviews.tsx';
import { ApiError, isApiError } from '../api.server.ts';
import { refusalOf, successReply } from '../forms.server.ts';
import { FORM_ERROR, type FormReply } from '../forms.ts';
import { translator } from '../i18n.ts';
import { localeOf } from '../meta.ts';
import { type ReviewErrorCode, validateQuestion, validateReview } from '../reviews.ts';
import type { Translate } from '../translate.ts';
import { loadProduct, type ProductActionArgs } from './load.server.ts';

const REVIEW_FIELDS: readonly string[] = ['rating', 'title', 'text', 'nickname', 'fit'];

/** A refused review or question: each field's message, and what the shopper had typed to show again. */
function refused<Kind extends 'review' | 'question'>(
  kind: Kind,
  values: Record<string, string>,
  fields: Record<string, string | undefined>,
): FormReply & { kind: Kind } {
  const error: Record<string, string[]> = {};
  for (const [field, message] of Object.entries(fields)) if (message) error[field] = [message];
  return { status: 'error', error, initialValue: values, at: Date.now(), kind };
}

/** A review field's problem in the shopper's language. */
function reviewProblem(t: Translate, problem: { code: ReviewErrorCode; max?: number }): string {
  if (problem.code === 'tooLong') return t('reviews.tooLong', { max: problem.max ?? 0 });
  return t(problem.code === 'ratingRequired' ? 'reviews.ratingRequired' : 'reviews.required');
}

/** Writes a review; the form's errors come back per field. */
export async function reviewAction({
  form,
  context,
  params,
}: ProductActionArgs): Promise<ReviewActionResult> {
  const t = translator(localeOf(params));
  const { api, productId } = await loadProduct(context, params);
  const { input, values, errors } = validateReview(form);
  if (Object.keys(errors).length > 0) {
    const fields = Object.fromEntries(
      Object.entries(errors).map(([field, problem]) => [field, problem && reviewProblem(t, problem)]),
    );
    return refused('review', values, fields);
  }
  try {
    const written = await api.writeReview(productId, { ...input, photoUrls: [] });
    return successReply(t(written.awaitingModeration ? 'reviews.thanksModerated' : 'reviews.thanks'), {
      kind: 'review' as const,
    });
  } catch (error) {
    if (isApiError(error, 'REV410')) {
      const max = Number(error.details[0]?.maxLength) || REVIEW_TEXT_MAX;
      return refused('review', values, { text: t('reviews.tooLong', { max }) });
    }
    // A field the API refused (its check can be stricter than the form's) shows under that field.
    if (error instanceof ApiError && error.status < 500) {
      const field = String(error.details[0]?.field ?? '').replace(/^body\./, '');
      if (REVIEW_FIELDS.includes(field)) return refused('review', values, { [field]: t('reviews.required') });
    }
    return refused('review', values, { [FORM_ERROR]: refusalOf(error, t) });
  }
}

/** Asks a question about the product. */
export async function questionAction({
  form,
  context,
  params,
}: ProductActionArgs): Promise<QuestionActionResult> {
  const t = translator(localeOf(params));
  const { api, productId } = await loadProduct(context, params);
  const { input, values, errors } = validateQuestion(form);
  if (Object.keys(errors).length > 0) {
    const fields = Object.fromEntries(
      Object.entries(errors).map(([field, problem]) => [
        field,
        problem &&
          t(problem.code === 'tooShort' ? 'questions.tooShort' : 'reviews.tooLong', { max: problem.max }),
      ]),
    );
    return refused('question', values, fields);
  }
  try {
    const asked = await api.askQuestion(productId, input);
    return successReply(t(asked.awaitingModeration ? 'questions.thanksModerated' : 'questions.thanks'), {
      kind: 'question' as const,
    });
  } catch (error) {
    return refused('question', values, { [FORM_ERROR]: refusalOf(error, t) });
  }
}
