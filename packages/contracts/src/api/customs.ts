import { z } from 'zod';
import { productIdSchema, upcSchema } from './common.ts';

/** Monogram letters: A to Z only (embroidered), stored in capitals. */
export const CUSTOMS_MONOGRAM_PATTERN = /^[A-Za-z]+$/;

export const customsChoicesSchema = z.object({
  /** A colour code for every zone of the product, e.g. { upper: 'forest', laces: 'yellow' }. */
  zones: z.record(z.string().max(40), z.string().min(1).max(40)),
  /** Up to the product's monogramMaxLength letters; omitted, null or empty for none. */
  monogram: z
    .string()
    .trim()
    .max(10, 'must be at most 10 letters')
    .regex(/^[A-Za-z]*$/, 'must be letters A to Z only')
    .nullable()
    .optional(),
});
export type CustomsChoices = z.infer<typeof customsChoicesSchema>;

export const createCustomsRecipeRequestSchema = z.object({
  productId: productIdSchema,
  /** The base variant (the size) the design is made on. */
  upc: upcSchema,
  choices: customsChoicesSchema,
});
export type CreateCustomsRecipeRequest = z.infer<typeof createCustomsRecipeRequestSchema>;

export const customsRecipeParamsSchema = z.object({ recipeId: z.string().uuid('must be a recipe id') });
export const customsProductParamsSchema = z.object({ productId: productIdSchema });
export const precreatedCustomsParamsSchema = z.object({
  code: z.string().regex(/^[A-Z0-9-]{3,40}$/, 'must be a design code'),
});

const choiceViewSchema = z.object({
  zone: z.string(),
  zoneLabel: z.string(),
  color: z.string(),
  colorLabel: z.string(),
});

/** A design as clients see it, priced in the request's currency. */
export const customsRecipeSchema = z.object({
  recipeId: z.string(),
  productId: z.string(),
  /** Null for a curated design: the size is chosen when it is added to a cart. */
  upc: z.string().nullable(),
  precreatedCustomsCode: z.string().nullable(),
  name: z.string().nullable(),
  choices: z.object({ zones: z.record(z.string(), z.string()), monogram: z.string().nullable() }),
  details: z.array(choiceViewSchema),
  /** One line for people: "Upper: Forest green · Laces: Yellow · Monogram: ABC". */
  summary: z.string(),
  currency: z.string(),
  surcharge: z.number().int(),
});
export type CustomsRecipe = z.infer<typeof customsRecipeSchema>;

/** What a product offers to customise, with the surcharges in the request's currency. */
export const customsOptionsSchema = z.object({
  productId: z.string(),
  zones: z.array(
    z.object({
      code: z.string(),
      label: z.string(),
      colors: z.array(z.object({ code: z.string(), label: z.string(), hex: z.string() })),
    }),
  ),
  monogramMaxLength: z.number().int(),
  currency: z.string(),
  surcharge: z.number().int(),
  monogramSurcharge: z.number().int(),
  /** Curated designs of this product (precreatedCustomsCode). */
  precreated: z.array(customsRecipeSchema),
});
export type CustomsOptions = z.infer<typeof customsOptionsSchema>;
