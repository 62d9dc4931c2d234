import { checkout, orders, type payments } from '@ridgeline/commerce';
import {
  adminCancelRequestSchema,
  adminFulfilRequestSchema,
  adminFulfilResultSchema,
  adminNoteRequestSchema,
  adminNoteSchema,
  adminOkSchema,
  adminOrderDetailSchema,
  adminOrderListQuerySchema,
  adminOrderPageSchema,
  adminOrderParamsSchema,
  adminPendingPaymentsQuerySchema,
  adminPendingPaymentsSchema,
  adminRefundRequestSchema,
  adminRefundResultSchema,
  adminResendEmailRequestSchema,
  adminShipmentParamsSchema,
} from '@ridgeline/contracts';
import type { Db } from '@ridgeline/db';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const tags = ['Admin: orders'];

const actorOf = (request: FastifyRequest): orders.OrderActor => ({
  type: 'operator',
  id: request.operator!.operatorId,
});

const cancelResultSchema = z.object({ orderNumber: z.string(), status: z.string() });

/**
 * The back-office's orders (decision 066): list and detail (orders:read), fulfilment per shipment
 * (orders:fulfil), cancellation, refunds and email resends (orders:refund: customer service acting
 * toward the shopper), notes (orders:read: anyone working on the order), the payments to watch.
 */
export const adminOrderRoutes: FastifyPluginAsyncZod<{ db: Db; gateway: payments.PaymentGateway }> = async (
  app,
  { db, gateway },
) => {
  app.get(
    '/orders',
    {
      config: { access: 'orders:read' },
      schema: {
        tags,
        summary:
          'Orders matching every filter, newest first, keyset-paged (q: order number, email or last name, each by its beginning)',
        querystring: adminOrderListQuerySchema,
        response: { 200: adminOrderPageSchema },
      },
    },
    async (request) => orders.searchOrders(db, request.query),
  );

  app.get(
    '/orders/payments-to-watch',
    {
      config: { access: 'orders:read' },
      schema: {
        tags,
        summary: 'Orders waiting for 3-D Secure and authorisations without an order (orphans), oldest first',
        querystring: adminPendingPaymentsQuerySchema,
        response: { 200: adminPendingPaymentsSchema },
      },
    },
    async (request) => ({
      pendingAuthentication: await orders.pendingAuthenticationOrders(db, request.query.limit),
      orphanedAuthorizations: await checkout.orphanedAttempts(db, {
        olderThanMs: request.query.olderThanMinutes * 60_000,
        limit: request.query.limit,
      }),
    }),
  );

  app.get(
    '/orders/:orderNumber',
    {
      config: { access: 'orders:read' },
      schema: {
        tags,
        summary: 'One order: lines, payments, shipments, timeline, notes and emails sent (OHS4004 unknown)',
        params: adminOrderParamsSchema,
        response: { 200: adminOrderDetailSchema },
      },
    },
    async (request) => orders.orderForOperator(db, request.params.orderNumber),
  );

  app.post(
    '/orders/:orderNumber/shipments/:shipmentId/fulfilment',
    {
      config: { access: 'orders:fulfil' },
      schema: {
        tags,
        summary:
          'Moves one shipment on: picked, shipped (tracking required, carrier optional), delivered; pickups: ready_for_pickup, collected (ADM413 unknown shipment, ADM411 not from its state)',
        params: adminShipmentParamsSchema,
        body: adminFulfilRequestSchema,
        response: { 200: adminFulfilResultSchema },
      },
    },
    async (request) =>
      orders.fulfilShipment(db, actorOf(request), request.params.orderNumber, {
        shipmentId: request.params.shipmentId,
        ...request.body,
      }),
  );

  app.post(
    '/orders/:orderNumber/cancel',
    {
      config: { access: 'orders:refund' },
      schema: {
        tags,
        summary:
          'Cancels an order that has not shipped, as its shopper could: stock, tenders and promotions released, card voided, email sent (ORD410 otherwise)',
        params: adminOrderParamsSchema,
        body: adminCancelRequestSchema,
        response: { 200: cancelResultSchema },
      },
    },
    async (request) =>
      orders.cancelOrderAsOperator(
        db,
        gateway,
        actorOf(request),
        request.params.orderNumber,
        request.body.reason,
      ),
  );

  app.post(
    '/orders/:orderNumber/refunds',
    {
      config: { access: 'orders:refund' },
      schema: {
        tags,
        summary:
          'Refunds an amount (or everything left) through the gateway and the stored-value tenders (ADM412 more than paid and not yet refunded)',
        params: adminOrderParamsSchema,
        body: adminRefundRequestSchema,
        response: { 200: adminRefundResultSchema },
      },
    },
    async (request) =>
      orders.refundOrder(db, gateway, actorOf(request), request.params.orderNumber, request.body),
  );

  app.post(
    '/orders/:orderNumber/notes',
    {
      config: { access: 'orders:read' },
      schema: {
        tags,
        summary: "Adds an operator's note to the order's timeline (never shown to the shopper)",
        params: adminOrderParamsSchema,
        body: adminNoteRequestSchema,
        response: { 201: adminNoteSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await orders.addOrderNote(db, actorOf(request), request.params.orderNumber, request.body.text)),
  );

  app.post(
    '/orders/:orderNumber/emails',
    {
      config: { access: 'orders:refund' },
      schema: {
        tags,
        summary:
          'Sends an order email again through the outbox: confirmation, shipped (once shipped), cancelled (once cancelled); ADM414 otherwise',
        params: adminOrderParamsSchema,
        body: adminResendEmailRequestSchema,
        response: { 200: adminOkSchema },
      },
    },
    async (request) =>
      orders.resendOrderEmail(db, actorOf(request), request.params.orderNumber, request.body.email),
  );
};
