import { articleSearchQuerySchema } from '@ridgeline/contracts';
import { articlesContent } from '../lib/content-api.server.ts';
import { localeOf } from '../lib/meta.ts';
import type { Route } from './+types/content-articles';

/** Resource route of the article grid's load more and tag filters: the article search as JSON (decision 076). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const parsed = articleSearchQuerySchema
    .pick({ tagId: true, scopeTagId: true, offset: true, limit: true })
    .safeParse({
      tagId: url.searchParams.getAll('tagId'),
      scopeTagId: url.searchParams.getAll('scopeTagId'),
      offset: url.searchParams.get('offset') ?? undefined,
      limit: url.searchParams.get('limit') ?? undefined,
    });
  if (!parsed.success) return Response.json({ message: parsed.error.message }, { status: 400 });
  const api = context.api(localeOf(params));
  const answer = await articlesContent(api, parsed.data);
  return Response.json(answer, { headers: { 'cache-control': 'public, max-age=60' } });
}
