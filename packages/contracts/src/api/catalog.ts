import { z } from 'zod';
import { categoryIdSchema, imageSchema, productIdSchema } from './common.ts';

export const priceDisplaySchema = z.object({
  currency: z.string(),
  lowOriginal: z.number().int(),
  highOriginal: z.number().int(),
  lowCurrent: z.number().int(),
  highCurrent: z.number().int(),
  /** Lowest price of the 30 days before the current sale; null when not on sale. */
  historicBestPrice: z.number().int().nullable(),
  previousBestSalesPrice: z.number().int().nullable(),
  /** Whole-percent discount of current against original, rounded to one decimal; 0 when not on sale. */
  percentagePriceDiscount: z.number(),
  salesPriceActiveDate: z.string().nullable(),
});
export type PriceDisplay = z.infer<typeof priceDisplaySchema>;

export const labelSchema = z.object({ id: z.string(), label: z.string() });

export const colorOptionSchema = z.object({
  id: z.string(),
  code: z.string(),
  label: z.string(),
  hex: z.string(),
  available: z.boolean(),
  defaultColor: z.boolean(),
  images: z.array(imageSchema),
});
export type ColorOption = z.infer<typeof colorOptionSchema>;

export const sizeOptionSchema = z.object({ id: z.string(), label: z.string(), available: z.boolean() });

export const variantSchema = z.object({
  upc: z.string(),
  productId: z.string(),
  colorCode: z.string(),
  size: z.string(),
  available: z.boolean(),
  /** Units that can still be bought online, capped so the exact stock is not disclosed. */
  maxQty: z.number().int(),
  lowStock: z.boolean(),
});
export type Variant = z.infer<typeof variantSchema>;

export const breadcrumbSchema = z.object({ id: z.string(), name: z.string(), url: z.string() });
export type Breadcrumb = z.infer<typeof breadcrumbSchema>;

export const productDetailsSchema = z.object({
  id: z.string(),
  masterId: z.string(),
  name: z.string(),
  slug: z.string(),
  pdpUrl: z.string(),
  brand: z.string(),
  productType: z.string(),
  /** The product type whose size chart applies (the operator's choice, else productType; decision 086). */
  sizeChartType: z.string(),
  description: z.string(),
  season: z.string().nullable(),
  merchantProductId: z.string(),
  badge: labelSchema.nullable(),
  eyebrow: labelSchema.nullable(),
  rating: z.object({ score: z.number(), reviewsCount: z.number().int() }),
  breadcrumbs: z.array(breadcrumbSchema),
  attributes: z.object({
    Color: z.object({ options: z.array(colorOptionSchema) }),
    Size: z.object({ options: z.array(sizeOptionSchema) }),
  }),
  details: z.record(z.string(), z.string()),
  variants: z.array(variantSchema),
  price: priceDisplaySchema,
});
export type ProductDetails = z.infer<typeof productDetailsSchema>;

export const productTileSchema = z.object({
  id: z.string(),
  name: z.string(),
  brand: z.string(),
  pdpUrl: z.string(),
  badge: labelSchema.nullable(),
  eyebrow: labelSchema.nullable(),
  image: imageSchema,
  colors: z.array(
    z.object({ id: z.string(), code: z.string(), label: z.string(), hex: z.string(), image: imageSchema }),
  ),
  price: priceDisplaySchema,
  rating: z.object({ score: z.number(), reviewsCount: z.number().int() }),
});
export type ProductTile = z.infer<typeof productTileSchema>;

export const SORT_OPTIONS = ['relevance', 'newest', 'price-asc', 'price-desc', 'top-rated'] as const;

/** A query parameter that may repeat (size=9&size=10): always an array after parsing. */
const repeated = <T extends z.ZodType<string>>(item: T, max: number) =>
  z.union([item.transform((value) => [value]), z.array(item).max(max, `must have at most ${max} values`)]);

/** Minor units; an empty value (priceMin=) means no bound. */
const optionalAmount = z
  .union([
    z.literal(''),
    z.coerce.number().int('must be a whole amount in minor units').min(0, 'must be 0 or more'),
  ])
  .transform((value) => (value === '' ? undefined : value))
  .optional();

export const BADGE_IDS = ['new', 'bestseller', 'sustainable'] as const;
export const MAX_SEARCH_START = 10_000;

