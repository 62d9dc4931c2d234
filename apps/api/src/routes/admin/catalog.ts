import { catalog } from '@ridgeline/commerce';
import {
  adminCategoryListSchema,
  adminPriceParamsSchema,
  adminPriceRequestSchema,
  adminProductDetailSchema,
  adminProductListQuerySchema,
  adminProductPageSchema,
  adminProductParamsSchema,
  adminProductUpdateRequestSchema,
  adminVariantParamsSchema,
  adminVariantUpdateRequestSchema,
} from '@ridgeline/contracts';
import type { Db } from '@ridgeline/db';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['Admin: catalogue'];

const actorOf = (request: FastifyRequest): catalog.CatalogueActor => ({
  type: 'operator',
  id: request.operator!.operatorId,
});

/**
 * The back-office's catalogue (decision 070): products and variants (catalogue:write), prices per
 * currency with scheduled sales and their history (prices:write). Every change is audited and shows in
 * the storefront, its listings and search at once.
 */
export const adminCatalogRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/products',
    {
      config: { access: 'catalogue:write' },
      schema: {
        tags,
        summary:
          'Products matching every filter, in id order, keyset-paged (q: a product id or UPC, or words of the English name)',
        querystring: adminProductListQuerySchema,
        response: { 200: adminProductPageSchema },
      },
    },
    async (request) => catalog.listProducts(db, request.query),
  );

  app.get(
    '/categories',
    {
      config: { access: 'catalogue:write' },
      schema: {
        tags,
        summary: 'The category tree in order, with English names and depths (the filters and forms)',
        response: { 200: adminCategoryListSchema },
      },
    },
    async () => catalog.categoryChoices(db),
  );

  app.get(
    '/products/:productId',
    {
      config: { access: 'catalogue:write' },
      schema: {
        tags,
        summary:
          'One product: names and descriptions per language, attributes, variants, prices and price history (CAT404 unknown)',
        params: adminProductParamsSchema,
        response: { 200: adminProductDetailSchema },
      },
    },
    async (request) => catalog.productForAdmin(db, request.params.productId),
  );

  app.put(
    '/products/:productId',
    {
      config: { access: 'catalogue:write' },
      schema: {
        tags,
        summary:
          "Changes a product's names, descriptions, category, badge, eyebrow, season, attributes and whether it is shown",
        params: adminProductParamsSchema,
        body: adminProductUpdateRequestSchema,
        response: { 200: adminProductDetailSchema },
      },
    },
    async (request) => catalog.updateProduct(db, actorOf(request), request.params.productId, request.body),
  );

  app.put(
    '/products/:productId/variants/:upc',
    {
      config: { access: 'catalogue:write' },
      schema: {
        tags,
        summary: 'Shows or hides one variant (CAT405 not a variant of the product)',
        params: adminVariantParamsSchema,
        body: adminVariantUpdateRequestSchema,
        response: { 200: adminProductDetailSchema },
      },
    },
    async (request) =>
      catalog.setVariantEnabled(
        db,
        actorOf(request),
        request.params.productId,
        request.params.upc,
        request.body.enabled,
      ),
  );

  app.put(
    '/products/:productId/prices/:currency',
    {
      config: { access: 'prices:write' },
      schema: {
        tags,
        summary:
          'Sets the price in one currency: list price and an optional sale price with its window; kept in the price history',
        params: adminPriceParamsSchema,
        body: adminPriceRequestSchema,
        response: { 200: adminProductDetailSchema },
      },
    },
    async (request) =>
      catalog.setPrice(db, actorOf(request), request.params.productId, request.params.currency, request.body),
  );
};
