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
import { outboxSearchOf } from '../lib/moderation-forms.server.ts';
import type { Route } from './+types/outbox';

/** Every email the shop queued (customers:read), newest first, searched by the recipient's address. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = adminApi(request, context);
  const t = translator(api.locale);
  const { to, query } = outboxSearchOf(new URL(request.url));
  if (!query) return { to, page: null, error: t('admin.outbox.badSearch') };
  try {
    const page = await signedIn(request, () => api.call('outbox', { query }));
    return { to, page, error: null };
  } catch (error) {
    if (isApiError(error, 'ADM403')) throw data({ forbidden: true }, { status: 403 });
    return { to, page: null, error: refusalOf(error, t, t('admin.outbox.loadFailed')) };
  }
}

type Summary = NonNullable<Route.ComponentProps['loaderData']['page']>['items'][number];

export default function Outbox({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { to, page, error } = loaderData;
  const date = (iso: string) =>
    new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const columns: Column<Summary>[] = [
    { id: 'created', header: t('admin.outbox.queued'), cell: (email) => date(email.createdAt) },
    { id: 'to', header: t('admin.order.to'), cell: (email) => email.to },
    {
      id: 'subject',
      header: t('admin.order.subject'),
      cell: (email) => <Link to={`/outbox/${email.id}`}>{email.subject}</Link>,
    },
    { id: 'status', header: t('admin.moderation.statusLabel'), cell: (email) => email.status },
  ];
  return (
    <>
      <title>{t('admin.meta.title', { page: t('admin.outbox.title') })}</title>
      <h1>{t('admin.outbox.title')}</h1>
      <Form method="get" className="admin-filters" aria-labelledby="outbox-search">
        <h2 id="outbox-search">{t('admin.outbox.search')}</h2>
        <div className="field">
          <label htmlFor="to">{t('admin.outbox.to')}</label>
          <input id="to" name="to" type="search" defaultValue={to} maxLength={254} />
        </div>
        <FilterActions
          submitLabel={t('admin.orders.search')}
          clearTo="/outbox"
          clearLabel={t('admin.orders.clear')}
        />
      </Form>
      {error ? <Notice type="error">{error}</Notice> : null}
      {page ? (
        <>
          <DataTable<Summary>
            caption={t('admin.outbox.caption')}
            rows={page.items}
            rowKey={(email) => email.id}
            empty={t('admin.outbox.empty')}
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
