import { countryOfLocale, type Locale, localityLines, type Store } from '@ridgeline/contracts';
import { Fragment, useState } from 'react';
import { useHydrated, useLocale, useT } from '../lib/hooks.ts';
import { formatDistance } from '../lib/money.ts';
import { basemapFor, frame, mercator, pinPositions } from '../lib/store-map.ts';
import type { StoreLookup } from '../lib/stores.server.ts';

/**
 * The fields of a store search form (a GET, so it works without JavaScript) and, once scripts run,
 * "use my location", which hands the coordinates to `onLocate`.
 */
export function StoreSearchFields({
  q,
  idPrefix,
  onLocate,
}: {
  q: string;
  idPrefix: string;
  onLocate: (latitude: number, longitude: number) => void;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const [locating, setLocating] = useState<'idle' | 'busy' | 'failed'>('idle');
  const locate = () => {
    if (!navigator.geolocation) return setLocating('failed');
    setLocating('busy');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating('idle');
        onLocate(Number(position.coords.latitude.toFixed(4)), Number(position.coords.longitude.toFixed(4)));
      },
      () => setLocating('failed'),
      { timeout: 10_000, maximumAge: 300_000 },
    );
  };
  return (
    <>
      <div className="field">
        <label htmlFor={`${idPrefix}-q`}>{t('discovery.stores.query')}</label>
        <div className="store-search-row">
          <input
            id={`${idPrefix}-q`}
            name="q"
            type="search"
            defaultValue={q}
            autoComplete="postal-code"
            maxLength={60}
          />
          <button type="submit" className="button button-primary">
            {t('discovery.stores.search')}
          </button>
        </div>
      </div>
      {hydrated ? (
        <p className="store-locate">
          <button type="button" className="link-button" onClick={locate} disabled={locating === 'busy'}>
            {locating === 'busy' ? t('discovery.stores.locating') : t('discovery.stores.useLocation')}
          </button>
        </p>
      ) : null}
      {locating === 'failed' ? (
        <p className="notice notice-error" role="alert">
          {t('discovery.stores.locationError')}
        </p>
      ) : null}
    </>
  );
}

/** The shopper's calendar date (YYYY-MM-DD) in their own time zone. */
const localDate = (now: Date) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

export function OpeningHours({ store }: { store: Store }) {
  const t = useT();
  // The shopper's weekday and date are known only in the browser: mark them after hydration so both
  // renders agree.
  const hydrated = useHydrated();
  const today = hydrated ? new Date().getDay() : -1;
  const todayDate = hydrated ? localDate(new Date()) : null;
  // Special days (decision 088): today's replaces the weekday's hours; the coming ones are listed.
  const special = store.specialDays.filter((day) => todayDate === null || day.date >= todayDate);
  const todaySpecial = special.find((day) => day.date === todayDate);
  const hoursOf = (day: { opens: string | null; closes: string | null }) =>
    day.opens && day.closes
      ? t('discovery.stores.open', { opens: day.opens, closes: day.closes })
      : t('discovery.stores.closed');
  return (
    <>
      {todaySpecial ? (
        <p className="store-today" data-testid="store-today">
          <strong>
            {todaySpecial.opens && todaySpecial.closes
              ? t('discovery.stores.specialToday', { opens: todaySpecial.opens, closes: todaySpecial.closes })
              : t('discovery.stores.closedToday')}
          </strong>{' '}
          {t('discovery.stores.specialReason', { reason: todaySpecial.reason })}
        </p>
      ) : null}
      {special.length > 0 ? (
        <div className="store-special-days">
          <p>{t('discovery.stores.specialDays')}</p>
          <dl>
            {special.map((day) => (
              <div key={day.date} className={day.date === todayDate ? 'is-today' : undefined}>
                <dt>{day.label}</dt>
                <dd>
                  {hoursOf(day)} {t('discovery.stores.specialReason', { reason: day.reason })}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      <details className="store-hours">
        <summary>{t('discovery.stores.hours')}</summary>
        <dl>
          {store.openingHours.map((day) => (
            <div key={day.day} className={day.day === today ? 'is-today' : undefined}>
              <dt>{day.label}</dt>
              <dd>{hoursOf(day)}</dd>
            </div>
          ))}
        </dl>
      </details>
    </>
  );
}

export function StoreAddress({ store }: { store: Store }) {
  const { address } = store;
  const lines = [address.addressLine1, ...localityLines(address)];
  return (
    <p className="store-address">
      {lines.map((line, index) => (
        <Fragment key={line}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </p>
  );
}

/** "2.3 mi away" on the US and UK sites, "3,7 km entfernt" on de-de. */
export function distanceText(t: ReturnType<typeof useT>, store: Store, locale: Locale) {
  return store.distanceKm === null
    ? null
    : t('discovery.stores.distance', { distance: formatDistance(store.distanceKm, locale) });
}

/**
 * The stores on a real map: the site's region drawn from the static basemap of public/maps (vector
 * paths, zoomed with the viewBox to frame the stores found), the searched place as a diamond and each
 * store as a numbered pin. Pins are links to the store in the list (so they work without scripts) and
 * select it; selecting a store in the list highlights its pin (decision 091).
 */
export function StoreMap({
  lookup,
  selectedId,
  onSelect,
}: {
  lookup: Pick<StoreLookup, 'stores' | 'origin'>;
  selectedId: string | null;
  onSelect: (storeId: string) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const { stores, origin } = lookup;
  if (stores.length === 0) return null;
  const map = basemapFor(countryOfLocale(locale));
  const pins = stores.map((store) => mercator(store.latitude, store.longitude));
  const place = origin ? mercator(origin.latitude, origin.longitude) : null;
  const view = frame(place ? [...pins, place] : pins, map);
  const percent = (fraction: number) => `${(fraction * 100).toFixed(2)}%`;
  const at = (point: { x: number; y: number }) => ({
    left: percent((point.x - view.x) / view.width),
    top: percent((point.y - view.y) / view.height),
  });
  const spread = pinPositions(pins, view);
  const { x, y, width, height } = map.box;
  return (
    <figure className="store-map">
      <div className="store-map-frame">
        <svg
          viewBox={`${view.x} ${view.y} ${view.width} ${view.height}`}
          aria-hidden="true"
          focusable="false"
        >
          <rect x={x} y={y} width={width} height={height} className="store-map-sea" />
          <use href={`/maps/${map.id}.svg#basemap`} />
        </svg>
        {place && origin ? (
          <span
            className="store-map-origin"
            style={at(place)}
            title={origin.label ?? t('discovery.stores.you')}
          />
        ) : null}
        <ol className="store-map-pins" aria-label={t('discovery.stores.mapLabel', { count: stores.length })}>
          {stores.map((store, index) => (
            <li
              key={store.id}
              style={{ left: percent(spread[index]!.left), top: percent(spread[index]!.top) }}
            >
              <a
                id={`pin-${store.id}`}
                href={`#store-${store.id}`}
                className={store.id === selectedId ? 'store-map-pin is-selected' : 'store-map-pin'}
                aria-label={t('discovery.stores.pin', { number: index + 1, name: store.name })}
                aria-current={store.id === selectedId ? 'true' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  onSelect(store.id);
                  const card = document.getElementById(`store-${store.id}`);
                  card?.scrollIntoView({ block: 'nearest' });
                  card?.focus();
                }}
              >
                {index + 1}
              </a>
            </li>
          ))}
        </ol>
      </div>
      <figcaption className="muted small">
        {t('discovery.stores.mapCaption')} {t('discovery.stores.mapCredit')}
      </figcaption>
    </figure>
  );
}
