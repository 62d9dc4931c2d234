import type { Cart, CartItem } from '@ridgeline/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link, useActionData, useFetcher, useNavigation } from 'react-router';
import { ExpressCheckout } from '../components/express-checkout.tsx';
import { Notice } from '../components/notice.tsx';
import { TotalsTable } from '../components/totals.tsx';
import { ApiError, createApi } from '../lib/api.server.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { translator } from '../lib/i18n.ts';
import { localeOf, pageMeta } from '../lib/meta.ts';
import { formatMoney } from '../lib/money.ts';
import { metaTranslate } from '../lib/translate.ts';
import { localePath } from '../lib/urls.ts';
import type { Route } from './+types/cart';

export async function loader({ params, context }: Route.LoaderArgs) {
  const api = createApi(context, localeOf(params));
  const cart = await api.cart();
  const flash = context.session.takeFlash();
  return { cart, flash };
}

type CartActionResult =
  | { ok: true; message: string; at: number }
  | { ok: false; itemId?: string; error: string; at: number };

export async function action({ params, request, context }: Route.ActionArgs): Promise<CartActionResult> {
  const t = translator(localeOf(params));
  const api = createApi(context, localeOf(params));
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const itemId = String(form.get('itemId') ?? '');
  const name = String(form.get('name') ?? '');
  const at = Date.now();
  if (intent === 'remove') {
    try {
      await api.removeItem(itemId);
      return { ok: true, message: t('cart.removed', { name }), at };
    } catch {
      // Spec: a failed removal always shows this message, whatever the cause.
      return { ok: false, itemId, error: t('cart.removeFailed'), at };
    }
  }
  if (intent === 'update') {
    const qty = Number.parseInt(String(form.get('qty') ?? ''), 10);
    if (!Number.isFinite(qty) || qty < 0) return { ok: false, itemId, error: t('error.generic'), at };
    try {
      if (qty === 0) await api.removeItem(itemId);
      else await api.updateItem(itemId, qty);
      return { ok: true, message: t('cart.updated'), at };
    } catch (error) {
      if (error instanceof ApiError && error.status < 500 && error.message) {
        return { ok: false, itemId, error: error.message, at };
      }
      return { ok: false, itemId, error: t('error.generic'), at };
    }
  }
  return { ok: false, error: t('error.generic'), at };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  return [
    ...pageMeta(t('meta.cart.title'), t('meta.cart.description')),
    { name: 'robots', content: 'noindex' },
  ];
}

function CartLine({ item, error }: { item: CartItem; error: string | null }) {
  const t = useT();
  const locale = useLocale();
  const fetcher = useFetcher<CartActionResult>();
  const busy = fetcher.state !== 'idle';
  const fetcherError = fetcher.data && !fetcher.data.ok ? fetcher.data.error : null;
  const message = fetcherError ?? error;
  const maxQty = Math.max(item.qty, Math.min(item.maxQty, 10));
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
        <p className="muted">{t('cart.colour', { colour: item.color.label })}</p>
        <p className="muted">{t('cart.size', { size: item.size })}</p>
        {item.qty > 1 ? (
          <p className="muted small">
            {t('cart.each', { price: formatMoney(item.price.current, item.price.currency, locale) })}
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
        <div className="cart-line-actions">
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
        </div>
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

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const { cart, flash } = loaderData;
  const t = useT();
  const locale = useLocale();
  const actionData = useActionData<CartActionResult>();
  const navigation = useNavigation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const items = cart?.items ?? [];
  const topNotices = (cart?.customerNotifications ?? []).filter((notice) => notice.position !== 'item');

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
      {(cart?.flash ?? []).map((entry) => (
        <Notice key={`${entry.type}-${entry.itemId ?? ''}`} type="info">
          {entry.message}
        </Notice>
      ))}
      {actionData && !actionData.ok && !actionData.itemId ? (
        <Notice type="error">{actionData.error}</Notice>
      ) : null}
      <CartAnnouncer cart={cart} />
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
            <TotalsTable totals={cart!.totals} shippingKnown={Boolean(cart!.shipments[0]?.shippingMethod)} />
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
