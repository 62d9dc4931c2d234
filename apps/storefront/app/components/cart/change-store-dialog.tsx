import { Form, Link } from 'react-router';
import { CartIntent } from '../../lib/cart/intents.ts';
import type { StoreChange } from '../../lib/cart/pickup.ts';
import { useLocale, useT } from '../../lib/hooks.ts';
import { RouteDialog } from '../route-dialog.tsx';

/** Spec dialog "change store confirmation": moving the pickup items to another store, with Cancel/Confirm. */
export function ChangeStoreDialog({ change }: { change: StoreChange }) {
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
        <input type="hidden" name="intent" value={CartIntent.MoveStore} />
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
