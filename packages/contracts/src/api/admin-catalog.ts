import { z } from 'zod';
import { PRODUCT_TYPES } from '../product-types.ts';
import { CURRENCIES } from '../sites.ts';

/** The back-office's catalogue (decision 070), under /api/admin/v1/products. */

/** Badges a product can carry (catalogue `label.badge.<id>`). */
export const PRODUCT_BADGES = ['new', 'bestseller', 'sustainable', 'sale'] as const;

const productIdSchema = z
  .string()
  .regex(/^[A-Z0-9]{8,11}$/, 'must be a product id (8 to 11 capitals or digits)');
const currencySchema = z.enum(CURRENCIES as unknown as [string, ...string[]]);
const isoDate = z.iso.datetime({ offset: true, message: 'must be an ISO 8601 date and time' });

export const adminProductListQuerySchema = z.object({
  /** A product id or UPC (exact), or words of the English name (contained, any case). */
  q: z.string().trim().min(1).max(120).optional(),
  /** Products in this category or below it. */
  categoryId: z.string().trim().min(1).max(32).optional(),
  productType: z.enum(PRODUCT_TYPES).optional(),
  enabled: z.enum(['true', 'false']).optional(),
  /** The `nextCursor` of the previous page. */
  cursor: productIdSchema.optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminProductListQuery = z.infer<typeof adminProductListQuerySchema>;

export const adminProductSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  brand: z.string(),
  productType: z.string(),
  categoryId: z.string(),
  badge: z.string().nullable(),
  enabled: z.boolean(),
});
export const adminProductPageSchema = z.object({
  items: z.array(adminProductSummarySchema),
  pageSize: z.number().int(),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
});

export const adminCategoryListSchema = z.object({
  items: z.array(z.object({ id: z.string(), name: z.string(), depth: z.number().int() })),
});

export const adminProductParamsSchema = z.object({ productId: productIdSchema });
export const adminVariantParamsSchema = adminProductParamsSchema.extend({
  upc: z.string().regex(/^\d{8,14}$/, 'must be a UPC (8 to 14 digits)'),
});
export const adminPriceParamsSchema = adminProductParamsSchema.extend({ currency: currencySchema });

/** Text per catalogue language (LANGUAGES): English required, the others fall back to it when empty. */
const localized = (max: number) =>
  z
    .object({
      en: z.string().trim().min(1).max(max),
      fr: z.string().trim().max(max).optional(),
      de: z.string().trim().max(max).optional(),
    })
    .strict();

const attributeKey = z.string().trim().min(1).max(60);

export const adminPriceSchema = z.object({
  currency: z.string(),
  listAmount: z.number().int(),
  saleAmount: z.number().int().nullable(),
  saleStartsAt: z.string().nullable(),
  saleEndsAt: z.string().nullable(),
  /** What a shopper pays now. */
  currentAmount: z.number().int(),
  /** The lowest price of the 30 days before the sale (EU/UK display); null without a sale. */
  lowest30Days: z.number().int().nullable(),
});

export const adminPriceHistoryEntrySchema = z.object({
  id: z.string(),
  currency: z.string(),
  listAmount: z.number().int(),
  saleAmount: z.number().int().nullable(),
  saleStartsAt: z.string().nullable(),
  saleEndsAt: z.string().nullable(),
  recordedAt: z.string(),
});

export const adminProductDetailSchema = z.object({
  id: z.string(),
  slug: z.string(),
  pdpUrl: z.string(),
  name: z.record(z.string(), z.string()),
  description: z.record(z.string(), z.string()),
  brand: z.string(),
  productType: z.string(),
  gender: z.string(),
  categoryId: z.string(),
  badge: z.string().nullable(),
  eyebrow: z.string().nullable(),
  season: z.string().nullable(),
  attributes: z.record(z.string(), z.string()),
  enabled: z.boolean(),
  variants: z.array(
    z.object({
      upc: z.string(),
      colorId: z.string(),
      colorCode: z.string(),
      colorLabel: z.string(),
      size: z.string(),
      enabled: z.boolean(),
    }),
  ),
  prices: z.array(adminPriceSchema),
  /** The price changes, newest first (the last 50). */
  priceHistory: z.array(adminPriceHistoryEntrySchema),
});
export type AdminProductDetail = z.infer<typeof adminProductDetailSchema>;

/** The product's editable facts, all sent together (the form's fields). */
export const adminProductUpdateRequestSchema = z
  .object({
    name: localized(200),
    description: localized(5000),
    categoryId: z.string().trim().min(1).max(32),
    badge: z.enum(PRODUCT_BADGES).nullable(),
    eyebrow: z.string().trim().max(60).nullable(),
    season: z.string().trim().max(40).nullable(),
    attributes: z.record(attributeKey, z.string().trim().min(1).max(200)),
    enabled: z.boolean(),
  })
  .strict();
export type AdminProductUpdateRequest = z.infer<typeof adminProductUpdateRequestSchema>;

export const adminVariantUpdateRequestSchema = z.object({ enabled: z.boolean() }).strict();

/** A price in one currency, minor units; the sale price applies inside its window (both ends optional). */
export const adminPriceRequestSchema = z
  .object({
    listAmount: z.number().int().min(1).max(100_000_000),
    saleAmount: z.number().int().min(1).max(100_000_000).nullable(),
    saleStartsAt: isoDate.nullable(),
    saleEndsAt: isoDate.nullable(),
  })
  .strict()
  .refine((body) => body.saleAmount === null || body.saleAmount < body.listAmount, {
    path: ['saleAmount'],
    message: 'Must be less than the list price',
  })
  .refine(
    (body) =>
      !body.saleStartsAt ||
      !body.saleEndsAt ||
      new Date(body.saleEndsAt).getTime() > new Date(body.saleStartsAt).getTime(),
    { path: ['saleEndsAt'], message: 'Must be after the sale starts' },
  );
export type AdminPriceRequest = z.infer<typeof adminPriceRequestSchema>;
