import { cart, type payments } from '@ridgeline/commerce';
import {
  addItemRequestSchema,
  applicableShippingMethodsSchema,
  basketParamsSchema,
  billingAddressRequestSchema,
  cartSchema,
  localeQuerySchema,
  orderGiftOptionSchema,
  paymentInstrumentRequestSchema,
  removeItemRequestSchema,
  removePaymentInstrumentRequestSchema,
  shippingAddressRequestSchema,
  shippingMethodRequestSchema,
  storeIdSchema,
  updateItemRequestSchema,
} from '@ridgeline/contracts';
import type { Database } from '@ridgeline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from './actor.ts';
import { idempotencyHeaders } from './checkout.ts';

export interface CartRouteOptions {
  database: Database;
  gateway: payments.PaymentGateway;
}

const cartResponse = { 200: cartSchema };
const GUESSABLE_METHODS = new Set(['GIFT_CARD', 'REWARD_CODE', 'REWARD_CARD']);
const tags = ['Cart'];

/** DELETE calls may carry their fields in the query string instead of a body. */
export const bodyFromQuery = (fields: string[]) => async (request: { body: unknown; query: unknown }) => {
  if (request.body === undefined || request.body === null) {
    const query = request.query as Record<string, unknown>;
    request.body = Object.fromEntries(fields.filter((f) => query[f] !== undefined).map((f) => [f, query[f]]));
  }
};

