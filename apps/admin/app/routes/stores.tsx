import { SITES } from '@ridgeline/contracts';
import { Notice } from '@ridgeline/storefront/components/notice.tsx';
import { refusalOf } from '@ridgeline/storefront/lib/forms.server.ts';
import { translator } from '@ridgeline/storefront/lib/i18n.ts';
import { data, Form, Link } from 'react-router';
import { type Column, DataTable } from '../components/data-table.tsx';
import { FilterActions } from '../components/filter-actions.tsx';
import { Forbidden } from '../components/forbidden.tsx';
import { adminApi, isApiError, signedIn } from '../lib/admin-api.server.ts';
import { useT } from '../lib/hooks.ts';
import { siteName } from '../lib/orders.ts';
import type { Route } from './+types/stores';

const STATUSES = ['all', 'active', 'inactive'] as const;
type Status = (typeof STATUSES)[number];
const siteIds: readonly string[] = SITES.map((site) => site.id);

/** The stores (stores:write), active and deactivated, searched by name, city, postal code or id. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = adminApi(request, context);
  const t = translator(api.locale);
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 60);
  const site = url.searchParams.get('siteId') ?? '';
  const siteId = siteIds.includes(site) ? site : '';
  const wanted = url.searchParams.get('status') ?? 'all';
  const status: Status = (STATUSES as readonly string[]).includes(wanted) ? (wanted as Status) : 'all';
  const filters = { q, siteId, status, siteIds };
  try {
    const { items } = await signedIn(request, () =>
      api.call('stores', { query: { q: q || undefined, siteId: siteId || undefined, status } }),
    );
    return { ...filters, items, error: null };
  } catch (error) {
    if (isApiError(error, 'ADM403')) throw data({ forbidden: true }, { status: 403 });
    return { ...filters, items: null, error: refusalOf(error, t, t('admin.stores.loadFailed')) };
  }
}

type Row = NonNullable<Route.ComponentProps['loaderData']['items']>[number];

export default function Stores({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { q, siteId, status, siteIds, items, error } = loaderData;
  const columns: Column<Row>[] = [
    {
      id: 'name',
      header: t('admin.stores.name'),
      cell: (store) => <Link to={`/stores/${store.storeId}`}>{store.name}</Link>,
    },
    { id: 'id', header: t('admin.stores.id'), cell: (store) => store.storeId },
    { id: 'site', header: t('admin.stores.site'), cell: (store) => siteName(store.siteId) },
    { id: 'city', header: t('admin.stores.city'), cell: (store) => `${store.city} (${store.countryCode})` },
    {
      id: 'pickup',
      header: t('admin.stores.pickup'),
      cell: (store) => t(store.isPickupPoint ? 'admin.stores.yes' : 'admin.stores.no'),
    },
    {
      id: 'status',
      header: t('admin.stores.status'),
      cell: (store) => t(store.active ? 'admin.stores.status.active' : 'admin.stores.status.inactive'),
    },
  ];
  return (
    <>
      <title>{t('admin.meta.title', { page: t('admin.stores.title') })}</title>
      <h1>{t('admin.stores.title')}</h1>
      <p>
        <Link to="/stores/new" className="button button-secondary">
          {t('admin.stores.add')}
        </Link>
      </p>
      <Form method="get" className="admin-filters" aria-labelledby="store-search">
        <h2 id="store-search">{t('admin.stores.search')}</h2>
        <div className="field">
          <label htmlFor="q">{t('admin.stores.q')}</label>
          <input id="q" name="q" type="search" defaultValue={q} maxLength={60} />
        </div>
        <div className="field">
          <label htmlFor="siteId">{t('admin.stores.site')}</label>
          <select id="siteId" name="siteId" defaultValue={siteId}>
            <option value="">{t('admin.stores.anySite')}</option>
            {siteIds.map((id) => (
              <option key={id} value={id}>
                {siteName(id)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="status">{t('admin.stores.status')}</label>
          <select id="status" name="status" defaultValue={status}>
            {STATUSES.map((one) => (
              <option key={one} value={one}>
                {t(`admin.stores.status.${one}`)}
              </option>
            ))}
          </select>
        </div>
        <FilterActions
          submitLabel={t('admin.stores.submit')}
          clearTo="/stores"
          clearLabel={t('admin.stores.clear')}
        />
      </Form>
      {error ? <Notice type="error">{error}</Notice> : null}
      {items ? (
        <DataTable<Row>
          caption={t('admin.stores.caption')}
          rows={items}
          rowKey={(store) => store.storeId}
          empty={t('admin.stores.empty')}
          columns={columns}
        />
      ) : null}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <Forbidden error={error} />;
}
