import type { botDefence } from '@ridgeline/commerce';
import { altchaChallengeSchema } from '@ridgeline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** ALTCHA challenges for the widget on sign-in, sign-up, card save and place order. */
export const altchaRoutes: FastifyPluginAsyncZod<{ bots: botDefence.BotDefence }> = async (app, { bots }) => {
  app.get(
    '/altcha/challenge',
    {
      schema: {
        tags: ['Bot defence'],
        summary: 'A proof-of-work challenge; the solved payload goes in the `altcha` body field',
        response: { 200: altchaChallengeSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return bots.challenge();
    },
  );
};
