import { catalog, inventory } from '@ridgeline/commerce';
import {
  catalogResponseSchema,
  inventoryResponseSchema,
  localeQuerySchema,
  productDetailsSchema,
  productIdSchema,
  productSetSchema,
  productSetsResponseSchema,
  stockNotificationRequestSchema,
  stockNotificationResponseSchema,
  widgetRecommendationsQuerySchema,
  widgetRecommendationsResponseSchema,
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
    '/products/v2/products/:productId/productSets',
    {
      schema: {
        tags: ['Products'],
        summary: 'The looks ("shop the look" sets) a product belongs to',
        params: z.object({ productId: productIdSchema }),
        querystring: localeQuerySchema,
        response: { 200: productSetsResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CATALOG_CACHE);
      return catalog.productSetsOf(db, request.shop, request.params.productId);
    },
  );

  app.get(
    '/products/v2/products/:productSetId/productSet',
    {
      schema: {
        tags: ['Products'],
        summary: 'One look with its products',
        params: z.object({ productSetId: productIdSchema }),
        querystring: localeQuerySchema,
        response: { 200: productSetSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CATALOG_CACHE);
      return catalog.getProductSet(db, request.shop, request.params.productSetId);
    },
  );

  app.get(
    '/products/v1/widgetRecommendations',
    {
      schema: {
        tags: ['Products'],
        summary: 'Similar products, or products bought together with this one',
        querystring: widgetRecommendationsQuerySchema.extend(localeQuerySchema.shape),
        response: { 200: widgetRecommendationsResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CATALOG_CACHE);
      const { productId, type, count } = request.query;
      return catalog.widgetRecommendations(db, request.shop, productId, type, count);
    },
  );

  app.put(
    '/products/v1/notifications',
    {
      schema: {
        tags: ['Products'],
        summary: 'Sign up for an email when an out-of-stock variant is back',
        querystring: localeQuerySchema,
        body: stockNotificationRequestSchema,
        response: { 200: stockNotificationResponseSchema },
      },
    },
    async (request) =>
      inventory.signUpForRestock(db, request.shop, request.body, request.shopper?.sub ?? null),
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
