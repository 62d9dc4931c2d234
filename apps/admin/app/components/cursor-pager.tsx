import { Link, useLocation } from 'react-router';
import { useT } from '../lib/hooks.ts';

/**
 * The links of a keyset-paged list (`cursor` in the query, decision 066): back to the first page once
 * paged, and on to the next while the API gives a next cursor; the other query values are kept.
 */
export function CursorPager({ nextCursor }: { nextCursor: string | null | undefined }) {
  const t = useT();
  const { pathname, search } = useLocation();
  const withCursor = (cursor: string | null) => {
    const query = new URLSearchParams(search);
    if (cursor) query.set('cursor', cursor);
    else query.delete('cursor');
    const rest = query.toString();
    return rest ? `${pathname}?${rest}` : pathname;
  };
  const paged = new URLSearchParams(search).has('cursor');
  if (!paged && !nextCursor) return null;
  return (
    <nav className="pager" aria-label={t('admin.pager.label')}>
      {paged ? <Link to={withCursor(null)}>{t('admin.pager.first')}</Link> : null}
      {nextCursor ? (
        <Link to={withCursor(nextCursor)} rel="next">
          {t('admin.pager.next')}
        </Link>
      ) : null}
    </nav>
  );
}
