import { type auth, auth as authModule } from '@ridgeline/commerce';
import type { Db } from '@ridgeline/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in or guest shopper. */
    requireShopper: (request: FastifyRequest, reply: import('fastify').FastifyReply) => Promise<unknown>;
  }
  interface FastifyContextConfig {
    /** The route serves an associate's own shift session too (decision 090): start an assisted one, sign out. */
    shiftSession?: boolean;
  }
  interface FastifyRequest {
    /** The caller of a valid access token whose session is still open (and its in-store sale, if any). */
    shopper: auth.SessionShopper | null;
  }
}

/**
 * Reads the Bearer access token: its signature and expiry, then its session (one primary-key read, so a
 * sign-out or password change ends it in every process at once). Routes that need a shopper answer AUT498
 * without a valid one.
 */
export const authentication = fp(async (app: FastifyInstance, options: { secret: string; db: Db }) => {
  app.decorateRequest('shopper', null);
  app.addHook('onRequest', async (request) => {
    const value = request.headers.authorization;
    if (value?.startsWith('Bearer ')) {
      const claims = authModule.verifyAccessToken(value.slice(7), options.secret);
      request.shopper = claims ? await authModule.activeSession(options.db, claims) : null;
    }
  });
  app.decorate('requireShopper', async (request: FastifyRequest, reply: import('fastify').FastifyReply) => {
    if (!request.shopper) return sendError(request, reply, 'AUT498');
    // An associate's own in-store session sells for nobody: it starts assisted sessions (decision 090), so
    // no cart, order or account call runs with the associate's discount, cards, loyalty or addresses.
    const { inStore, assistedBy } = request.shopper;
    if (inStore && !assistedBy && !request.routeOptions.config.shiftSession) {
      return sendError(request, reply, 'API405', {
        reason: 'an associate’s shift session starts an assisted session for a shopper first',
      });
    }
  });
});
