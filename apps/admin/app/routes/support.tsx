import { Notice } from '@ridgeline/storefront/components/notice.tsx';
import { refusalOf } from '@ridgeline/storefront/lib/forms.server.ts';
import { translator } from '@ridgeline/storefront/lib/i18n.ts';
import { data, Form, Link } from 'react-router';
import { type Column, DataTable } from '../components/data-table.tsx';
import { FilterActions } from '../components/filter-actions.tsx';
import { Forbidden } from '../components/forbidden.tsx';
import { MorePager } from '../components/more-pager.tsx';
import { adminApi, isApiError, signedIn } from '../lib/admin-api.server.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { supportFiltersOf } from '../lib/moderation-forms.server.ts';
import { CASE_KINDS, CASE_STATUSES } from '../lib/support.ts';
import type { Route } from './+types/support';

/** The support inbox (customers:read): contact-us messages and warranty cases, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = adminApi(request, context);
  const t = translator(api.locale);
  const { filters, query } = supportFiltersOf(new URL(request.url));
  if (!query) return { filters, page: null, error: t('admin.support.badSearch') };
  try {
    const page = await signedIn(request, () => api.call('supportCases', { query }));
    return { filters, page, error: null };
  } catch (error) {
    if (isApiError(error, 'ADM403')) throw data({ forbidden: true }, { status: 403 });
    return { filters, page: null, error: refusalOf(error, t, t('admin.support.loadFailed')) };
  }
}

type Summary = NonNullable<Route.ComponentProps['loaderData']['page']>['items'][number];

export default function Support({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { filters, page, error } = loaderData;
  const date = (iso: string) =>
    new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const columns: Column<Summary>[] = [
    { id: 'created', header: t('admin.support.received'), cell: (item) => date(item.createdAt) },
    {
      id: 'subject',
      header: t('admin.support.subject'),
      cell: (item) => <Link to={`/support/${item.id}`}>{item.subject || t('admin.support.noSubject')}</Link>,
    },
    { id: 'email', header: t('admin.support.from'), cell: (item) => item.email },
    {
      id: 'kind',
      header: t('admin.support.kind'),
      cell: (item) => t(`admin.support.kind.${item.kind as 'contact'}`),
    },
    {
      id: 'status',
      header: t('admin.moderation.statusLabel'),
      cell: (item) => t(`admin.support.status.${item.status as 'new'}`),
    },
  ];
  return (
    <>
      <title>{t('admin.meta.title', { page: t('admin.support.title') })}</title>
      <h1>{t('admin.support.title')}</h1>
      <Form method="get" className="admin-filters" aria-labelledby="support-filters">
        <h2 id="support-filters">{t('admin.support.filters')}</h2>
        <div className="field">
          <label htmlFor="status">{t('admin.moderation.statusLabel')}</label>
          <select id="status" name="status" defaultValue={filters.status}>
            <option value="">{t('admin.orders.any')}</option>
            {CASE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`admin.support.status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="kind">{t('admin.support.kind')}</label>
          <select id="kind" name="kind" defaultValue={filters.kind}>
            <option value="">{t('admin.orders.any')}</option>
            {CASE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`admin.support.kind.${kind}`)}
              </option>
            ))}
          </select>
        </div>
        <FilterActions
          submitLabel={t('admin.orders.search')}
          clearTo="/support"
          clearLabel={t('admin.orders.clear')}
        />
      </Form>
      {error ? <Notice type="error">{error}</Notice> : null}
      {page ? (
        <>
          <DataTable<Summary>
            caption={t('admin.support.caption')}
            rows={page.items}
            rowKey={(item) => item.id}
            empty={t('admin.support.empty')}
            columns={columns}
          />
          <MorePager start={page.start} pageSize={page.pageSize} hasMore={page.hasMore} />
        </>
      ) : null}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <Forbidden error={error} />;
}
