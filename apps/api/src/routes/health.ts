import { type Database, sql } from '@ridgeline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['Operations'],
        summary: 'Liveness and database check',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.string() }),
          503: z.object({ status: z.literal('unavailable'), database: z.string() }),
        },
      },
    },
    async (request, reply) => {
      try {
        await database.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: database.kind };
      } catch (error) {
        request.log.error({ err: error }, 'database health check failed');
        return reply.status(503).send({ status: 'unavailable' as const, database: database.kind });
      }
    },
  );
};
