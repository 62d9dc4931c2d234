// The account pages' forms, each from the API request its action makes (decision 059).
import { warrantyRequestSchema } from '@ridgeline/contracts';
import { z } from 'zod';

/** A warranty case: the request's fields, the product number as the shopper may type it (lower case). */
export const warrantyForm = warrantyRequestSchema.extend({
  productId: z
    .string()
    .trim()
    .transform((typed) => typed.toUpperCase())
    .pipe(warrantyRequestSchema.shape.productId),
});
