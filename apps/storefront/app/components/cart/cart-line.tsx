import { type CartItem, isEmeaSite } from '@ridgeline/contracts';
import { Form, Link, useFetcher } from 'react-router';
import { type CartActionResult, CartIntent } from '../../lib/cart/intents.ts';
import { type FormConstraints, formErrorOf } from '../../lib/forms.ts';
import { useLocale, useT } from '../../lib/hooks.ts';
import { siteOf } from '../../lib/locale.ts';
import { formatMoney } from '../../lib/money.ts';
import { localePath } from '../../lib/urls.ts';
import { DeliveryLine } from '../checkout-parts.tsx';
import { CustomsLineNote } from '../customs-form.tsx';
import { HoldTime } from '../hold-time.tsx';
import { GiftOptionForm } from './gift-option-form.tsx';

/** One cart line: what it is, its notices and errors, and its quantity, remove, save and delivery actions. */
export function CartLine({
  item,
  pageReply,
  giftConstraints,
  saveForLater = true,
}: {
  item: CartItem;
  /** The answer of a page post about this line (without JavaScript). */
  pageReply: CartActionResult | undefined;
  giftConstraints: FormConstraints;
  /** Off with the site's favorites switch (spec: saved-for-later is disabled with favorites). */
  saveForLater?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const fetcher = useFetcher<CartActionResult>();
  const busy = fetcher.state !== 'idle';
  const message = formErrorOf(fetcher.data) ?? formErrorOf(pageReply);
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
                <input type="hidden" name="intent" value={CartIntent.UpdateQuantity} />
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
            {/* The page's own form: the line goes, so its reply (the removal notice) is the page's. */}
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value={CartIntent.Remove} />
              <input type="hidden" name="itemId" value={item.id} />
              <input type="hidden" name="name" value={item.name} />
              <button
                type="submit"
                className="link-button"
                aria-label={t('cart.removeItem', { name: item.name })}
              >
                {t('cart.remove')}
              </button>
            </Form>
            {digital ? null : (
              <>
                <fetcher.Form method="post" hidden={!saveForLater}>
                  <input type="hidden" name="intent" value={CartIntent.SaveForLater} />
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
                    <input type="hidden" name="intent" value={CartIntent.ShipHome} />
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
        {item.bonus || digital ? null : (
          <GiftOptionForm item={item} constraints={giftConstraints} pageReply={pageReply} />
        )}
      </div>
      <p className="cart-line-price">
        {formatMoney(item.price.rowTotal, item.price.currency, locale)}
        {item.price.original > item.price.current ? (
          <s className="price-original">
            {/* On EU/UK sites the API crosses out the lowest price of the 30 days before the sale. */}
            <span className="visually-hidden">
              {t(isEmeaSite(siteOf(locale)) ? 'price.lowest30' : 'price.original')}{' '}
            </span>
            {formatMoney(item.price.original * item.qty, item.price.currency, locale)}
          </s>
        ) : null}
      </p>
    </li>
  );
}
