import { analytics } from '@ridgeline/commerce';
import {
  ANALYTICS_BATCHES_PER_MINUTE,
  ANALYTICS_BODY_LIMIT,
  analyticsAcceptedSchema,
  analyticsBatchSchema,
  siteOfLocale,
  VITALS_BATCHES_PER_MINUTE,
  vitalsBatchSchema,
  type ZodIssueLike,
  zodIssueProblem,
} from '@ridgeline/contracts';
import type { Database } from '@ridgeline/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendError } from '../plugins/errors.ts';

const withoutStop = (text: string) => text.replace(/\.$/, '');

/**
 * A batch from `navigator.sendBeacon` arrives as text/plain: its text is parsed as JSON here, an
 * application/json body already is. Bad input is ANL400 naming the first failing field; never a 500.
 */
function parseBatch<T>(
  schema: z.ZodType<T>,
  request: FastifyRequest,
  reply: FastifyReply,
): { ok: true; value: T } | { ok: false; sent: FastifyReply } {
  let body: unknown = request.body;
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body);
    } catch {
      return {
        ok: false,
        sent: sendError(request, reply, 'ANL400', { field: 'body', problem: 'is not valid JSON' }),
      };
    }
  }
  // PostgreSQL cannot store a NUL character (in jsonb either): such a batch is the client's mistake.
  if (JSON.stringify(body ?? null).includes('\\u0000')) {
    return {
      ok: false,
      sent: sendError(request, reply, 'ANL400', {
        field: 'body',
        problem: 'must not contain a NUL character',
      }),
    };
  }
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  const field = ['body', ...(issue?.path ?? []).map(String)].join('.');
  const missing = issue?.code === 'invalid_type' && issue.message.endsWith('received undefined');
  const problem = issue
    ? withoutStop(zodIssueProblem({ ...issue, missing } as ZodIssueLike, 'en'))
    : 'is not valid';
  return { ok: false, sent: sendError(request, reply, 'ANL400', { field, problem }) };
}

/**
 * The first-party analytics collector and the web-vitals ingest (decision 099). Both take what a
 * consenting shopper's page sends (the storefront gates on consent before sending anything) and keep it in
 * the analytics module's tables; neither stores the address or the user agent.
 */
export const analyticsRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;
  const schema = (summary: string) => ({
    tags: ['Analytics'],
    summary,
    body: z.unknown(),
    response: { 202: analyticsAcceptedSchema },
  });

  app.post(
    '/analytics/v1/events',
    {
      schema: schema(
        'Records a batch of GA4-shaped analytics events (application/json or text/plain JSON from sendBeacon); ANL400 for bad input',
      ),
      bodyLimit: ANALYTICS_BODY_LIMIT,
      config: { rateLimit: { max: ANALYTICS_BATCHES_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const parsed = parseBatch(analyticsBatchSchema, request, reply);
      if (!parsed.ok) return parsed.sent;
      const accepted = await analytics.recordEvents(db, siteOfLocale(parsed.value.locale), parsed.value);
      return reply.status(202).header('cache-control', 'no-store').send({ accepted });
    },
  );

  app.post(
    '/fapi/performance/ingest',
    {
      schema: schema(
        'Records the Core Web Vitals (LCP, INP, CLS) of one page view with its page type; ANL400 for bad input',
      ),
      bodyLimit: 4 * 1024,
      config: { rateLimit: { max: VITALS_BATCHES_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const parsed = parseBatch(vitalsBatchSchema, request, reply);
      if (!parsed.ok) return parsed.sent;
      const accepted = await analytics.recordVitals(db, siteOfLocale(parsed.value.locale), parsed.value);
      return reply.status(202).header('cache-control', 'no-store').send({ accepted });
    },
  );
};
