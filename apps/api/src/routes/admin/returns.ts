import { orders, type payments } from '@ridgeline/commerce';
import {
  adminAuthoriseReturnRequestSchema,
  adminCancelReturnRequestSchema,
  adminEmptyBodySchema,
  adminOrderParamsSchema,
  adminOrderReturnsSchema,
  adminReceiveReturnRequestSchema,
  adminReturnParamsSchema,
  adminReturnSchema,
} from '@ridgeline/contracts';
import type { Db } from '@ridgeline/db';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const tags = ['Admin: returns'];

const actorOf = (request: FastifyRequest): orders.OrderActor => ({
  type: 'operator',
  id: request.operator!.operatorId,
});

/**
 * Returns (RMAs) of an order (decision 078): read with orders:read; authorise, receive, refund and cancel
 * with orders:refund (customer service and the owner, acting toward the shopper).
 */
export const adminReturnRoutes: FastifyPluginAsyncZod<{ db: Db; gateway: payments.PaymentGateway }> = async (
  app,
  { db, gateway },
) => {
  app.get(
    '/orders/:orderNumber/returns',
    {
      config: { access: 'orders:read' },
      schema: {
        tags,
        summary:
          "An order's returns, what each line can still return, the shopper's unused return labels and the receiving locations",
        params: adminOrderParamsSchema,
        response: { 200: adminOrderReturnsSchema },
      },
    },
    async (request) => orders.returnsOfOrder(db, request.params.orderNumber),
  );

  app.post(
    '/orders/:orderNumber/returns',
    {
      config: { access: 'orders:refund' },
      schema: {
        tags,
        summary:
          'Authorises a return of shipped lines, with a reason per line, from the shopper’s label reference or a new one; emails the shopper (RTN409 more than shipped and not yet returned, RTN411 unknown label, RTN412 label in use)',
        params: adminOrderParamsSchema,
        body: adminAuthoriseReturnRequestSchema,
        response: { 201: adminReturnSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await orders.authoriseReturn(db, actorOf(request), request.params.orderNumber, request.body)),
  );

  app.post(
    '/orders/:orderNumber/returns/:returnId/receipt',
    {
      config: { access: 'orders:refund' },
      schema: {
        tags,
        summary:
          'Receives an authorised return: each line restocked at a location or written off with a reason, recorded as stock adjustments (RTN404, RTN410 not authorised, STK404 unknown location)',
        params: adminReturnParamsSchema,
        body: adminReceiveReturnRequestSchema,
        response: { 200: adminReturnSchema },
      },
    },
    async (request) =>
      orders.receiveReturn(
        db,
        actorOf(request),
        request.params.orderNumber,
        request.params.returnId,
        request.body,
      ),
  );

  app.post(
    '/orders/:orderNumber/returns/:returnId/refund',
    {
      config: { access: 'orders:refund' },
      schema: {
        tags,
        summary:
          'Refunds a received return (what its lines paid, through the gateway and stored-value tenders) and closes it; emails the shopper (RTN410 not received)',
        params: adminReturnParamsSchema,
        body: adminEmptyBodySchema,
        response: { 200: adminReturnSchema.extend({ refunded: z.number().int() }) },
      },
    },
    async (request) =>
      orders.refundReturn(db, gateway, actorOf(request), request.params.orderNumber, request.params.returnId),
  );

  app.post(
    '/orders/:orderNumber/returns/:returnId/cancel',
    {
      config: { access: 'orders:refund' },
      schema: {
        tags,
        summary: 'Cancels an authorised return before it is received (RTN410 otherwise)',
        params: adminReturnParamsSchema,
        body: adminCancelReturnRequestSchema,
        response: { 200: adminReturnSchema },
      },
    },
    async (request) =>
      orders.cancelReturn(
        db,
        actorOf(request),
        request.params.orderNumber,
        request.params.returnId,
        request.body.reason,
      ),
  );
};
