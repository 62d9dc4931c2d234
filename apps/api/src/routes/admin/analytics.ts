import { analytics } from '@ridgeline/commerce';
import { analyticsReportQuerySchema, analyticsReportSchema } from '@ridgeline/contracts';
import type { Db } from '@ridgeline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The analytics report (decision 099): p75 web vitals per page type and the purchase funnel. */
export const adminAnalyticsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/reports/analytics',
    {
      config: { access: 'reports:read' },
      schema: {
        tags: ['Admin: reports'],
        summary:
          'p75 LCP, INP and CLS per page type and the view_item → add_to_cart → begin_checkout → purchase funnel by sessions, over the last 7 or 28 days',
        querystring: analyticsReportQuerySchema,
        response: { 200: analyticsReportSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return analytics.analyticsReport(db, request.query.days);
    },
  );
};
