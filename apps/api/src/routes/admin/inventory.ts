import { inventory } from '@ridgeline/commerce';
import {
  adminLowStockPageSchema,
  adminLowStockQuerySchema,
  adminStockAdjustmentRequestSchema,
  adminStockAdjustmentResultSchema,
  adminStockHistoryPageSchema,
  adminStockHistoryQuerySchema,
  adminStockHoldsSchema,
  adminStockListSchema,
  adminStockQuerySchema,
} from '@ridgeline/contracts';
import type { Db } from '@ridgeline/db';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['Admin: inventory'];

const actorOf = (request: FastifyRequest) => ({
  type: 'operator' as const,
  id: request.operator!.operatorId,
});

/**
 * Inventory (decision 071), inventory:write (merchandisers and fulfilment): stock online and per store,
 * adjustments with a reason (one variant or many at once, all or none) and their history, low stock,
 * the holds carts have now. Every change is audited in its transaction.
 */
export const adminInventoryRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/inventory/stock',
    {
      config: { access: 'inventory:write' },
      schema: {
        tags,
        summary:
          'Stock of the variants of a product (master or colour id) or of one UPC: online, held by carts, available, per store',
        querystring: adminStockQuerySchema,
        response: { 200: adminStockListSchema },
      },
    },
    async (request) => ({ items: await inventory.stockOverview(db, request.query.q, request.shop.locale) }),
  );

  app.post(
    '/inventory/adjustments',
    {
      config: { access: 'inventory:write' },
      schema: {
        tags,
        summary:
          'Changes the counts of one or more variants by an amount or to a count, with a reason; all or none (STK404 unknown record, STK409 below zero)',
        body: adminStockAdjustmentRequestSchema,
        response: { 201: adminStockAdjustmentResultSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ adjustments: await inventory.adjustStock(db, actorOf(request), request.body) }),
  );

  app.get(
    '/inventory/adjustments',
    {
      config: { access: 'inventory:write' },
      schema: {
        tags,
        summary:
          'The adjustment history (who, when, where, before, after, reason), newest first, of one UPC or all',
        querystring: adminStockHistoryQuerySchema,
        response: { 200: adminStockHistoryPageSchema },
      },
    },
    async (request) => inventory.stockHistory(db, request.query),
  );

  app.get(
    '/inventory/low-stock',
    {
      config: { access: 'inventory:write' },
      schema: {
        tags,
        summary: 'Variants with some online units left but at most `threshold`, fewest first',
        querystring: adminLowStockQuerySchema,
        response: { 200: adminLowStockPageSchema },
      },
    },
    async (request) => inventory.lowStock(db, request.query, request.shop.locale),
  );

  app.get(
    '/inventory/holds',
    {
      config: { access: 'inventory:write' },
      schema: {
        tags,
        summary: 'Online stock carts hold right now, the soonest to end first',
        response: { 200: adminStockHoldsSchema },
      },
    },
    async (request) => inventory.activeHolds(db, request.shop.locale),
  );
};
