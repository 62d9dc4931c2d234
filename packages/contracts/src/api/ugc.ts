import { z } from 'zod';

/**
 * The user media service (decision 101): shoppers' photos, moderated before anything is public, tagged to
 * products; streams per product, per category and curated (stashes).
 */

/** Photo files: at most 10 MB, 320 to 8,000 pixels a side, JPEG, PNG, WebP or AVIF (read from the bytes). */
export const UGC_MAX_BYTES = 10 * 1024 * 1024;
export const UGC_MIN_SIDE = 320;
export const UGC_MAX_SIDE = 8000;
/** The sizes kept of every photo (longest side): the widget's tiles and the lightbox. */
export const UGC_SIZES = { thumb: 400, large: 1280 } as const;
export type UgcSize = keyof typeof UGC_SIZES;
/** Reports by this many shoppers hide a photo until a moderator looks at it. */
export const UGC_REPORT_THRESHOLD = 3;
export const UGC_MEDIA_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type UgcMediaStatus = (typeof UGC_MEDIA_STATUSES)[number];

const id = (what: string) => z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, `must be a ${what} id`);

export const ugcCreateUserRequestSchema = z.object({
  displayName: z.string().trim().min(1, 'is required').max(40),
  /** The photo licence agreement: true, or UGC410. */
  acceptLicence: z.boolean(),
});
export type UgcCreateUserRequest = z.infer<typeof ugcCreateUserRequestSchema>;

export const ugcUserSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  licenceAcceptedAt: z.string(),
});
export type UgcUser = z.infer<typeof ugcUserSchema>;

export const ugcTagInputSchema = z.object({
  productId: id('product'),
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
});

export const ugcUploadRequestSchema = z.object({
  /** The file's bytes, base64. Its type is read from the bytes, not from a name. */
  data: z.string().min(1, 'is required'),
  caption: z.string().max(500).default(''),
  tags: z.array(ugcTagInputSchema).max(10).default([]),
  /** The photo licence agreement: true, or UGC410. */
  acceptLicence: z.boolean(),
});
export type UgcUploadRequest = z.input<typeof ugcUploadRequestSchema>;

export const ugcImageSchema = z.object({ url: z.string(), width: z.number(), height: z.number() });

export const ugcMediaSchema = z.object({
  id: z.string(),
  status: z.enum(UGC_MEDIA_STATUSES),
  caption: z.string(),
  user: z.object({ id: z.string(), displayName: z.string() }),
  images: z.object({ thumb: ugcImageSchema, large: ugcImageSchema }),
  tags: z.array(z.object({ productId: z.string(), x: z.number(), y: z.number() })),
  createdAt: z.string(),
});
export type UgcMedia = z.infer<typeof ugcMediaSchema>;

export const ugcMediaListSchema = z.object({ media: z.array(ugcMediaSchema) });
export type UgcMediaList = z.infer<typeof ugcMediaListSchema>;

export const UGC_STREAM_KINDS = ['product', 'category', 'curated'] as const;
export const ugcStreamSchema = z.object({
  /** product-{productId}, category-{categoryId} or the stash's id. */
  id: z.string(),
  kind: z.enum(UGC_STREAM_KINDS),
  title: z.string().nullable(),
  productId: z.string().nullable(),
  categoryId: z.string().nullable(),
});
export type UgcStream = z.infer<typeof ugcStreamSchema>;
export const ugcStreamListSchema = z.object({ streams: z.array(ugcStreamSchema) });

export const ugcStreamMediaSchema = z.object({ stream: ugcStreamSchema, media: z.array(ugcMediaSchema) });
export type UgcStreamMedia = z.infer<typeof ugcStreamMediaSchema>;

export const ugcRecentQuerySchema = z.object({
  count: z.coerce.number().int().min(1).max(48).default(12),
});
export const ugcStreamsRecentQuerySchema = ugcRecentQuerySchema.extend({
  /** The widget's filter: the page's product or category (at most one; none: every approved photo). */
  productId: id('product').optional(),
  categoryId: id('category').optional(),
});
export const ugcCategoriesRecentQuerySchema = ugcRecentQuerySchema.extend({
  categoryId: id('category').optional(),
});
export const ugcCategoryMediaListSchema = z.object({
  categories: z.array(z.object({ categoryId: z.string(), media: z.array(ugcMediaSchema) })),
});

export const ugcMediaParamsSchema = z.object({ mediaId: id('photo') });
export const ugcUserParamsSchema = z.object({ userId: id('contributor') });
export const ugcCustomerParamsSchema = z.object({ customerId: z.string().min(1).max(64) });
export const ugcStreamParamsSchema = z.object({
  streamId: z.string().regex(/^[A-Za-z0-9_-]{1,80}$/, 'must be a stream id'),
});
export const ugcFileParamsSchema = ugcMediaParamsSchema.extend({ size: z.enum(['thumb', 'large']) });

export const UGC_REPORT_REASONS = ['inappropriate', 'spam', 'copyright', 'privacy', 'other'] as const;
export const ugcReportRequestSchema = z.object({
  reason: z.enum(UGC_REPORT_REASONS),
});
export const ugcReportResponseSchema = z.object({ mediaId: z.string(), reported: z.literal(true) });

export const ugcStashRequestSchema = z.object({
  title: z.string().trim().min(1, 'is required').max(80),
  mediaIds: z.array(id('photo')).min(1).max(48),
});
export type UgcStashRequest = z.infer<typeof ugcStashRequestSchema>;

export const ugcServiceSchema = z.object({
  service: z.string(),
  version: z.string(),
  calls: z.array(z.string()),
});

/** The back-office's photo queue (moderation:write): photos by status, newest first. */
export const ugcModerationQuerySchema = ugcRecentQuerySchema.extend({
  status: z.enum(UGC_MEDIA_STATUSES).default('pending'),
});
export const ugcDecisionRequestSchema = z
  .object({
    status: z.enum(['approved', 'rejected']),
    /** Why a photo is rejected (required then; kept for the moderators). */
    reason: z.string().trim().max(500).optional(),
  })
  .refine((value) => value.status === 'approved' || !!value.reason, {
    path: ['reason'],
    message: 'is required',
  });
