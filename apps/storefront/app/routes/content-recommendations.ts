import { z } from 'zod';
import { recommendedTiles } from '../content/blocks/commerce/products.server.ts';
import { localeOf } from '../lib/meta.ts';
import type { Route } from './+types/content-recommendations';

const querySchema = z.object({
  strategy: z.enum(['similar', 'complete-the-look', 'recently-viewed', 'top-sellers']).default('similar'),
  productId: z
    .string()
    .regex(/^[A-Z0-9]{8,14}$/)
    .optional(),
  count: z.coerce.number().int().min(1).max(24).default(12),
});

/** Resource route of the recommendations block: the products to show, as JSON (decision 076). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const parsed = querySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) return Response.json({ message: parsed.error.message }, { status: 400 });
  const { strategy, productId, count } = parsed.data;
  const answer = await recommendedTiles(context.api(localeOf(params)), strategy, productId ?? null, count);
  return Response.json(answer, { headers: { 'cache-control': 'private, max-age=60' } });
}
