import { cart } from '@ridgeline/commerce';
import { cartSchema, couponRequestSchema, localeQuerySchema } from '@ridgeline/contracts';
import type { Database } from '@ridgeline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from './actor.ts';
import { bodyFromQuery } from './cart.ts';

const tags = ['Promotions'];

/** Coupons on the cart; automatic promotions need no call: every cart read prices them. */
export const promotionRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;
  app.addHook('preHandler', app.requireShopper);

  app.put(
    '/cart/v1/coupon',
    {
      preHandler: app.limitCodeAttempts,
      schema: {
        tags,
        summary:
          'Apply a coupon code to the cart (API429 past 10 codes a minute per shopper or client address)',
        querystring: localeQuerySchema,
        body: couponRequestSchema,
        response: { 200: cartSchema },
      },
    },
    async (request) => cart.applyCoupon(db, actorOf(request), request.body),
  );

  app.delete(
    '/cart/v1/coupon',
    {
      preValidation: bodyFromQuery(['cartId', 'code']),
      schema: {
        tags,
        summary: 'Remove a coupon code from the cart',
        querystring: localeQuerySchema.extend({ cartId: z.string().optional(), code: z.string().optional() }),
        body: couponRequestSchema,
        response: { 200: cartSchema },
      },
    },
    async (request) => cart.removeCoupon(db, actorOf(request), request.body),
  );
};
