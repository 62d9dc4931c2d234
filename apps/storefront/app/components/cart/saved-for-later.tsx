import type { SaveForLater } from '@ridgeline/contracts';
import { Form, Link } from 'react-router';
import { CartIntent } from '../../lib/cart/intents.ts';
import { useLocale, useT } from '../../lib/hooks.ts';
import { localePath } from '../../lib/urls.ts';

/** The saved-for-later list under the cart, each item movable back or removable. */
export function SavedForLater({ saved }: { saved: SaveForLater }) {
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
                  <input type="hidden" name="intent" value={CartIntent.MoveBack} />
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
                  <input type="hidden" name="intent" value={CartIntent.RemoveSaved} />
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
