import { Link, useLocation } from 'react-router';
import { useT } from '../lib/hooks.ts';

/** Previous and next links of an offset-paged list (`start`, `hasMore`), keeping the other query values. */
export function MorePager({
  start,
  pageSize,
  hasMore,
}: {
  start: number;
  pageSize: number;
  hasMore: boolean;
}) {
  const t = useT();
  const { pathname, search } = useLocation();
  if (start === 0 && !hasMore) return null;
  const to = (target: number) => {
    const query = new URLSearchParams(search);
    query.set('start', String(Math.max(0, target)));
    return `${pathname}?${query}`;
  };
  return (
    <nav className="pager" aria-label={t('admin.pager.label')}>
      {start > 0 ? (
        <Link to={to(start - pageSize)} rel="prev">
          {t('admin.pager.previous')}
        </Link>
      ) : null}
      {hasMore ? (
        <Link to={to(start + pageSize)} rel="next">
          {t('admin.pager.next')}
        </Link>
      ) : null}
    </nav>
  );
}
