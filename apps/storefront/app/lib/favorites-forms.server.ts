// The favorites forms, from the wishlist requests their actions make (decision 059).
import { addFavoriteRequestSchema, favoriteIdSchema, favoriteItemParamsSchema } from '@ridgeline/contracts';
import { z } from 'zod';

export const FavoritesIntent = ['add', 'remove', 'share'] as const;

/** The product's name, for the notice only (trimmed to a notice's length). */
const name = z
  .string()
  .transform((typed) => typed.slice(0, 120))
  .default('');

/** The product page's heart: the add request's product id, as `productId`. */
export const addFavoriteForm = z.object({ productId: addFavoriteRequestSchema.shape.id, name });

/** A line of the list: the remove request's list and item. */
export const removeFavoriteForm = favoriteItemParamsSchema.extend({ name });

/** Sharing the list: its id. */
export const shareFavoritesForm = z.object({ favoriteId: favoriteIdSchema });
