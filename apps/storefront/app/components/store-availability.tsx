import type { Store, Variant } from '@ridgeline/contracts';
import { Link, useFetcher } from 'react-router';
import { useLocale, useT } from '../lib/hooks.ts';
import { formatDistance } from '../lib/money.ts';
import type { StoreLookup } from '../lib/stores.server.ts';
import { Dialog, useDialog } from './dialog.tsx';
import { distanceText, OpeningHours, StoreAddress, StoreSearchFields } from './stores.tsx';

export interface StoreAvailabilityData {
  product: { id: string; name: string; pdpPath: string };
  colourCode: string | null;
  upc: string | null;
  size: string | null;
  lookup: StoreLookup;
  rows: { store: Store; variants: Variant[] }[];
}

function StockLine({
  row,
  data,
}: {
  row: StoreAvailabilityData['rows'][number];
  data: StoreAvailabilityData;
}) {
  const t = useT();
  if (data.upc) {
    const variant = row.variants.find((candidate) => candidate.upc === data.upc);
    const state = !variant?.available ? 'out' : variant.lowStock ? 'low' : 'in';
    return (
      <p className={`store-stock store-stock-${state}`}>{t('discovery.availability.stock', { state })}</p>
    );
  }
  const sizes = row.variants
    .filter((variant) => variant.available && (!data.colourCode || variant.colorCode === data.colourCode))
    .map((variant) => variant.size);
  return (
    <p className={`store-stock store-stock-${sizes.length > 0 ? 'in' : 'out'}`}>
      {sizes.length > 0
        ? t('discovery.availability.sizesInStock', { sizes: [...new Set(sizes)].join(', ') })
        : t('discovery.availability.stock', { state: 'out' })}
    </p>
  );
}

/** Stores near the search with this product's stock in each (the size chosen, or every size). */
export function StoreAvailabilityResults({ data }: { data: StoreAvailabilityData }) {
  const t = useT();
  const locale = useLocale();
  const { lookup } = data;
  const place = lookup.origin?.label ?? (lookup.q || t('discovery.stores.yourLocation'));
  return (
    <div className="store-availability" aria-live="polite">
      {lookup.error ? (
        <p className="notice notice-error" role="alert">
          {lookup.error}
        </p>
      ) : null}
      {!lookup.error && lookup.searched && data.rows.length === 0 ? (
        <p className="notice notice-info">
          {t('discovery.stores.none', { radius: formatDistance(lookup.radiusKm ?? 0, locale), place })}
        </p>
      ) : null}
      {data.rows.length > 0 ? (
        <>
          <p>
            {data.size
              ? t('discovery.availability.forSize', { size: data.size })
              : t('discovery.availability.anySize')}
          </p>
          <ol className="store-list">
            {data.rows.map((row) => (
              <li key={row.store.id} className="store-card">
                <h3>{row.store.name}</h3>
                <StockLine row={row} data={data} />
                {row.store.distanceKm !== null ? (
                  <p className="store-distance">{distanceText(t, row.store, locale)}</p>
                ) : null}
                <StoreAddress store={row.store} />
                <OpeningHours store={row.store} />
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </div>
  );
}

/** "Check in-store availability" on the product page: a page without JavaScript, a dialog with it. */
export function StoreAvailabilityLink({
  productId,
  colourCode,
  upc,
}: {
  productId: string;
  colourCode: string | null;
  upc: string | null;
}) {
  const t = useT();
  const locale = useLocale();
  const dialog = useDialog();
  const fetcher = useFetcher<StoreAvailabilityData>();
  const path = `/${locale}/stores/availability/${encodeURIComponent(productId)}`;
  const query = new URLSearchParams();
  if (colourCode) query.set('color', colourCode);
  if (upc) query.set('upc', upc);
  const hidden = (
    <>
      {colourCode ? <input type="hidden" name="color" value={colourCode} /> : null}
      {upc ? <input type="hidden" name="upc" value={upc} /> : null}
    </>
  );
  return (
    <>
      <Link
        to={query.size > 0 ? `${path}?${query}` : path}
        className="text-link store-availability-link"
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          dialog.open();
        }}
      >
        {t('discovery.availability.link')}
      </Link>
      <Dialog id="store-availability-dialog" title={t('discovery.availability.title')} dialogRef={dialog.ref}>
        <fetcher.Form method="get" action={path} className="store-search" role="search">
          {hidden}
          <StoreSearchFields
            q={fetcher.data?.lookup.q ?? ''}
            idPrefix="availability"
            onLocate={(latitude, longitude) => {
              const located = new URLSearchParams(query);
              located.set('lat', String(latitude));
              located.set('lng', String(longitude));
              fetcher.load(`${path}?${located}`);
            }}
          />
        </fetcher.Form>
        {fetcher.state === 'loading' ? (
          <p role="status">{t('discovery.dialog.loading')}</p>
        ) : fetcher.data ? (
          <StoreAvailabilityResults data={fetcher.data} />
        ) : null}
      </Dialog>
    </>
  );
}
