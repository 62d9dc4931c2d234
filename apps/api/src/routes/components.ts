import { catalog, settings } from '@ridgeline/commerce';
import {
  compareQuerySchema,
  compareResponseSchema,
  localeQuerySchema,
  searchHubResponseSchema,
  siteFeaturesSchema,
  sitemapProductsQuerySchema,
  sitemapProductsResponseSchema,
  sizeChartParamsSchema,
  sizeChartResponseSchema,
} from '@ridgeline/contracts';
import type { Database } from '@ridgeline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CATALOG_CACHE } from './catalog.ts';

const tags = ['Components'];

export const componentRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  app.get(
    '/fapi/components/site-features',
    {
      schema: {
        tags,
        summary:
          "The site's feature switches (mini cart on add, express checkout, simplified enrolment, favorites), as its owner set them",
        querystring: localeQuerySchema,
        response: { 200: siteFeaturesSchema },
      },
    },
    async (request, reply) => {
      // Not cached by browsers or proxies: an owner's change shows at once.
      reply.header('cache-control', 'no-store');
      return settings.siteFeaturesOf(db, request.shop.siteId);
    },
  );

  app.get(
    '/fapi/components/size-chart/:productType',
    {
      schema: {
        tags,
        summary: 'Size chart of a product type: the sizes the catalogue sells with their measurements',
        params: sizeChartParamsSchema,
        querystring: localeQuerySchema,
        response: { 200: sizeChartResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CATALOG_CACHE);
      return catalog.sizeChart(db, request.shop, request.params.productType);
    },
  );

  app.get(
    '/fapi/components/compare',
    {
      schema: {
        tags,
        summary: '2 to 4 products side by side (ids=A,B or ids=A&ids=B)',
        querystring: compareQuerySchema.extend(localeQuerySchema.shape),
        response: { 200: compareResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CATALOG_CACHE);
      return catalog.compareProducts(db, request.shop, request.query.ids);
    },
  );

  // The spec's search component (`search`, decision 094) under the name the storefront first used too.
  for (const url of ['/fapi/components/search', '/fapi/components/search-hub']) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary:
            "The search component's data: popular searches that found products and the biggest categories",
          querystring: localeQuerySchema,
          response: { 200: searchHubResponseSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', CATALOG_CACHE);
        return catalog.searchHub(db, request.shop);
      },
    );
  }

  app.get(
    '/fapi/sitemap/products',
    {
      schema: {
        tags,
        summary: 'One page of product URLs for the storefront sitemap',
        querystring: sitemapProductsQuerySchema,
        response: { 200: sitemapProductsResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return catalog.sitemapProducts(db, request.query.page);
    },
  );
};
