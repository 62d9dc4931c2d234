import { useEffect, useRef } from 'react';
import { Link, useNavigation } from 'react-router';
import { cartParams } from '../analytics/items.ts';
import { useCartRemovals, useTrack } from '../analytics/use-track.ts';
import { CartAnnouncer } from '../components/cart/cart-announcer.tsx';
import { CartLine } from '../components/cart/cart-line.tsx';
import { ChangeStoreDialog } from '../components/cart/change-store-dialog.tsx';
import { CouponForm } from '../components/cart/coupon-form.tsx';
import { PickupDialog } from '../components/cart/pickup-dialog.tsx';
import { PromotionSummary } from '../components/cart/promotion-summary.tsx';
import { SavedForLater } from '../components/cart/saved-for-later.tsx';
import { ChangedDeliveryNotice } from '../components/checkout-parts.tsx';
import { ExpressCheckout } from '../components/express-checkout.tsx';
import { FormNotice } from '../components/form.tsx';
import { Notice } from '../components/notice.tsx';
import { PendingPayment } from '../components/pending-payment.tsx';
import { TaxNotice } from '../components/tax-notice.tsx';
import { TotalsTable } from '../components/totals.tsx';
import { ContentSlot } from '../content/registry.tsx';
import { type Api, ApiError } from '../lib/api.server.ts';
import { cartAction } from '../lib/cart/action.server.ts';
import { cartFormConstraints } from '../lib/cart/forms.server.ts';
import { pickupSearch, storeChange } from '../lib/cart/pickup.server.ts';
import { savedForLater } from '../lib/checkout-api.server.ts';
import { fixedPageContent } from '../lib/content-api.server.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { messagesFor, translator } from '../lib/i18n.ts';
import { localeOf, pageMeta } from '../lib/meta.ts';
import { readOrder } from '../lib/orders-api.server.ts';
import type { Session } from '../lib/session.server.ts';
import { siteFeatures } from '../lib/site-features.server.ts';
import { metaTranslate } from '../lib/translate.ts';
import type { Route } from './+types/cart';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const api = context.api(locale);
  const cart = await api.cart();
  const flash = context.session.takeFlash();
  const pendingOrder = await stillPending(context.session, api);
  const url = new URL(request.url);
  const [saved, pickup, change, content, features] = await Promise.all([
    // Saved for later is off for employees (API405): the page then simply has no list.
    savedForLater(api).catch(() => null),
    url.searchParams.has('confirmStore') ? null : pickupSearch(api, cart, url),
    storeChange(api, cart, url),
    // The cart's content slots (spec 3 section 2): a banner on top, suggestions below the lines.
    fixedPageContent(api, 'cart').catch(() => null),
    siteFeatures(api),
  ]);
  return {
    translations: messagesFor(locale, [
      'checkout',
      'gifting',
      'customs',
      'orders',
      'commerceBlocks',
      'discovery',
    ]),
    cart,
    flash,
    pendingOrder,
    saved,
    pickup,
    change,
    forms: cartFormConstraints(),
    content: content?.slots ?? {},
    expressCheckout: features.expressCheckout,
    favorites: features.favorites,
  };
}

/**
 * The order this browser left waiting for its 3-D Secure challenge, while it still waits; the mark is
 * dropped once the order was paid, cancelled or expired.
 */
