import {
  addItemRequestSchema,
  createCustomsRecipeRequestSchema,
  customsChoicesSchema,
  flagRequestSchema,
  reviewIdSchema,
  stockNotificationRequestSchema,
  voteRequestSchema,
} from '@ridgeline/contracts';
import { z } from 'zod';

/** The colour and size that name a variant; the request's upc is found from them on the server. */
const variantChoice = { color: z.string().trim().min(1), size: z.string().trim().min(1) };

/** The buy form: the variant's colour and size, and the add-item request's quantity. */
export const addToCartForm = z.object({ ...variantChoice, qty: addItemRequestSchema.shape.qty });

/** Quick shop from a listing: the buy form's colour and size (one unit). */
export const quickShopForm = addToCartForm.pick({ color: true, size: true });

/** Back-in-stock sign-up: the variant's colour and size, and the notification request's email. */
export const restockForm = z.object({
  ...variantChoice,
  email: stockNotificationRequestSchema.shape.email,
});

/**
 * Customise: the size (the add-item request's upc) with a curated design's code, or the shopper's own
 * choices (a colour per zone, `zone.<code>`, and a monogram) as the recipe request takes them.
 */
export const customsForm = z.object({
  upc: createCustomsRecipeRequestSchema.shape.upc,
  design: addItemRequestSchema.shape.precreatedCustomsCode,
  zone: customsChoicesSchema.shape.zones.default({}),
  monogram: z.string().optional(),
});

/** Every review action names its review. */
export const reviewExtraForm = z.object({ reviewId: reviewIdSchema });

/** A helpful vote: the vote request's answer, posted by the "yes" and "no" buttons as "true" or "false". */
export const voteForm = z.object({
  helpful: z.stringbool().pipe(voteRequestSchema.shape.helpful),
});

/** A report: the flag request's reason. */
export const flagForm = flagRequestSchema.pick({ reason: true });
