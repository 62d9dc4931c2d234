import {
  adminBrandAnswerRequestSchema,
  adminQuestionListQuerySchema,
  adminQuestionParamsSchema,
  adminReviewListQuerySchema,
  adminReviewParamsSchema,
} from '@ridgeline/contracts';
import { constraintsOf, parseForm } from '@ridgeline/storefront/lib/forms.server.ts';
import type { Translate } from '@ridgeline/storefront/lib/translate.ts';

/** A queue's address (status, start), its unknown values back to the defaults rather than a refusal. */
export function reviewQueueOf(url: URL) {
  const parsed = adminReviewListQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  return parsed.success ? parsed.data : adminReviewListQuerySchema.parse({});
}

export function questionQueueOf(url: URL) {
  const parsed = adminQuestionListQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  return parsed.success ? parsed.data : adminQuestionListQuerySchema.parse({});
}

export const reviewIdOf = (form: FormData) =>
  adminReviewParamsSchema.safeParse({ reviewId: form.get('reviewId') });
export const questionIdOf = (form: FormData) =>
  adminQuestionParamsSchema.safeParse({ questionId: form.get('questionId') });

/** The brand's answer form: only its own fields go to the (strict) request schema. */
export function brandAnswerOf(form: FormData, t: Translate) {
  const fields = new FormData();
  for (const name of ['text', 'nickname']) {
    const value = form.get(name);
    if (typeof value === 'string') fields.set(name, value);
  }
  return parseForm(fields, adminBrandAnswerRequestSchema, t);
}

export const brandAnswerConstraints = () => constraintsOf(adminBrandAnswerRequestSchema);
