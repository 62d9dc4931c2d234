import type { Cart, CartItem, SaveForLater } from '@ridgeline/contracts';
import { useEffect, useRef, useState } from 'react';
import { Form, Link, redirect, useActionData, useFetcher, useLocation, useNavigation } from 'react-router';
import { ChangedDeliveryNotice, DeliveryLine } from '../components/checkout-parts.tsx';
import { CustomsLineNote } from '../components/customs-form.tsx';
import { ExpressCheckout } from '../components/express-checkout.tsx';
import { Field } from '../components/form.tsx';
import { HoldTime } from '../components/hold-time.tsx';
import { Notice } from '../components/notice.tsx';
import { RouteDialog } from '../components/route-dialog.tsx';
import { TotalsTable } from '../components/totals.tsx';
import { ApiError, createApi } from '../lib/api.server.ts';
import {
  applyCoupon,
  changeItem,
  moveBackToCart,
  removeCoupon,
  removeSaved,
  savedForLater,
  saveForLater,
  searchStores,
  storeStock,
} from '../lib/checkout-api.server.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { messagesFor, translator } from '../lib/i18n.ts';
import { localeOf, pageMeta } from '../lib/meta.ts';
import { formatMoney } from '../lib/money.ts';
import { metaTranslate } from '../lib/translate.ts';
import { localePath } from '../lib/urls.ts';
import type { Route } from './+types/cart';

interface PickupStore {
  id: string;
  name: string;
  address: string;
  distanceKm: number | null;
  isPickupPoint: boolean;
  /** Units of the line's size on the store's shelf (capped like online stock). */
  stock: number;
}

/** The pickup-in-store dialog's data: the line, and the stores found near what the shopper searched. */
async function pickupSearch(api: ReturnType<typeof createApi>, cart: Cart | null, url: URL) {
  const itemId = url.searchParams.get('pickupItem');
  const item = cart?.items.find((candidate) => candidate.id === itemId && !candidate.bonus);
  if (!item) return null;
  const where = (url.searchParams.get('where') ?? '').trim().slice(0, 60);
  if (where.length < 2) return { itemId: item.id, where, stores: null, error: null };
  try {
    const query = /\d/.test(where) ? { postalCode: where.slice(0, 10) } : { city: where };
    const found = await searchStores(api, query);
    const stock =
      found.stores.length > 0
        ? await storeStock(
            api,
            item.productId,
            item.upc,
            found.stores.map((store) => store.id),
          )
        : null;
    const stores: PickupStore[] = found.stores.map((store) => ({
      id: store.id,
      name: store.name,
      address: `${store.address.addressLine1}, ${store.address.city}`,
      distanceKm: store.distanceKm,
      isPickupPoint: store.isPickupPoint,
      stock:
        stock?.stores
          .find((entry) => entry.storeId === store.id)
          ?.variants.find((variant) => variant.upc === item.upc && variant.available)?.maxQty ?? 0,
    }));
    return { itemId: item.id, where, stores, error: null };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return { itemId: item.id, where, stores: null, error: error.message || null };
  }
}

/**
 * The change-store confirmation's data (`?pickupItem=&confirmStore=`): the line's current store, the new
 * one, and every pickup line at the current store with how the new store would serve it.
 */
