import { cart } from '@ridgeline/commerce';
import {
  basketIdSchema,
  cartSchema,
  cartWithItemRequestSchema,
  localeQuerySchema,
  moveToCartRequestSchema,
  saveForLaterMoveResponseSchema,
  saveForLaterRequestSchema,
  saveForLaterSchema,
} from '@ridgeline/contracts';
import type { Database } from '@ridgeline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from './actor.ts';

const tags = ['Cart'];

/** A cart with its first item in one call, and saved for later. */
export const cartExtraRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;
  app.addHook('preHandler', app.requireShopper);

  app.post(
    '/cart/v1/cartWithItem',
    {
      schema: {
        tags,
        summary: 'Create a cart with its first item',
        querystring: localeQuerySchema,
        body: cartWithItemRequestSchema,
        response: { 200: cartSchema },
      },
    },
    async (request) => cart.createCartWithItem(db, actorOf(request), request.body),
  );

  app.put(
    '/cart/v2/saveForLater',
    {
      schema: {
        tags,
        summary: 'Move a cart item to the saved-for-later list',
        querystring: localeQuerySchema,
        body: saveForLaterRequestSchema,
        response: { 200: saveForLaterMoveResponseSchema },
      },
    },
    async (request) =>
      cart.moveToSaveForLater(db, actorOf(request), request.body.cartId, request.body.itemId),
  );

  app.post(
    '/cart/v2/cart/:basketId/saveForLater',
    {
      schema: {
        tags,
        summary: 'Move a saved-for-later item back into the cart',
        params: z.object({ basketId: basketIdSchema }),
        querystring: localeQuerySchema,
        body: moveToCartRequestSchema,
        response: { 200: saveForLaterMoveResponseSchema },
      },
    },
    async (request) => cart.moveToCart(db, actorOf(request), request.params.basketId, request.body),
  );

  app.delete(
    '/cart/v2/saveForLater/:saveForlaterId/items/:itemId',
    {
      schema: {
        tags,
        summary: 'Remove an item from the saved-for-later list',
        params: z.object({
          saveForlaterId: z.string().uuid('must be a saved-for-later list id'),
          itemId: z.string().uuid('must be a saved item id'),
        }),
        querystring: localeQuerySchema,
        response: { 200: saveForLaterSchema },
      },
    },
    async (request) =>
      cart.removeSavedItem(db, actorOf(request), request.params.saveForlaterId, request.params.itemId),
  );
};
