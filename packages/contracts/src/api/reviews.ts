import { z } from 'zod';
import { FIT_VALUES, FLAG_REASONS, REVIEW_SORTS } from './review-rules.ts';

const pageQuery = (defaultCount: number, maxCount: number) => ({
  start: z.coerce.number().int().min(0, 'must be 0 or more').max(10_000, 'must be at most 10000').default(0),
  count: z.coerce
    .number()
    .int()
    .min(1, 'must be at least 1')
    .max(maxCount, `must be at most ${maxCount}`)
    .default(defaultCount),
});

export const reviewIdSchema = z.string().uuid('must be a review id');

export const reviewListQuerySchema = z.object({
  sort: z.enum(REVIEW_SORTS).default('newest'),
  rating: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be 1 to 5')
    .max(5, 'must be 1 to 5')
    .optional(),
  ...pageQuery(10, 50),
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

export const reviewSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  title: z.string(),
  text: z.string(),
  fit: z.enum(FIT_VALUES).nullable(),
  nickname: z.string(),
  photoUrls: z.array(z.string()),
  verifiedPurchase: z.boolean(),
  helpfulYes: z.number().int(),
  helpfulNo: z.number().int(),
  /** Language the review was written in ("en", "fr", "de"). */
  language: z.string(),
  createdAt: z.string(),
  /** True when the site's reviews wait for a moderator before publication (decision 073); absent once listed. */
  awaitingModeration: z.boolean().optional(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewListResponseSchema = z.object({
  productId: z.string(),
  /** Average of approved reviews, one decimal; 0 without reviews. */
  average: z.number(),
  reviewsCount: z.number().int(),
  /** Approved reviews per star, 5 down to 1. */
  histogram: z.array(z.object({ rating: z.number().int(), count: z.number().int() })),
  /** How reviewers found the fit. */
  fit: z.object({ small: z.number().int(), true: z.number().int(), large: z.number().int() }),
  /** Reviews matching the rating filter. */
  total: z.number().int(),
  start: z.number().int(),
  count: z.number().int(),
  sort: z.enum(REVIEW_SORTS),
  reviews: z.array(reviewSchema),
});
export type ReviewListResponse = z.infer<typeof reviewListResponseSchema>;

const photoUrl = z
  .string()
  .max(500, 'must be at most 500 characters')
  .regex(/^https:\/\/[^\s]+$/, 'must be an https URL');

export const createReviewRequestSchema = z.object({
  rating: z.number().int('must be a whole number').min(1, 'must be 1 to 5').max(5, 'must be 1 to 5'),
  title: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
  // Bounded generously here so that the REV410 check (REVIEW_TEXT_MAX) can answer with its own id.
  text: z.string().trim().min(1, 'is required').max(50_000, 'is far too long'),
  fit: z.enum(FIT_VALUES).optional(),
  nickname: z.string().trim().min(1, 'is required').max(40, 'must be at most 40 characters'),
  photoUrls: z.array(photoUrl).max(5, 'must have at most 5 photos').default([]),
});
export type CreateReviewRequest = z.infer<typeof createReviewRequestSchema>;

export const voteRequestSchema = z.object({ helpful: z.boolean() });
export const voteResponseSchema = z.object({
  id: z.string(),
  helpfulYes: z.number().int(),
  helpfulNo: z.number().int(),
});
export type VoteResponse = z.infer<typeof voteResponseSchema>;

export const flagRequestSchema = z.object({
  reason: z.enum(FLAG_REASONS),
  comment: z.string().trim().max(500, 'must be at most 500 characters').optional(),
});
export const flagResponseSchema = z.object({ reviewId: z.string(), received: z.literal(true) });

export const translateRequestSchema = z.object({
  /** Target language; defaults to the language of the request's locale. */
  language: z.enum(['en', 'fr', 'de']).optional(),
});
export const translateResponseSchema = z.object({
  reviewId: z.string(),
  language: z.string(),
  title: z.string(),
  text: z.string(),
});
export type TranslateResponse = z.infer<typeof translateResponseSchema>;

export const questionIdSchema = z.string().uuid('must be a question id');
export const answerIdSchema = z.string().uuid('must be an answer id');

export const questionListQuerySchema = z.object(pageQuery(10, 50));

export const answerSchema = z.object({
  id: z.string(),
  text: z.string(),
  nickname: z.string(),
  isStaff: z.boolean(),
  helpfulYes: z.number().int(),
  helpfulNo: z.number().int(),
  createdAt: z.string(),
});

export const questionSchema = z.object({
  id: z.string(),
  text: z.string(),
  nickname: z.string(),
  createdAt: z.string(),
  answers: z.array(answerSchema),
  /** True when the site's questions wait for a moderator before publication (decision 073). */
  awaitingModeration: z.boolean().optional(),
});
export type Question = z.infer<typeof questionSchema>;

export const questionListResponseSchema = z.object({
  productId: z.string(),
  total: z.number().int(),
  start: z.number().int(),
  count: z.number().int(),
  questions: z.array(questionSchema),
});
export type QuestionListResponse = z.infer<typeof questionListResponseSchema>;

export const askQuestionRequestSchema = z.object({
  text: z
    .string({ error: 'is required' })
    .trim()
    .min(10, 'must be at least 10 characters')
    .max(500, 'must be at most 500 characters'),
  /** Shown with the question; "Shopper" when absent. */
  nickname: z.string().trim().min(1, 'must not be empty').max(40, 'must be at most 40 characters').optional(),
});
export const answerRequestSchema = askQuestionRequestSchema.extend({
  text: z
    .string({ error: 'is required' })
    .trim()
    .min(2, 'must be at least 2 characters')
    .max(1000, 'must be at most 1000 characters'),
});
