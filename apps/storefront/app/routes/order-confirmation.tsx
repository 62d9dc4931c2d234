import type { Order } from '@ridgeline/contracts';
import { data, Link } from 'react-router';
import { purchaseParams } from '../analytics/items.ts';
import { usePurchase } from '../analytics/use-track.ts';
import { ClaimOrder } from '../components/account-menu.tsx';
import { GiftLineNote } from '../components/egift-line.tsx';
import { linesOfOrder, OrderLines } from '../components/order-lines.tsx';
import { OrderReview } from '../components/order-review.tsx';
import { TotalsTable } from '../components/totals.tsx';
import { ContentSlot } from '../content/registry.tsx';
import { isApiError } from '../lib/api.server.ts';
import { isSignedIn } from '../lib/auth.server.ts';
import { fixedPageContent } from '../lib/content-api.server.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { messagesFor } from '../lib/i18n.ts';
import { localeOf, pageMeta } from '../lib/meta.ts';
import { metaTranslate } from '../lib/translate.ts';
import type { Route } from './+types/order-confirmation';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const translations = messagesFor(locale, [
    'orders',
    'gifting',
    'customs',
    'checkout',
    'commerceBlocks',
    'discovery',
  ]);
  const orderNo = new URL(request.url).searchParams.get('orderNo') ?? '';
  const st = orderNo ? context.session.orderToken(orderNo) : null;
  if (!st) return data({ translations, order: null as Order | null }, { status: 404 });
  try {
    const api = context.api(locale);
    const [order, content] = await Promise.all([
      api.order(orderNo, st),
      // A block from the order confirmation's content slots (spec 3 section 2).
      fixedPageContent(api, 'order-confirmation').catch(() => null),
    ]);
    return {
      translations,
      order,
      guest: !isSignedIn(context.session),
      content: content?.slots ?? {},
    };
  } catch (error) {
    if (isApiError(error) && error.status < 500)
      return data({ translations, order: null as Order | null }, { status: 404 });
    throw error;
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  return [
    ...pageMeta(t('meta.confirmation.title'), t('meta.confirmation.description')),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function OrderConfirmation({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { order } = loaderData;
  usePurchase(order?.orderNumber, () => purchaseParams(order!));
  if (!order) {
    return (
      <div className="container narrow confirmation">
        <h1 className="page-title">{t('meta.confirmation.title').split(' | ')[0]}</h1>
        <p>{t('confirmation.notFound')}</p>
        <Link to={`/${locale}`} className="button button-primary">
          {t('confirmation.continue')}
        </Link>
      </div>
    );
  }
  return (
    <div className="container confirmation">
      <div className="confirmation-hero">
        <h1 className="page-title">{t('confirmation.title')}</h1>
        <p className="order-number">
          {t('confirmation.number')}: <strong data-testid="order-number">{order.orderNumber}</strong>
        </p>
        <p>{t('confirmation.emailSent', { email: order.email })}</p>
        {'guest' in loaderData && loaderData.guest ? <ClaimOrder orderNo={order.orderNumber} /> : null}
      </div>
      <div className="checkout-layout">
        <div className="checkout-main">
          <OrderReview order={order} />
          <OrderLines
            lines={linesOfOrder(order, (item) => (
              // The resend is handled by the order's page, where the confirmation message then shows.
              <GiftLineNote
                item={item}
                order={order}
                action={`/${locale}/order-status/${order.orderNumber}`}
              />
            ))}
            currency={order.currency}
            headingId="conf-items"
          />
        </div>
        <aside className="summary-card" aria-labelledby="conf-totals">
          <h2 id="conf-totals">{t('cart.summary')}</h2>
          <TotalsTable totals={order.totals} shippingKnown />
          <Link
            to={`/${locale}/order-status/${order.orderNumber}`}
            className="button button-primary button-block"
          >
            {t('orders.confirmation.track')}
          </Link>
          <Link to={`/${locale}`} className="button button-secondary button-block">
            {t('confirmation.continue')}
          </Link>
        </aside>
      </div>
      {'content' in loaderData ? <ContentSlot blocks={loaderData.content.bottom} firstPosition={1} /> : null}
    </div>
  );
}
