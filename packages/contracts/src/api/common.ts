import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../sites.ts';

export const localeSchema = z.enum(LOCALES as [Locale, ...Locale[]]);
export const localeQuerySchema = z.object({ locale: localeSchema.default(DEFAULT_LOCALE) });

/** Master product id (8-11 uppercase letters or digits), optionally a colour id (master + 3 digits). */
export const productIdSchema = z
  .string()
  .regex(/^[A-Z0-9]{8,14}$/, 'must be 8 to 14 uppercase letters or digits');
export const categoryIdSchema = z.string().regex(/^\d{4,10}$/, 'must be 4 to 10 digits');
export const upcSchema = z.string().regex(/^\d{12}$/, 'must be a 12-digit UPC');
export const basketIdSchema = z.string().uuid('must be a cart id');

export const moneySchema = z.number().int();

export const imageSchema = z.object({ src: z.string(), alt: z.string() });
export type Image = z.infer<typeof imageSchema>;

export const errorResponseSchema = z.object({
  errorDetails: z.array(z.object({ errorId: z.string(), message: z.string() }).catchall(z.unknown())).min(1),
  appId: z.string(),
  correlationId: z.string(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const storeIdSchema = z.string().regex(/^ST\d{4}$/, 'must be a store id such as ST0001');

/** Path parameters of the calls under /cart/…/cart/{basketId}. */
export const basketParamsSchema = z.object({ basketId: basketIdSchema });
