import { catalog } from '@ridgeline/commerce';
import {
  catalogResponseSchema,
  inventoryResponseSchema,
  localeQuerySchema,
  productDetailsSchema,
  productIdSchema,
} from '@ridgeline/contracts';
import type { Database } from '@ridgeline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const CATALOG_CACHE = 'public, max-age=60, stale-while-revalidate=300';

export const catalogRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  app.get(
    '/products/v2/products/:productId/details',
    {
      schema: {
        tags: ['Products'],
        summary: 'Product details with colours, sizes, availability and price',
        params: z.object({ productId: productIdSchema }),
        querystring: localeQuerySchema,
        response: { 200: productDetailsSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CATALOG_CACHE);
      return catalog.getProductDetails(db, request.shop, request.params.productId);
    },
  );

  app.get(
    '/products/v2/products/:productId/inventory',
    {
      schema: {
        tags: ['Products'],
        summary: 'Online stock per variant: available, maxQty (capped) and lowStock',
        params: z.object({ productId: productIdSchema }),
        querystring: localeQuerySchema,
        response: { 200: inventoryResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return catalog.productInventory(db, request.params.productId);
    },
  );

  app.get(
    '/products/v2/catalog',
    {
      schema: {
        tags: ['Products'],
        summary: 'The category tree',
        querystring: localeQuerySchema,
        response: { 200: catalogResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CATALOG_CACHE);
      return { categories: await catalog.getCategoryTree(db, request.shop.locale) };
    },
  );
};
