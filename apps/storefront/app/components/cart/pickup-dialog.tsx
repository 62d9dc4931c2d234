import type { CartItem } from '@ridgeline/contracts';
import { Form, useLocation } from 'react-router';
import { CartIntent } from '../../lib/cart/intents.ts';
import type { PickupSearch } from '../../lib/cart/pickup.ts';
import { useLocale, useT } from '../../lib/hooks.ts';
import { Field } from '../form.tsx';
import { RouteDialog } from '../route-dialog.tsx';

/** Spec dialog "pick up in store": search stores near a place, see the line's stock there, choose one. */
export function PickupDialog({ item, pickup }: { item: CartItem; pickup: PickupSearch }) {
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
                  <input type="hidden" name="intent" value={CartIntent.Pickup} />
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
