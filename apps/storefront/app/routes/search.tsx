import type { AutoSuggestResponse, ProductTile } from '@ridgeline/contracts';
import { Link } from 'react-router';
import { useTrack } from '../analytics/use-track.ts';
import { ListingBody, listingQuery, PAGE_SIZE } from '../components/listing.tsx';
import { ProductGrid } from '../components/product-tile.tsx';
import { SearchHub } from '../components/search-hub.tsx';
import { searchHub } from '../lib/discovery-api.server.ts';
import { filterQuery, hasFilters } from '../lib/filters.ts';
import { useLocale, useRootData, useT } from '../lib/hooks.ts';
import { messagesFor } from '../lib/i18n.ts';
import { localeOf, pageMeta } from '../lib/meta.ts';
import { suggestedCategoryLabel } from '../lib/suggest.ts';
import { metaTranslate } from '../lib/translate.ts';
import { localePath } from '../lib/urls.ts';
import type { Route } from './+types/search';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 200);
  const { start, sort } = listingQuery(url);
  const api = context.api(localeOf(params));
  const result = await api.search({
    q: q || undefined,
    start,
    sort,
    count: PAGE_SIZE,
    ...filterQuery(url.searchParams),
  });
  // Nothing found: the typo-tolerant suggestions and popular queries help the shopper on; when they hold
  // nothing either, what other shoppers search for and the best-rated products.
  let help: NoResultsHelp | null = null;
  if (q && result.total === 0 && !hasFilters(url.searchParams)) {
    const [suggested, popular, topRated] = await Promise.all([
      api.autoSuggest(q.slice(0, 100)).catch(() => null),
      searchHub(api).catch(() => null),
      api.search({ sort: 'top-rated', start: 0, count: 4 }).catch(() => null),
    ]);
    help = {
      suggested,
      popularQueries:
        suggested && suggested.popularQueries.length > 0
          ? suggested.popularQueries
          : (popular?.popularQueries.slice(0, 6) ?? []),
      products: suggested && suggested.products.length > 0 ? suggested.products : (topRated?.products ?? []),
      productsArePopular: !(suggested && suggested.products.length > 0),
    };
  }
  // No query: the search hub leads with what other shoppers look for and the biggest categories.
  const hub = q || hasFilters(url.searchParams) ? null : await searchHub(api).catch(() => null);
  return { translations: messagesFor(localeOf(params), ['discovery']), q, result, help, hub };
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
  const { q, result, help, hub } = loaderData;
  useTrack('search', q || null, () => ({ search_term: q, results: result.total }));
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
      {hub ? <SearchHub hub={hub} /> : null}
      {q && result.correctedQuery ? (
        <p className="search-corrected" role="status">
          {t('search.corrected', { q, corrected: result.correctedQuery })}
        </p>
      ) : null}
      {q && help ? <NoResults q={q} help={help} /> : <ListingBody result={result} />}
    </div>
  );
}

/** What the search page offers when a query finds nothing. */
interface NoResultsHelp {
  suggested: AutoSuggestResponse | null;
  popularQueries: AutoSuggestResponse['popularQueries'];
  products: ProductTile[];
  /** The products are the best rated of the shop, not ones resembling the query. */
  productsArePopular: boolean;
}

function NoResults({ q, help }: { q: string; help: NoResultsHelp }) {
  const t = useT();
  const locale = useLocale();
  const topCategories = useRootData()?.categories ?? [];
  const suggestedCategories = help.suggested?.categories ?? [];
  const categories =
    suggestedCategories.length > 0
      ? suggestedCategories.map((category) => ({
          id: category.id,
          name: suggestedCategoryLabel(category),
          url: category.url,
        }))
      : topCategories.map((category) => ({ id: category.id, name: category.name, url: category.url }));
  return (
    <div className="no-results">
      <p className="empty-state">{t('search.noResults', { q })}</p>
      {help.popularQueries.length > 0 ? (
        <section aria-labelledby="no-results-queries">
          <h2 id="no-results-queries">{t('search.group.queries')}</h2>
          <ul className="link-chips">
            {help.popularQueries.map((popular) => (
              <li key={popular.query}>
                <Link className="chip" to={`/${locale}/search?q=${encodeURIComponent(popular.query)}`}>
                  {popular.query}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {categories.length > 0 ? (
        <section aria-labelledby="no-results-categories">
          <h2 id="no-results-categories">{t('search.group.categories')}</h2>
          <ul className="link-chips">
            {categories.map((category) => (
              <li key={category.id}>
                <Link className="chip" to={localePath(locale, category.url)}>
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {help.products.length > 0 ? (
        <section aria-labelledby="no-results-products">
          <h2 id="no-results-products">
            {help.productsArePopular ? t('search.popularProducts') : t('search.tryInstead')}
          </h2>
          <ProductGrid products={help.products} />
        </section>
      ) : null}
    </div>
  );
}