async function storeChange(api: ReturnType<typeof createApi>, cart: Cart | null, url: URL) {
  const item = cart?.items.find((candidate) => candidate.id === url.searchParams.get('pickupItem'));
  const toId = (url.searchParams.get('confirmStore') ?? '').slice(0, 40);
  const fromId = item?.storeId;
  if (!cart || !item || !fromId || !toId || toId === fromId) return null;
  const moving = cart.items.filter((line) => line.storeId === fromId && !line.bonus);
  try {
    const stock = await Promise.all(moving.map((line) => storeStock(api, line.productId, line.upc, [toId])));
    const to = stock[0]?.stores.find((store) => store.storeId === toId);
    if (!to) return null;
    const from = item.shippingOptions.find((option) => option.storeInfo?.id === fromId)?.storeInfo;
    return {
      itemId: item.id,
      where: (url.searchParams.get('where') ?? '').slice(0, 60),
      from: { id: fromId, name: from?.name ?? fromId },
      to: { id: toId, name: to.name },
      items: moving.map((line, index) => {
        const shelf =
          stock[index]?.stores[0]?.variants.find((variant) => variant.upc === line.upc && variant.available)
            ?.maxQty ?? 0;
        const online = line.shippingOptions.find((option) => !option.storeInfo)?.available ?? false;
        return {
          id: line.id,
          name: line.name,
          size: line.size,
          qty: line.qty,
          serve: shelf >= line.qty ? ('collect' as const) : online ? ('ship' as const) : ('none' as const),
        };
      }),
    };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return null;
    throw error;
  }
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const api = createApi(context, locale);
  const cart = await api.cart();
  const flash = context.session.takeFlash();
  const url = new URL(request.url);
  const [saved, pickup, change] = await Promise.all([
    // Saved for later is off for employees (API405): the page then simply has no list.
    savedForLater(api).catch(() => null),
    url.searchParams.has('confirmStore') ? null : pickupSearch(api, cart, url),
    storeChange(api, cart, url),
  ]);
  return {
    translations: messagesFor(locale, ['checkout', 'gifting', 'customs', 'orders']),
    cart,
    flash,
    saved,
    pickup,
    change,
  };
}

type CartActionResult =
  | { ok: true; message: string; at: number }
  | { ok: false; itemId?: string; field?: 'coupon'; error: string; at: number };

