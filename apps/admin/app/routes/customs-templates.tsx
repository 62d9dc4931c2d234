import { Notice } from '@ridgeline/storefront/components/notice.tsx';
import { refusalOf } from '@ridgeline/storefront/lib/forms.server.ts';
import { translator } from '@ridgeline/storefront/lib/i18n.ts';
import { data, Link } from 'react-router';
import { type Column, DataTable } from '../components/data-table.tsx';
import { Forbidden } from '../components/forbidden.tsx';
import { adminApi, isApiError, signedIn } from '../lib/admin-api.server.ts';
import { useT } from '../lib/hooks.ts';
import type { Route } from './+types/customs-templates';

/** The customisable (made-to-order) products and what their templates offer (catalogue:write; decision 087). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = adminApi(request, context);
  const t = translator(api.locale);
  try {
    const { items } = await signedIn(request, () => api.call('customsTemplates'));
    return { items, error: null };
  } catch (error) {
    if (isApiError(error, 'ADM403')) throw data({ forbidden: true }, { status: 403 });
    return { items: null, error: refusalOf(error, t, t('admin.customs.loadFailed')) };
  }
}

type Row = NonNullable<Route.ComponentProps['loaderData']['items']>[number];

export default function CustomsTemplates({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { items, error } = loaderData;
  const columns: Column<Row>[] = [
    {
      id: 'product',
      header: t('admin.customs.product'),
      cell: (row) => <Link to={`/customs/${row.productId}`}>{`${row.productName} (${row.productId})`}</Link>,
    },
    { id: 'zones', header: t('admin.customs.zones'), cell: (row) => row.zones, numeric: true },
    { id: 'colors', header: t('admin.customs.colors'), cell: (row) => row.enabledColors, numeric: true },
    { id: 'disabled', header: t('admin.customs.disabled'), cell: (row) => row.disabledColors, numeric: true },
    {
      id: 'monogram',
      header: t('admin.customs.monogram'),
      cell: (row) => row.monogramMaxLength,
      numeric: true,
    },
  ];
  return (
    <>
      <title>{t('admin.meta.title', { page: t('admin.customs.title') })}</title>
      <h1>{t('admin.customs.title')}</h1>
      <p>{t('admin.customs.intro')}</p>
      <p>
        <Link to="/customs/new" className="button button-secondary">
          {t('admin.customs.add')}
        </Link>
      </p>
      {error ? <Notice type="error">{error}</Notice> : null}
      {items ? (
        <DataTable<Row>
          caption={t('admin.customs.caption')}
          rows={items}
          rowKey={(row) => row.productId}
          empty={t('admin.customs.empty')}
          columns={columns}
        />
      ) : null}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <Forbidden error={error} />;
}
