import { customs } from '@ridgeline/commerce';
import {
  adminCreateCustomsTemplateRequestSchema,
  adminCustomsTemplateListSchema,
  adminCustomsTemplateParamsSchema,
  adminCustomsTemplateRequestSchema,
  adminCustomsTemplateSchema,
} from '@ridgeline/contracts';
import type { Db } from '@ridgeline/db';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['Admin: customisation templates'];

const actorOf = (request: FastifyRequest) => ({
  type: 'operator' as const,
  id: request.operator!.operatorId,
});

/**
 * The customisation templates of made-to-order products (decision 087): their zones and colours in each
 * language, surcharges per currency, the monogram. catalogue:write (merchandisers and owners); every
 * change is audited with before and after and shows on the storefront's customiser at once.
 */
export const adminCustomsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/customs-templates',
    {
      config: { access: 'catalogue:write' },
      schema: {
        tags,
        summary: 'The customisable products and what their templates offer, by product id',
        response: { 200: adminCustomsTemplateListSchema },
      },
    },
    async () => customs.listTemplates(db),
  );

  app.post(
    '/customs-templates',
    {
      config: { access: 'catalogue:write' },
      schema: {
        tags,
        summary:
          'Attaches a template to a product, which shoppers may design at once; audited as customs.template.create (PLP400 unknown product, CUS409 it already has one, REQ400 a repeated code or a zone with no enabled colour)',
        body: adminCreateCustomsTemplateRequestSchema,
        response: { 201: adminCustomsTemplateSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await customs.createTemplate(db, actorOf(request), request.body)),
  );

  app.get(
    '/customs-templates/:productId',
    {
      config: { access: 'catalogue:write' },
      schema: {
        tags,
        summary:
          "A product's template, with its curated designs and whether they are still offered (CUS400 none)",
        params: adminCustomsTemplateParamsSchema,
        response: { 200: adminCustomsTemplateSchema },
      },
    },
    async (request) => customs.adminTemplate(db, request.params.productId),
  );

  app.put(
    '/customs-templates/:productId',
    {
      config: { access: 'catalogue:write' },
      schema: {
        tags,
        summary:
          "Replaces a product's template: the storefront's customiser shows it at once, disabled colours (and curated designs using one) are no longer offered; audited as customs.template.update (CUS400 none, REQ400 a repeated code or a zone with no enabled colour)",
        params: adminCustomsTemplateParamsSchema,
        body: adminCustomsTemplateRequestSchema,
        response: { 200: adminCustomsTemplateSchema },
      },
    },
    async (request) => customs.updateTemplate(db, actorOf(request), request.params.productId, request.body),
  );
};
