import { customs } from '@ridgeline/commerce';
import {
  createCustomsRecipeRequestSchema,
  customsOptionsSchema,
  customsProductParamsSchema,
  customsRecipeParamsSchema,
  customsRecipeSchema,
  localeQuerySchema,
  precreatedCustomsParamsSchema,
} from '@ridgeline/contracts';
import type { Database } from '@ridgeline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from './actor.ts';
import { CATALOG_CACHE } from './catalog.ts';

const tags = ['Customs'];

/** Customised products (made to order, decision 045): options, curated designs and shoppers' designs. */
export const customsRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;

  app.get(
    '/products/v1/customs/products/:productId',
    {
      schema: {
        tags,
        summary: 'What a product offers to customise (zones, colours, monogram, surcharges, curated designs)',
        params: customsProductParamsSchema,
        querystring: localeQuerySchema,
        response: { 200: customsOptionsSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', CATALOG_CACHE);
      return customs.customsOptions(db, request.shop, request.params.productId);
    },
  );

  app.get(
    '/products/v1/customs/precreated/:code',
    {
      schema: {
        tags,
        summary: 'A curated design by its precreatedCustomsCode',
        params: precreatedCustomsParamsSchema,
        querystring: localeQuerySchema,
        response: { 200: customsRecipeSchema },
      },
    },
    async (request) => customs.getPrecreated(db, request.shop, request.params.code),
  );

  app.post(
    '/products/v1/customs/recipes',
    {
      preHandler: app.requireShopper,
      schema: {
        tags,
        summary: 'Save a design (recipe) of a customisable product, to add to the cart by its recipeId',
        querystring: localeQuerySchema,
        body: createCustomsRecipeRequestSchema,
        response: { 201: customsRecipeSchema },
      },
    },
    async (request, reply) => {
      const { ctx, shopperId } = actorOf(request);
      reply.code(201);
      return customs.createRecipe(db, ctx, shopperId, request.body);
    },
  );

  app.get(
    '/products/v1/customs/recipes/:recipeId',
    {
      preHandler: app.requireShopper,
      schema: {
        tags,
        summary: "Read one of the shopper's designs (or a curated one)",
        params: customsRecipeParamsSchema,
        querystring: localeQuerySchema,
        response: { 200: customsRecipeSchema },
      },
    },
    async (request) => {
      const { ctx, shopperId } = actorOf(request);
      return customs.getRecipe(db, ctx, shopperId, request.params.recipeId);
    },
  );
};
