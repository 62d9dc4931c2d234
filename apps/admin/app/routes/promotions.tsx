import { type AdminPromotion, formatMoney, PROMOTION_STATUSES } from '@ridgeline/contracts';
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
import { promotionFiltersOf } from '../lib/promotion-forms.server.ts';
import { kindLabel, nameOf } from '../lib/promotions.ts';
import type { Route } from './+types/promotions';

/** Promotions (promotions:write): by status and search, newest first, with their use. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = adminApi(request, context);
  const t = translator(api.locale);
  const { filters, query } = promotionFiltersOf(new URL(request.url));
  if (!query) return { filters, page: null, error: t('admin.promotions.badSearch') };
  try {
    const page = await signedIn(request, () => api.call('promotions', { query }));
    return { filters, page, error: null };
  } catch (error) {
    if (isApiError(error, 'ADM403')) throw data({ forbidden: true }, { status: 403 });
    return { filters, page: null, error: refusalOf(error, t, t('admin.promotions.loadFailed')) };
  }
}

export default function Promotions({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { filters, page, error } = loaderData;
  const given = (amounts: Record<string, number>) =>
    Object.entries(amounts)
      .map(([currency, amount]) => formatMoney(amount, currency, locale))
      .join(', ') || '—';
  const columns: Column<AdminPromotion>[] = [
    {
      id: 'name',
      header: t('admin.promotions.name'),
      cell: (item) => <Link to={`/promotions/${item.id}`}>{nameOf(item, locale)}</Link>,
    },
    { id: 'kind', header: t('admin.promotions.kind'), cell: (item) => t(kindLabel(item.kind)) },
    {
      id: 'status',
      header: t('admin.promotions.status'),
      cell: (item) => t(`admin.promotions.status.${item.status}`),
    },
    {
      id: 'code',
      header: t('admin.promotions.code'),
      cell: (item) =>
        item.couponCode ??
        (item.requiresCode
          ? t('admin.promotions.codesCount', { count: item.codesCount })
          : t('admin.promotions.automatic')),
    },
    {
      id: 'redeemed',
      header: t('admin.promotions.timesRedeemed'),
      numeric: true,
      cell: (item) => item.usage.timesRedeemed,
    },
    {
      id: 'given',
      header: t('admin.promotions.discountGiven'),
      numeric: true,
      cell: (item) => given(item.usage.discountGiven),
    },
  ];
  return (
    <>
      <title>{t('admin.meta.title', { page: t('admin.promotions.title') })}</title>
      <h1>{t('admin.promotions.title')}</h1>
      <p>
        <Link to="/promotions/new" className="button button-primary">
          {t('admin.promotions.new')}
        </Link>
      </p>
      <Form method="get" className="admin-filters" aria-labelledby="promotion-filters">
        <h2 id="promotion-filters">{t('admin.promotions.filters')}</h2>
        <div className="field">
          <label htmlFor="q">{t('admin.promotions.search')}</label>
          <input id="q" name="q" type="search" defaultValue={filters.q} maxLength={80} />
        </div>
        <div className="field">
          <label htmlFor="status">{t('admin.promotions.status')}</label>
          <select id="status" name="status" defaultValue={filters.status}>
            <option value="">{t('admin.orders.any')}</option>
            {PROMOTION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`admin.promotions.status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <FilterActions
          submitLabel={t('admin.orders.search')}
          clearTo="/promotions"
          clearLabel={t('admin.orders.clear')}
        />
      </Form>
      {error ? <Notice type="error">{error}</Notice> : null}
      {page ? (
        <>
          <DataTable<AdminPromotion>
            caption={t('admin.promotions.caption')}
            rows={page.items}
            rowKey={(item) => item.id}
            empty={t('admin.promotions.empty')}
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
