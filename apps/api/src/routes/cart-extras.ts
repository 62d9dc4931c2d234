import { CommerceError, cart, settings } from '@ridgeline/commerce';
import {
  basketIdSchema,
  basketParamsSchema,
  cartSchema,
  cartWithItemRequestSchema,
  deviceFingerPrintRequestSchema,
  HOLD_MINUTES,
  localeQuerySchema,
  moveToCartRequestSchema,
  priceAdjustmentRequestSchema,
  reserveWithItemRequestSchema,
  reserveWithItemResponseSchema,
  saveForLaterMoveResponseSchema,
  saveForLaterRequestSchema,
  saveForLaterSchema,
} from '@ridgeline/contracts';
import type { Database } from '@ridgeline/db';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from './actor.ts';

const tags = ['Cart'];

const adjustmentParams = z.object({
  basketId: basketIdSchema,
  adjustmentId: z.string().uuid('must be a price adjustment id'),
});

/** A cart with its first item in one call, saved for later, associates' price adjustments, fingerprint. */
export const cartExtraRoutes: FastifyPluginAsyncZod<{
  database: Database;
  /** The cap of associates' price adjustments (decision 048). */
  priceAdjustments: cart.PriceAdjustmentLimits;
}> = async (app, { database, priceAdjustments }) => {
  const { db } = database;
  app.addHook('preHandler', app.requireShopper);
  // Spec: saved-for-later is disabled with favorites (the site's switch, decision 079).
  const favoritesOn = async (request: FastifyRequest) => {
    if (!(await settings.siteFeaturesOf(db, request.shop.siteId)).favorites) {
      throw new CommerceError('FAV404', { siteId: request.shop.siteId });
    }
  };

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

  app.post(
    '/cart/v1/reserveWithItem',
    {
      schema: {
        tags,
        summary: `Add an item and hold its online stock for this cart for ${HOLD_MINUTES} minutes`,
        querystring: localeQuerySchema,
        body: reserveWithItemRequestSchema,
        response: { 200: reserveWithItemResponseSchema },
      },
    },
    async (request) => cart.reserveWithItem(db, actorOf(request), request.body),
  );

  app.put(
    '/cart/v2/saveForLater',
    {
      preHandler: favoritesOn,
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

  app.get(
    '/cart/v2/saveForLater',
    {
      preHandler: favoritesOn,
      schema: {
        tags,
        summary:
          "The shopper's saved-for-later list on this site (no id and no items until something is saved)",
        querystring: localeQuerySchema,
        response: { 200: saveForLaterSchema },
      },
    },
    async (request) => cart.currentSaveForLater(db, actorOf(request)),
  );

  app.post(
    '/cart/v2/cart/:basketId/saveForLater',
    {
      preHandler: favoritesOn,
      schema: {
        tags,
        summary: 'Move a saved-for-later item back into the cart',
        params: basketParamsSchema,
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
      preHandler: favoritesOn,
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

  app.post(
    '/cart/v1/cart/:basketId/price_adjustments',
    {
      schema: {
        tags,
        summary:
          'In-store associates: adjust the price of a line (itemId) or of the cart, with a reason, within the cap (ADJ400)',
        params: basketParamsSchema,
        querystring: localeQuerySchema,
        body: priceAdjustmentRequestSchema,
        response: { 200: cartSchema },
      },
    },
    async (request) =>
      cart.addPriceAdjustment(db, actorOf(request), request.params.basketId, request.body, priceAdjustments),
  );

  app.patch(
    '/cart/v1/cart/:basketId/price_adjustments/:adjustmentId',
    {
      schema: {
        tags,
        summary: 'In-store associates: change a price adjustment',
        params: adjustmentParams,
        querystring: localeQuerySchema,
        body: priceAdjustmentRequestSchema,
        response: { 200: cartSchema },
      },
    },
    async (request) =>
      cart.changePriceAdjustment(
        db,
        actorOf(request),
        request.params.basketId,
        request.params.adjustmentId,
        request.body,
        priceAdjustments,
      ),
  );

  app.delete(
    '/cart/v1/cart/:basketId/price_adjustments/:adjustmentId',
    {
      schema: {
        tags,
        summary: 'In-store associates: remove a price adjustment',
        params: adjustmentParams,
        querystring: localeQuerySchema,
        response: { 200: cartSchema },
      },
    },
    async (request) =>
      cart.removePriceAdjustment(db, actorOf(request), request.params.basketId, request.params.adjustmentId),
  );

  app.post(
    '/cart/v1/deviceFingerPrint',
    {
      schema: {
        tags,
        summary: "Keep the fraud script's device fingerprint on the cart",
        querystring: localeQuerySchema,
        body: deviceFingerPrintRequestSchema,
        response: { 200: z.object({ basketId: z.string(), stored: z.literal(true) }) },
      },
    },
    async (request) =>
      cart.setDeviceFingerprint(db, actorOf(request), request.body.cartId, request.body.deviceFingerPrint),
  );
};