export const productSearchQuerySchema = z.object({
  q: z.string().trim().max(200, 'must be at most 200 characters').optional(),
  categoryId: categoryIdSchema.optional(),
  sort: z.enum(SORT_OPTIONS).default('relevance'),
  start: z.coerce
    .number()
    .int()
    .min(0, 'must be 0 or more')
    .max(MAX_SEARCH_START, `must be at most ${MAX_SEARCH_START}`)
    .default(0),
  count: z.coerce.number().int().min(1, 'must be at least 1').max(100, 'must be at most 100').default(24),
  size: repeated(
    z.string().trim().min(1, 'must not be empty').max(12, 'must be at most 12 characters'),
    30,
  ).optional(),
  color: repeated(z.string().regex(/^\d{3}$/, 'must be a 3-digit colour code'), 20).optional(),
  priceMin: optionalAmount,
  priceMax: optionalAmount,
  rating: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be 1 to 4')
    .max(4, 'must be 1 to 4')
    .optional(),
  badge: repeated(z.enum(BADGE_IDS), BADGE_IDS.length).optional(),
  inStock: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type ProductSearchQuery = z.infer<typeof productSearchQuerySchema>;

export const FACET_IDS = ['category', 'size', 'color', 'price', 'rating', 'badge', 'availability'] as const;

export const facetValueSchema = z.object({
  /** The value to send back as the filter parameter (categoryId, size, color, rating, badge, inStock). */
  id: z.string(),
  label: z.string(),
  count: z.number().int(),
  selected: z.boolean(),
  /** Colour swatch. */
  hex: z.string().optional(),
  /** Price bucket bounds in minor units (max absent for the open top bucket): send as priceMin/priceMax. */
  min: z.number().int().optional(),
  max: z.number().int().optional(),
  /** Listing URL for a category value. */
  url: z.string().optional(),
});
export type FacetValue = z.infer<typeof facetValueSchema>;

export const facetSchema = z.object({
  id: z.enum(FACET_IDS),
  /** The query parameter this facet sets. */
  param: z.string(),
  label: z.string(),
  values: z.array(facetValueSchema),
});
export type Facet = z.infer<typeof facetSchema>;

export const productSearchResponseSchema = z.object({
  total: z.number().int(),
  start: z.number().int(),
  count: z.number().int(),
  query: z.string().nullable(),
  /**
   * When the words as typed found nothing: the query with its mistyped words corrected, whose products
   * the response holds ("did you mean"). Null when the query was found as typed.
   */
  correctedQuery: z.string().nullable(),
  sort: z.enum(SORT_OPTIONS),
  sortOptions: z.array(z.enum(SORT_OPTIONS)),
  category: z
    .object({ id: z.string(), name: z.string(), url: z.string(), breadcrumbs: z.array(breadcrumbSchema) })
    .nullable(),
  products: z.array(productTileSchema),
  /**
   * Filter groups (category, size, color, price, rating, badge, availability). Each value's count is
   * what the listing would hold with that value selected and every other selected filter kept.
   */
  facets: z.array(facetSchema),
});
export type ProductSearchResponse = z.infer<typeof productSearchResponseSchema>;

export interface CategoryNode {
  id: string;
  name: string;
  slug: string;
  url: string;
  children: CategoryNode[];
}
export const categoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    url: z.string(),
    children: z.array(categoryNodeSchema),
  }),
);
export const catalogResponseSchema = z.object({ categories: z.array(categoryNodeSchema) });
export type CatalogResponse = z.infer<typeof catalogResponseSchema>;

export const autoSuggestQuerySchema = z.object({
  q: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
});
export type AutoSuggestQuery = z.infer<typeof autoSuggestQuerySchema>;

export const autoSuggestResponseSchema = z.object({
  query: z.string(),
  /** Up to 5 best-matching products. */
  products: z.array(productTileSchema),
  /** Up to 3 leaf categories holding the most matching products (counted among the first 1,000 matches). */
  categories: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      /** The names of the category's ancestors, from the top ("Men" for Men › Hiking Boots). */
      parents: z.array(z.string()),
      url: z.string(),
      count: z.number().int(),
    }),
  ),
  /** Up to 5 queries other shoppers ran that found products, most frequent first. */
  popularQueries: z.array(z.object({ query: z.string(), searches: z.number().int() })),
});
export type AutoSuggestResponse = z.infer<typeof autoSuggestResponseSchema>;

export const RECOMMENDATION_TYPES = ['similar', 'bought-together'] as const;

export const widgetRecommendationsQuerySchema = z.object({
  productId: productIdSchema,
  type: z.enum(RECOMMENDATION_TYPES).default('similar'),
  count: z.coerce.number().int().min(1, 'must be at least 1').max(20, 'must be at most 20').default(8),
});

/** The spec's recommendation item (snake_case review fields as the spec names them). */
export const recommendationItemSchema = z.object({
  productId: z.string(),
  title: z.string(),
  name: z.string(),
  image: imageSchema,
  images: z.array(imageSchema),
  url: z.string(),
  review_average: z.number(),
  reviews_count: z.number().int(),
  price: priceDisplaySchema,
  recommendationId: z.string(),
});
export type RecommendationItem = z.infer<typeof recommendationItemSchema>;

export const widgetRecommendationsResponseSchema = z.object({
  productId: z.string(),
  type: z.enum(RECOMMENDATION_TYPES),
  recommendationId: z.string(),
  items: z.array(recommendationItemSchema),
});
export type WidgetRecommendationsResponse = z.infer<typeof widgetRecommendationsResponseSchema>;

export const productSetSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  products: z.array(productTileSchema),
});
export type ProductSet = z.infer<typeof productSetSchema>;

export const productSetsResponseSchema = z.object({
  productId: z.string(),
  productSets: z.array(productSetSchema),
});
export type ProductSetsResponse = z.infer<typeof productSetsResponseSchema>;
