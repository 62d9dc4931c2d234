import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A shopper's review of a master product. Only 'approved' reviews are listed and counted in the
 * product's rating; three flags move a review to 'pending' (moderation).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    productId: text('product_id').notNull(),
    /** The author; null for reviews imported or seeded without an account. */
    shopperId: text('shopper_id'),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    /** How the item fits: 'small', 'true' (true to size) or 'large'. */
    fit: text('fit'),
    nickname: text('nickname').notNull(),
    photoUrls: text('photo_urls').array().notNull().default(sql`'{}'::text[]`),
    verifiedPurchase: boolean('verified_purchase').notNull().default(false),
    status: text('status').notNull().default('approved'),
    locale: text('locale').notNull(),
    helpfulYes: integer('helpful_yes').notNull().default(0),
    helpfulNo: integer('helpful_no').notNull().default(0),
    flagsCount: integer('flags_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId, t.status, t.createdAt),
    // The back-office's moderation queues (decision 068): per status, and the flagged ones, newest first.
    index('reviews_status_idx').on(t.status, t.createdAt),
    index('reviews_flagged_idx').on(t.createdAt).where(sql`${t.flagsCount} > 0`),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * A review's title and text in another language (decision 092): the demo reviews ship theirs as data, written
 * by the seed; the translate call serves a stored one before asking a translation service.
 */
export const reviewTranslations = pgTable(
  'review_translations',
  {
    reviewId: text('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    /** The language of this title and text: 'en', 'fr' or 'de'. */
    language: text('language').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.language] })],
);

/** One helpful / not helpful vote per shopper and review. */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: text('review_id').notNull(),
    shopperId: text('shopper_id').notNull(),
    helpful: boolean('helpful').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.shopperId] })],
);

/** One report per shopper and review. */
export const reviewFlags = pgTable(
  'review_flags',
  {
    reviewId: text('review_id').notNull(),
    shopperId: text('shopper_id').notNull(),
    reason: text('reason').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.shopperId] })],
);

export const questions = pgTable(
  'questions',
  {
    id: text('id').primaryKey(),
    productId: text('product_id').notNull(),
    shopperId: text('shopper_id'),
    nickname: text('nickname').notNull(),
    text: text('text').notNull(),
    locale: text('locale').notNull(),
    /** 'approved' (listed), 'pending' (waiting for a moderator) or 'rejected' (decision 068). */
    status: text('status').notNull().default('approved'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('questions_product_idx').on(t.productId, t.createdAt),
    index('questions_status_idx').on(t.status, t.createdAt),
  ],
);

export const answers = pgTable(
  'answers',
  {
    id: text('id').primaryKey(),
    questionId: text('question_id').notNull(),
    shopperId: text('shopper_id'),
    nickname: text('nickname').notNull(),
    text: text('text').notNull(),
    /** Answered by the brand's staff rather than another shopper. */
    isStaff: boolean('is_staff').notNull().default(false),
    locale: text('locale').notNull(),
    helpfulYes: integer('helpful_yes').notNull().default(0),
    helpfulNo: integer('helpful_no').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('answers_question_idx').on(t.questionId, t.createdAt)],
);

export const answerVotes = pgTable(
  'answer_votes',
  {
    answerId: text('answer_id').notNull(),
    shopperId: text('shopper_id').notNull(),
    helpful: boolean('helpful').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.answerId, t.shopperId] })],
);