export const cartRoutes: FastifyPluginAsyncZod<CartRouteOptions> = async (app, { database, gateway }) => {
  const { db } = database;
  app.addHook('preHandler', app.requireShopper);

  app.post(
    '/cart/v1/cart',
    { schema: { tags, summary: 'Create a cart', querystring: localeQuerySchema, response: cartResponse } },
    async (request) => cart.createCart(db, actorOf(request)),
  );

  app.get(
    '/cart/v1/cart/:basketId',
    {
      schema: {
        tags,
        summary: 'Read a cart',
        params: basketParamsSchema,
        querystring: localeQuerySchema.extend({
          favStoreId: storeIdSchema.optional(),
          isPatchRequired: z.enum(['true', 'false']).optional(),
          inventorySupplyCheck: z.enum(['true', 'false']).optional(),
        }),
        response: cartResponse,
      },
    },
    async (request) => cart.getCart(db, actorOf(request), request.params.basketId, request.query.favStoreId),
  );

  app.post(
    '/cart/v1/item',
    {
      schema: {
        tags,
        summary: 'Add an item',
        querystring: localeQuerySchema,
        body: addItemRequestSchema,
        response: cartResponse,
      },
    },
    async (request) => cart.addItem(db, actorOf(request), request.body),
  );

  app.put(
    '/cart/v1/cart/:basketId/item',
    {
      schema: {
        tags,
        summary: 'Change the quantity or the delivery (storeId, or action=pickup with favStoreId) of an item',
        params: basketParamsSchema,
        querystring: localeQuerySchema.extend({
          action: z.enum(['pickup']).optional(),
          favStoreId: storeIdSchema.optional(),
        }),
        body: updateItemRequestSchema,
        response: cartResponse,
      },
    },
    async (request) =>
      cart.updateItem(
        db,
        actorOf(request),
        { ...request.body, cartId: request.params.basketId },
        { action: request.query.action, favStoreId: request.query.favStoreId },
      ),
  );

  app.delete(
    '/cart/v1/item',
    {
      preValidation: bodyFromQuery(['cartId', 'itemId', 'upc']),
      schema: {
        tags,
        summary: 'Remove an item',
        querystring: localeQuerySchema.extend({
          cartId: z.string().optional(),
          itemId: z.string().optional(),
          upc: z.string().optional(),
        }),
        body: removeItemRequestSchema,
        response: cartResponse,
      },
    },
    async (request) => cart.removeItem(db, actorOf(request), request.body.cartId, request.body.itemId),
  );

  app.post(
    '/cart/v2/cart/:basketId/shippingAddress',
    {
      schema: {
        tags,
        summary: 'Set the shipping address and contact email',
        params: basketParamsSchema,
        querystring: localeQuerySchema,
        body: shippingAddressRequestSchema,
        response: cartResponse,
      },
    },
    async (request) => cart.setShippingAddress(db, actorOf(request), request.params.basketId, request.body),
  );

  app.put(
    '/cart/v1/cart/:basketId/giftOption',
    {
      schema: {
        tags,
        summary: "Set the order's gift option: gift wrap, a gift receipt without prices, a message",
        params: basketParamsSchema,
        querystring: localeQuerySchema,
        body: orderGiftOptionSchema,
        response: cartResponse,
      },
    },
    async (request) => cart.setOrderGiftOption(db, actorOf(request), request.params.basketId, request.body),
  );

  app.delete(
    '/cart/v1/cart/:basketId/giftOption',
    {
      schema: {
        tags,
        summary: "Remove the order's gift option",
        params: basketParamsSchema,
        querystring: localeQuerySchema,
        response: cartResponse,
      },
    },
    async (request) => cart.setOrderGiftOption(db, actorOf(request), request.params.basketId, null),
  );

  app.delete(
    '/cart/v2/cart/:basketId/shippingAddress',
    {
      schema: {
        tags,
        summary: 'Remove the shipping address',
        params: basketParamsSchema,
        querystring: localeQuerySchema,
        response: cartResponse,
      },
    },
    async (request) => cart.removeShippingAddress(db, actorOf(request), request.params.basketId),
  );

  app.post(
    '/cart/v1/shippingMethod',
    {
      schema: {
        tags,
        summary: 'Choose a shipping method',
        querystring: localeQuerySchema,
        body: shippingMethodRequestSchema,
        response: cartResponse,
      },
    },
    async (request) =>
      cart.setShippingMethod(
        db,
        actorOf(request),
        request.body.cartId,
        request.body.shippingId,
        request.body.code,
      ),
  );

  app.get(
    '/cart/v1/cart/:basketId/shippingMethod/:shippingId',
    {
      schema: {
        tags,
        summary: 'Shipping methods applicable to a shipment',
        params: basketParamsSchema.extend({ shippingId: z.string().min(1).max(40) }),
        querystring: localeQuerySchema,
        response: { 200: applicableShippingMethodsSchema },
      },
    },
    async (request) =>
      cart.getShippingMethods(db, actorOf(request), request.params.basketId, request.params.shippingId),
  );

  app.post(
    '/cart/v1/cart/:basketId/billingAddress',
    {
      schema: {
        tags,
        summary: 'Set the billing address',
        params: basketParamsSchema,
        querystring: localeQuerySchema,
        body: billingAddressRequestSchema,
        response: cartResponse,
      },
    },
    async (request) => cart.setBillingAddress(db, actorOf(request), request.params.basketId, request.body),
  );

  app.delete(
    '/cart/v1/cart/:basketId/billingAddress',
    {
      schema: {
        tags,
        summary: 'Remove the billing address',
        params: basketParamsSchema,
        querystring: localeQuerySchema,
        response: cartResponse,
      },
    },
    async (request) => cart.setBillingAddress(db, actorOf(request), request.params.basketId, null),
  );

  app.post(
    '/cart/v1/cart/:basketId/paymentInstruments',
    {
      // Gift cards, reward codes and reward cards are numbers a stranger could guess: counted like coupons.
      preHandler: async (request, reply) => {
        if (GUESSABLE_METHODS.has(request.body.payment_method_id))
          return app.limitCodeAttempts(request, reply);
      },
      schema: {
        tags,
        summary:
          'Add a payment instrument: a card token, a gift card number or an approved BNPL session (send an Idempotency-Key: a repeat returns the first result). Gift card, reward code and reward card numbers count towards the limit of 10 code attempts a minute per shopper and client address (API429).',
        params: basketParamsSchema,
        querystring: localeQuerySchema,
        headers: idempotencyHeaders,
        body: paymentInstrumentRequestSchema,
        response: cartResponse,
      },
    },
    async (request, reply) => {
      const { cart: updated, replayed } = await cart.addPaymentInstrument(
        db,
        gateway,
        actorOf(request),
        request.params.basketId,
        request.body,
        request.headers['idempotency-key'],
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return updated;
    },
  );

  app.delete(
    '/cart/v1/cart/:basketId/paymentInstruments',
    {
      preValidation: bodyFromQuery(['payment_instrument_id']),
      schema: {
        tags,
        summary: 'Remove a payment instrument',
        params: basketParamsSchema,
        querystring: localeQuerySchema.extend({ payment_instrument_id: z.string().optional() }),
        body: removePaymentInstrumentRequestSchema,
        response: cartResponse,
      },
    },
    async (request) =>
      cart.removePaymentInstrument(
        db,
        actorOf(request),
        request.params.basketId,
        request.body.payment_instrument_id,
      ),
  );
};
