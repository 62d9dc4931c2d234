import { auth, cart } from '@ridgeline/commerce';
import { localeQuerySchema, tokenRequestSchema, tokenResponseSchema } from '@ridgeline/contracts';
import type { Database } from '@ridgeline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export interface AuthRouteOptions {
  database: Database;
  secret: string;
  rateLimitPerMinute: number;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (
  app,
  { database, secret, rateLimitPerMinute },
) => {
  const { db } = database;
  app.post(
    '/token/v2/auth/token',
    {
      config: { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['Authentication'],
        summary: 'Obtain a guest session or rotate a refresh token',
        querystring: localeQuerySchema,
        body: tokenRequestSchema,
        response: { 200: tokenResponseSchema },
      },
    },
    async (request) => {
      const session =
        request.body.type === 'Guest'
          ? await auth.startGuestSession(db, secret)
          : await auth.refreshSession(db, request.body.refreshToken, secret);
      return {
        accessToken: session.accessToken,
        expiresIn: session.expiresIn,
        refreshToken: session.refreshToken,
        basketId: await cart.findOpenCartId(db, request.shop.siteId, session.shopperId),
        consumerNo: session.consumerNo,
        consumerType: session.consumerType,
        memberId: null,
        favoriteId: null,
        isEmployeeDiscountTCAccepted: false,
      };
    },
  );
};
