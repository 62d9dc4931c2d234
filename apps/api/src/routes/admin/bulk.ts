import { catalog, inventory } from '@ridgeline/commerce';
import {
  adminBulkPriceRequestSchema,
  adminBulkPriceResultSchema,
  adminCsvImportRequestSchema,
  adminCsvReportSchema,
  adminPriceListQuerySchema,
  adminPricePageSchema,
  type CsvKind,
  type Permission,
} from '@ridgeline/contracts';
import type { Db } from '@ridgeline/db';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const tags = ['Admin: bulk'];

const actorOf = (request: FastifyRequest) => ({
  type: 'operator' as const,
  id: request.operator!.operatorId,
});

/** Each file, the permission it needs, and the modules that write and read it. */
const FILES: Record<
  CsvKind,
  {
    access: Permission;
    export: (db: Db) => NodeJS.ReadableStream;
    import: typeof catalog.importPricesCsv;
  }
> = {
  products: {
    access: 'catalogue:write',
    export: catalog.exportProductsCsv,
    import: catalog.importProductsCsv,
  },
  prices: { access: 'prices:write', export: catalog.exportPricesCsv, import: catalog.importPricesCsv },
  stock: { access: 'inventory:write', export: inventory.exportStockCsv, import: inventory.importStockCsv },
};

/** An import's file, up to 8 MB of text (about 100,000 stock rows). */
const IMPORT_BODY_LIMIT = 10 * 1024 * 1024;

/**
 * CSV import and export of products, prices and stock, and bulk price edits (decision 071). An import
 * checks every row and reports each problem; it applies only when asked and when no row has one, in one
 * transaction, each change audited.
 */
export const adminBulkRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  for (const [kind, file] of Object.entries(FILES) as [CsvKind, (typeof FILES)[CsvKind]][]) {
    app.get(
      `/bulk/${kind}.csv`,
      {
        config: { access: file.access },
        schema: {
          tags,
          summary: `Every ${kind === 'stock' ? 'count' : kind === 'prices' ? 'price' : 'product'} as a CSV file, streamed`,
          produces: ['text/csv'],
          response: { 200: z.any().describe('text/csv') },
        },
      },
      async (_request, reply) =>
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="ridgeline-${kind}.csv"`)
          .header('cache-control', 'private, no-store')
          .send(file.export(db)),
    );

    app.post(
      `/bulk/${kind}/import`,
      {
        config: { access: file.access },
        bodyLimit: IMPORT_BODY_LIMIT,
        schema: {
          tags,
          summary: `Checks a ${kind} CSV file row by row (the preview) and, with apply, applies it when every row is good: all or nothing`,
          body: adminCsvImportRequestSchema,
          response: { 200: adminCsvReportSchema },
        },
      },
      async (request) =>
        file.import(db, actorOf(request), {
          csv: request.body.csv,
          apply: request.body.apply,
          locale: request.shop.locale,
        }),
    );
  }

  app.get(
    '/bulk/prices',
    {
      config: { access: 'prices:write' },
      schema: {
        tags,
        summary:
          'Products with their price in one currency, by id or English name, for the bulk price editor',
        querystring: adminPriceListQuerySchema,
        response: { 200: adminPricePageSchema },
      },
    },
    async (request) => catalog.priceList(db, request.query, request.shop.locale),
  );

  app.post(
    '/bulk/prices',
    {
      config: { access: 'prices:write' },
      schema: {
        tags,
        summary:
          'Sets one list price (and sale price, or none) for many products in one currency, in one transaction, each audited (PLP400 unknown product)',
        body: adminBulkPriceRequestSchema,
        response: { 200: adminBulkPriceResultSchema },
      },
    },
    async (request) => catalog.setPrices(db, actorOf(request), request.body),
  );
};
