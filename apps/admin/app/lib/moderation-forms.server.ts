import {
  adminBrandAnswerRequestSchema,
  adminOutboxListQuerySchema,
  adminOutboxParamsSchema,
  adminQuestionListQuerySchema,
  adminQuestionParamsSchema,
  adminReviewListQuerySchema,
  adminReviewParamsSchema,
  adminSupportCaseListQuerySchema,
  adminSupportCaseParamsSchema,
  adminSupportReplyRequestSchema,
  adminSupportStatusRequestSchema,
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

/** The inbox's filters as typed (the form shows them back) and as the API takes them. */
export function supportFiltersOf(url: URL) {
  const filters = { status: url.searchParams.get('status') ?? '', kind: url.searchParams.get('kind') ?? '' };
  const parsed = adminSupportCaseListQuerySchema.safeParse({
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.kind ? { kind: filters.kind } : {}),
    start: url.searchParams.get('start') ?? 0,
  });
  return { filters, query: parsed.success ? parsed.data : null };
}

export const caseIdOf = (params: { caseId?: string }) => adminSupportCaseParamsSchema.safeParse(params);

export function caseStatusOf(form: FormData) {
  return adminSupportStatusRequestSchema.safeParse({ status: form.get('status') });
}

/** The reply form: its text, and the "close the case" box as the boolean the (strict) request takes. */
export function supportReplyOf(form: FormData, t: Translate) {
  const fields = new FormData();
  const text = form.get('text');
  if (typeof text === 'string') fields.set('text', text);
  const submission = parseForm(fields, adminSupportReplyRequestSchema.omit({ close: true }), t);
  return { submission, close: form.get('close') === 'on' };
}

export const supportReplyConstraints = () => constraintsOf(adminSupportReplyRequestSchema);

/** The outbox search as typed and as the API takes it (an empty address is no filter). */
export function outboxSearchOf(url: URL) {
  const to = url.searchParams.get('to')?.trim() ?? '';
  const parsed = adminOutboxListQuerySchema.safeParse({
    ...(to ? { to } : {}),
    start: url.searchParams.get('start') ?? 0,
  });
  return { to, query: parsed.success ? parsed.data : null };
}

export const emailIdOf = (params: { emailId?: string }) => adminOutboxParamsSchema.safeParse(params);
