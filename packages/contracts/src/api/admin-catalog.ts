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
  /** The product type whose size chart the product page shows; null: its own (decision 086). */
  sizeChartType: z.string().nullable(),
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

/* Creating products, variants and product sets, and a product's size chart (decision 086). */

export const PRODUCT_GENDERS = ['men', 'women', 'kids'] as const;

const upcSchema = z.string().regex(/^\d{8,14}$/, 'must be a UPC');
const colorCodeSchema = z.string().regex(/^\d{3}$/, 'Is not valid');

/** A colour of the product: its 3-digit code (the colour product id is the product id and this code). */
export const adminColorInputSchema = z
  .object({
    code: colorCodeSchema,
    label: localized(60),
    hex: z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'Is not valid'),
  })
  .strict();

/** A sellable unit: a colour in a size, its UPC/EAN (the SKU) and the online units it starts with. */
export const adminVariantInputSchema = z
  .object({
    colorCode: colorCodeSchema,
    size: z.string().trim().min(1).max(16),
    upc: upcSchema,
    stock: z.number().int().min(0).max(1_000_000),
  })
  .strict();

type VariantsBody = {
  colors: { code: string }[];
  variants: { colorCode: string; size: string; upc: string }[];
};

/** Problems of a colour × size grid: each colour, combination and UPC once, each variant a listed colour. */
function checkGrid(body: VariantsBody, context: z.RefinementCtx, knownColors: readonly string[] = []) {
  const codes = new Set(knownColors);
  body.colors.forEach((color, index) => {
    if (codes.has(color.code)) {
      context.addIssue({
        code: 'custom',
        path: ['colors', index, 'code'],
        message: 'Each colour code must appear once',
      });
    }
    codes.add(color.code);
  });
  const combinations = new Set<string>();
  const upcs = new Set<string>();
  body.variants.forEach((variant, index) => {
    const key = `${variant.colorCode}|${variant.size}`;
    if (!codes.has(variant.colorCode)) {
      context.addIssue({
        code: 'custom',
        path: ['variants', index, 'colorCode'],
        message: 'Must be one of the product’s colours',
      });
    } else if (combinations.has(key)) {
      context.addIssue({
        code: 'custom',
        path: ['variants', index, 'size'],
        message: 'Each colour and size must appear once',
      });
    }
    if (upcs.has(variant.upc)) {
      context.addIssue({
        code: 'custom',
        path: ['variants', index, 'upc'],
        message: 'Each UPC must appear once',
      });
    }
    combinations.add(key);
    upcs.add(variant.upc);
  });
}

/** A new product with its colours, variants (colour × size) and list price in each currency it sells in. */
export const adminProductCreateRequestSchema = adminProductUpdateRequestSchema
  .extend({
    id: productIdSchema,
    brand: z.string().trim().min(1).max(60),
    productType: z.enum(PRODUCT_TYPES),
    gender: z.enum(PRODUCT_GENDERS),
    sizeChartType: z.enum(PRODUCT_TYPES).nullable(),
    colors: z.array(adminColorInputSchema).min(1).max(20),
    variants: z.array(adminVariantInputSchema).min(1).max(300),
    prices: z
      .array(
        z.object({ currency: currencySchema, listAmount: z.number().int().min(1).max(100_000_000) }).strict(),
      )
      .min(1)
      .max(4),
  })
  .strict()
  .superRefine((body, context) => {
    checkGrid(body, context);
    const currencies = new Set<string>();
    body.prices.forEach((price, index) => {
      if (currencies.has(price.currency)) {
        context.addIssue({
          code: 'custom',
          path: ['prices', index, 'currency'],
          message: 'Each currency must appear once',
        });
      }
      currencies.add(price.currency);
    });
  });
export type AdminProductCreateRequest = z.infer<typeof adminProductCreateRequestSchema>;

/**
 * Variants added to an existing product: new colours in `colors`, variants of existing or new colours
 * (an unknown colour code is REQ400 on the variant's colorCode, checked against the product).
 */
export const adminVariantsAddRequestSchema = z
  .object({
    colors: z.array(adminColorInputSchema).max(20),
    variants: z.array(adminVariantInputSchema).min(1).max(300),
  })
  .strict();
export type AdminVariantsAddRequest = z.infer<typeof adminVariantsAddRequestSchema>;

/** Which product type's size chart the product page shows; null: the product's own type's. */
export const adminSizeChartRequestSchema = z
  .object({ sizeChartType: z.enum(PRODUCT_TYPES).nullable() })
  .strict();

const productSetIdSchema = z
  .string()
  .regex(/^[A-Z0-9]{8}$/, 'must be a product set id (8 capitals or digits)');
export const adminProductSetParamsSchema = z.object({ productSetId: productSetIdSchema });

/** A product set (a look): its texts, the root category it belongs to and its products in order. */
export const adminProductSetRequestSchema = z
  .object({
    name: localized(120),
    description: z
      .object({
        en: z.string().trim().max(2000),
        fr: z.string().trim().max(2000).optional(),
        de: z.string().trim().max(2000).optional(),
      })
      .strict(),
    categoryId: z.string().trim().min(1).max(32),
    productIds: z.array(productIdSchema).min(1).max(24),
  })
  .strict()
  .superRefine((body, context) => {
    const seen = new Set<string>();
    body.productIds.forEach((id, index) => {
      if (seen.has(id)) {
        context.addIssue({
          code: 'custom',
          path: ['productIds', index],
          message: 'Each product must appear once',
        });
      }
      seen.add(id);
    });
  });
export type AdminProductSetRequest = z.infer<typeof adminProductSetRequestSchema>;
export const adminProductSetCreateRequestSchema = z
  .object({ id: productSetIdSchema })
  .and(adminProductSetRequestSchema);
export type AdminProductSetCreateRequest = z.infer<typeof adminProductSetCreateRequestSchema>;

export const adminProductSetSchema = z.object({
  id: z.string(),
  name: z.record(z.string(), z.string()),
  description: z.record(z.string(), z.string()),
  categoryId: z.string(),
  products: z.array(z.object({ id: z.string(), name: z.string(), enabled: z.boolean() })),
});
export type AdminProductSet = z.infer<typeof adminProductSetSchema>;
export const adminProductSetListSchema = z.object({
  items: z.array(
    z.object({ id: z.string(), name: z.string(), categoryId: z.string(), productCount: z.number().int() }),
  ),
});
