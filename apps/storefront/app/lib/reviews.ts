import { FIT_VALUES, REVIEW_SORTS, REVIEW_TEXT_MAX } from '@ridgeline/contracts';

export const REVIEW_TITLE_MAX = 100;
export const REVIEW_NICKNAME_MAX = 40;
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

/** Checks a review form as the API would; the errors name the field and a message key with its bound. */
export function validateReview(form: { get(name: string): unknown }): {
  input: ReviewInput;
  values: Record<string, string>;
  errors: Partial<Record<ReviewField, { code: ReviewErrorCode; max?: number }>>;
} {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const values = {
    rating: text('rating'),
    title: text('title'),
    text: text('text'),
    fit: text('fit'),
    nickname: text('nickname'),
  };
  const errors: Partial<Record<ReviewField, { code: ReviewErrorCode; max?: number }>> = {};
  const rating = Number.parseInt(values.rating, 10);
  if (!(rating >= 1 && rating <= 5)) errors.rating = { code: 'ratingRequired' };
  const bounded = (field: 'title' | 'text' | 'nickname', max: number) => {
    if (!values[field]) errors[field] = { code: 'required' };
    else if (values[field].length > max) errors[field] = { code: 'tooLong', max };
  };
  bounded('title', REVIEW_TITLE_MAX);
  bounded('text', REVIEW_TEXT_MAX);
  bounded('nickname', REVIEW_NICKNAME_MAX);
  const fit = (FIT_VALUES as readonly string[]).includes(values.fit)
    ? (values.fit as ReviewInput['fit'])
    : undefined;
  return {
    input: {
      rating,
      title: values.title,
      text: values.text,
      nickname: values.nickname,
      ...(fit ? { fit } : {}),
    },
    values,
    errors,
  };
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

export const QUESTION_MIN = 10;
export const QUESTION_MAX = 500;

/** Checks an "ask a question" form: text 10 to 500 characters, nickname optional (at most 40). */
export function validateQuestion(form: { get(name: string): unknown }) {
  const text = String(form.get('text') ?? '').trim();
  const nickname = String(form.get('nickname') ?? '').trim();
  const errors: Partial<Record<'text' | 'nickname', { code: 'tooShort' | 'tooLong'; max: number }>> = {};
  if (text.length < QUESTION_MIN) errors.text = { code: 'tooShort', max: QUESTION_MIN };
  else if (text.length > QUESTION_MAX) errors.text = { code: 'tooLong', max: QUESTION_MAX };
  if (nickname.length > REVIEW_NICKNAME_MAX) errors.nickname = { code: 'tooLong', max: REVIEW_NICKNAME_MAX };
  return { input: { text, ...(nickname ? { nickname } : {}) }, values: { text, nickname }, errors };
}
