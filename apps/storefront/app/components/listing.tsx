import type { ProductSearchResponse } from '@ridgeline/contracts';
import { Form, Link, useLocation, useNavigation, useSubmit } from 'react-router';
import { clearFiltersHref, hasFilters } from '../lib/filters.ts';
import { useT } from '../lib/hooks.ts';
import { CompareBar } from './compare-bar.tsx';
import { FilterChips, FilterPanel } from './filters.tsx';
import { ProductGrid } from './product-tile.tsx';
import { TaxNotice } from './tax-notice.tsx';

export const PAGE_SIZE = 24;

/** Reads `start` and `sort` of a listing URL, clamped to what the API accepts. */
export function listingQuery(url: URL) {
  const rawStart = Number.parseInt(url.searchParams.get('start') ?? '0', 10);
  const start =
    Number.isFinite(rawStart) && rawStart > 0 ? Math.min(rawStart - (rawStart % PAGE_SIZE), 9984) : 0;
  const sort = url.searchParams.get('sort') ?? undefined;
  const allowed = ['relevance', 'newest', 'price-asc', 'price-desc', 'top-rated'];
  return { start, sort: sort && allowed.includes(sort) ? sort : undefined };
}

export function SortForm({ result }: { result: ProductSearchResponse }) {
  const t = useT();
  const submit = useSubmit();
  const location = useLocation();
  // Keep the query and the filters (repeated parameters too); a new sort starts at page 1.
  const kept = [...new URLSearchParams(location.search)].filter(
    ([name]) => name !== 'sort' && name !== 'start',
  );
  return (
    <Form method="get" className="sort-form" preventScrollReset>
      {kept.map(([name, value], index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: repeated parameters share a name and may share a value
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="sort">{t('listing.sortBy')}</label>
      <select
        id="sort"
        name="sort"
        defaultValue={result.sort}
        onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true })}
      >
        {result.sortOptions.map((option) => (
          <option key={option} value={option}>
            {t(`listing.sort.${option}`)}
          </option>
        ))}
      </select>
      {/* Without JavaScript the select cannot submit itself; noscript keeps the layout still on hydration. */}
      <noscript>
        <button type="submit" className="button button-small">
          {t('listing.apply')}
        </button>
      </noscript>
    </Form>
  );
}

export function Pagination({ result }: { result: ProductSearchResponse }) {
  const t = useT();
  const location = useLocation();
  const pages = Math.ceil(result.total / PAGE_SIZE);
  if (pages <= 1) return null;
  const current = Math.floor(result.start / PAGE_SIZE) + 1;
  const hrefFor = (page: number) => {
    const params = new URLSearchParams(location.search);
    if (page <= 1) params.delete('start');
    else params.set('start', String((page - 1) * PAGE_SIZE));
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ''}`;
  };
  const numbers = Array.from({ length: pages }, (_, i) => i + 1).filter(
    (page) => page === 1 || page === pages || Math.abs(page - current) <= 1,
  );
  return (
    <nav className="pagination" aria-label={t('a11y.pagination')}>
      <p className="pagination-status">{t('listing.pageOf', { page: current, pages })}</p>
      <ul>
        <li>
          {current > 1 ? (
            <Link to={hrefFor(current - 1)} rel="prev">
              ← {t('listing.previous')}
            </Link>
          ) : null}
        </li>
        {numbers.map((page, index) => (
          <li key={page}>
            {index > 0 && page - (numbers[index - 1] ?? page) > 1 ? <span aria-hidden="true">… </span> : null}
            <Link
              to={hrefFor(page)}
              aria-current={page === current ? 'page' : undefined}
              aria-label={t('listing.page', { page })}
            >
              {page}
            </Link>
          </li>
        ))}
        <li>
          {current < pages ? (
            <Link to={hrefFor(current + 1)} rel="next">
              {t('listing.next')} →
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}

export function ListingBody({ result }: { result: ProductSearchResponse }) {
  const t = useT();
  const navigation = useNavigation();
  const location = useLocation();
  const busy = navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
  const from = result.total === 0 ? 0 : result.start + 1;
  const to = Math.min(result.start + result.products.length, result.total);
  const filtered = hasFilters(new URLSearchParams(location.search));
  return (
    <div className="listing-layout">
      <FilterPanel result={result} />
      <div className="listing-main">
        <div className="listing-toolbar">
          {/* The heading between the page's h1 and the tiles' h3 names. */}
          <h2 className="listing-count" aria-live="polite">
            {t('listing.results', { count: result.total })}
            {result.total > PAGE_SIZE ? (
              <span className="muted"> · {t('listing.showing', { from, to, total: result.total })}</span>
            ) : null}
          </h2>
          {result.total > 1 ? <SortForm result={result} /> : null}
        </div>
        <FilterChips result={result} />
        <div className={busy ? 'listing-results is-busy' : 'listing-results'} aria-busy={busy}>
          {result.products.length > 0 ? (
            <>
              <CompareBar />
              <ProductGrid
                products={result.products}
                compare
                quickShop
                listName={location.pathname.endsWith('/search') ? 'search' : 'grid'}
                start={result.start}
              />
              <TaxNotice />
            </>
          ) : filtered ? (
            <div className="empty-state">
              <p>{t('filters.noMatch')}</p>
              <Link
                to={clearFiltersHref(location.pathname, location.search)}
                className="button button-secondary"
              >
                {t('filters.clearAll')}
              </Link>
            </div>
          ) : (
            <p>{t('listing.empty')}</p>
          )}
        </div>
        <Pagination result={result} />
      </div>
    </div>
  );
}
