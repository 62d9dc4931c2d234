import { catalog, orders } from '@ridgeline/commerce';
import {
  adminEmptyBodySchema,
  adminOkSchema,
  adminProductCreateRequestSchema,
  adminProductDetailSchema,
  adminProductParamsSchema,
  adminProductSetCreateRequestSchema,
  adminProductSetListSchema,
  adminProductSetParamsSchema,
  adminProductSetRequestSchema,
  adminProductSetSchema,
  adminSizeChartRequestSchema,
  adminVariantParamsSchema,
  adminVariantsAddRequestSchema,
} from '@ridgeline/contracts';
import type { Db } from '@ridgeline/db';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['Admin: catalogue'];
const setTags = ['Admin: product sets'];

const actorOf = (request: FastifyRequest): catalog.CatalogueActor => ({
  type: 'operator',
  id: request.operator!.operatorId,
});

/**
 * Creating products and variants, removing variants, choosing a product's size chart and editing product
 * sets (decision 086); all need catalogue:write, are audited and show in the storefront at once.
 */
export const adminCatalogCreateRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/products',
    {
      config: { access: 'catalogue:write' },
      schema: {
        tags,
        summary:
          'Creates a product with its texts per language, colours, variants (colour × size, UPC, initial online stock) and list price per currency (CAT409 id taken, CAT410 UPC taken)',
        body: adminProductCreateRequestSchema,
        response: { 201: adminProductDetailSchema },
      },
    },
    async (request, reply) => {
      const product = await catalog.createProduct(db, actorOf(request), request.body);
      return reply.code(201).send(product);
    },
  );

  app.post(
    '/products/:productId/variants',
    {
      config: { access: 'catalogue:write' },
      schema: {
        tags,
        summary:
          'Adds variants (and new colours) to a product, each with its UPC and initial online stock (CAT410 UPC taken)',
        params: adminProductParamsSchema,
        body: adminVariantsAddRequestSchema,
        response: { 200: adminProductDetailSchema },
      },
    },
    async (request) => catalog.addVariants(db, actorOf(request), request.params.productId, request.body),
  );

  app.delete(
    '/products/:productId/variants/:upc',
    {
      config: { access: 'catalogue:write' },
      schema: {
        tags,
        summary:
          'Removes a variant never ordered, without units or holds (CAT411 ordered or stocked: hide it instead; CAT412 the last one)',
        params: adminVariantParamsSchema,
        body: adminEmptyBodySchema,
        response: { 200: adminProductDetailSchema },
      },
    },
    async (request) =>
      catalog.removeVariant(
        db,
        actorOf(request),
        request.params.productId,
        request.params.upc,
        orders.everOrdered,
      ),
  );

  app.put(
    '/products/:productId/size-chart',
    {
      config: { access: 'catalogue:write' },
      schema: {
        tags,
        summary:
          "Chooses the product type whose size chart the product page shows (null: the product's own type's)",
        params: adminProductParamsSchema,
        body: adminSizeChartRequestSchema,
        response: { 200: adminProductDetailSchema },
      },
    },
    async (request) =>
      catalog.setSizeChart(db, actorOf(request), request.params.productId, request.body.sizeChartType),
  );

  app.get(
    '/product-sets',
    {
      config: { access: 'catalogue:write' },
      schema: {
        tags: setTags,
        summary: 'Every product set by id, with its English name and number of products',
        response: { 200: adminProductSetListSchema },
      },
    },
    async () => catalog.listProductSets(db),
  );

  app.post(
    '/product-sets',
    {
      config: { access: 'catalogue:write' },
      schema: {
        tags: setTags,
        summary:
          'Creates a product set: names per language, root category, products in order (CAT414 id taken)',
        body: adminProductSetCreateRequestSchema,
        response: { 201: adminProductSetSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await catalog.createProductSet(db, actorOf(request), request.body)),
  );

  app.get(
    '/product-sets/:productSetId',
    {
      config: { access: 'catalogue:write' },
      schema: {
        tags: setTags,
        summary: 'One product set with its texts per language and products in order (CAT413 unknown)',
        params: adminProductSetParamsSchema,
        response: { 200: adminProductSetSchema },
      },
    },
    async (request) => catalog.productSetForAdmin(db, request.params.productSetId),
  );

  app.put(
    '/product-sets/:productSetId',
    {
      config: { access: 'catalogue:write' },
      schema: {
        tags: setTags,
        summary: "Changes a product set's names, category and products (their order is the list's)",
        params: adminProductSetParamsSchema,
        body: adminProductSetRequestSchema,
        response: { 200: adminProductSetSchema },
      },
    },
    async (request) =>
      catalog.updateProductSet(db, actorOf(request), request.params.productSetId, request.body),
  );

  app.delete(
    '/product-sets/:productSetId',
    {
      config: { access: 'catalogue:write' },
      schema: {
        tags: setTags,
        summary: 'Deletes a product set (its products stay)',
        params: adminProductSetParamsSchema,
        body: adminEmptyBodySchema,
        response: { 200: adminOkSchema },
      },
    },
    async (request) => {
      await catalog.deleteProductSet(db, actorOf(request), request.params.productSetId);
      return { status: 'OK' as const };
    },
  );
};
