import { consent } from '@ridgeline/commerce';
import { consentReceiptRequestSchema, consentReceiptSchema, localeQuerySchema } from '@ridgeline/contracts';
import type { Database } from '@ridgeline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['Consent'];

/**
 * Cookie consent receipts (spec 2 section 4, decision 097): the storefront records every choice made on its
 * banner or cookie settings page. No session needed; a signed-in consumer's receipt names them.
 */
export const consentRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.post(
    '/consent/v1/receipts',
    {
      schema: {
        tags,
        summary: 'Record a cookie consent choice (CNS400: strictly necessary refused; CNS409: old policy)',
        querystring: localeQuerySchema,
        body: consentReceiptRequestSchema,
        response: { 201: consentReceiptSchema },
      },
    },
    async (request, reply) => {
      const shopper = request.shopper;
      const consumerId = shopper && shopper.consumerType !== 'GUEST' ? shopper.sub : null;
      const receipt = await consent.recordConsent(database.db, request.shop, consumerId, request.body);
      reply.code(201);
      return receipt;
    },
  );
};
