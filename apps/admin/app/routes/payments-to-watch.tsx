import { formatMoney } from '@ridgeline/contracts';
import { data, Link } from 'react-router';
import { DataTable } from '../components/data-table.tsx';
import { Forbidden } from '../components/forbidden.tsx';
import { adminApi, isApiError, signedIn } from '../lib/admin-api.server.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { siteName } from '../lib/orders.ts';
import type { Route } from './+types/payments-to-watch';

/** Orders waiting for 3-D Secure and authorisations with no order (orders:read), oldest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = adminApi(request, context);
  try {
    return { watch: await signedIn(request, () => api.call('paymentsToWatch')) };
  } catch (error) {
    if (isApiError(error, 'ADM403')) throw data({ forbidden: true }, { status: 403 });
    throw error;
  }
}

type Watch = Route.ComponentProps['loaderData']['watch'];

export default function PaymentsToWatch({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { watch } = loaderData;
  const date = (iso: string) =>
    new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  return (
    <>
      <title>{t('admin.meta.title', { page: t('admin.watch.title') })}</title>
      <h1>{t('admin.watch.title')}</h1>
      <p>{t('admin.watch.intro')}</p>
      <h2>{t('admin.watch.pending')}</h2>
      <DataTable<Watch['pendingAuthentication'][number]>
        caption={t('admin.watch.pending')}
        rows={watch.pendingAuthentication}
        rowKey={(order) => order.orderNumber}
        empty={t('admin.watch.pendingEmpty')}
        columns={[
          {
            id: 'number',
            header: t('admin.orders.number'),
            cell: (order) => <Link to={`/orders/${order.orderNumber}`}>{order.orderNumber}</Link>,
          },
          { id: 'placed', header: t('admin.orders.placed'), cell: (order) => date(order.placedAt) },
          { id: 'site', header: t('admin.orders.site'), cell: (order) => siteName(order.siteId) },
          { id: 'email', header: t('admin.orders.customer'), cell: (order) => order.email },
          {
            id: 'amount',
            header: t('admin.orders.total'),
            numeric: true,
            cell: (order) => formatMoney(order.amount, order.currency, locale),
          },
        ]}
      />
      <h2>{t('admin.watch.orphans')}</h2>
      <DataTable<Watch['orphanedAuthorizations'][number]>
        caption={t('admin.watch.orphans')}
        rows={watch.orphanedAuthorizations}
        rowKey={(attempt) => attempt.id}
        empty={t('admin.watch.orphansEmpty')}
        columns={[
          { id: 'reference', header: t('admin.watch.reference'), cell: (attempt) => attempt.reference },
          { id: 'created', header: t('admin.watch.since'), cell: (attempt) => date(attempt.createdAt) },
          { id: 'method', header: t('admin.orders.paymentMethod'), cell: (attempt) => attempt.methodId },
          { id: 'status', header: t('admin.orders.statusLabel'), cell: (attempt) => attempt.status },
          {
            id: 'authorization',
            header: t('admin.watch.authorization'),
            cell: (attempt) => attempt.authorizationId ?? '—',
          },
          {
            id: 'amount',
            header: t('admin.orders.total'),
            numeric: true,
            cell: (attempt) => formatMoney(attempt.amount, attempt.currency, locale),
          },
        ]}
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <Forbidden error={error} />;
}
