import { data, Link, redirect } from 'react-router';
import { OrderDetail } from '../components/order-detail.tsx';
import { useLocale, useT } from '../lib/hooks.ts';
import { messagesFor, translator } from '../lib/i18n.ts';
import { localeOf, pageMeta } from '../lib/meta.ts';
import { handleOrderAction, loadOrderPage, ORDER_NUMBER } from '../lib/order-detail.server.ts';
import { metaTranslate } from '../lib/translate.ts';
import type { Route } from './+types/order-status-detail';

/** A guest's order, opened by the lookup (or the confirmation page) that left its token in this browser. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const orderNo = params.orderNo;
  // The pending email's link carries the lookup token: kept in this browser's order cookie (decision 037)
  // and dropped from the address bar, so it does not linger in history or a shared screen.
  const linked = new URL(request.url).searchParams.get('st');
  if (linked && ORDER_NUMBER.test(orderNo) && linked.length >= 16 && linked.length <= 64) {
    context.session.rememberOrder(orderNo, linked);
    return redirect(`/${locale}/order-status/${orderNo}`);
  }
  const st = ORDER_NUMBER.test(orderNo) ? context.session.orderToken(orderNo) : null;
  const page = st ? await loadOrderPage(context.api(locale), orderNo, st) : null;
  const confirmingCancel = new URL(request.url).searchParams.get('cancel') === 'confirm';
  const translations = messagesFor(locale, ['orders', 'gifting', 'customs', 'checkout']);
  if (!page)
    return data({ translations, page: null, orderNo, flash: null, confirmingCancel }, { status: 404 });
  return {
    translations,
    page,
    orderNo,
    flash: context.session.takeFlash(),
    confirmingCancel,
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeOf(params);
  const st = context.session.orderToken(params.orderNo);
  return handleOrderAction(
    context.api(locale),
    request,
    translator(locale),
    params.orderNo,
    st,
    `/${locale}/order-status/${params.orderNo}`,
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

export default function GuestOrder({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { page, orderNo, flash, confirmingCancel } = loaderData;
  const lookup = `/${locale}/order-status`;
  if (!page) {
    return (
      <div className="container narrow order-lookup">
        <h1 className="page-title">{t('orders.lookup.title')}</h1>
        <p>{t('orders.lookup.again')}</p>
        <Link to={`${lookup}?orderNo=${encodeURIComponent(orderNo)}`} className="button button-primary">
          {t('orders.lookup.submit')}
        </Link>
      </div>
    );
  }
  return (
    <OrderDetail
      order={page.order}
      tracking={page.tracking}
      pagePath={`${lookup}/${page.order.orderNumber}`}
      flash={flash}
      error={actionData?.error ?? null}
      confirmingCancel={confirmingCancel}
      back={
        <Link to={lookup} className="button button-secondary button-block">
          {t('orders.detail.lookupAnother')}
        </Link>
      }
    />
  );
}
