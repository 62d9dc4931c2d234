import { audit } from '@ridgeline/commerce';
import { auditPageSchema, auditQuerySchema } from '@ridgeline/contracts';
import type { Db } from '@ridgeline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The audit log (decision 048): per record (entityType and entityId) and per operator (actorType, actorId). */
export const adminAuditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/audit',
    {
      config: { access: 'audit:read' },
      schema: {
        tags: ['Admin: audit'],
        summary: 'Audit entries matching every filter given, newest first, paged',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request) => audit.searchAudit(db, request.query),
  );
};
