import { media } from '@ridgeline/commerce';
import {
  MEDIA_DIMENSIONS,
  MEDIA_FORMATS,
  MEDIA_QUALITIES,
  type MediaFormat,
  type MediaQuality,
} from '@ridgeline/contracts';
import type { Db } from '@ridgeline/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const RENDITION_FILE = /^(\d{1,4})x(\d{1,4})-q(\d{1,3})\.(avif|webp|jpeg)$/;

const assetId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a media asset id');

function answer(
  request: FastifyRequest,
  reply: FastifyReply,
  body: { data: Buffer; contentType: string; etag: string },
) {
  reply.header('etag', body.etag).header('cache-control', IMMUTABLE);
  const match = request.headers['if-none-match'];
  if (match?.split(',').some((tag) => tag.trim() === body.etag)) return reply.status(304).send();
  return reply.type(body.contentType).send(body.data);
}

/**
 * Images: drawn product SVGs (no storage), and uploaded images with their renditions (decision 069).
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/media/products/:productType/:hex/:file',
    {
      schema: {
        tags: ['Media'],
        summary: 'A product image (SVG) for a product type, colour and view',
        params: z.object({
          productType: z.string().refine(media.isKnownProductType, 'must be a known product type'),
          hex: z.string().regex(/^[0-9a-f]{6}$/, 'must be a 6-digit lowercase hex colour'),
          file: z.string().regex(/^[0-2]\.svg$/, 'must be 0.svg, 1.svg or 2.svg'),
        }),
      },
    },
    async (request, reply) => {
      const { productType, hex, file } = request.params;
      const svg = media.renderProductImage({ productType, hex: `#${hex}`, view: Number(file[0]) });
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(svg);
    },
  );

  app.get(
    '/media/assets/:assetId',
    {
      schema: {
        tags: ['Media'],
        summary: 'An uploaded image as uploaded (MED404)',
        params: z.object({ assetId }),
      },
    },
    async (request, reply) => {
      const original = await media.assetOriginal(db, request.params.assetId);
      return answer(request, reply, {
        data: original.data,
        contentType: original.contentType,
        etag: `"${original.checksum}"`,
      });
    },
  );

  app.get(
    '/media/assets/:assetId/:revision/:file',
    {
      schema: {
        tags: ['Media'],
        summary: `A rendition: {width}x{height}-q{quality}.{format}, cover-cropped around the focal point. Width and height each one of ${MEDIA_DIMENSIONS.join(', ')}; quality ${MEDIA_QUALITIES.join(', ')}; format ${MEDIA_FORMATS.join(', ')} (REQ400 otherwise, MED404 unknown image)`,
        params: z.object({
          assetId,
          revision: z.string().regex(/^r\d{1,9}$/, 'must be r followed by the revision number'),
          file: z
            .string()
            .regex(RENDITION_FILE, 'must be WIDTHxHEIGHT-qQUALITY.FORMAT, the format avif, webp or jpeg')
            .refine(
              (file) => {
                const [, w, h] = RENDITION_FILE.exec(file) ?? [];
                return !w || (media.isAllowedDimension(Number(w)) && media.isAllowedDimension(Number(h)));
              },
              `width and height must each be one of ${MEDIA_DIMENSIONS.join(', ')}`,
            )
            .refine(
              (file) => {
                const q = RENDITION_FILE.exec(file)?.[3];
                return !q || media.isAllowedQuality(Number(q));
              },
              `quality must be one of ${MEDIA_QUALITIES.join(', ')}`,
            ),
        }),
      },
    },
    async (request, reply) => {
      const [, w, h, q, format] = RENDITION_FILE.exec(request.params.file)!;
      const rendition = await media.rendition(
        db,
        request.params.assetId,
        Number(request.params.revision.slice(1)),
        {
          width: Number(w),
          height: Number(h),
          quality: Number(q) as MediaQuality,
          format: format as MediaFormat,
        },
      );
      return answer(request, reply, rendition);
    },
  );
};
