import { operators, ugc } from '@ridgeline/commerce';
import {
  UGC_MAX_BYTES,
  ugcCategoriesRecentQuerySchema,
  ugcCategoryMediaListSchema,
  ugcCreateUserRequestSchema,
  ugcCustomerParamsSchema,
  ugcFileParamsSchema,
  ugcMediaListSchema,
  ugcMediaParamsSchema,
  ugcMediaSchema,
  ugcRecentQuerySchema,
  ugcReportRequestSchema,
  ugcReportResponseSchema,
  ugcServiceSchema,
  ugcStashRequestSchema,
  ugcStreamListSchema,
  ugcStreamMediaSchema,
  ugcStreamParamsSchema,
  ugcStreamSchema,
  ugcStreamsRecentQuerySchema,
  ugcUploadRequestSchema,
  ugcUserParamsSchema,
  ugcUserSchema,
} from '@ridgeline/contracts';
import type { Database } from '@ridgeline/db';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { type FastifyPluginAsyncZod, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { authentication } from '../plugins/auth.ts';
import { base64Upload } from '../plugins/base64-upload.ts';
import {
  clientErrorHandler,
  errorHandling,
  frameworkErrors,
  sendError,
  withSafeErrorLogs,
} from '../plugins/errors.ts';
import { cookieValue, OPERATOR_COOKIE } from '../plugins/operator-access.ts';
import { requestContext } from '../plugins/request-context.ts';

export interface BuildMediaAppOptions {
  database: Database;
  /** The API's access-token secret: shoppers sign in with the API and call this service with its token. */
  authSecret: string;
  /** Where the service answers: '' alone on its own port, '/ugc' mounted in the storefront's server. */
  prefix?: string;
  logger?: FastifyServerOptions['logger'];
}

const CALLS = [
  'GET /',
  'GET /categories/media/recent',
  'GET /customers/{customerId}/media/recent',
  'GET /media/{mediaId}/streams',
  'GET /media/{mediaId}/files/{size}',
  'GET /streams/{streamId}/media/recent',
  'GET /streams/media/recent',
  'POST /media/{mediaId}/reports',
  'POST /stashes',
  'POST /users/{userId}/media',
  'POST /users',
];

/**
 * The user media service (decision 101), a Fastify app of its own: spec 2's user media calls on shoppers'
 * photos. It shares the database and the shoppers' access tokens with the API; `npm start` mounts it under
 * /ugc, and `src/media-service/server.ts` runs it alone on its own port.
 */
export async function buildMediaApp(options: BuildMediaAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withSafeErrorLogs(options.logger ?? false),
    bodyLimit: 64 * 1024,
    requestIdHeader: false,
    routerOptions: { maxParamLength: 100 },
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(requestContext);
  await app.register(errorHandling);
  // PostgreSQL cannot store a NUL character in text: the client's mistake (400), never a 500. (The API's
  // own check covers paths under /api only.)
  app.addHook('preValidation', async (request, reply) => {
    const parts = { params: request.params, querystring: request.query, body: request.body };
    for (const [field, value] of Object.entries(parts)) {
      if (value && JSON.stringify(value).includes('\\u0000')) {
        return sendError(request, reply, 'REQ400', { field, problem: 'must not contain a NUL character' });
      }
    }
  });
  await app.register(
    async (scope) => {
      await scope.register(authentication, { secret: options.authSecret, db: options.database.db });
      await scope.register(mediaRoutes, { database: options.database, base: options.prefix ?? '' });
    },
    { prefix: options.prefix ?? '' },
  );
  return app;
}

/** The viewer of a request: its signed-in shopper (guests see what the public sees) and moderators. */
async function viewerOf(request: FastifyRequest, database: Database): Promise<ugc.UgcViewer> {
  const shopper = request.shopper;
  const customerId = shopper && shopper.consumerType !== 'GUEST' ? shopper.sub : null;
  const operator = await operatorOf(request, database);
  return { customerId, moderator: !!operator?.permissions.includes('moderation:write') };
}

async function operatorOf(request: FastifyRequest, database: Database) {
  const token = cookieValue(request.headers.cookie, OPERATOR_COOKIE);
  return token && token.length <= 128 ? operators.operatorOfSession(database.db, token) : null;
}

const tags = ['User media'];

const mediaRoutes: FastifyPluginAsyncZod<{ database: Database; base: string }> = async (
  app,
  { database, base },
) => {
  const db = database.db;
  const context = async (request: FastifyRequest): Promise<ugc.UgcContext> => ({
    base,
    viewer: await viewerOf(request, database),
  });
  /** Signed-in shoppers only (guests and no token: AUT498). */
  const signedIn = async (request: FastifyRequest, reply: import('fastify').FastifyReply) => {
    if (!request.shopper || request.shopper.consumerType === 'GUEST')
      return sendError(request, reply, 'AUT498');
  };

  app.get(
    '/',
    { schema: { tags, summary: 'The service and its calls', response: { 200: ugcServiceSchema } } },
    async () => ({ service: 'ridgeline-user-media', version: '1', calls: CALLS }),
  );

  app.get(
    '/categories/media/recent',
    {
      schema: {
        tags,
        summary: 'Per category (one, or those with photos), its newest approved photos (UGC408)',
        querystring: ugcCategoriesRecentQuerySchema,
        response: { 200: ugcCategoryMediaListSchema },
      },
    },
    async (request) => ({
      categories: await ugc.categoriesRecent(
        db,
        await context(request),
        request.query.categoryId,
        request.query.count,
      ),
    }),
  );

  app.get(
    '/customers/:customerId/media/recent',
    {
      schema: {
        tags,
        summary: "A shopper's photos: all of them to the shopper, the approved ones to anyone else",
        params: ugcCustomerParamsSchema,
        querystring: ugcRecentQuerySchema,
        response: { 200: ugcMediaListSchema },
      },
    },
    async (request) => ({
      media: await ugc.recentMedia(
        db,
        await context(request),
        { customerId: request.params.customerId },
        request.query.count,
      ),
    }),
  );

  app.get(
    '/media/:mediaId/streams',
    {
      schema: {
        tags,
        summary: 'The streams a photo appears in: its products, their categories, stashes (UGC404)',
        params: ugcMediaParamsSchema,
        response: { 200: ugcStreamListSchema },
      },
    },
    async (request) => ({
      streams: await ugc.streamsOfMedia(db, (await context(request)).viewer, request.params.mediaId),
    }),
  );

  app.get(
    '/media/:mediaId/files/:size',
    {
      schema: {
        tags,
        summary: 'A photo at a size (WebP, no metadata); unapproved ones only to their uploader (UGC404)',
        params: ugcFileParamsSchema,
      },
    },
    async (request, reply) => {
      const viewer = (await context(request)).viewer;
      const file = await ugc.mediaFile(db, viewer, request.params.mediaId, request.params.size);
      // Approved photos are public and their bytes never change; anything else stays out of shared caches.
      const isPublic = !viewer.customerId && !viewer.moderator;
      reply
        .header('etag', file.etag)
        .header('cache-control', isPublic ? 'public, max-age=3600' : 'private, no-store')
        .header('x-content-type-options', 'nosniff');
      const match = request.headers['if-none-match'];
      if (match?.split(',').some((tag) => tag.trim() === file.etag)) return reply.status(304).send();
      return reply.type(file.contentType).send(file.data);
    },
  );

  app.get(
    '/streams/:streamId/media/recent',
    {
      schema: {
        tags,
        summary: "A stream's newest approved photos: product-{id}, category-{id} or a stash (UGC406)",
        params: ugcStreamParamsSchema,
        querystring: ugcRecentQuerySchema,
        response: { 200: ugcStreamMediaSchema },
      },
    },
    async (request) =>
      ugc.streamMedia(db, await context(request), request.params.streamId, request.query.count),
  );

  app.get(
    '/streams/media/recent',
    {
      schema: {
        tags,
        summary: "The widget's photos: of the page's product or category, or the newest of all",
        querystring: ugcStreamsRecentQuerySchema,
        response: { 200: ugcMediaListSchema },
      },
    },
    async (request) => {
      const { productId, categoryId, count } = request.query;
      if (productId && categoryId) {
        throw Object.assign(new Error('productId or categoryId, not both'), { statusCode: 400 });
      }
      // A product or category of the page: its stream must exist (UGC406), as by id.
      const streamId = productId ? `product-${productId}` : categoryId ? `category-${categoryId}` : null;
      if (streamId)
        return { media: (await ugc.streamMedia(db, await context(request), streamId, count)).media };
      return { media: await ugc.recentMedia(db, await context(request), {}, count) };
    },
  );

  app.post(
    '/media/:mediaId/reports',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'A signed-in shopper reports a photo, once (UGC404, UGC409); reports hide it at a threshold',
        params: ugcMediaParamsSchema,
        body: ugcReportRequestSchema,
        response: { 201: ugcReportResponseSchema },
      },
    },
    async (request, reply) => {
      const viewer = await viewerOf(request, database);
      await ugc.reportMedia(
        db,
        { ...viewer, customerId: viewer.customerId! },
        request.params.mediaId,
        request.body.reason,
      );
      return reply.status(201).send({ mediaId: request.params.mediaId, reported: true as const });
    },
  );

  app.post(
    '/stashes',
    {
      schema: {
        tags,
        summary: "An editor's saved selection of approved photos, a curated stream (ADM401, ADM403, UGC404)",
        body: ugcStashRequestSchema,
        response: { 201: ugcStreamSchema },
      },
    },
    async (request, reply) => {
      const operator = await operatorOf(request, database);
      if (!operator) return sendError(request, reply, 'ADM401');
      if (!operator.permissions.some((p) => p === 'content:write' || p === 'moderation:write')) {
        return sendError(request, reply, 'ADM403', { permission: 'content:write or moderation:write' });
      }
      return reply.status(201).send(await ugc.createStash(db, operator.operatorId, request.body));
    },
  );

  app.post(
    '/users/:userId/media',
    {
      preHandler: signedIn,
      ...base64Upload(UGC_MAX_BYTES),
      schema: {
        tags,
        summary:
          'Uploads a photo (base64) with caption, product tags and the licence: pending until moderated (UGC403, UGC407, UGC410, UGC411, UGC412, UGC400, MED413, MED415, MED400)',
        params: ugcUserParamsSchema,
        body: ugcUploadRequestSchema,
        response: { 201: ugcMediaSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await ugc.uploadMedia(db, await context(request), request.params.userId, request.body)),
  );

  app.post(
    '/users',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: "The signed-in shopper's contributor profile, with the licence accepted (UGC410, UGC413)",
        body: ugcCreateUserRequestSchema,
        response: { 201: ugcUserSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await ugc.createUser(db, request.shopper!.sub, request.body)),
  );
};
