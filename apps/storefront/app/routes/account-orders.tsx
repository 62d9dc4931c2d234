import { Link } from 'react-router';
import { requireSignedIn } from '../lib/auth.server.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import type { MessageKey } from '../lib/i18n.ts';
import { messagesFor } from '../lib/i18n.ts';
import { localeOf, pageMeta } from '../lib/meta.ts';
import { formatMoney } from '../lib/money.ts';
import { formatOrderDate } from '../lib/order-timeline.ts';
import { purchaseHistory } from '../lib/orders-api.server.ts';
import { metaTranslate } from '../lib/translate.ts';
import type { Route } from './+types/account-orders';

const PAGE_SIZE = 10;

/** The signed-in shopper's orders, newest first, ten to a page (`?page=`). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  requireSignedIn(request, context, locale);
  const asked = Number.parseInt(new URL(request.url).searchParams.get('page') ?? '1', 10);
  const page = Number.isFinite(asked) && asked >= 1 && asked <= 1000 ? asked : 1;
  return {
    translations: messagesFor(locale, ['orders']),
    history: await purchaseHistory(context.api(locale), page, PAGE_SIZE),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  return [
    ...pageMeta(t('orders.meta.historyTitle'), t('orders.meta.historyDescription')),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function AccountOrders({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { history } = loaderData;
  const base = `/${locale}/account/orders`;
  return (
    <div className="order-history">
      <h1 className="page-title">{t('orders.history.title')}</h1>
      {history.orders.length === 0 ? (
        <div className="empty-state">
          <p>{t('orders.history.empty')}</p>
          <Link to={`/${locale}`} className="button button-primary">
            {t('orders.history.startShopping')}
          </Link>
        </div>
      ) : (
        <ul className="history-list">
          {history.orders.map((order) => (
            <li key={order.orderNumber} className="history-order">
              {order.image ? (
                <img src={order.image.src} alt="" width={80} height={80} loading="lazy" />
              ) : (
                <span />
              )}
              <div>
                <p className="mini-name">
                  <Link
                    to={`${base}/${order.orderNumber}`}
                    aria-label={t('orders.history.view', { orderNumber: order.orderNumber })}
                  >
                    {order.orderNumber}
                  </Link>
                </p>
                <p className="muted small">
                  {t('orders.history.placed', { date: formatOrderDate(order.placedAt, locale) })} ·{' '}
                  {t('orders.history.items', { count: order.totalItems })}
                </p>
                <p>
                  <span className={`order-status order-status-${order.status}`}>
                    {t(`orders.status.${order.status}` as MessageKey)}
                  </span>
                </p>
              </div>
              <p className="mini-price">{formatMoney(order.total, order.currency, locale)}</p>
            </li>
          ))}
        </ul>
      )}
      {history.totalPages > 1 ? (
        <nav className="pagination" aria-label={t('a11y.pagination')}>
          <p className="pagination-status">
            {t('orders.history.page', { page: history.pageNumber, pages: history.totalPages })}
          </p>
          <ul>
            {history.pageNumber > 1 ? (
              <li>
                <Link to={`${base}?page=${history.pageNumber - 1}`}>{t('orders.history.previous')}</Link>
              </li>
            ) : null}
            {history.pageNumber < history.totalPages ? (
              <li>
                <Link to={`${base}?page=${history.pageNumber + 1}`}>{t('orders.history.next')}</Link>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