/** An API refusal as the shopper should read it; a server failure as the generic message. */
function refusal(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status < 500 && error.message) return error.message;
  if (error instanceof ApiError) return fallback;
  throw error;
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeOf(params);
  const t = translator(locale);
  const api = createApi(context, locale);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const itemId = String(form.get('itemId') ?? '');
  const name = String(form.get('name') ?? '');
  const qty = Number.parseInt(String(form.get('qty') ?? '1'), 10) || 1;
  const at = Date.now();
  const ok = (message: string): CartActionResult => ({ ok: true, message, at });
  const failed = (error: unknown, extra: { itemId?: string; field?: 'coupon' } = {}): CartActionResult => ({
    ok: false,
    ...extra,
    error: refusal(error, t('error.generic')),
    at,
  });
  switch (intent) {
    case 'remove':
      try {
        await api.removeItem(itemId);
        return ok(t('cart.removed', { name }));
      } catch {
        // Spec: a failed removal always shows this message, whatever the cause.
        return { ok: false, itemId, error: t('cart.removeFailed'), at } satisfies CartActionResult;
      }
    case 'update': {
      const wanted = Number.parseInt(String(form.get('qty') ?? ''), 10);
      if (!Number.isFinite(wanted) || wanted < 0) return { ok: false, itemId, error: t('error.generic'), at };
      try {
        if (wanted === 0) await api.removeItem(itemId);
        else await api.updateItem(itemId, wanted);
        return ok(t('cart.updated'));
      } catch (error) {
        if (error instanceof ApiError && error.errorId === 'INV408' && !error.message) {
          return { ok: false, itemId, error: t('cart.extra.maxQuantity'), at } satisfies CartActionResult;
        }
        return failed(error, { itemId });
      }
    }
    case 'coupon': {
      const code = String(form.get('code') ?? '').trim();
      if (!code)
        return { ok: false, field: 'coupon', error: t('validation.required'), at } satisfies CartActionResult;
      try {
        await applyCoupon(api, code.slice(0, 40));
        return ok(t('cart.coupon.applied', { code: code.toUpperCase() }));
      } catch (error) {
        return failed(error, { field: 'coupon' });
      }
    }
    case 'removeCoupon':
      try {
        await removeCoupon(api, String(form.get('code') ?? ''));
        return ok(t('cart.coupon.removed'));
      } catch (error) {
        return failed(error);
      }
    case 'save':
      try {
        await saveForLater(api, itemId);
        return ok(t('cart.saved.moved', { name }));
      } catch (error) {
        return failed(error, { itemId });
      }
    case 'moveBack':
      try {
        await moveBackToCart(api, String(form.get('saveForLaterId') ?? ''), itemId);
        return ok(t('cart.saved.movedBack', { name }));
      } catch (error) {
        return failed(error);
      }
    case 'removeSaved':
      try {
        await removeSaved(api, String(form.get('saveForLaterId') ?? ''), itemId);
        return ok(t('cart.removed', { name }));
      } catch (error) {
        return failed(error);
      }
    case 'gift':
    case 'removeGift': {
      const giftOption =
        intent === 'gift'
          ? {
              to: String(form.get('giftTo') ?? '').trim(),
              message: String(form.get('giftMessage') ?? '').trim(),
            }
          : null;
      if (giftOption && !giftOption.to) {
        return { ok: false, itemId, error: t('cart.gift.toRequired'), at } satisfies CartActionResult;
      }
      try {
        await changeItem(api, itemId, { qty, giftOption });
        return ok(giftOption ? t('cart.gift.saved') : t('cart.gift.removed'));
      } catch (error) {
        return failed(error, { itemId });
      }
    }
    case 'moveStore': {
      // Change store confirmed: every pickup line at the old store goes to the new one.
      const from = String(form.get('fromStoreId') ?? '');
      const storeId = String(form.get('storeId') ?? '');
      const storeName = String(form.get('storeName') ?? '').slice(0, 100);
      const cart = await api.cart();
      const moving = (cart?.items ?? []).filter((line) => from && line.storeId === from && !line.bonus);
      const stayed: string[] = [];
      for (const line of moving) {
        try {
          await changeItem(api, line.id, { qty: line.qty, storeId });
        } catch (error) {
          if (!(error instanceof ApiError) || error.status >= 500) throw error;
          stayed.push(line.name);
        }
      }
      context.session.setFlash(
        stayed.length === 0
          ? { type: 'success', message: t('checkout.changeStore.moved', { store: storeName }) }
          : {
              type: 'error',
              message: t('checkout.changeStore.partly', { store: storeName, names: stayed.join(', ') }),
            },
      );
      return redirect(`/${locale}/cart`);
    }
    case 'pickup':
    case 'home': {
      const storeId = intent === 'pickup' ? String(form.get('storeId') ?? '') : null;
      const previousStore = String(form.get('previousStoreId') ?? '');
      try {
        await changeItem(api, itemId, { qty, storeId });
      } catch (error) {
        return failed(error, { itemId });
      }
      const storeName = String(form.get('storeName') ?? '').slice(0, 100);
      context.session.setFlash({
        type: 'success',
        message: !storeId
          ? t('cart.pickup.home', { name })
          : previousStore && previousStore !== storeId
            ? t('cart.pickup.storeChanged', { name, store: storeName })
            : t('cart.pickup.chosen', { name, store: storeName }),
      });
      return redirect(`/${locale}/cart`);
    }
  }
  return { ok: false, error: t('error.generic'), at } satisfies CartActionResult;
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  return [
    ...pageMeta(t('meta.cart.title'), t('meta.cart.description')),
    { name: 'robots', content: 'noindex' },
  ];
}

