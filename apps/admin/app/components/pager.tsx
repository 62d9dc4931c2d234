import { Link, useLocation } from 'react-router';
import { useT } from '../lib/hooks.ts';

/** Previous and next links of a server-paged list, keeping the page's other query values. */
export function Pager({ page, pageSize, total }: { page: number; pageSize: number; total: number }) {
  const t = useT();
  const { pathname, search } = useLocation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const to = (target: number) => {
    const query = new URLSearchParams(search);
    query.set('page', String(target));
    return `${pathname}?${query}`;
  };
  return (
    <nav className="pager" aria-label={t('admin.pager.label')}>
      {page > 1 ? (
        <Link to={to(page - 1)} rel="prev">
          {t('admin.pager.previous')}
        </Link>
      ) : null}
      <span>{t('admin.pager.status', { page, pages, total })}</span>
      {page < pages ? (
        <Link to={to(page + 1)} rel="next">
          {t('admin.pager.next')}
        </Link>
      ) : null}
    </nav>
  );
}