async function stillPending(session: Session, api: Api): Promise<string | null> {
  const orderNumber = session.pendingOrder();
  const st = orderNumber ? session.orderToken(orderNumber) : null;
  if (!orderNumber || !st) return null;
  try {
    const order = await readOrder(api, orderNumber, st);
    if (order.status === 'pending_authentication') return orderNumber;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
  }
  session.setPendingOrder(null);
  return null;
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeOf(params);
  return cartAction({
    api: context.api(locale),
    t: translator(locale),
    locale,
    session: context.session,
    form: await request.formData(),
  });
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  return [
    ...pageMeta(t('meta.cart.title'), t('meta.cart.description')),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const { cart, flash, pendingOrder, saved, pickup, change, forms, content } = loaderData;
  const t = useT();
  const locale = useLocale();
  const navigation = useNavigation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const items = cart?.items ?? [];
  useTrack('view_cart', cart && items.length > 0 ? cart.id : null, () => cartParams(cart!));
  useCartRemovals(cart);
  const topNotices = (cart?.customerNotifications ?? []).filter((notice) => notice.position === 'top');
  // Flash entries about one line are shown on that line (its notifications); the rest go to the top.
  const topFlash = (cart?.flash ?? []).filter(
    (entry) => !entry.itemId || !items.some((item) => item.id === entry.itemId),
  );
  const pickupItem = pickup ? items.find((item) => item.id === pickup.itemId) : undefined;

  useEffect(() => {
    if (flash) headingRef.current?.focus();
  }, [flash]);

  return (
    <div className="container cart-page">
      <h1 className="page-title" ref={headingRef} tabIndex={-1}>
        {t('cart.title')}
        {items.length > 0 ? (
          <span className="muted title-count"> ({t('cart.itemCount', { count: cart!.totalItems })})</span>
        ) : null}
      </h1>
      {flash ? <Notice type={flash.type}>{flash.message}</Notice> : null}
      {pendingOrder ? <PendingPayment orderNumber={pendingOrder} withCancel /> : null}
      {topNotices.map((notice) => (
        <Notice key={notice.code} type={notice.type}>
          {notice.message}
        </Notice>
      ))}
      {cart ? <ChangedDeliveryNotice cart={cart} /> : null}
      {topFlash
        .filter((entry) => !cart?.changedDelivery.some((change) => change.itemId === entry.itemId))
        .map((entry) => (
          <Notice key={`${entry.type}-${entry.itemId ?? ''}`} type="error">
            {entry.type === 'ProductLineItemFullInventoryMissing' && items.length === 0
              ? t('cart.extra.cannotComplete')
              : entry.message}
          </Notice>
        ))}
      {/* A line's answer shows on the line; the page's at the top. */}
      {actionData?.itemId ? null : <FormNotice reply={actionData} />}
      <ContentSlot blocks={content.top} />
      <CartAnnouncer cart={cart} />
      {pickup && pickupItem ? <PickupDialog item={pickupItem} pickup={pickup} /> : null}
      {change ? <ChangeStoreDialog change={change} /> : null}
      {items.length === 0 ? (
        <div className="empty-state">
          <p>{t('cart.empty')}</p>
          <Link to={`/${locale}`} className="button button-primary">
            {t('cart.emptyCta')}
          </Link>
        </div>
      ) : (
        <div className="cart-layout">
          <ul className="cart-lines">
            {items.map((item) => (
              <CartLine
                key={item.id}
                item={item}
                pageReply={actionData?.itemId === item.id ? actionData : undefined}
                giftConstraints={forms.gift}
                saveForLater={loaderData.favorites}
              />
            ))}
          </ul>
          <aside className="summary-card" aria-labelledby="cart-summary">
            <h2 id="cart-summary">{t('cart.summary')}</h2>
            <PromotionSummary cart={cart!} />
            <TotalsTable totals={cart!.totals} shippingKnown={Boolean(cart!.shipments[0]?.shippingMethod)} />
            <TaxNotice />
            <CouponForm cart={cart!} result={actionData} constraints={forms.coupon} />
            <Link
              to={`/${locale}/checkout/shipping`}
              className="button button-primary button-block"
              aria-disabled={navigation.state !== 'idle' ? true : undefined}
            >
              {t('cart.checkout')}
            </Link>
            {loaderData.expressCheckout ? <ExpressCheckout /> : null}
            <Link to={`/${locale}`} className="text-link center">
              {t('cart.continue')}
            </Link>
          </aside>
        </div>
      )}
      {saved ? <SavedForLater saved={saved} /> : null}
      <ContentSlot
        blocks={items.length === 0 ? content['empty-cart'] : content['below-items']}
        firstPosition={1}
      />
      <ContentSlot blocks={content.bottom} firstPosition={2} />
    </div>
  );
}
