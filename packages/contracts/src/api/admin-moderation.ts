import { z } from 'zod';

/**
 * The back-office's moderation (decision 068), under /api/admin/v1/moderation: reviews and questions,
 * the brand's answers, the support inbox (contact-us and warranty cases) and the outbox.
 */

const id = (what: string) => z.string().uuid(`must be ${what}`);

/** Offset paging, newest first: `hasMore` says whether another page follows (no count over the table). */
const pageQuery = {
  start: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
};
const pageFields = { start: z.number().int(), pageSize: z.number().int(), hasMore: z.boolean() };

export const MODERATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

/** 'flagged': reviews shoppers reported since a moderator last approved them, whatever their status. */
export const adminReviewListQuerySchema = z.object({
  status: z.enum([...MODERATION_STATUSES, 'flagged']).default('pending'),
  ...pageQuery,
});
export type AdminReviewListQuery = z.infer<typeof adminReviewListQuerySchema>;

export const adminReviewFlagSchema = z.object({
  reason: z.string(),
  comment: z.string().nullable(),
  createdAt: z.string(),
});

export const adminReviewSchema = z.object({
  id: z.string(),
  productId: z.string(),
  status: z.string(),
  rating: z.number().int(),
  title: z.string(),
  text: z.string(),
  nickname: z.string(),
  locale: z.string(),
  photoUrls: z.array(z.string()),
  verifiedPurchase: z.boolean(),
  flagsCount: z.number().int(),
  /** The shoppers' reports, newest first. */
  flags: z.array(adminReviewFlagSchema),
  createdAt: z.string(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewPageSchema = z.object({ items: z.array(adminReviewSchema), ...pageFields });

export const adminReviewParamsSchema = z.object({ reviewId: id('a review id') });
export const adminQuestionParamsSchema = z.object({ questionId: id('a question id') });

/** What approving (listed; a review's reports cleared) or rejecting (hidden) leaves. */
export const adminModerationResultSchema = z.object({ id: z.string(), status: z.string() });

export const adminQuestionListQuerySchema = z.object({
  status: z.enum(MODERATION_STATUSES).default('pending'),
  ...pageQuery,
});

export const adminAnswerSchema = z.object({
  id: z.string(),
  text: z.string(),
  nickname: z.string(),
  /** The brand's answer (shown as such on the product page). */
  isStaff: z.boolean(),
  createdAt: z.string(),
});

export const adminQuestionSchema = z.object({
  id: z.string(),
  productId: z.string(),
  status: z.string(),
  text: z.string(),
  nickname: z.string(),
  locale: z.string(),
  createdAt: z.string(),
  answers: z.array(adminAnswerSchema),
});
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;

export const adminQuestionPageSchema = z.object({ items: z.array(adminQuestionSchema), ...pageFields });

/** The brand's answer to a question; `nickname` is the name shown with it ("Ridgeline" when absent). */
export const adminBrandAnswerRequestSchema = z
  .object({
    text: z
      .string({ error: 'is required' })
      .trim()
      .min(2, 'must be at least 2 characters')
      .max(2000, 'must be at most 2000 characters'),
    nickname: z
      .string()
      .trim()
      .min(1, 'must not be empty')
      .max(40, 'must be at most 40 characters')
      .optional(),
  })
  .strict();
export type AdminBrandAnswerRequest = z.infer<typeof adminBrandAnswerRequestSchema>;

/* The support inbox */

export const SUPPORT_CASE_STATUSES = ['new', 'in_progress', 'closed'] as const;
export type SupportCaseStatus = (typeof SUPPORT_CASE_STATUSES)[number];

export const adminSupportCaseListQuerySchema = z.object({
  status: z.enum(SUPPORT_CASE_STATUSES).optional(),
  kind: z.enum(['contact', 'warranty']).optional(),
  ...pageQuery,
});
export type AdminSupportCaseListQuery = z.infer<typeof adminSupportCaseListQuerySchema>;

export const adminSupportCaseSummarySchema = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.string(),
  email: z.string(),
  category: z.string(),
  subject: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const adminSupportCasePageSchema = z.object({
  items: z.array(adminSupportCaseSummarySchema),
  ...pageFields,
});

export const adminSupportReplySchema = z.object({
  id: z.string(),
  operatorId: z.string(),
  text: z.string(),
  createdAt: z.string(),
});

export const adminSupportCaseSchema = adminSupportCaseSummarySchema.extend({
  shopperId: z.string().nullable(),
  locale: z.string().nullable(),
  message: z.string(),
  details: z.record(z.string(), z.unknown()).nullable(),
  replies: z.array(adminSupportReplySchema),
});
export type AdminSupportCase = z.infer<typeof adminSupportCaseSchema>;

export const adminSupportCaseParamsSchema = z.object({ caseId: id('a support case id') });

export const adminSupportStatusRequestSchema = z.object({ status: z.enum(SUPPORT_CASE_STATUSES) }).strict();

/** A reply sent to the shopper by email; the case moves to in_progress unless `close` is true. */
export const adminSupportReplyRequestSchema = z
  .object({
    text: z
      .string({ error: 'is required' })
      .trim()
      .min(2, 'must be at least 2 characters')
      .max(5000, 'must be at most 5000 characters'),
    close: z.boolean().default(false),
  })
  .strict();
export type AdminSupportReplyRequest = z.infer<typeof adminSupportReplyRequestSchema>;

/* The outbox */

export const adminOutboxListQuerySchema = z.object({
  /** A recipient's address or its beginning, whatever its case. */
  to: z.string().trim().min(1).max(254).optional(),
  ...pageQuery,
});
export type AdminOutboxListQuery = z.infer<typeof adminOutboxListQuerySchema>;

export const adminOutboxSummarySchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  status: z.string(),
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

export const adminOutboxPageSchema = z.object({ items: z.array(adminOutboxSummarySchema), ...pageFields });

export const adminOutboxEmailSchema = adminOutboxSummarySchema.extend({
  textBody: z.string(),
  htmlBody: z.string().nullable(),
});
export type AdminOutboxEmail = z.infer<typeof adminOutboxEmailSchema>;

export const adminOutboxParamsSchema = z.object({ emailId: id('an email id') });
