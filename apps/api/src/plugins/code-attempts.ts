import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler for calls that try a code a stranger could guess (coupon, gift card, reward code or card
     * applied to a cart): API429 past the limit per shopper or per client address (decision 052).
     */
    limitCodeAttempts: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  }
}

export const DEFAULT_CODE_ATTEMPTS_PER_MINUTE = 10;

/**
 * Coupon and card codes are guessable by brute force like the gift-card balance check, so applying them
 * is counted twice, per shopper and per client address, each within a one-minute window (the rate-limit
 * plugin's store: Redis, shared by every API process, when REDIS_URL is set). Needs `@fastify/rate-limit` registered on an enclosing scope.
 */
export const codeAttemptLimits = fp(async (app: FastifyInstance, options: { perMinute: number }) => {
  const window = { max: options.perMinute, timeWindow: 60_000 };
  const limiters = [
    app.createRateLimit({
      ...window,
      keyGenerator: (request) => `code:shopper:${request.shopper?.sub ?? '-'}`,
    }),
    app.createRateLimit({ ...window, keyGenerator: (request) => `code:address:${request.ip}` }),
  ];
  app.decorate('limitCodeAttempts', async (request: FastifyRequest, reply: FastifyReply) => {
    for (const limiter of limiters) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        return sendError(request, reply, 'API429');
      }
    }
  });
});
