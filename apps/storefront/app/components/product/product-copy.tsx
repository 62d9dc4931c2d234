import type { ProductDetails } from '@ridgeline/contracts';
import { useT } from '../../lib/hooks.ts';
import { detailLabel } from '../../lib/product-details.ts';

/** The product's description, details table and item number. */
export function ProductCopy({ product }: { product: ProductDetails }) {
  const t = useT();
  return (
    <>
      <section className="product-copy" aria-labelledby="product-description">
        <h2 id="product-description">{t('product.description')}</h2>
        <p>{product.description}</p>
      </section>
      {Object.keys(product.details).length > 0 ? (
        <section className="product-copy" aria-labelledby="product-details">
          <h2 id="product-details">{t('product.details')}</h2>
          <dl className="details-list">
            {Object.entries(product.details).map(([name, value]) => (
              <div key={name}>
                <dt>{detailLabel(name, t)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <p className="muted small">{t('product.itemNumber', { id: product.merchantProductId })}</p>
    </>
  );
}