function GiftOptionForm({ item }: { item: CartItem }) {
  const t = useT();
  const fetcher = useFetcher<CartActionResult>();
  return (
    <details className="gift-option" open={Boolean(item.giftOption) || undefined}>
      <summary>{item.giftOption ? t('cart.gift.edit') : t('cart.gift.add')}</summary>
      <fetcher.Form method="post" className="gift-form">
        <input type="hidden" name="itemId" value={item.id} />
        <input type="hidden" name="qty" value={item.qty} />
        <Field
          id={`gift-to-${item.id}`}
          name="giftTo"
          label={t('cart.gift.to')}
          defaultValue={item.giftOption?.to ?? ''}
          maxLength={50}
          required
        />
        <div className="field">
          <label htmlFor={`gift-message-${item.id}`}>{t('cart.gift.message')}</label>
          <textarea
            id={`gift-message-${item.id}`}
            name="giftMessage"
            maxLength={250}
            rows={3}
            defaultValue={item.giftOption?.message ?? ''}
          />
        </div>
        <div className="inline-actions">
          <button type="submit" name="intent" value="gift" className="button button-secondary button-small">
            {t('cart.gift.save')}
          </button>
          {item.giftOption ? (
            <button type="submit" name="intent" value="removeGift" className="link-button">
              {t('cart.gift.remove')}
            </button>
          ) : null}
        </div>
        {fetcher.data ? (
          <p className={fetcher.data.ok ? 'muted small' : 'field-error'} role="status">
            {fetcher.data.ok ? fetcher.data.message : fetcher.data.error}
          </p>
        ) : null}
      </fetcher.Form>
    </details>
  );
}

