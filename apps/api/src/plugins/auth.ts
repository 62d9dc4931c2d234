import { type auth, auth as authModule } from '@ridgeline/commerce';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in or guest shopper. */
    requireShopper: (request: FastifyRequest, reply: import('fastify').FastifyReply) => Promise<unknown>;
  }
  interface FastifyRequest {
    shopper: auth.AccessClaims | null;
  }
}

/** Reads the Bearer access token; routes that need a shopper answer AUT498 without a valid one. */
export const authentication = fp(async (app: FastifyInstance, options: { secret: string }) => {
  app.decorateRequest('shopper', null);
  app.addHook('onRequest', async (request) => {
    const value = request.headers.authorization;
    if (value?.startsWith('Bearer ')) {
      request.shopper = authModule.verifyAccessToken(value.slice(7), options.secret);
    }
  });
  app.decorate('requireShopper', async (request: FastifyRequest, reply: import('fastify').FastifyReply) => {
    if (!request.shopper) return sendError(request, reply, 'AUT498');
  });
});
