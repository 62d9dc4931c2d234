import { type Dashboard, formatMoney, SITES } from '@ridgeline/contracts';
import { DataTable } from '../components/data-table.tsx';
import { adminApi, signedIn } from '../lib/admin-api.server.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import type { Route } from './+types/dashboard';

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = adminApi(request, context);
  return { dashboard: await signedIn(request, () => api.call('dashboard')) };
}

type SiteRow = Dashboard['sites'][number];
const siteName = (id: string) => SITES.find((site) => site.id === id)?.name ?? id;

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { dashboard } = loaderData;
  const count = (n: number) => n.toLocaleString(locale);
  return (
    <>
      <title>{t('admin.meta.title', { page: t('admin.dashboard.title') })}</title>
      <h1>{t('admin.dashboard.title')}</h1>
      <p>{t('admin.dashboard.today', { date: dashboard.date })}</p>
      <DataTable<SiteRow>
        caption={t('admin.dashboard.caption')}
        rows={dashboard.sites}
        rowKey={(row) => row.siteId}
        empty=""
        columns={[
          { id: 'site', header: t('admin.dashboard.site'), cell: (row) => siteName(row.siteId) },
          {
            id: 'orders',
            header: t('admin.dashboard.orders'),
            numeric: true,
            cell: (row) => count(row.ordersToday),
          },
          {
            id: 'revenue',
            header: t('admin.dashboard.revenue'),
            numeric: true,
            cell: (row) => formatMoney(row.revenueToday, row.currency, locale),
          },
          {
            id: 'awaiting',
            header: t('admin.dashboard.awaiting'),
            numeric: true,
            cell: (row) => count(row.awaitingFulfilment),
          },
          {
            id: 'reviews',
            header: t('admin.dashboard.reviews'),
            numeric: true,
            cell: (row) => count(row.reviewsAwaitingModeration),
          },
        ]}
      />
      <section className="admin-card" aria-labelledby="low-stock">
        <h2 id="low-stock">{t('admin.dashboard.lowStockTitle')}</h2>
        <p>
          {t('admin.dashboard.lowStock', {
            count: dashboard.lowStockVariants,
            threshold: dashboard.lowStockThreshold,
          })}
        </p>
      </section>
    </>
  );
}