function CartLine({ item, error }: { item: CartItem; error: string | null }) {
  const t = useT();
  const locale = useLocale();
  const fetcher = useFetcher<CartActionResult>();
  const busy = fetcher.state !== 'idle';
  const fetcherError = fetcher.data && !fetcher.data.ok ? fetcher.data.error : null;
  const message = fetcherError ?? error;
  const maxQty = Math.max(item.qty, Math.min(item.maxQty, 10));
  // E-gift cards: one card per line, sent by email (no quantity, store, saved-for-later or gift wrap).
  const digital = item.selectedShippingOption === 'digital';
  const href = localePath(locale, item.pdpUrl);
  const itemNotices = item.customerNotifications.filter((notice) => notice.position === 'item');
  return (
    <li className={busy ? 'cart-line is-busy' : 'cart-line'}>
      <Link to={href} className="cart-line-media" tabIndex={-1} aria-hidden="true">
        <img src={item.image.src} alt="" width={160} height={160} loading="lazy" />
      </Link>
      <div className="cart-line-info">
        <h2 className="cart-line-name">
          <Link to={href}>{item.name}</Link>
        </h2>
        {item.selectedShippingOption === 'digital' ? null : (
          <>
            <p className="muted">{t('cart.colour', { colour: item.color.label })}</p>
            <p className="muted">{t('cart.size', { size: item.size })}</p>
          </>
        )}
        <CustomsLineNote summary={item.customsSummary} />
        {item.qty > 1 ? (
          <p className="muted small">
            {t('cart.each', { price: formatMoney(item.price.current, item.price.currency, locale) })}
          </p>
        ) : null}
        {item.bonus ? <p className="muted small">{t('cart.extra.bonus')}</p> : null}
        <DeliveryLine item={item} />
        {item.heldUntil ? (
          <p className="small hold-note">
            <HoldTime until={item.heldUntil} />
          </p>
        ) : null}
        {!item.available ? <p className="field-error">{t('cart.unavailable')}</p> : null}
        {itemNotices.map((notice) => (
          <p key={notice.code} className="field-error">
            {notice.message}
          </p>
        ))}
        {message ? (
          <p className="field-error" role="alert">
            {message}
          </p>
        ) : null}
        {item.bonus ? null : (
          <div className="cart-line-actions">
            {digital ? null : (
              <fetcher.Form method="post" className="qty-form">
                <input type="hidden" name="intent" value="update" />
                <input type="hidden" name="itemId" value={item.id} />
                <label htmlFor={`qty-${item.id}`} className="visually-hidden">
                  {t('cart.quantity')}
                </label>
                <select
                  id={`qty-${item.id}`}
                  name="qty"
                  defaultValue={String(item.qty)}
                  key={item.qty}
                  onChange={(event) => fetcher.submit(event.currentTarget.form)}
                >
                  {Array.from({ length: maxQty }, (_, i) => i + 1).map((n) => (
                    <option key={n} value={n}>
                      {t('cart.quantity')}: {n}
                    </option>
                  ))}
                </select>
                {/* Without JavaScript the select cannot submit itself; noscript keeps the layout still on hydration. */}
                <noscript>
                  <button type="submit" className="button button-small">
                    {t('cart.update')}
                  </button>
                </noscript>
              </fetcher.Form>
            )}
            <fetcher.Form method="post">
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="itemId" value={item.id} />
              <input type="hidden" name="name" value={item.name} />
              <button
                type="submit"
                className="link-button"
                aria-label={t('cart.removeItem', { name: item.name })}
              >
                {t('cart.remove')}
              </button>
            </fetcher.Form>
            {digital ? null : (
              <>
                <fetcher.Form method="post">
                  <input type="hidden" name="intent" value="save" />
                  <input type="hidden" name="itemId" value={item.id} />
                  <input type="hidden" name="name" value={item.name} />
                  <button
                    type="submit"
                    className="link-button"
                    aria-label={t('cart.saved.saveNamed', { name: item.name })}
                  >
                    {t('cart.saved.save')}
                  </button>
                </fetcher.Form>
                <Link
                  to={`?pickupItem=${encodeURIComponent(item.id)}`}
                  className="link-button"
                  preventScrollReset
                  aria-label={
                    item.storeId
                      ? t('cart.pickup.changeNamed', { name: item.name })
                      : t('cart.pickup.openNamed', { name: item.name })
                  }
                >
                  {item.storeId ? t('cart.pickup.change') : t('cart.pickup.open')}
                </Link>
                {item.storeId ? (
                  <fetcher.Form method="post">
                    <input type="hidden" name="intent" value="home" />
                    <input type="hidden" name="itemId" value={item.id} />
                    <input type="hidden" name="qty" value={item.qty} />
                    <input type="hidden" name="name" value={item.name} />
                    <button type="submit" className="link-button">
                      {t('cart.pickup.shipHome')}
                    </button>
                  </fetcher.Form>
                ) : null}
              </>
            )}
          </div>
        )}
        {item.bonus || digital ? null : <GiftOptionForm item={item} />}
      </div>
      <p className="cart-line-price">
        {formatMoney(item.price.rowTotal, item.price.currency, locale)}
        {item.price.original > item.price.current ? (
          <s className="price-original">
            <span className="visually-hidden">{t('price.original')} </span>
            {formatMoney(item.price.original * item.qty, item.price.currency, locale)}
          </s>
        ) : null}
      </p>
    </li>
  );
}

