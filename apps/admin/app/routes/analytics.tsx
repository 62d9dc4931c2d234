import { data, Form } from 'react-router';
import { DataTable } from '../components/data-table.tsx';
import { Forbidden } from '../components/forbidden.tsx';
import { adminApi, isApiError, signedIn } from '../lib/admin-api.server.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import type { Route } from './+types/analytics';

const PERIODS = [7, 28] as const;

/** Web vitals (p75 per page type) and the purchase funnel over 7 or 28 days (reports:read, decision 099). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = adminApi(request, context);
  const days = new URL(request.url).searchParams.get('days') === '28' ? 28 : 7;
  try {
    return { report: await signedIn(request, () => api.call('analyticsReport', { query: { days } })) };
  } catch (error) {
    if (isApiError(error, 'ADM403')) throw data({ forbidden: true }, { status: 403 });
    throw error;
  }
}

type Report = Route.ComponentProps['loaderData']['report'];

export default function Analytics({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { report } = loaderData;
  const number = (value: number | null, digits = 0) =>
    value === null ? '—' : value.toLocaleString(locale, { maximumFractionDigits: digits });
  const percent = (value: number | null) =>
    value === null ? '—' : value.toLocaleString(locale, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <>
      <title>{t('admin.meta.title', { page: t('admin.analytics.title') })}</title>
      <h1>{t('admin.analytics.title')}</h1>
      <p>{t('admin.analytics.intro')}</p>
      <Form method="get" className="admin-filters" aria-label={t('admin.analytics.period')}>
        <div className="field">
          <label htmlFor="days">{t('admin.analytics.period')}</label>
          <select id="days" name="days" defaultValue={String(report.days)}>
            {PERIODS.map((days) => (
              <option key={days} value={days}>
                {t('admin.analytics.days', { days })}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button">
          {t('admin.analytics.show')}
        </button>
      </Form>
      <h2>{t('admin.analytics.vitals')}</h2>
      <DataTable<Report['vitals'][number]>
        caption={t('admin.analytics.vitals')}
        rows={report.vitals}
        rowKey={(row) => row.pageType}
        empty={t('admin.analytics.vitalsEmpty')}
        columns={[
          { id: 'page', header: t('admin.analytics.pageType'), cell: (row) => row.pageType },
          {
            id: 'samples',
            header: t('admin.analytics.samples'),
            numeric: true,
            cell: (row) => number(row.samples),
          },
          { id: 'lcp', header: t('admin.analytics.lcp'), numeric: true, cell: (row) => number(row.lcp) },
          { id: 'inp', header: t('admin.analytics.inp'), numeric: true, cell: (row) => number(row.inp) },
          { id: 'cls', header: t('admin.analytics.cls'), numeric: true, cell: (row) => number(row.cls, 3) },
        ]}
      />
      <h2>{t('admin.analytics.funnel')}</h2>
      <DataTable<Report['funnel'][number]>
        caption={t('admin.analytics.funnel')}
        rows={report.funnel}
        rowKey={(row) => row.step}
        empty=""
        columns={[
          {
            id: 'step',
            header: t('admin.analytics.step'),
            cell: (row) => t(`admin.analytics.step.${row.step}`),
          },
          {
            id: 'sessions',
            header: t('admin.analytics.sessions'),
            numeric: true,
            cell: (row) => number(row.sessions),
          },
          {
            id: 'previous',
            header: t('admin.analytics.fromPrevious'),
            numeric: true,
            cell: (row) => percent(row.rateFromPrevious),
          },
          {
            id: 'first',
            header: t('admin.analytics.fromFirst'),
            numeric: true,
            cell: (row) => percent(row.rateFromFirst),
          },
        ]}
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <Forbidden error={error} />;
}
