import { CommerceError, cart, checkout, giftcards, type payments } from '@ridgeline/commerce';
import {
  basketParamsSchema,
  cancelPendingOrderRequestSchema,
  cancelPendingOrderResponseSchema,
  cartSchema,
  finaliseOrderRequestSchema,
  giftCardBalanceRequestSchema,
  giftCardBalanceSchema,
  localeQuerySchema,
  orderNumberSchema,
  orderSchema,
  paymentMethodsResponseSchema,
  paymentSessionQuerySchema,
  paymentSessionSchema,
  rewardRequestSchema,
} from '@ridgeline/contracts';
import type { Database } from '@ridgeline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from './actor.ts';

export interface PaymentRouteOptions {
  database: Database;
  gateway: payments.PaymentGateway;
}

const tags = ['Payments'];

/** Payment methods, gift-card balance, buy-now-pay-later sessions and the 3-D Secure finalisation. */
export const paymentRoutes: FastifyPluginAsyncZod<PaymentRouteOptions> = async (
  app,
  { database, gateway },
) => {
  const { db } = database;
  app.addHook('preHandler', app.requireShopper);

  app.get(
    '/cart/v1/cart/:basketId/paymentMethods',
    {
      schema: {
        tags,
        summary: 'Payment methods of the site, each marked applicable or not for this basket',
        params: basketParamsSchema,
        querystring: localeQuerySchema,
        response: { 200: paymentMethodsResponseSchema },
      },
    },
    async (request) => cart.paymentMethods(db, actorOf(request), request.params.basketId),
  );

  app.post(
    '/cart/v1/giftcard/balance',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Balance of a gift card',
        querystring: localeQuerySchema,
        body: giftCardBalanceRequestSchema,
        response: { 200: giftCardBalanceSchema },
      },
    },
    async (request) => giftcards.checkBalance(db, request.body.giftCardNumber),
  );

  app.put(
    '/cart/v1/cart/:basketId/reward',
    {
      schema: {
        tags,
        summary:
          'Pay part of the cart with a loyalty voucher tier (appliedLoyaltyVoucher.points), or remove it (null)',
        params: basketParamsSchema,
        querystring: localeQuerySchema,
        body: rewardRequestSchema,
        response: { 200: cartSchema },
      },
    },
    async (request) =>
      cart.applyLoyaltyVoucher(
        db,
        actorOf(request),
        request.params.basketId,
        request.body.appliedLoyaltyVoucher,
      ),
  );

  app.get(
    '/cart/v1/paymentSession',
    {
      schema: {
        tags,
        summary: 'Start a buy-now-pay-later session for what the cart leaves to pay',
        querystring: localeQuerySchema.extend(paymentSessionQuerySchema.shape),
        response: { 200: paymentSessionSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const basketId =
        request.query.basketId ?? (await cart.findOpenCartId(db, actor.ctx.siteId, actor.shopperId));
      if (!basketId) throw new CommerceError('BSK404', { reason: 'no open cart' });
      return cart.startPaymentSession(db, gateway, actor, basketId);
    },
  );

  app.patch(
    '/cart/v2/checkout/order/:orderNumber',
    {
      schema: {
        tags: ['Checkout'],
        summary: 'Finalise an order after the 3-D Secure challenge (threeDS2Result from the challenge page)',
        params: z.object({ orderNumber: orderNumberSchema }),
        querystring: localeQuerySchema,
        body: finaliseOrderRequestSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) =>
      checkout.finaliseOrder(db, gateway, actorOf(request), request.params.orderNumber, request.body),
  );

  app.post(
    '/cart/v2/checkout/order/:orderNumber/cancel',
    {
      schema: {
        tags: ['Checkout'],
        summary:
          'Cancel an order waiting for its 3-D Secure challenge: stock and gift/reward cards back at once, a new cart with its items (basketId, for the owner). Repeating it answers the same; ORD410 when the payment went through first',
        params: z.object({ orderNumber: orderNumberSchema }),
        querystring: localeQuerySchema,
        body: cancelPendingOrderRequestSchema.optional(),
        response: { 200: cancelPendingOrderResponseSchema },
      },
    },
    async (request) =>
      checkout.cancelPendingOrder(
        db,
        gateway,
        actorOf(request),
        request.params.orderNumber,
        request.body?.st,
      ),
  );
};
