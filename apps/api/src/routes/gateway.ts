import { payments } from '@ridgeline/commerce';
import { errorResponseSchema } from '@ridgeline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendError } from '../plugins/errors.ts';

/**
 * Only a path on this site: a PSP never redirects to an address its caller made up. Printable ASCII only
 * (percent-encode the rest): the path goes out in a Location header, where other characters are not allowed.
 */
export const returnUrlSchema = z
  .string()
  .max(500)
  .regex(/^\/(?!\/)[\x21-\x5B\x5D-\x7E]*$/, 'must be a path on this site');

const cardEntrySchema = z.object({
  cardNumber: z.string().max(30),
  holder: z.string().max(100),
  expMonth: z.coerce.number().int(),
  expYear: z.coerce.number().int(),
  cvc: z.string().max(4),
});

/**
 * The test PSP's hosted endpoints. The storefront's card form posts straight here (transparent
 * redirect), so card numbers never pass through the storefront server or the commerce API.
 */
export const gatewayRoutes: FastifyPluginAsyncZod<{ gateway: payments.TestPaymentGateway }> = async (
  app,
  { gateway },
) => {
  app.post(
    '/v1/hosted/tokenize',
    {
      schema: {
        tags: ['Test payment gateway'],
        summary: 'Hosted card entry: tokenises the card and redirects back with gatewayToken or gatewayError',
        body: cardEntrySchema.extend({ returnUrl: returnUrlSchema }),
      },
    },
    async (request, reply) => {
      const { returnUrl, ...entry } = request.body;
      const separator = returnUrl.includes('?') ? '&' : '?';
      try {
        const token = await gateway.tokenize(entry);
        return reply.redirect(`${returnUrl}${separator}gatewayToken=${encodeURIComponent(token)}`, 303);
      } catch (error) {
        if (!(error instanceof payments.CardEntryError)) throw error;
        const query = `gatewayError=${encodeURIComponent(error.message)}&gatewayField=${error.field}`;
        return reply.redirect(`${returnUrl}${separator}${query}`, 303);
      }
    },
  );

  app.post(
    '/v1/tokens',
    {
      schema: {
        tags: ['Test payment gateway'],
        summary: 'Tokenise a card (JSON)',
        body: cardEntrySchema,
        response: {
          200: z.object({ token: z.string() }),
          400: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      try {
        return { token: await gateway.tokenize(request.body) };
      } catch (error) {
        if (!(error instanceof payments.CardEntryError)) throw error;
        return sendError(request, reply, 'REQ400', {
          field: `body.${error.field}`,
          problem: error.message.replace(/\.$/, ''),
        });
      }
    },
  );
};