/** Coupon entry: PRM errors at the input (spec: notifications of position input), applied codes listed. */
function CouponForm({ cart, result }: { cart: Cart; result: CartActionResult | undefined }) {
  const t = useT();
  const error = result && !result.ok && result.field === 'coupon' ? result.error : undefined;
  return (
    <section className="coupon-box" aria-labelledby="coupon-title">
      <h3 id="coupon-title">{t('cart.coupon.title')}</h3>
      {cart.coupons.length > 0 ? (
        <ul className="applied-list">
          {cart.coupons.map((coupon) => (
            <li key={coupon.code}>
              <span>
                <strong>{coupon.code}</strong>{' '}
                {coupon.applied ? (
                  <span className="muted">{t('cart.coupon.active')}</span>
                ) : (
                  <span className="field-error">{coupon.message ?? t('cart.coupon.inactive')}</span>
                )}
              </span>
              <Form method="post">
                <input type="hidden" name="intent" value="removeCoupon" />
                <input type="hidden" name="code" value={coupon.code} />
                <button
                  type="submit"
                  className="link-button"
                  aria-label={t('cart.coupon.removeNamed', { code: coupon.code })}
                >
                  {t('cart.remove')}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
      <Form method="post" className="inline-form" noValidate>
        <input type="hidden" name="intent" value="coupon" />
        <Field
          id="coupon-code"
          name="code"
          label={t('cart.coupon.label')}
          error={error}
          autoComplete="off"
          maxLength={40}
          key={result?.at}
        />
        <button type="submit" className="button button-secondary">
          {t('cart.coupon.apply')}
        </button>
      </Form>
    </section>
  );
}

/** The third part of a three-part callout (before | approaching | reached) describes an applied promotion. */
const reachedCallout = (callout: string, fallback: string) => callout.split('|')[2]?.trim() || fallback;

function PromotionSummary({ cart }: { cart: Cart }) {
  const t = useT();
  const locale = useLocale();
  const applied = [...cart.promotions.order, ...cart.promotions.product, ...cart.promotions.shipping];
  const approaching = cart.approachingPromotions.filter((entry) => entry.contexts.includes('cart'));
  if (applied.length === 0 && approaching.length === 0) return null;
  return (
    <section className="promotions" aria-labelledby="promotions-title">
      <h3 id="promotions-title">{t('cart.promotions.title')}</h3>
      <ul className="promotion-list">
        {applied.map((promotion) => (
          <li key={`${promotion.level}-${promotion.promotionId}`} className="promotion-applied">
            <span>{reachedCallout(promotion.calloutMessage, promotion.promotionName)}</span>
            {promotion.discount > 0 ? (
              <span className="muted">−{formatMoney(promotion.discount, cart.currency, locale)}</span>
            ) : null}
          </li>
        ))}
        {approaching.map((entry) => (
          <li
            key={entry.id}
            className="promotion-approaching"
            data-threshold={entry.thresholdStatus.toLowerCase().replace(/\s+/g, '-')}
          >
            {entry.message}
          </li>
        ))}
      </ul>
    </section>
  );
}

function SavedForLater({ saved }: { saved: SaveForLater }) {
  const t = useT();
  const locale = useLocale();
  if (saved.items.length === 0) return null;
  return (
    <section className="saved-for-later" aria-labelledby="saved-title">
      <h2 id="saved-title">{t('cart.saved.title', { count: saved.items.length })}</h2>
      <ul className="cart-lines">
        {saved.items.map((item) => (
          <li key={item.itemId} className="cart-line">
            <Link
              to={localePath(locale, item.pageUrl)}
              className="cart-line-media"
              tabIndex={-1}
              aria-hidden="true"
            >
              <img src={item.image.src} alt="" width={160} height={160} loading="lazy" />
            </Link>
            <div className="cart-line-info">
              <h3 className="cart-line-name">
                <Link to={localePath(locale, item.pageUrl)}>{item.name}</Link>
              </h3>
              <p className="muted">{t('cart.extra.qty', { qty: item.qty })}</p>
              {!item.available ? <p className="field-error">{t('cart.unavailable')}</p> : null}
              <div className="cart-line-actions">
                <Form method="post">
                  <input type="hidden" name="intent" value="moveBack" />
                  <input type="hidden" name="saveForLaterId" value={saved.saveForLaterId} />
                  <input type="hidden" name="itemId" value={item.itemId} />
                  <input type="hidden" name="name" value={item.name} />
                  <button
                    type="submit"
                    className="link-button"
                    disabled={!item.available}
                    aria-label={t('cart.saved.moveBackNamed', { name: item.name })}
                  >
                    {t('cart.saved.moveBack')}
                  </button>
                </Form>
                <Form
                  method="post"
                  onSubmit={(event) => {
                    if (!window.confirm(t('cart.saved.confirmRemove', { name: item.name })))
                      event.preventDefault();
                  }}
                >
                  <input type="hidden" name="intent" value="removeSaved" />
                  <input type="hidden" name="saveForLaterId" value={saved.saveForLaterId} />
                  <input type="hidden" name="itemId" value={item.itemId} />
                  <input type="hidden" name="name" value={item.name} />
                  <button
                    type="submit"
                    className="link-button"
                    aria-label={t('cart.removeItem', { name: item.name })}
                  >
                    {t('cart.remove')}
                  </button>
                </Form>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PickupDialog({
  item,
  pickup,
}: {
  item: CartItem;
  pickup: NonNullable<Route.ComponentProps['loaderData']['pickup']>;
}) {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  const cartPath = `/${locale}/cart`;
  return (
    <RouteDialog id="pickup" title={t('cart.pickup.title', { name: item.name })} closeHref={cartPath}>
      <p className="muted">
        {t('cart.colour', { colour: item.color.label })} · {t('cart.size', { size: item.size })}
      </p>
      <Form method="get" action={cartPath} className="inline-form" preventScrollReset>
        <input type="hidden" name="pickupItem" value={item.id} />
        <Field
          id="pickup-where"
          name="where"
          label={t('cart.pickup.where')}
          defaultValue={pickup.where}
          error={pickup.error ?? undefined}
          maxLength={60}
          autoComplete="postal-code"
        />
        <button type="submit" className="button button-secondary">
          {t('cart.pickup.search')}
        </button>
      </Form>
      {pickup.stores === null ? null : pickup.stores.length === 0 ? (
        <p role="status">{t('cart.pickup.none')}</p>
      ) : (
        <ul className="store-list" aria-live="polite">
          {pickup.stores.map((store) => (
            <li key={store.id} className="store-option">
              <div>
                <p>
                  <strong>{store.name}</strong>
                  {store.distanceKm !== null ? (
                    <span className="muted"> · {t('cart.pickup.distance', { km: store.distanceKm })}</span>
                  ) : null}
                </p>
                <p className="muted small">{store.address}</p>
                <p className={store.stock >= item.qty ? 'in-stock small' : 'muted small'}>
                  {store.stock >= item.qty
                    ? t('cart.pickup.inStock', { count: store.stock })
                    : t('cart.pickup.shipToStore')}
                </p>
              </div>
              {item.storeId && item.storeId !== store.id ? (
                // The line already goes to a store: moving its pickup items is confirmed first.
                <Form method="get" action={cartPath} preventScrollReset>
                  <input type="hidden" name="pickupItem" value={item.id} />
                  <input type="hidden" name="where" value={pickup.where} />
                  <input type="hidden" name="confirmStore" value={store.id} />
                  <button
                    type="submit"
                    className="button button-secondary button-small"
                    aria-label={t('cart.pickup.chooseNamed', { store: store.name })}
                  >
                    {t('cart.pickup.choose')}
                  </button>
                </Form>
              ) : (
                <Form method="post" action={`${cartPath}${location.search}`}>
                  <input type="hidden" name="intent" value="pickup" />
                  <input type="hidden" name="itemId" value={item.id} />
                  <input type="hidden" name="qty" value={item.qty} />
                  <input type="hidden" name="name" value={item.name} />
                  <input type="hidden" name="storeId" value={store.id} />
                  <input type="hidden" name="storeName" value={store.name} />
                  <input type="hidden" name="previousStoreId" value={item.storeId ?? ''} />
                  <button
                    type="submit"
                    className="button button-secondary button-small"
                    aria-label={t('cart.pickup.chooseNamed', { store: store.name })}
                    aria-current={item.storeId === store.id ? true : undefined}
                  >
                    {t('cart.pickup.choose')}
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
    </RouteDialog>
  );
}

/** Spec dialog "change store confirmation": moving the pickup items to another store, with Cancel/Confirm. */
function ChangeStoreDialog({
  change,
}: {
  change: NonNullable<Route.ComponentProps['loaderData']['change']>;
}) {
  const t = useT();
  const locale = useLocale();
  const cartPath = `/${locale}/cart`;
  const back = `${cartPath}?${new URLSearchParams({ pickupItem: change.itemId, where: change.where })}`;
  const store = change.to.name;
  return (
    <RouteDialog
      id="change-store"
      title={t('checkout.changeStore.title', { store })}
      closeHref={back}
      initialFocus=".change-store-confirm"
    >
      <p>{t('checkout.changeStore.intro', { from: change.from.name, store })}</p>
      <ul className="change-store-items">
        {change.items.map((line) => (
          <li key={line.id}>
            <strong>{line.name}</strong>{' '}
            <span className="muted small">
              {t('cart.size', { size: line.size })} · ×{line.qty}
            </span>
            <br />
            <span className={line.serve === 'collect' ? 'in-stock small' : 'field-error small'}>
              {t(`checkout.changeStore.${line.serve}`, { store, from: change.from.name })}
            </span>
          </li>
        ))}
      </ul>
      <Form method="post" action={cartPath} className="dialog-actions">
        <input type="hidden" name="intent" value="moveStore" />
        <input type="hidden" name="fromStoreId" value={change.from.id} />
        <input type="hidden" name="storeId" value={change.to.id} />
        <input type="hidden" name="storeName" value={store} />
        <button type="submit" className="button button-primary change-store-confirm">
          {t('checkout.changeStore.confirm', { store })}
        </button>
        <Link to={back} className="button button-secondary" preventScrollReset>
          {t('checkout.changeStore.cancel')}
        </Link>
      </Form>
    </RouteDialog>
  );
}

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const { cart, flash, saved, pickup, change } = loaderData;
  const t = useT();
  const locale = useLocale();
  const actionData = useActionData<CartActionResult>();
  const navigation = useNavigation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const items = cart?.items ?? [];
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
          <span className="muted title-count">
            {' '}
            (
            {cart!.totalItems === 1
              ? t('cart.itemCountOne')
              : t('cart.itemCount', { count: cart!.totalItems })}
            )
          </span>
        ) : null}
      </h1>
      {flash ? <Notice type={flash.type}>{flash.message}</Notice> : null}
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
      {actionData && !actionData.ok && !actionData.itemId && !actionData.field ? (
        <Notice type="error">{actionData.error}</Notice>
      ) : null}
      {actionData?.ok ? <Notice type="success">{actionData.message}</Notice> : null}
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
                error={
                  actionData && !actionData.ok && actionData.itemId === item.id ? actionData.error : null
                }
              />
            ))}
          </ul>
          <aside className="summary-card" aria-labelledby="cart-summary">
            <h2 id="cart-summary">{t('cart.summary')}</h2>
            <PromotionSummary cart={cart!} />
            <TotalsTable totals={cart!.totals} shippingKnown={Boolean(cart!.shipments[0]?.shippingMethod)} />
            <CouponForm cart={cart!} result={actionData} />
            <Link
              to={`/${locale}/checkout/shipping`}
              className="button button-primary button-block"
              aria-disabled={navigation.state !== 'idle' ? true : undefined}
            >
              {t('cart.checkout')}
            </Link>
            <ExpressCheckout />
            <Link to={`/${locale}`} className="text-link center">
              {t('cart.continue')}
            </Link>
          </aside>
        </div>
      )}
      {saved ? <SavedForLater saved={saved} /> : null}
    </div>
  );
}

/** Announces quantity changes and removals to screen readers. */
function CartAnnouncer({ cart }: { cart: Cart | null }) {
  const t = useT();
  const count = cart?.totalItems ?? 0;
  const previous = useRef(count);
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (previous.current !== count) {
      previous.current = count;
      setMessage(t('cart.updated'));
    }
  }, [count, t]);
  return (
    <div className="visually-hidden" role="status" aria-live="polite">
      {message}
    </div>
  );
}
