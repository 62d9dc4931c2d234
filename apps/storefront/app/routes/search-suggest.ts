import type { AutoSuggestResponse } from '@ridgeline/contracts';
import { isApiError } from '../lib/api.server.ts';
import { localeOf } from '../lib/meta.ts';
import type { Route } from './+types/search-suggest';

const EMPTY = (query: string): AutoSuggestResponse => ({
  query,
  products: [],
  categories: [],
  popularQueries: [],
});

/** Resource route for the header search box: the API's autoSuggest answer as JSON. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 100);
  const headers = { 'cache-control': 'private, max-age=60' };
  if (!q) return Response.json(EMPTY(q), { headers });
  const api = context.api(localeOf(params));
  try {
    return Response.json(await api.autoSuggest(q), { headers });
  } catch (error) {
    if (isApiError(error) && error.status === 400) return Response.json(EMPTY(q), { headers });
    throw error;
  }
}
