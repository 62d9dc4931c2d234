import type { ProductSet, RecommendationItem } from '@ridgeline/contracts';
import { Link } from 'react-router';
import { useLocale, useT } from '../lib/hooks.ts';
import { formatTenths } from '../lib/money.ts';
import { localePath } from '../lib/urls.ts';
import { Price } from './price.tsx';
import { ProductGrid } from './product-tile.tsx';

/** "Shop the look": the looks this product belongs to, with the other products of each. */
export function ShopTheLook({ looks, productId }: { looks: ProductSet[]; productId: string }) {
  const t = useT();
  const locale = useLocale();
  if (looks.length === 0) return null;
  return (
    <section className="product-extras" aria-labelledby="looks-title">
      <h2 id="looks-title">{t('discovery.looks.title')}</h2>
      {looks.slice(0, 2).map((look) => (
        <div key={look.id} className="look">
          <h3>{look.name}</h3>
          <p className="look-description">{look.description}</p>
          <ProductGrid
            products={look.products.filter((product) => !productId.startsWith(product.id))}
            eagerCount={0}
          />
          <p>
            <Link to={`/${locale}/looks/${look.id}`} className="text-link">
              {t('discovery.looks.view')}
            </Link>
          </p>
        </div>
      ))}
    </section>
  );
}

export function Recommendations({
  id,
  title,
  items,
}: {
  id: string;
  title: string;
  items: RecommendationItem[];
}) {
  const t = useT();
  const locale = useLocale();
  if (items.length === 0) return null;
  return (
    <section className="product-extras" aria-labelledby={`${id}-title`} data-recommendation-id={id}>
      <h2 id={`${id}-title`}>{title}</h2>
      <ul className="rec-list">
        {items.map((item) => (
          <li key={item.productId} className="rec-card">
            <Link to={localePath(locale, item.url)} tabIndex={-1} aria-hidden="true">
              <img src={item.image.src} alt="" width={300} height={300} loading="lazy" decoding="async" />
            </Link>
            <h3>
              <Link to={localePath(locale, item.url)}>{item.title}</Link>
            </h3>
            {item.reviews_count > 0 ? (
              <p className="rating small">
                <span aria-hidden="true">
                  {'★'.repeat(Math.round(item.review_average))} ({item.reviews_count})
                </span>
                <span className="visually-hidden">
                  {t('discovery.recs.rating', {
                    score: formatTenths(item.review_average, locale),
                    count: item.reviews_count,
                  })}
                </span>
              </p>
            ) : null}
            <Price price={item.price} />
          </li>
        ))}
      </ul>
    </section>
  );
}
