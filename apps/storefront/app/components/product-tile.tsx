import { PRODUCT_IMAGE_SIZES, type ProductTile as Tile } from '@ridgeline/contracts';
import { type CSSProperties, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { track } from '../analytics/bus.ts';
import { itemOfTile } from '../analytics/items.ts';
import { useTrack } from '../analytics/use-track.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { localePath } from '../lib/urls.ts';
import { Picture } from './picture.tsx';
import { Price } from './price.tsx';
import { QuickShopButton } from './quick-shop.tsx';

export const COMPARE_FORM_ID = 'compare-form';

/** Tiles of a phone's first row (two columns): the page's largest paint is usually the first one. */
const FIRST_ROW = 2;

export function ProductTile({
  product,
  eager = false,
  priority = false,
  compare = false,
  quickShop = false,
}: {
  product: Tile;
  eager?: boolean;
  /** Fetches the image ahead of the hydration scripts (`fetchpriority="high"`): for the first row only. */
  priority?: boolean;
  /** Shows a "compare" checkbox that belongs to the listing's compare form. */
  compare?: boolean;
  quickShop?: boolean;
}) {
  const locale = useLocale();
  const t = useT();
  const href = localePath(locale, product.pdpUrl);
  const colours = product.colors;
  return (
    <article className="tile">
      <Link to={href} className="tile-media" tabIndex={-1} aria-hidden="true">
        <Picture
          media={{ url: product.image.src, alt: '' }}
          size={PRODUCT_IMAGE_SIZES.tile}
          decorative
          eager={eager}
          priority={priority}
        />
        {product.badge ? <span className="badge tile-badge">{product.badge.label}</span> : null}
      </Link>
      <div className="tile-body">
        {product.eyebrow ? <p className="eyebrow">{product.eyebrow.label}</p> : null}
        <h3 className="tile-name">
          <Link to={href}>{product.name}</Link>
        </h3>
        <Price price={product.price} />
        {colours.length > 0 ? (
          <div className="tile-colours">
            <ul className="swatches" aria-label={t('a11y.colours')}>
              {colours.slice(0, 5).map((colour) => (
                <li key={colour.id}>
                  <Link
                    to={`${href}?color=${encodeURIComponent(colour.code)}`}
                    className="swatch"
                    style={{ '--swatch': colour.hex } as CSSProperties}
                    title={colour.label}
                  >
                    <span className="visually-hidden">{colour.label}</span>
                  </Link>
                </li>
              ))}
            </ul>
            <span className="tile-colour-count">{t('listing.colours', { count: colours.length })}</span>
          </div>
        ) : null}
        {quickShop ? <QuickShopButton productId={product.id} name={product.name} href={href} /> : null}
        {compare ? (
          <label className="tile-compare">
            <input type="checkbox" name="ids" value={product.id} form={COMPARE_FORM_ID} />
            <span aria-hidden="true">{t('discovery.compare.toggle')}</span>
            <span className="visually-hidden">
              {t('discovery.compare.toggleLabel', { name: product.name })}
            </span>
          </label>
        ) : null}
      </div>
    </article>
  );
}

export function ProductGrid({
  products,
  eagerCount = 4,
  compare = false,
  quickShop = false,
  listName,
  start,
}: {
  products: Tile[];
  /** The place of the first product in the whole list (the page's offset). */
  start?: number;
  eagerCount?: number;
  compare?: boolean;
  quickShop?: boolean;
  /** The list analytics names (search, grid, recommendation carousel...): view_item_list and select_item. */
  listName?: string;
}) {
  const base = start ?? 0;
  useTrack(
    'view_item_list',
    listName ? `${listName}:${products.map((product) => product.id).join(',')}` : null,
    () => ({
      item_list_name: listName,
      items: products.map((product, index) => itemOfTile(product, base + index, listName!)),
    }),
  );
  // select_item: a click (or Enter) on a tile's link, seen as it bubbles to the list.
  const list = useRef<HTMLUListElement>(null);
  const latest = useRef({ products, base, listName });
  latest.current = { products, base, listName };
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const select = (event: Event) => {
      const { products: shown, base: first, listName: name } = latest.current;
      const item = (event.target as Element).closest('a[href]')?.closest('.product-grid > li');
      if (!name || !item?.parentElement) return;
      const index = [...item.parentElement.children].indexOf(item);
      const product = shown[index];
      if (product)
        track('select_item', { item_list_name: name, items: [itemOfTile(product, first + index, name)] });
    };
    element.addEventListener('click', select);
    return () => element.removeEventListener('click', select);
  }, []);
  return (
    <ul className="product-grid" ref={list}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductTile
            product={product}
            eager={index < eagerCount}
            priority={index < Math.min(eagerCount, FIRST_ROW)}
            compare={compare}
            quickShop={quickShop}
          />
        </li>
      ))}
    </ul>
  );
}
