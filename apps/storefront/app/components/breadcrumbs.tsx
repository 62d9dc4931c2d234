import type { Breadcrumb } from '@ridgeline/contracts';
import { Link } from 'react-router';
import { useLocale, useT } from '../lib/hooks.ts';
import { localePath } from '../lib/urls.ts';

export function Breadcrumbs({ items, current }: { items: Breadcrumb[]; current?: string }) {
  const locale = useLocale();
  const t = useT();
  if (items.length === 0 && !current) return null;
  return (
    <nav aria-label={t('a11y.breadcrumb')} className="breadcrumbs">
      <ol>
        <li>
          <Link to={`/${locale}`}>{t('site.name')}</Link>
        </li>
        {items.map((item, index) => {
          const last = index === items.length - 1 && !current;
          return (
            <li key={item.id}>
              {last ? (
                <span aria-current="page">{item.name}</span>
              ) : (
                <Link to={localePath(locale, item.url)}>{item.name}</Link>
              )}
            </li>
          );
        })}
        {current ? (
          <li>
            <span aria-current="page">{current}</span>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}
