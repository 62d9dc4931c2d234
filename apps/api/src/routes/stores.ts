import { stores } from '@ridgeline/commerce';
import {
  localeQuerySchema,
  productIdSchema,
  storeAvailabilityRequestSchema,
  storeAvailabilityResponseSchema,
  storeListResponseSchema,
  storeSearchRequestSchema,
  storeSearchResponseSchema,
} from '@ridgeline/contracts';
import type { Database } from '@ridgeline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const tags = ['Stores'];

export const storeRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  app.post(
    '/stores/v1/search',
    {
      schema: {
        tags,
        summary: 'Stores near a postal code, city or coordinates, nearest first, with opening hours',
        querystring: localeQuerySchema,
        body: storeSearchRequestSchema,
        response: { 200: storeSearchResponseSchema },
      },
    },
    async (request) => stores.searchStores(db, request.shop, request.body),
  );

  app.post(
    '/stores/v1/collectionPoints',
    {
      schema: {
        tags,
        summary: 'Collection (pickup) points near a postal code, city or coordinates',
        querystring: localeQuerySchema,
        body: storeSearchRequestSchema,
        response: { 200: storeSearchResponseSchema },
      },
    },
    async (request) => stores.searchStores(db, request.shop, request.body, { pickupOnly: true }),
  );

  app.get(
    '/consumers-v3/utilities/stores',
    {
      schema: {
        tags,
        summary: "Every store of the locale's site",
        querystring: localeQuerySchema,
        response: { 200: storeListResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return stores.listStores(db, request.shop);
    },
  );

  app.post(
    '/products/v1/products/:productId/availability',
    {
      schema: {
        tags,
        summary: 'Stock of a product (or one UPC) in the given stores',
        params: z.object({ productId: productIdSchema }),
        querystring: localeQuerySchema,
        body: storeAvailabilityRequestSchema,
        response: { 200: storeAvailabilityResponseSchema },
      },
    },
    async (request) => stores.storeAvailability(db, request.params.productId, request.body),
  );
};
