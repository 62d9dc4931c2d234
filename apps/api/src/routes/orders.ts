import { orders, type payments } from '@ridgeline/commerce';
import {
  localeQuerySchema,
  orderActionRequestSchema,
  orderNumberSchema,
  orderSchema,
  purchaseHistoryRequestSchema,
  purchaseHistorySchema,
  resendGiftCardEmailRequestSchema,
  trackOrderRequestSchema,
  trackOrderSchema,
} from '@ridgeline/contracts';
import type { Database } from '@ridgeline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export interface OrderRouteOptions {
  database: Database;
  gateway: payments.PaymentGateway;
  /** Writes that send email (resendGiftCardEmail), per client and minute. */
  rateLimitPerMinute: number;
}

const tags = ['Orders'];
const pdfResponse = {
  200: z.any().describe('application/pdf'),
};

const sendPdf = (
  reply: import('fastify').FastifyReply,
  { pdf, fileName }: { pdf: Uint8Array; fileName: string },
) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(pdf));

/** After the order: history, guest tracking, cancellation, return label and invoice. */
export const orderRoutes: FastifyPluginAsyncZod<OrderRouteOptions> = async (
  app,
  { database, gateway, rateLimitPerMinute },
) => {
  const { db } = database;
  app.addHook('preHandler', app.requireShopper);
  const reader = (request: import('fastify').FastifyRequest, st?: string) => ({
    shopperId: request.shopper!.sub,
    st,
  });

  app.post(
    '/consumers-v3/consumer/purchasehistory',
    {
      schema: {
        tags,
        summary: "The signed-in shopper's orders, newest first, paged",
        querystring: localeQuerySchema,
        body: purchaseHistoryRequestSchema.optional(),
        response: { 200: purchaseHistorySchema },
      },
    },
    async (request) =>
      orders.purchaseHistory(db, request.shopper!.sub, request.body ?? { pageNumber: 1, pageSize: 10 }),
  );

  app.post(
    '/consumers-v3/consumer/TrackOrder',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Track an order by order number and email (ORD400 when they do not name an order, the same for an unknown number and a wrong email); answers its lookup token st',
        querystring: localeQuerySchema,
        body: trackOrderRequestSchema,
        response: { 200: trackOrderSchema },
      },
    },
    async (request) => orders.trackOrder(db, request.shop, request.body.email, request.body.orderNumber),
  );

  app.post(
    '/consumers-v3/consumer/CancelOrder',
    {
      schema: {
        tags,
        summary: 'Cancel an order before it ships (ORD410 afterwards)',
        querystring: localeQuerySchema,
        body: orderActionRequestSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) =>
      orders.cancelOrder(
        db,
        gateway,
        request.shop,
        request.body.orderNumber,
        reader(request, request.body.st),
      ),
  );

  app.post(
    '/consumers-v3/consumer/resendGiftCardEmail',
    {
      config: { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          "Send an e-gift card's email again, optionally to a corrected recipient email (the card is re-keyed: the earlier number stops working). OHS4004 unknown order, GFO404 unknown line, GFO406 not an e-gift card, GFO410 card not active, GFC740 card spent",
        querystring: localeQuerySchema,
        body: resendGiftCardEmailRequestSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) =>
      orders.resendGiftCardEmail(db, request.shop, request.body, reader(request, request.body.st)),
  );

  app.post(
    '/consumers-v3/consumer/return/:orderId/returnLabel',
    {
      schema: {
        tags,
        summary: 'A prepaid return label (PDF) for a shipped order; RTN500 when no return can be created',
        params: z.object({ orderId: orderNumberSchema }),
        querystring: localeQuerySchema.extend({ st: z.string().min(16).max(64).optional() }),
        body: z.object({ st: z.string().min(16).max(64).optional() }).optional(),
        response: pdfResponse,
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await orders.createReturnLabel(
          db,
          request.shop,
          request.params.orderId,
          reader(request, request.body?.st ?? request.query.st),
        ),
      ),
  );

  app.post(
    '/consumers-v3/consumer/purchase/invoice/download',
    {
      schema: {
        tags,
        summary: 'The invoice of an order (PDF)',
        querystring: localeQuerySchema,
        body: orderActionRequestSchema,
        response: pdfResponse,
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await orders.downloadInvoice(
          db,
          request.shop,
          request.body.orderNumber,
          reader(request, request.body.st),
        ),
      ),
  );
};
