import { randomUUID } from 'node:crypto';
import { checkout, type IdempotencyTiming, orders, type payments } from '@ridgeline/commerce';
import {
  cartSchema,
  localeQuerySchema,
  orderLookupQuerySchema,
  orderSchema,
  placeOrderRequestSchema,
  prepareOrderRequestSchema,
} from '@ridgeline/contracts';
import type { Database } from '@ridgeline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from './actor.ts';

export interface CheckoutRouteOptions {
  database: Database;
  gateway: payments.PaymentGateway;
  rateLimitPerMinute: number;
  hooks?: checkout.PlaceOrderHooks | undefined;
  /** The lease on a place-order key and how long a repeat waits (decision 049). */
  timing: IdempotencyTiming;
  /** The bot check of place order (decision 039). */
  screening: checkout.PlaceOrderScreening;
}

export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .min(8, 'must be at least 8 characters')
    .max(100, 'must be at most 100 characters')
    .optional(),
});

export const checkoutRoutes: FastifyPluginAsyncZod<CheckoutRouteOptions> = async (app, options) => {
  const { db } = options.database;
  app.addHook('preHandler', app.requireShopper);

  app.post(
    '/cart/v1/cart/prepareOrder',
    {
      schema: {
        tags: ['Checkout'],
        summary: 'Check that the cart can be ordered',
        querystring: localeQuerySchema,
        body: prepareOrderRequestSchema,
        response: { 200: cartSchema },
      },
    },
    async (request) => checkout.prepareOrder(db, actorOf(request), request.body.basketId),
  );

  app.put(
    '/cart/v2/checkout/order',
    {
      config: { rateLimit: { max: options.rateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['Checkout'],
        summary: 'Place the order (send an Idempotency-Key: a repeat returns the first result)',
        description:
          'Send the solved ALTCHA challenge as `altcha`. A wrong, expired or reused solution answers 403 AUT403; ' +
          'so does a missing one when the order looks risky (or always, by configuration). The 403 carries ' +
          '`appId`: solve a new challenge and send the order again. The in-store sale (store and associate) is ' +
          "taken from an associate's session (agent login with storeId and storeEmployeeId); an " +
          '`inStoreSalesInfo` in the body is ignored.',
        querystring: localeQuerySchema,
        headers: idempotencyHeaders,
        body: placeOrderRequestSchema,
        response: { 200: orderSchema },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'] ?? randomUUID();
      const actor = actorOf(request);
      const facts = await options.screening.screen({
        shopperId: actor.shopperId,
        idempotencyKey: key,
        clientAddress: request.ip,
        solution: request.body.altcha,
      });
      const { order, replayed } = await checkout.placeOrder(
        db,
        options.gateway,
        actor,
        // The sale is credited from the associate's session only: a body's inStoreSalesInfo is ignored.
        { cartId: request.body.cartId, inStoreSalesInfo: request.shopper!.inStore ?? undefined },
        key,
        options.hooks,
        facts,
        options.timing,
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return order;
    },
  );

  app.get(
    '/consumers-v3/consumer/purchase/:orderId',
    {
      schema: {
        tags: ['Orders'],
        summary: 'Read a placed order (its owner, or a guest with the lookup token st)',
        params: z.object({
          orderId: z.string().regex(/^RL\d{10}$/, 'must be an order number such as RL0123456789'),
        }),
        querystring: localeQuerySchema.extend(orderLookupQuerySchema.shape),
        response: { 200: orderSchema },
      },
    },
    async (request) =>
      orders.getOrder(db, request.shop, request.params.orderId, {
        shopperId: request.shopper!.sub,
        st: request.query.st,
      }),
  );
};
