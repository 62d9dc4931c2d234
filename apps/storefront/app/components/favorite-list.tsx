import type { FavoriteItem } from '@ridgeline/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocale, useT } from '../lib/hooks.ts';
import { localePath } from '../lib/urls.ts';
import { Price } from './price.tsx';

/** The products of a favorites list; `actions` renders the controls of one item (none when shared). */
export function FavoriteList({
  items,
  actions,
}: {
  items: FavoriteItem[];
  actions?: (item: FavoriteItem) => ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <ul className="favorite-list">
      {items.map((item) => {
        const href = localePath(locale, item.pageUrl);
        return (
          <li key={item.itemId} className="favorite-item">
            <Link to={href} className="favorite-media" tabIndex={-1} aria-hidden="true">
              <img src={item.image.src} alt="" width={240} height={240} loading="lazy" />
            </Link>
            <div className="favorite-info">
              <h2 className="favorite-name">
                <Link to={href}>{item.name}</Link>
              </h2>
              {item.colorLabel ? <p className="muted small">{item.colorLabel}</p> : null}
              {item.price ? <Price price={item.price} /> : null}
              {!item.available ? <p className="field-error">{t('account.favorites.soldOut')}</p> : null}
              {actions?.(item)}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
