import type { SearchHubResponse } from '@ridgeline/contracts';
import { Link } from 'react-router';
import { useLocale, useT } from '../lib/hooks.ts';
import { localePath } from '../lib/urls.ts';

/** The search page before a query: popular searches and the biggest categories, as shortcuts. */
export function SearchHub({ hub }: { hub: SearchHubResponse }) {
  const t = useT();
  const locale = useLocale();
  if (hub.popularQueries.length === 0 && hub.topCategories.length === 0) return null;
  return (
    <div className="search-hub">
      {hub.popularQueries.length > 0 ? (
        <section aria-labelledby="hub-queries">
          <h2 id="hub-queries">{t('discovery.hub.popular')}</h2>
          <ul className="link-chips">
            {hub.popularQueries.map((popular) => (
              <li key={popular.query}>
                <Link className="chip" to={`/${locale}/search?q=${encodeURIComponent(popular.query)}`}>
                  {popular.query}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {hub.topCategories.length > 0 ? (
        <section aria-labelledby="hub-categories">
          <h2 id="hub-categories">{t('discovery.hub.categories')}</h2>
          <ul className="link-chips">
            {hub.topCategories.map((category) => (
              <li key={category.id}>
                <Link className="chip" to={localePath(locale, category.url)}>
                  {category.name} <span className="muted">({category.count})</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
