import { z } from 'zod';
import { LANGUAGES } from '../sites.ts';

/** The back-office's media library (decision 069): /api/admin/v1/media, catalogue:write or content:write. */

const altText = z.string().trim().max(300, 'must be at most 300 characters');
/** Alt text per language, overriding the default one; an empty value removes the override. */
export const mediaAltLocalizedSchema = z.partialRecord(z.enum(LANGUAGES), altText);
const focal = z.number().min(0, 'must be between 0 and 1').max(1, 'must be between 0 and 1');

/**
 * An upload is one JSON request (the admin API takes only JSON for changes: decision 062's CSRF rule): the
 * image's bytes in base64, with its alt text and focal point, so an image never exists without alt text.
 */
export const uploadMediaRequestSchema = z.object({
  fileName: z.string().trim().min(1, 'is required').max(200),
  /** The file's bytes, base64. Its type is read from the bytes, not from the name. */
  data: z.string().min(1, 'is required'),
  alt: altText.min(1, 'is required: describe the image for people who cannot see it'),
  altLocalized: mediaAltLocalizedSchema.default({}),
  focalX: focal.default(0.5),
  focalY: focal.default(0.5),
});
export type UploadMediaRequest = z.infer<typeof uploadMediaRequestSchema>;

export const updateMediaRequestSchema = z.object({
  alt: altText.min(1, 'is required: describe the image for people who cannot see it').optional(),
  altLocalized: mediaAltLocalizedSchema.optional(),
  focalX: focal.optional(),
  focalY: focal.optional(),
});
export type UpdateMediaRequest = z.infer<typeof updateMediaRequestSchema>;

export const mediaAssetParamsSchema = z.object({
  assetId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a media asset id'),
});
export const mediaListQuerySchema = z.object({
  /** Words of the file name or alt text. */
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});
export type MediaListQuery = z.infer<typeof mediaListQuerySchema>;

/** What uses an asset: a product's images or a content document. */
export const mediaUsageSchema = z.object({
  kind: z.enum(['product', 'content']),
  id: z.string(),
  name: z.string(),
});
export type MediaUsage = z.infer<typeof mediaUsageSchema>;

export const mediaAssetSchema = z.object({
  id: z.string(),
  /** What content stores (`mediaSchema.url`): the media service's address of the asset. */
  url: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  byteSize: z.number().int(),
  checksum: z.string(),
  alt: z.string(),
  altLocalized: z.record(z.string(), z.string()),
  focalX: z.number(),
  focalY: z.number(),
  revision: z.number().int(),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MediaAsset = z.infer<typeof mediaAssetSchema>;

export const mediaAssetDetailSchema = mediaAssetSchema.extend({ usedBy: z.array(mediaUsageSchema) });
export type MediaAssetDetail = z.infer<typeof mediaAssetDetailSchema>;

export const mediaListSchema = z.object({
  items: z.array(mediaAssetSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MediaList = z.infer<typeof mediaListSchema>;

// Product images: /api/admin/v1/products/{productId}/images (catalogue:write).
export const productImagesParamsSchema = z.object({
  productId: z.string().regex(/^[A-Z0-9]{8,11}$/, 'must be a master product id'),
});
/** The whole ordered list at once: what is not in it is removed. */
export const putProductImagesRequestSchema = z.object({
  images: z
    .array(
      z.object({
        assetId: mediaAssetParamsSchema.shape.assetId,
        /** A colour code of the product ("001"), or '' for every colour. */
        colorCode: z.string().regex(/^(\d{3})?$/, 'must be a 3-digit colour code or empty'),
      }),
    )
    .max(60),
});
export type PutProductImagesRequest = z.infer<typeof putProductImagesRequestSchema>;

export const productImageSchema = z.object({
  assetId: z.string(),
  colorCode: z.string(),
  position: z.number().int(),
  url: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  focalX: z.number(),
  focalY: z.number(),
});
export type ProductImage = z.infer<typeof productImageSchema>;
export const productImagesSchema = z.object({
  productId: z.string(),
  colors: z.array(z.object({ code: z.string(), label: z.string() })),
  images: z.array(productImageSchema),
});
export type ProductImages = z.infer<typeof productImagesSchema>;

// The back-office's forms (Conform parses them with these; the file itself is read apart).
const optionalAlt = altText.optional();
export const mediaUploadFormSchema = z.object({
  alt: altText.min(1, 'is required: describe the image for people who cannot see it'),
  altFr: optionalAlt,
  altDe: optionalAlt,
});
export const mediaEditFormSchema = mediaUploadFormSchema.extend({ focalX: focal, focalY: focal });
