import { z } from 'zod';
import { PRODUCT_TYPES } from '../product-types.ts';
import { priceDisplaySchema } from './catalog.ts';
import { imageSchema, productIdSchema } from './common.ts';

export const sizeChartParamsSchema = z.object({
  productType: z.enum(PRODUCT_TYPES, { error: `must be one of ${PRODUCT_TYPES.join(', ')}` }),
});

export const sizeChartSectionSchema = z.object({
  /** men, women or kids. */
  id: z.string(),
  label: z.string(),
  /** Heading of the size column ("US size" for footwear). */
  sizeLabel: z.string(),
  columns: z.array(z.object({ id: z.string(), label: z.string() })),
  /** One row per size the catalogue sells for this product type; cells follow the columns. */
  rows: z.array(z.object({ size: z.string(), cells: z.array(z.string()) })),
});
export type SizeChartSection = z.infer<typeof sizeChartSectionSchema>;

export const sizeChartResponseSchema = z.object({
  productType: z.enum(PRODUCT_TYPES),
  title: z.string(),
  /** How to measure, in the locale's language. */
  howToMeasure: z.string(),
  /** Empty when the product type comes in one size only. */
  sections: z.array(sizeChartSectionSchema),
});
export type SizeChartResponse = z.infer<typeof sizeChartResponseSchema>;

export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

/** `ids=A,B` or `ids=A&ids=B`: 2 to 4 distinct product ids. */
export const compareQuerySchema = z.object({
  ids: z
    .union([z.string(), z.array(z.string())])
    .transform((value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((part) => part.split(','))
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(productIdSchema)
        .min(COMPARE_MIN, `must name at least ${COMPARE_MIN} products`)
        .max(COMPARE_MAX, `must name at most ${COMPARE_MAX} products`)
        .refine((ids) => new Set(ids).size === ids.length, 'must not repeat a product'),
    ),
});

export const compareProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  brand: z.string(),
  pdpUrl: z.string(),
  image: imageSchema.nullable(),
  price: priceDisplaySchema,
  rating: z.object({ score: z.number(), reviewsCount: z.number().int() }),
});
export type CompareProduct = z.infer<typeof compareProductSchema>;

export const compareResponseSchema = z.object({
  products: z.array(compareProductSchema),
  /** Attribute rows side by side: `values[i]` belongs to `products[i]`, null when the product lacks it. */
  attributes: z.array(
    z.object({ id: z.string(), label: z.string(), values: z.array(z.string().nullable()) }),
  ),
});
export type CompareResponse = z.infer<typeof compareResponseSchema>;

export const SITEMAP_PAGE_SIZE = 2_000;

export const sitemapProductsQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'must be at least 1').max(10_000, 'must be at most 10000').default(1),
});

export const sitemapProductsResponseSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
  products: z.array(z.object({ pdpUrl: z.string(), lastModified: z.string() })),
});
export type SitemapProductsResponse = z.infer<typeof sitemapProductsResponseSchema>;

export const searchHubResponseSchema = z.object({
  /** Queries shoppers of this language ran most that found products. */
  popularQueries: z.array(z.object({ query: z.string(), searches: z.number().int() })),
  /** Categories holding the most products. */
  topCategories: z.array(
    z.object({ id: z.string(), name: z.string(), url: z.string(), count: z.number().int() }),
  ),
});
export type SearchHubResponse = z.infer<typeof searchHubResponseSchema>;
