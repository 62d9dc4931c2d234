import { data, Link } from 'react-router';
import { OrderDetail } from '../components/order-detail.tsx';
import { requireSignedIn } from '../lib/auth.server.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { messagesFor, translator } from '../lib/i18n.ts';
import { localeOf, pageMeta } from '../lib/meta.ts';
import { handleOrderAction, loadOrderPage, ORDER_NUMBER } from '../lib/order-detail.server.ts';
import { metaTranslate } from '../lib/translate.ts';
import type { Route } from './+types/account-order';

/** One order of the signed-in shopper: the API lets its owner in without a lookup token. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  requireSignedIn(request, context, locale);
  const page = ORDER_NUMBER.test(params.orderNo)
    ? await loadOrderPage(context.api(locale), params.orderNo, null)
    : null;
  const confirmingCancel = new URL(request.url).searchParams.get('cancel') === 'confirm';
  const translations = messagesFor(locale, ['orders', 'gifting', 'customs', 'checkout']);
  if (!page) return data({ translations, page: null, flash: null, confirmingCancel }, { status: 404 });
  return {
    translations,
    page,
    flash: context.session.takeFlash(),
    confirmingCancel,
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeOf(params);
  requireSignedIn(request, context, locale);
  return handleOrderAction(
    context.api(locale),
    request,
    translator(locale),
    params.orderNo,
    null,
    `/${locale}/account/orders/${params.orderNo}`,
  );
}

export function meta({ matches, params }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  return [
    ...pageMeta(
      t('orders.meta.detailTitle', { orderNumber: params.orderNo }),
      t('orders.meta.detailDescription'),
    ),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function AccountOrder({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { page, flash, confirmingCancel } = loaderData;
  const history = `/${locale}/account/orders`;
  const back = (
    <Link to={history} className="button button-secondary button-block">
      {t('orders.detail.allOrders')}
    </Link>
  );
  if (!page) {
    return (
      <div className="container narrow order-lookup">
        <h1 className="page-title">{t('orders.history.title')}</h1>
        <p>{t('error.notFoundText')}</p>
        {back}
      </div>
    );
  }
  return (
    <OrderDetail
      order={page.order}
      tracking={page.tracking}
      pagePath={`${history}/${page.order.orderNumber}`}
      flash={flash}
      error={actionData?.error ?? null}
      confirmingCancel={confirmingCancel}
      back={back}
    />
  );
}
