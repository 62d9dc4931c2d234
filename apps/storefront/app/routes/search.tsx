import { ListingBody, listingQuery, PAGE_SIZE } from '../components/listing.tsx';
import { createApi } from '../lib/api.server.ts';
import { filterQuery } from '../lib/filters.ts';
import { useT } from '../lib/hooks.ts';
import { localeOf, pageMeta } from '../lib/meta.ts';
import { metaTranslate } from '../lib/translate.ts';
import type { Route } from './+types/search';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 200);
  const { start, sort } = listingQuery(url);
  const api = createApi(context, localeOf(params));
  const result = await api.search({
    q: q || undefined,
    start,
    sort,
    count: PAGE_SIZE,
    ...filterQuery(url.searchParams),
  });
  return { q, result };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  const q = loaderData?.q ?? '';
  return [
    ...pageMeta(
      q ? t('meta.search.title', { q }) : t('meta.search.titleEmpty'),
      t('meta.search.description'),
    ),
    { name: 'robots', content: 'noindex, follow' },
  ];
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { q, result } = loaderData;
  return (
    <div className="container listing">
      <h1 className="page-title">{q ? t('search.resultsFor', { q }) : t('search.title')}</h1>
      {/* biome-ignore lint/a11y/useSemanticElements: a search landmark on the form itself */}
      <form method="get" className="search-page-form" role="search">
        <label htmlFor="search-page-q">{t('search.prompt')}</label>
        <div className="search-page-row">
          <input id="search-page-q" type="search" name="q" defaultValue={q} key={q} maxLength={200} />
          <button type="submit" className="button button-primary">
            {t('header.search')}
          </button>
        </div>
      </form>
      {q && result.total === 0 ? (
        <p className="empty-state">{t('search.noResults', { q })}</p>
      ) : (
        <ListingBody result={result} />
      )}
    </div>
  );
}
