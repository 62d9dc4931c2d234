import { Notice } from '@ridgeline/storefront/components/notice.tsx';
import { refusalOf } from '@ridgeline/storefront/lib/forms.server.ts';
import { translator } from '@ridgeline/storefront/lib/i18n.ts';
import { data, Form, Link } from 'react-router';
import { CursorPager } from '../components/cursor-pager.tsx';
import { type Column, DataTable } from '../components/data-table.tsx';
import { FilterActions } from '../components/filter-actions.tsx';
import { Forbidden } from '../components/forbidden.tsx';
import { adminApi, isApiError, signedIn } from '../lib/admin-api.server.ts';
import { customerSearchOf } from '../lib/customer-forms.server.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import type { Route } from './+types/customers';

/** The customers (customers:read): searched by the API, newest account first, a page at a time. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = adminApi(request, context);
  const t = translator(api.locale);
  const { q, query } = customerSearchOf(new URL(request.url));
  if (!query.success) return { q, page: null, error: t('admin.customers.badSearch') };
  try {
    const page = await signedIn(request, () => api.call('customers', { query: query.data }));
    return { q, page, error: null };
  } catch (error) {
    if (isApiError(error, 'ADM403')) throw data({ forbidden: true }, { status: 403 });
    return { q, page: null, error: refusalOf(error, t, t('admin.customers.loadFailed')) };
  }
}

type Summary = NonNullable<Route.ComponentProps['loaderData']['page']>['items'][number];

export default function Customers({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { q, page, error } = loaderData;
  const date = (iso: string) =>
    new Date(iso).toLocaleDateString(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const nameOf = (customer: Summary) => {
    if (!customer.email) return t('admin.customers.erasedName');
    const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
    return name || t('admin.customers.noName');
  };
  const columns: Column<Summary>[] = [
    {
      id: 'name',
      header: t('admin.customers.name'),
      cell: (customer) => <Link to={`/customers/${customer.customerId}`}>{nameOf(customer)}</Link>,
    },
    { id: 'email', header: t('admin.customers.email'), cell: (customer) => customer.email ?? '' },
    { id: 'phone', header: t('admin.customers.phone'), cell: (customer) => customer.phone ?? '' },
    { id: 'member', header: t('admin.customers.memberId'), cell: (customer) => customer.memberId ?? '' },
    { id: 'since', header: t('admin.customers.since'), cell: (customer) => date(customer.createdAt) },
  ];
  return (
    <>
      <title>{t('admin.meta.title', { page: t('admin.customers.title') })}</title>
      <h1>{t('admin.customers.title')}</h1>
      <Form method="get" className="admin-filters" aria-labelledby="customer-search">
        <h2 id="customer-search">{t('admin.customers.search')}</h2>
        <div className="field">
          <label htmlFor="q">{t('admin.customers.q')}</label>
          <p id="q-hint" className="field-hint">
            {t('admin.customers.qHint')}
          </p>
          <input id="q" name="q" type="search" defaultValue={q} maxLength={120} aria-describedby="q-hint" />
        </div>
        <FilterActions
          submitLabel={t('admin.customers.submit')}
          clearTo="/customers"
          clearLabel={t('admin.customers.clear')}
        />
      </Form>
      {error ? <Notice type="error">{error}</Notice> : null}
      {page ? (
        <>
          <DataTable<Summary>
            caption={t('admin.customers.caption')}
            rows={page.items}
            rowKey={(customer) => customer.customerId}
            empty={t('admin.customers.empty')}
            columns={columns}
          />
          <CursorPager nextCursor={page.nextCursor} />
        </>
      ) : null}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <Forbidden error={error} />;
}
