import {
  askQuestionRequestSchema,
  createReviewRequestSchema,
  type FIT_VALUES,
  REVIEW_SORTS,
  REVIEW_TEXT_MAX,
} from '@ridgeline/contracts';

export const REVIEWS_PAGE = 5;

export type ReviewField = 'rating' | 'title' | 'text' | 'fit' | 'nickname';
export type ReviewErrorCode = 'required' | 'ratingRequired' | 'tooLong';

export interface ReviewInput {
  rating: number;
  title: string;
  text: string;
  fit?: (typeof FIT_VALUES)[number];
  nickname: string;
}

type ReviewErrors = Partial<Record<ReviewField, { code: ReviewErrorCode; max?: number }>>;

/** What a form posted under each of `fields`, trimmed ('' when absent). */
function postedText<Field extends string>(form: URLSearchParams | FormData, fields: readonly Field[]) {
  const posted = Object.fromEntries(form);
  return Object.fromEntries(
    fields.map((field) => {
      const value = posted[field];
      return [field, typeof value === 'string' ? value.trim() : ''];
    }),
  ) as Record<Field, string>;
}

/** The first problem of each field of a failed parse. */
function firstIssues<Issue extends { path: PropertyKey[] }>(issues: readonly Issue[]) {
  const first = new Map<string, Issue>();
  for (const issue of issues) {
    const field = String(issue.path[0]);
    if (!first.has(field)) first.set(field, issue);
  }
  return first;
}

/**
 * The review form: the API's review request, its text bounded by REVIEW_TEXT_MAX (longer is REV410)
 * and an unknown fit dropped. Made on first use: the page's browser code takes only this module's
 * constants, and zod stays out of its bundle.
 */
export function reviewForm() {
  const { shape } = createReviewRequestSchema;
  return createReviewRequestSchema
    .pick({ rating: true, title: true, text: true, fit: true, nickname: true })
    .extend({ text: shape.text.max(REVIEW_TEXT_MAX), fit: shape.fit.catch(undefined) });
}

/** Checks a review form with the API's schema; the errors name the field and a message key with its bound. */
export function validateReview(form: URLSearchParams | FormData): {
  input: ReviewInput;
  values: Record<string, string>;
  errors: ReviewErrors;
} {
  const values = postedText(form, ['rating', 'title', 'text', 'fit', 'nickname'] as const);
  const schema = reviewForm();
  const posted = { ...values, rating: Number.parseInt(values.rating, 10) };
  const result = schema.safeParse(posted);
  if (result.success) {
    const { fit, ...rest } = result.data;
    return { input: { ...rest, ...(fit ? { fit } : {}) }, values, errors: {} };
  }
  const errors: ReviewErrors = {};
  for (const [field, issue] of firstIssues(result.error.issues)) {
    errors[field as ReviewField] =
      field === 'rating'
        ? { code: 'ratingRequired' }
        : issue.code === 'too_big'
          ? { code: 'tooLong', max: Number(issue.maximum) }
          : { code: 'required' };
  }
  const fit = schema.shape.fit.parse(values.fit);
  const { title, text, nickname } = values;
  return { input: { rating: posted.rating, title, text, nickname, ...(fit ? { fit } : {}) }, values, errors };
}

/** The review list state of a product URL: sort and how many are shown ("Show more" adds a page). */
export function reviewQuery(params: URLSearchParams) {
  const sort = params.get('reviewSort') ?? '';
  const shown = Number.parseInt(params.get('reviews') ?? '', 10);
  return {
    sort: (REVIEW_SORTS as readonly string[]).includes(sort) ? sort : 'newest',
    count: Number.isFinite(shown) ? Math.min(50, Math.max(REVIEWS_PAGE, shown)) : REVIEWS_PAGE,
  };
}

/** Checks an "ask a question" form with the API's schema: text 10 to 500 characters, nickname optional (at most 40). */
export function validateQuestion(form: URLSearchParams | FormData) {
  const values = postedText(form, ['text', 'nickname'] as const);
  const input = { text: values.text, ...(values.nickname ? { nickname: values.nickname } : {}) };
  const result = askQuestionRequestSchema.safeParse(input);
  const errors: Partial<Record<'text' | 'nickname', { code: 'tooShort' | 'tooLong'; max: number }>> = {};
  for (const [field, issue] of firstIssues(result.error?.issues ?? [])) {
    errors[field as 'text' | 'nickname'] =
      issue.code === 'too_small'
        ? { code: 'tooShort', max: Number(issue.minimum) }
        : { code: 'tooLong', max: Number(issue.code === 'too_big' ? issue.maximum : 0) };
  }
  return { input, values, errors };
}
