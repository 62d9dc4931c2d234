import { media } from '@ridgeline/commerce';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Product images are drawn from the product type and colour, so they need no storage or network. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
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
};
