import { adminOrderListQuerySchema, formatMoney, SHIPPING_METHOD_CODES, SITES } from '@ridgeline/contracts';
import { Notice } from '@ridgeline/storefront/components/notice.tsx';
import { refusalOf } from '@ridgeline/storefront/lib/forms.server.ts';
import { translator } from '@ridgeline/storefront/lib/i18n.ts';
import { data, Form, Link } from 'react-router';
import { CursorPager } from '../components/cursor-pager.tsx';
import { type Column, DataTable } from '../components/data-table.tsx';
import { FilterActions } from '../components/filter-actions.tsx';
import { Forbidden } from '../components/forbidden.tsx';
import { adminApi, isApiError, signedIn } from '../lib/admin-api.server.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { ADMIN_ORDER_STATUSES, PAYMENT_METHODS, siteName, statusKey } from '../lib/orders.ts';
import type { Route } from './+types/orders';

const PAGE_SIZE = 25;
const FIELDS = ['q', 'status', 'siteId', 'from', 'to', 'paymentMethod', 'deliveryMethod', 'storeId'] as const;
type Filters = Partial<Record<(typeof FIELDS)[number], string>>;

// The contracts' list reaches the page as data: its module holds zod schemas the browser does not need.
const deliveryMethods: readonly string[] = SHIPPING_METHOD_CODES;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day (the form's date field) as the API's instant: its UTC start; `to` includes its whole day. */
function instantOf(day: string | undefined, end: boolean): string | undefined {
  if (!day || !DAY.test(day)) return undefined;
  const start = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(start.getTime())) return undefined;
  if (end) start.setUTCDate(start.getUTCDate() + 1);
  return start.toISOString();
}

/** The search as typed (the form shows it back) and as the API takes it (dates as instants). */
function searchOf(url: URL) {
  const filters: Filters = {};
  for (const field of FIELDS) {
    const value = url.searchParams.get(field)?.trim();
    if (value) filters[field] = value;
  }
  const cursor = url.searchParams.get('cursor') ?? undefined;
  const query = adminOrderListQuerySchema.safeParse({
    ...filters,
    from: instantOf(filters.from, false),
    to: instantOf(filters.to, true),
    cursor,
    pageSize: PAGE_SIZE,
  });
  return { filters, query };
}

/** The orders (orders:read): searched and filtered by the API, newest first, a page at a time. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = adminApi(request, context);
  const t = translator(api.locale);
  const { filters, query } = searchOf(new URL(request.url));
  if (!query.success) return { filters, deliveryMethods, page: null, error: t('admin.orders.badSearch') };
  try {
    const page = await signedIn(request, () => api.call('orders', { query: query.data }));
    return { filters, deliveryMethods, page, error: null };
  } catch (error) {
    if (isApiError(error, 'ADM403')) throw data({ forbidden: true }, { status: 403 });
    return { filters, deliveryMethods, page: null, error: refusalOf(error, t, t('admin.orders.loadFailed')) };
  }
}

type Summary = NonNullable<Route.ComponentProps['loaderData']['page']>['items'][number];

export default function Orders({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { filters, deliveryMethods, page, error } = loaderData;
  const date = (iso: string) =>
    new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const columns: Column<Summary>[] = [
    {
      id: 'number',
      header: t('admin.orders.number'),
      cell: (order) => <Link to={`/orders/${order.orderNumber}`}>{order.orderNumber}</Link>,
    },
    { id: 'placed', header: t('admin.orders.placed'), cell: (order) => date(order.placedAt) },
    {
      id: 'status',
      header: t('admin.orders.statusLabel'),
      cell: (order) => {
        const key = statusKey(order.status);
        return key ? t(key) : order.status;
      },
    },
    { id: 'site', header: t('admin.orders.site'), cell: (order) => siteName(order.siteId) },
    {
      id: 'customer',
      header: t('admin.orders.customer'),
      cell: (order) => (
        <>
          {order.name}
          <br />
          {order.email}
        </>
      ),
    },
    { id: 'delivery', header: t('admin.orders.delivery'), cell: (order) => order.shippingMethod },
    {
      id: 'total',
      header: t('admin.orders.total'),
      numeric: true,
      cell: (order) => formatMoney(order.total, order.currency, locale),
    },
  ];
  return (
    <>
      <title>{t('admin.meta.title', { page: t('admin.orders.title') })}</title>
      <h1>{t('admin.orders.title')}</h1>
      <Form method="get" className="admin-filters" aria-labelledby="order-filters">
        <h2 id="order-filters">{t('admin.orders.filters')}</h2>
        <div className="field">
          <label htmlFor="q">{t('admin.orders.q')}</label>
          <input id="q" name="q" type="search" defaultValue={filters.q ?? ''} maxLength={120} />
        </div>
        <div className="field">
          <label htmlFor="status">{t('admin.orders.statusLabel')}</label>
          <select id="status" name="status" defaultValue={filters.status ?? ''}>
            <option value="">{t('admin.orders.any')}</option>
            {ADMIN_ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`admin.orders.status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="siteId">{t('admin.orders.site')}</label>
          <select id="siteId" name="siteId" defaultValue={filters.siteId ?? ''}>
            <option value="">{t('admin.orders.any')}</option>
            {SITES.map((site) => (
              <option key={site.id} value={site.id}>
                {site.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="from">{t('admin.orders.from')}</label>
          <input id="from" name="from" type="date" defaultValue={filters.from ?? ''} />
        </div>
        <div className="field">
          <label htmlFor="to">{t('admin.orders.to')}</label>
          <input id="to" name="to" type="date" defaultValue={filters.to ?? ''} />
        </div>
        <div className="field">
          <label htmlFor="paymentMethod">{t('admin.orders.paymentMethod')}</label>
          <select id="paymentMethod" name="paymentMethod" defaultValue={filters.paymentMethod ?? ''}>
            <option value="">{t('admin.orders.any')}</option>
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {method}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="deliveryMethod">{t('admin.orders.delivery')}</label>
          <select id="deliveryMethod" name="deliveryMethod" defaultValue={filters.deliveryMethod ?? ''}>
            <option value="">{t('admin.orders.any')}</option>
            {deliveryMethods.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="storeId">{t('admin.orders.store')}</label>
          <input id="storeId" name="storeId" defaultValue={filters.storeId ?? ''} maxLength={64} />
        </div>
        <FilterActions
          submitLabel={t('admin.orders.search')}
          clearTo="/orders"
          clearLabel={t('admin.orders.clear')}
        />
      </Form>
      {error ? <Notice type="error">{error}</Notice> : null}
      {page ? (
        <>
          <DataTable<Summary>
            caption={t('admin.orders.caption')}
            rows={page.items}
            rowKey={(order) => order.orderNumber}
            empty={t('admin.orders.empty')}
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
