import { catalog } from '@ridgeline/commerce';
import {
  autoSuggestQuerySchema,
  autoSuggestResponseSchema,
  localeQuerySchema,
  productSearchQuerySchema,
  productSearchResponseSchema,
} from '@ridgeline/contracts';
import type { Database } from '@ridgeline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CATALOG_CACHE } from './catalog.ts';

const tags = ['Search'];

export const searchRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  app.get(
    '/products/v2/search/productSearch',
    {
      schema: {
        tags,
        summary: 'Search products or list a category, with filters, facets, sorting and paging',
        querystring: productSearchQuerySchema.extend(localeQuerySchema.shape),
        response: { 200: productSearchResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CATALOG_CACHE);
      return catalog.searchProducts(db, request.shop, request.query);
    },
  );

  app.get(
    '/products/v2/search/autoSuggest',
    {
      schema: {
        tags,
        summary: 'Products, categories and popular queries for what the shopper is typing',
        querystring: autoSuggestQuerySchema.extend(localeQuerySchema.shape),
        response: { 200: autoSuggestResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CATALOG_CACHE);
      return catalog.autoSuggest(db, request.shop, request.query.q);
    },
  );
};
