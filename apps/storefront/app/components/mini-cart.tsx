import type { Cart } from '@ridgeline/contracts';
import { useEffect, useRef } from 'react';
import { Link, useFetcher } from 'react-router';
import { useLocale, useT } from '../lib/hooks.ts';
import { formatMoney } from '../lib/money.ts';

/**
 * The mini cart that opens when an item is added (spec dialogs: "mini cart"). It is non-modal, so the page
 * stays usable; Escape or Close dismisses it. Without JavaScript the add-to-cart message links to the cart.
 */
export function MiniCartDialog({ addedAt, onClose }: { addedAt: number; onClose: () => void }) {
  const t = useT();
  const locale = useLocale();
  const ref = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher<{ cart: Cart | null }>();
  const { load } = fetcher;
  // Each new addition reloads what the cart holds.
  // biome-ignore lint/correctness/useExhaustiveDependencies: addedAt marks a new addition
  useEffect(() => {
    load(`/${locale}/cart`);
  }, [load, locale, addedAt]);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.show();
  }, []);
  const cart = fetcher.data?.cart ?? null;
  const approaching = (cart?.approachingPromotions ?? []).filter((entry) =>
    entry.contexts.includes('mini-cart'),
  );
  return (
    <dialog
      ref={ref}
      className="mini-cart"
      aria-labelledby="mini-cart-title"
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.key === 'Escape') ref.current?.close();
      }}
    >
      <div className="route-dialog-head">
        <h2 id="mini-cart-title">{t('cart.mini.title')}</h2>
        <button type="button" className="link-button" onClick={() => ref.current?.close()}>
          {t('a11y.closeDialog')}
        </button>
      </div>
      {cart ? (
        <>
          <ul className="mini-lines">
            {cart.items.map((item) => (
              <li key={item.id}>
                <img src={item.image.src} alt="" width={64} height={64} loading="lazy" />
                <div>
                  <p className="mini-name">{item.name}</p>
                  <p className="muted small">
                    {item.color.label} · {item.size} · ×{item.qty}
                  </p>
                </div>
                <p className="mini-price">{formatMoney(item.price.rowTotal, item.price.currency, locale)}</p>
              </li>
            ))}
          </ul>
          {approaching.map((entry) => (
            <p key={entry.id} className="muted small">
              {entry.message}
            </p>
          ))}
          <p>
            <strong>
              {t('cart.mini.subtotal', { amount: formatMoney(cart.totals.total, cart.currency, locale) })}
            </strong>
          </p>
        </>
      ) : (
        <p role="status">{t('cart.mini.loading')}</p>
      )}
      <div className="inline-actions">
        <Link to={`/${locale}/checkout/shipping`} className="button button-primary">
          {t('cart.checkout')}
        </Link>
        <Link to={`/${locale}/cart`} className="button button-secondary">
          {t('cart.mini.viewCart')}
        </Link>
      </div>
    </dialog>
  );
}
