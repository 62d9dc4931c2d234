import { Link, useFetcher } from 'react-router';
import { useLocale, useT } from '../lib/hooks.ts';
import type { FavoritesActionResult } from '../routes/favorites.tsx';

/**
 * The heart of the product page: adds the shown colour to the favorites. It posts to the favorites page, so
 * without JavaScript the shopper lands on their list with the confirmation.
 */
export function FavoriteButton({ productId, name }: { productId: string; name: string }) {
  const t = useT();
  const locale = useLocale();
  const fetcher = useFetcher<FavoritesActionResult>();
  const result = fetcher.data;
  const saved = result?.ok === true && result.productId === productId;
  return (
    <fetcher.Form method="post" action={`/${locale}/favorites`} className="favorite-form">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="name" value={name} />
      <button
        type="submit"
        className="button button-secondary favorite-button"
        aria-pressed={saved}
        disabled={fetcher.state !== 'idle'}
      >
        <span aria-hidden="true">{saved ? '♥' : '♡'}</span>{' '}
        {saved ? t('favorites.saved') : t('favorites.add')}
      </button>
      <div role="status" aria-live="polite" className="favorite-status">
        {saved ? (
          <p className="small">
            {result.message}{' '}
            <Link to={`/${locale}/favorites`} className="text-link">
              {t('favorites.view')}
            </Link>
          </p>
        ) : null}
        {result && !result.ok ? <p className="field-error">{result.error}</p> : null}
      </div>
    </fetcher.Form>
  );
}
