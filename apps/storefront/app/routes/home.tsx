import { preload } from 'react-dom';
import { Link } from 'react-router';
import { ProductGrid } from '../components/product-tile.tsx';
import { prefetchRecommendations } from '../content/blocks/commerce/products.server.ts';
import { RecommendationsData } from '../content/blocks/commerce/recommendations.tsx';
import { loadContentPage } from '../content/blocks/editorial/page-data.server.ts';
import { ContentModals, ContentPageSlots, PAGE_SLOT_ORDER } from '../content/blocks/editorial/page-view.tsx';
import { heroPreloads } from '../content/hero-preload.ts';
import { useLocale, useRootData, useT } from '../lib/hooks.ts';
import { messagesFor } from '../lib/i18n.ts';
import { localeOf, pageMeta } from '../lib/meta.ts';
import { metaTranslate } from '../lib/translate.ts';
import { localePath } from '../lib/urls.ts';
import type { Route } from './+types/home';

/**
 * The home page is the `home` content page when the brand has published one (its slots, segmentations
 * decided for this visitor); otherwise the hand-coded hero, categories and new arrivals, so a fresh
 * database never shows an empty home.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const api = context.api(localeOf(params));
  const translations = messagesFor(localeOf(params), ['discovery', 'commerceBlocks']);
  const content = await loadContentPage(api, request, 'home').catch((error: unknown) => {
    console.error('home content could not be read', error);
    return null;
  });
  if (content) {
    const recommendations = await prefetchRecommendations(api, content.page.slots);
    return { translations, content, recommendations, products: [] };
  }
  const search = await api.search({ sort: 'newest', count: 8 }).catch(() => null);
  return { translations, content: null, recommendations: {}, products: search?.products ?? [] };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  const fields = loaderData?.content?.page.fields;
  const seoTitle = typeof fields?.seoTitle === 'string' ? fields.seoTitle : null;
  const seoDescription = typeof fields?.seoDescription === 'string' ? fields.seoDescription : null;
  return pageMeta(seoTitle ?? t('meta.home.title'), seoDescription ?? t('meta.home.description'));
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
  if (loaderData.content) {
    // The hero's image, hinted at the top of the head before the stylesheet and scripts (decision 089):
    // React puts high-priority image preloads made while rendering first in the document's head.
    for (const hint of heroPreloads(loaderData.content.page, PAGE_SLOT_ORDER))
      preload(hint.href, hint.options);
    return (
      <RecommendationsData.Provider value={loaderData.recommendations}>
        <div className="content-page content-home">
          <ContentPageSlots page={loaderData.content.page} slots={PAGE_SLOT_ORDER} />
          <ContentModals modals={loaderData.content.modals} />
        </div>
      </RecommendationsData.Provider>
    );
  }
  return <FallbackHome products={loaderData.products} />;
}

/** Today's hand-coded home: when no home page is published. */
function FallbackHome({ products }: { products: Route.ComponentProps['loaderData']['products'] }) {
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

      {products.length > 0 ? (
        <section className="container section" aria-labelledby="home-new">
          <div className="section-head">
            <h2 id="home-new" className="section-title">
              {t('home.newArrivals')}
            </h2>
            <Link to={`/${locale}/search?sort=newest`} className="text-link">
              {t('home.viewAll')}
            </Link>
          </div>
          <ProductGrid products={products} eagerCount={0} />
        </section>
      ) : null}
    </>
  );
}
