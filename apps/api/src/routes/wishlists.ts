import { CommerceError, cart, settings, wishlists } from '@ridgeline/commerce';
import {
  addFavoriteRequestSchema,
  favoriteIdSchema,
  favoriteItemParamsSchema,
  favoriteShareSchema,
  favoritesSchema,
  localeQuerySchema,
  saveForLaterSchema,
  sharedFavoritesQuerySchema,
  wishlistPageQuerySchema,
} from '@ridgeline/contracts';
import type { Database } from '@ridgeline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from './actor.ts';

const tags = ['Wishlists'];
const pageQuery = localeQuerySchema.extend(wishlistPageQuerySchema.shape);
const listParams = z.object({ favoriteId: favoriteIdSchema });

/** Favorites (guests too), their read-only share link, and the saved-for-later list of the cart. */
export const wishlistRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  // Spec: favorites and saved-for-later are disabled when favorites are not enabled (the site's switch).
  app.addHook('preHandler', async (request) => {
    if (!(await settings.siteFeaturesOf(db, request.shop.siteId)).favorites) {
      throw new CommerceError('FAV404', { siteId: request.shop.siteId });
    }
  });

  // Anyone holding a list's share token may read it: no shopper session needed.
  app.get(
    '/wishlists/v2/favorites/:favoriteId/share',
    {
      schema: {
        tags,
        summary: 'Read a shared favorites list with its share token',
        params: listParams,
        querystring: localeQuerySchema.extend(sharedFavoritesQuerySchema.shape),
        response: { 200: favoritesSchema },
      },
    },
    async (request) => {
      const { shareToken, start, count } = request.query;
      return wishlists.sharedFavorites(db, request.shop, request.params.favoriteId, shareToken, {
        start,
        count,
      });
    },
  );

  app.get(
    '/wishlists/v2/favorites',
    {
      preHandler: app.requireShopper,
      schema: {
        tags,
        summary: "The shopper's favorites (start, count)",
        querystring: pageQuery,
        response: { 200: favoritesSchema },
      },
    },
    async (request) => wishlists.getFavorites(db, actorOf(request), request.query),
  );

  app.post(
    '/wishlists/v2/favorites',
    {
      preHandler: app.requireShopper,
      schema: {
        tags,
        summary: 'Add a product to the favorites (id, qty, itemType product, favoriteId)',
        querystring: pageQuery,
        body: addFavoriteRequestSchema,
        response: { 200: favoritesSchema },
      },
    },
    async (request) => wishlists.addFavorite(db, actorOf(request), request.body, request.query),
  );

  app.delete(
    '/wishlists/v2/favorites/:favoriteId/items/:itemId',
    {
      preHandler: app.requireShopper,
      schema: {
        tags,
        summary: 'Remove a product from the favorites',
        params: favoriteItemParamsSchema,
        querystring: pageQuery,
        response: { 200: favoritesSchema },
      },
    },
    async (request) =>
      wishlists.removeFavorite(
        db,
        actorOf(request),
        request.params.favoriteId,
        request.params.itemId,
        request.query,
      ),
  );

  app.post(
    '/wishlists/v2/favorites/:favoriteId/share',
    {
      preHandler: app.requireShopper,
      schema: {
        tags,
        summary: 'Create (or read) the read-only share token of the favorites',
        params: listParams,
        querystring: localeQuerySchema,
        response: { 200: favoriteShareSchema },
      },
    },
    async (request) => wishlists.shareFavorites(db, actorOf(request), request.params.favoriteId),
  );

  app.get(
    '/wishlists/v2/saveForLater',
    {
      preHandler: app.requireShopper,
      schema: {
        tags,
        summary: "The shopper's saved-for-later list (start, count)",
        querystring: pageQuery,
        response: { 200: saveForLaterSchema },
      },
    },
    async (request) => cart.savedForLater(db, actorOf(request), request.query),
  );
};
