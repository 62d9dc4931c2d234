import { ugc } from '@ridgeline/commerce';
import {
  ugcDecisionRequestSchema,
  ugcFileParamsSchema,
  ugcMediaListSchema,
  ugcMediaParamsSchema,
  ugcMediaSchema,
  ugcModerationQuerySchema,
} from '@ridgeline/contracts';
import type { Db } from '@ridgeline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['Admin: moderation'];
const config = { access: 'moderation:write' as const };
/** Moderators see every photo; its files are served here, where their session cookie goes. */
const BASE = '/api/admin/v1/ugc';
const moderator = { base: BASE, viewer: { customerId: null, moderator: true } };

/**
 * Shoppers' photos to moderate (decision 101): the queue by status, a photo's files, approve or reject with
 * a reason. Approved photos become public in the user media service.
 */
export const adminUgcRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/ugc/media',
    {
      config,
      schema: {
        tags,
        summary: "Shoppers' photos by status (pending by default), newest first",
        querystring: ugcModerationQuerySchema,
        response: { 200: ugcMediaListSchema },
      },
    },
    async (request) => ({
      media: await ugc.recentMedia(db, moderator, { status: request.query.status }, request.query.count),
    }),
  );

  app.get(
    '/ugc/media/:mediaId/files/:size',
    {
      config,
      schema: {
        tags,
        summary: 'A photo at a size, whatever its status (UGC404)',
        params: ugcFileParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await ugc.mediaFile(db, moderator.viewer, request.params.mediaId, request.params.size);
      return reply
        .header('cache-control', 'private, no-store')
        .header('etag', file.etag)
        .type(file.contentType)
        .send(file.data);
    },
  );

  app.post(
    '/ugc/media/:mediaId/decision',
    {
      config,
      schema: {
        tags,
        summary:
          'Approves a photo (public from then on, reports cleared) or rejects it with a reason (UGC404)',
        params: ugcMediaParamsSchema,
        body: ugcDecisionRequestSchema,
        response: { 200: ugcMediaSchema },
      },
    },
    async (request) => {
      const { mediaId } = request.params;
      await ugc.moderateMedia(db, request.operator!.operatorId, mediaId, request.body);
      return ugc.mediaOf(db, moderator, mediaId);
    },
  );
};
