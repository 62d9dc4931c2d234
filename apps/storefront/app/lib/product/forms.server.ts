import { addItemRequestSchema } from '@ridgeline/contracts';
import { z } from 'zod';

/**
 * The buy form: the colour and size that name a variant (the add-item request's upc, found on the
 * server) and the request's quantity.
 */
export const addToCartForm = z.object({
  color: z.string().trim().min(1),
  size: z.string().trim().min(1),
  qty: addItemRequestSchema.shape.qty,
});
