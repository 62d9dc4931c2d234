import { z } from 'zod';
import { priceDisplaySchema } from './catalog.ts';
import { imageSchema, productIdSchema } from './common.ts';

export const FAVORITES_PAGE_SIZE = 24;

export const favoriteIdSchema = z.string().uuid('must be a favorites list id');

/** Reads of a list page through it with start and count. */
export const wishlistPageQuerySchema = z.object({
  start: z.coerce.number().int('must be a whole number').min(0, 'must be 0 or more').default(0),
  count: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100, 'must be at most 100')
    .default(FAVORITES_PAGE_SIZE),
});

/** POST /wishlists/v2/favorites: id (a master or colour product id), qty, itemType product, favoriteId. */
export const addFavoriteRequestSchema = z.object({
  id: productIdSchema,
  qty: z
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(99, 'must be at most 99')
    .default(1),
  itemType: z.literal('product', { error: 'must be product' }).default('product'),
  favoriteId: favoriteIdSchema.nullish(),
});
export type AddFavoriteRequest = z.infer<typeof addFavoriteRequestSchema>;

export const favoriteItemParamsSchema = z.object({
  favoriteId: favoriteIdSchema,
  itemId: z.string().uuid('must be a favorite item id'),
});

export const favoriteItemSchema = z.object({
  itemId: z.string(),
  productId: z.string(),
  masterId: z.string(),
  name: z.string(),
  colorLabel: z.string().nullable(),
  qty: z.number().int(),
  pageUrl: z.string(),
  image: imageSchema,
  price: priceDisplaySchema.nullable(),
  available: z.boolean(),
});

export const favoritesSchema = z.object({
  favoriteId: z.string().nullable(),
  items: z.array(favoriteItemSchema),
  total: z.number().int(),
});
export type Favorites = z.infer<typeof favoritesSchema>;
export type FavoriteItem = z.infer<typeof favoriteItemSchema>;

/** The read-only link of a shared list: GET …/share?shareToken= answers the list to anyone holding it. */
export const favoriteShareSchema = z.object({ favoriteId: z.string(), shareToken: z.string() });
export const sharedFavoritesQuerySchema = wishlistPageQuerySchema.extend({
  shareToken: z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'must be a share token'),
});
