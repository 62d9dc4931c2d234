import { Link } from 'react-router';
import { ProductGrid } from '../components/product-tile.tsx';
import { useLocale, useRootData, useT } from '../lib/hooks.ts';
import { messagesFor } from '../lib/i18n.ts';
import { localeOf, pageMeta } from '../lib/meta.ts';
import { metaTranslate } from '../lib/translate.ts';
import { localePath } from '../lib/urls.ts';
import type { Route } from './+types/home';

export async function loader({ params, context }: Route.LoaderArgs) {
  const api = context.api(localeOf(params));
  const search = await api.search({ sort: 'newest', count: 8 }).catch(() => null);
  return { translations: messagesFor(localeOf(params), ['discovery']), products: search?.products ?? [] };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  return pageMeta(t('meta.home.title'), t('meta.home.description'));
}

/** The hero links to the first hiking-boot leaf the catalogue offers (men's by default). */
function findHikingBoots(categories: import('@ridgeline/contracts').CategoryNode[]) {
  for (const top of categories) {
    for (const group of top.children) {
      for (const leaf of group.children) {
        if (/hiking-boots/.test(leaf.url)) return leaf;
      }
    }
  }
  return categories[0]?.children[0] ?? null;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const categories = useRootData()?.categories ?? [];
  const heroTarget = findHikingBoots(categories);
  return (
    <>
      <section className="hero">
        <div className="container hero-inner">
          <p className="eyebrow eyebrow-light">{t('home.heroEyebrow')}</p>
          <h1>{t('home.heroTitle')}</h1>
          <p className="hero-text">{t('home.heroText')}</p>
          {heroTarget ? (
            <Link to={localePath(locale, heroTarget.url)} className="button button-light">
              {t('home.heroCta')}
            </Link>
          ) : null}
        </div>
      </section>

      {categories.length > 0 ? (
        <section className="container section" aria-labelledby="home-categories">
          <h2 id="home-categories" className="section-title">
            {t('home.categoriesTitle')}
          </h2>
          <ul className="category-cards">
            {categories.map((top, index) => (
              <li key={top.id} className={`category-card category-card-${index % 3}`}>
                <Link to={localePath(locale, top.url)} className="category-card-main">
                  <span className="category-card-title">{top.name}</span>
                  <span className="category-card-cta">{t('home.shopCategory', { name: top.name })} →</span>
                </Link>
                <ul className="category-card-links">
                  {top.children.map((group) => (
                    <li key={group.id}>
                      <Link to={localePath(locale, group.url)}>{group.name}</Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {loaderData.products.length > 0 ? (
        <section className="container section" aria-labelledby="home-new">
          <div className="section-head">
            <h2 id="home-new" className="section-title">
              {t('home.newArrivals')}
            </h2>
            <Link to={`/${locale}/search?sort=newest`} className="text-link">
              {t('home.viewAll')}
            </Link>
          </div>
          <ProductGrid products={loaderData.products} eagerCount={0} />
        </section>
      ) : null}
    </>
  );
}
