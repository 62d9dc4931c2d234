import { randomUUID } from 'node:crypto';
import { type ShopContext, shopContext } from '@ridgeline/commerce';
import { DEFAULT_LOCALE, isLocale } from '@ridgeline/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    correlationId: string;
    transactionId: string;
    channel: 'ECOMM' | 'MAPP';
    shop: ShopContext;
  }
}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request's context (correlation and transaction ids, channel, locale), bound to its log lines and
 * echoed in the reply's headers. Also used for requests Fastify refuses before its hooks run.
 */
export function bindRequestContext(request: FastifyRequest, reply: FastifyReply) {
  const correlation = header(request.headers['x-correlation-id']);
  const transaction = header(request.headers['x-transaction-id']);
  request.correlationId = correlation && SAFE_ID.test(correlation) ? correlation : randomUUID();
  request.transactionId = transaction && SAFE_ID.test(transaction) ? transaction : randomUUID();
  request.channel = header(request.headers['x-channel'])?.toUpperCase() === 'MAPP' ? 'MAPP' : 'ECOMM';
  // Requests refused before routing have no parsed query.
  const query = (request.query as Record<string, unknown> | null | undefined) ?? queryOf(request.raw.url);
  const locale = query.locale;
  request.shop = shopContext(
    typeof locale === 'string' && isLocale(locale.toLowerCase())
      ? (locale.toLowerCase() as never)
      : DEFAULT_LOCALE,
  );
  request.log = request.log.child({
    correlationId: request.correlationId,
    transactionId: request.transactionId,
  });
  reply.header('x-correlation-id', request.correlationId);
  reply.header('x-transaction-id', request.transactionId);
}

function queryOf(url: string | undefined): Record<string, unknown> {
  const search = url?.split('?')[1];
  return search ? Object.fromEntries(new URLSearchParams(search)) : {};
}

/**
 * The spec's request context: locale (query), channel, correlation and transaction ids
 * (generated when absent, echoed back and bound to the request's log lines).
 */
export const requestContext = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => bindRequestContext(request, reply));
});
