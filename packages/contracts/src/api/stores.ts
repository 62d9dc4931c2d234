import { z } from 'zod';
import { emailSchema } from '../validation.ts';
import { variantSchema } from './catalog.ts';
import { storeIdSchema, upcSchema } from './common.ts';

/**
 * Degrees, kept to 6 decimals (about 10 cm): finer values add nothing, and ones below PostgreSQL's
 * smallest double (1e-308) would fail the distance query.
 */
const coordinate = (limit: number) =>
  z
    .number()
    .min(-limit, `must be -${limit} to ${limit}`)
    .max(limit, `must be -${limit} to ${limit}`)
    .transform((degrees) => Math.round(degrees * 1e6) / 1e6 || 0);

export const storeSearchRequestSchema = z.object({
  postalCode: z
    .string()
    .trim()
    .min(2, 'must be at least 2 characters')
    .max(10, 'must be at most 10 characters')
    .optional(),
  city: z
    .string()
    .trim()
    .min(2, 'must be at least 2 characters')
    .max(60, 'must be at most 60 characters')
    .optional(),
  latitude: coordinate(90).optional(),
  longitude: coordinate(180).optional(),
  /** Country of the postal code or city; defaults to the countries of the locale's site. */
  countryCode: z.enum(['US', 'CA', 'GB', 'DE', 'FR']).optional(),
  radiusKm: z.number().min(1, 'must be at least 1').max(1000, 'must be at most 1000').default(100),
  limit: z.number().int().min(1, 'must be at least 1').max(50, 'must be at most 50').default(10),
});
export type StoreSearchRequest = z.infer<typeof storeSearchRequestSchema>;

export const openingHoursSchema = z.object({
  /** 0 = Sunday … 6 = Saturday. */
  day: z.number().int(),
  label: z.string(),
  /** "09:30"; null when closed that day. */
  opens: z.string().nullable(),
  closes: z.string().nullable(),
});

export const storeSchema = z.object({
  id: z.string(),
  siteId: z.string(),
  name: z.string(),
  address: z.object({
    addressLine1: z.string(),
    city: z.string(),
    province: z.string().nullable(),
    postalCode: z.string(),
    countryCode: z.string(),
  }),
  phone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  isPickupPoint: z.boolean(),
  /** Kilometres from the searched location, one decimal; null in plain lists. */
  distanceKm: z.number().nullable(),
  openingHours: z.array(openingHoursSchema),
  /**
   * Special days of the next two weeks (decision 088), by date: closed (opens and closes null) or open at
   * other hours than the weekday's, with the reason in the request's language.
   */
  specialDays: z.array(
    z.object({
      /** YYYY-MM-DD, the store's calendar day. */
      date: z.string(),
      /** The date in the request's language ("Friday, 25 December"). */
      label: z.string(),
      opens: z.string().nullable(),
      closes: z.string().nullable(),
      reason: z.string(),
    }),
  ),
});
export type Store = z.infer<typeof storeSchema>;

export const storeSearchResponseSchema = z.object({
  origin: z.object({ latitude: z.number(), longitude: z.number(), label: z.string().nullable() }),
  radiusKm: z.number(),
  stores: z.array(storeSchema),
});
export type StoreSearchResponse = z.infer<typeof storeSearchResponseSchema>;

export const storeListResponseSchema = z.object({ siteId: z.string(), stores: z.array(storeSchema) });
export type StoreListResponse = z.infer<typeof storeListResponseSchema>;

export const storeAvailabilityRequestSchema = z.object({
  storeIds: z
    .array(storeIdSchema)
    .min(1, 'must name at least one store')
    .max(20, 'must name at most 20 stores'),
  upc: upcSchema.optional(),
});
export type StoreAvailabilityRequest = z.infer<typeof storeAvailabilityRequestSchema>;

export const storeAvailabilityResponseSchema = z.object({
  productId: z.string(),
  stores: z.array(
    z.object({
      storeId: z.string(),
      name: z.string(),
      isPickupPoint: z.boolean(),
      /** Variants of the product this store holds, or the requested UPC. */
      variants: z.array(variantSchema),
    }),
  ),
});
export type StoreAvailabilityResponse = z.infer<typeof storeAvailabilityResponseSchema>;

export const inventoryResponseSchema = z.object({ productId: z.string(), variants: z.array(variantSchema) });
export type InventoryResponse = z.infer<typeof inventoryResponseSchema>;

export const stockNotificationRequestSchema = z.object({
  upc: upcSchema,
  email: emailSchema,
});
export const stockNotificationResponseSchema = z.object({
  upc: z.string(),
  email: z.string(),
  /** False when the variant can be bought now: nothing to wait for. */
  subscribed: z.boolean(),
  inStock: z.boolean(),
});
export type StockNotificationResponse = z.infer<typeof stockNotificationResponseSchema>;
