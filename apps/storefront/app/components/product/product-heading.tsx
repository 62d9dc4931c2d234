import type { ProductDetails } from '@ridgeline/contracts';
import { useLocale, useT } from '../../lib/hooks.ts';
import { formatTenths } from '../../lib/money.ts';

/** The product's badge, eyebrow, name and rating. */
export function ProductHeading({ product }: { product: ProductDetails }) {
  const t = useT();
  const locale = useLocale();
  const score = formatTenths(product.rating.score, locale);
  return (
    <>
      <div className="product-labels">
        {product.badge ? <span className="badge">{product.badge.label}</span> : null}
        {product.eyebrow ? <p className="eyebrow">{product.eyebrow.label}</p> : null}
      </div>
      <h1 id="product-title" className="product-title">
        {product.name}
      </h1>
      {product.rating.reviewsCount > 0 ? (
        <p className="rating">
          <span aria-hidden="true">{'★'.repeat(Math.round(product.rating.score))}</span>
          <span className="visually-hidden">
            {t('product.rating', { score, count: product.rating.reviewsCount })}
          </span>
          <span aria-hidden="true" className="muted">
            {' '}
            {score} ({product.rating.reviewsCount})
          </span>
        </p>
      ) : null}
    </>
  );
}
