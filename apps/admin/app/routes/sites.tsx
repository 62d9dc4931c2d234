import { Notice } from '@ridgeline/storefront/components/notice.tsx';
import { refusalOf } from '@ridgeline/storefront/lib/forms.server.ts';
import { translator } from '@ridgeline/storefront/lib/i18n.ts';
import { DataTable } from '../components/data-table.tsx';
import { Forbidden } from '../components/forbidden.tsx';
import { adminApi, signedIn } from '../lib/admin-api.server.ts';
import { useT } from '../lib/hooks.ts';
import type { Route } from './+types/sites';

/** The sites and their locales, currency and country: read only, from the one table of sites (decision 056). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = adminApi(request, context);
  const t = translator(api.locale);
  try {
    const { items } = await signedIn(request, () => api.call('sites'));
    return { items, error: null };
  } catch (error) {
    return { items: null, error: refusalOf(error, t, t('admin.sites.loadFailed')) };
  }
}

type Row = NonNullable<Route.ComponentProps['loaderData']['items']>[number];

export default function Sites({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { items, error } = loaderData;
  return (
    <>
      <title>{t('admin.meta.title', { page: t('admin.sites.title') })}</title>
      <h1>{t('admin.sites.title')}</h1>
      <p>{t('admin.sites.intro')}</p>
      {error ? <Notice type="error">{error}</Notice> : null}
      {items ? (
        <DataTable<Row>
          caption={t('admin.sites.caption')}
          rows={items}
          rowKey={(site) => site.siteId}
          empty={t('admin.sites.loadFailed')}
          columns={[
            { id: 'site', header: t('admin.sites.site'), cell: (site) => `${site.name} (${site.siteId})` },
            { id: 'locales', header: t('admin.sites.locales'), cell: (site) => site.locales.join(', ') },
            { id: 'currency', header: t('admin.sites.currency'), cell: (site) => site.currency },
            { id: 'country', header: t('admin.sites.country'), cell: (site) => site.country },
            { id: 'shipsTo', header: t('admin.sites.shipsTo'), cell: (site) => site.shipsTo.join(', ') },
            {
              id: 'stores',
              header: t('admin.sites.storesHeader'),
              cell: (site) => t('admin.sites.stores', { count: site.activeStores }),
            },
          ]}
        />
      ) : null}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <Forbidden error={error} />;
}
