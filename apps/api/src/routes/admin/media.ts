import { media } from '@ridgeline/commerce';
import {
  adminEmptyBodySchema,
  MEDIA_MAX_BYTES,
  mediaAssetDetailSchema,
  mediaAssetParamsSchema,
  mediaAssetSchema,
  mediaListQuerySchema,
  mediaListSchema,
  type Permission,
  productImagesParamsSchema,
  productImagesSchema,
  putProductImagesRequestSchema,
  updateMediaRequestSchema,
  uploadMediaRequestSchema,
} from '@ridgeline/contracts';
import type { Db } from '@ridgeline/db';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { base64Upload } from '../../plugins/base64-upload.ts';

const tags = ['Admin: media'];
/** Merchandisers (product images) and content editors (content images) both use the library. */
const libraryAccess: readonly Permission[] = ['catalogue:write', 'content:write'];
const config = { access: libraryAccess };

const actorOf = (request: FastifyRequest): media.MediaActor => ({
  type: 'operator',
  id: request.operator!.operatorId,
});

/**
 * The media library (decision 069): uploads with alt text and focal point, search, edits and deletes;
 * every change is audited in its transaction. Product images live here too (catalogue:write).
 */
export const adminMediaRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/media/assets',
    {
      config,
      schema: {
        tags,
        summary: 'Uploaded images, newest first, optionally matching words of the file name or alt text',
        querystring: mediaListQuerySchema,
        response: { 200: mediaListSchema },
      },
    },
    async (request) => media.listAssets(db, request.query),
  );

  app.post(
    '/media/assets',
    {
      config,
      ...base64Upload(MEDIA_MAX_BYTES),
      schema: {
        tags,
        summary:
          'Uploads an image (base64 in JSON) with its alt text and focal point (MED413 over 15 MB, MED415 not JPEG, PNG, WebP or AVIF, MED400 unreadable, REQ400 no alt text)',
        body: uploadMediaRequestSchema,
        response: { 201: mediaAssetSchema },
      },
    },
    async (request, reply) => {
      const { data, ...rest } = request.body;
      const bytes = Buffer.from(data, 'base64');
      return reply.status(201).send(await media.createAsset(db, actorOf(request), { ...rest, data: bytes }));
    },
  );

  app.get(
    '/media/assets/:assetId',
    {
      config,
      schema: {
        tags,
        summary: 'One image with what uses it (MED404)',
        params: mediaAssetParamsSchema,
        response: { 200: mediaAssetDetailSchema },
      },
    },
    async (request) => media.assetDetail(db, request.params.assetId),
  );

  app.put(
    '/media/assets/:assetId',
    {
      config,
      schema: {
        tags,
        summary:
          'Changes alt text or focal point (a new focal point gives new rendition URLs: the asset url gains ?v=)',
        params: mediaAssetParamsSchema,
        body: updateMediaRequestSchema,
        response: { 200: mediaAssetDetailSchema },
      },
    },
    async (request) => media.updateAsset(db, actorOf(request), request.params.assetId, request.body),
  );

  app.delete(
    '/media/assets/:assetId',
    {
      config,
      schema: {
        tags,
        summary: 'Deletes an image and its renditions (MED409, naming what uses it, while in use)',
        params: mediaAssetParamsSchema,
        body: adminEmptyBodySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await media.deleteAsset(db, actorOf(request), request.params.assetId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/products/:productId/images',
    {
      config: { access: 'catalogue:write' as const },
      schema: {
        tags,
        summary: "A product's uploaded images, in order, per colour, with its colours (PLP400)",
        params: productImagesParamsSchema,
        response: { 200: productImagesSchema },
      },
    },
    async (request) => media.productImages(db, request.params.productId),
  );

  app.put(
    '/products/:productId/images',
    {
      config: { access: 'catalogue:write' as const },
      schema: {
        tags,
        summary:
          "Replaces a product's images with the ordered list given (MED404 unknown image, REQ400 unknown colour)",
        params: productImagesParamsSchema,
        body: putProductImagesRequestSchema,
        response: { 200: productImagesSchema },
      },
    },
    async (request) => media.setProductImages(db, actorOf(request), request.params.productId, request.body),
  );
};
