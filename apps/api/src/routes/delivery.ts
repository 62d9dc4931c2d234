import { cart } from '@ridgeline/commerce';
import {
  addressValidationRequestSchema,
  addressValidationResponseSchema,
  basketParamsSchema,
  localeQuerySchema,
} from '@ridgeline/contracts';
import type { Database } from '@ridgeline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from './actor.ts';

/** Delivery checks of the checkout's shipping step. */
export const deliveryRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;
  app.addHook('preHandler', app.requireShopper);

  app.post(
    '/cart/v1/cart/:basketId/shippingAddress/validation',
    {
      schema: {
        tags: ['Delivery'],
        summary:
          'Validate a shipping address (SHP410 no phone, SHP500 PO box, CHK380 not shippable, CHK320 invalid)',
        params: basketParamsSchema,
        querystring: localeQuerySchema,
        body: addressValidationRequestSchema,
        response: { 200: addressValidationResponseSchema },
      },
    },
    async (request) =>
      cart.validateCartShippingAddress(db, actorOf(request), request.params.basketId, request.body),
  );
};
