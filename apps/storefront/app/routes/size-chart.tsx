import type { SizeChartResponse } from '@ridgeline/contracts';
import { data, Link } from 'react-router';
import { Notice } from '../components/notice.tsx';
import { SizeChartTables } from '../components/size-chart.tsx';
import { isApiError } from '../lib/api.server.ts';
import { sizeChart } from '../lib/discovery-api.server.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { messagesFor } from '../lib/i18n.ts';
import { localeOf, pageMeta } from '../lib/meta.ts';
import { metaTranslate } from '../lib/translate.ts';
import type { Route } from './+types/size-chart';

/** The product page's size chart: a page without JavaScript, the content of its dialog with it. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const back = new URL(request.url).searchParams.get('back');
  const backPath = back?.startsWith(`/${locale}/p/`) ? back : null;
  const translations = messagesFor(locale, ['discovery']);
  try {
    const chart = await sizeChart(context.api(locale), params.productType);
    return { translations, chart, backPath };
  } catch (error) {
    if (isApiError(error) && error.status === 400) throw data(null, { status: 404 });
    console.error(error);
    return data({ translations, chart: null as SizeChartResponse | null, backPath }, { status: 503 });
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  const title = loaderData?.chart?.title ?? t('discovery.sizeChart.link');
  return [...pageMeta(t('meta.page.title', { name: title }), title), { name: 'robots', content: 'noindex' }];
}

export default function SizeChartPage({ loaderData }: Route.ComponentProps) {
  const { chart, backPath } = loaderData;
  const t = useT();
  const locale = useLocale();
  return (
    <div className="container narrow">
      <h1 className="page-title">{chart?.title ?? t('discovery.sizeChart.link')}</h1>
      {chart ? (
        <SizeChartTables chart={chart} />
      ) : (
        <Notice type="error">{t('discovery.dialog.error')}</Notice>
      )}
      <p>
        <Link to={backPath ?? `/${locale}`} className="text-link">
          {t('discovery.sizeChart.backToProduct')}
        </Link>
      </p>
    </div>
  );
}
