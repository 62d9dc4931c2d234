import type { Store } from '@ridgeline/contracts';
import { useState } from 'react';
import { useHydrated, useT } from '../lib/hooks.ts';
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

export function OpeningHours({ store }: { store: Store }) {
  const t = useT();
  // The shopper's weekday is known only in the browser: mark it after hydration so both renders agree.
  const hydrated = useHydrated();
  const today = hydrated ? new Date().getDay() : -1;
  return (
    <details className="store-hours">
      <summary>{t('discovery.stores.hours')}</summary>
      <dl>
        {store.openingHours.map((day) => (
          <div key={day.day} className={day.day === today ? 'is-today' : undefined}>
            <dt>{day.label}</dt>
            <dd>
              {day.opens && day.closes
                ? t('discovery.stores.open', { opens: day.opens, closes: day.closes })
                : t('discovery.stores.closed')}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

export function StoreAddress({ store }: { store: Store }) {
  const { address } = store;
  return (
    <p className="store-address">
      {address.addressLine1}
      <br />
      {[address.postalCode, address.city, address.province].filter(Boolean).join(' ')}
    </p>
  );
}

export function distanceText(t: ReturnType<typeof useT>, store: Store) {
  return store.distanceKm === null ? null : t('discovery.stores.distance', { km: store.distanceKm });
}

const WIDTH = 640;
const HEIGHT = 400;
const PAD = 36;

/**
 * A map-like view without map tiles: stores (numbered as in the list) and the searched place plotted by
 * their coordinates on a plain background, longitudes narrowed by the cosine of the latitude.
 */
export function StoreMap({ lookup }: { lookup: Pick<StoreLookup, 'stores' | 'origin'> }) {
  const t = useT();
  const { stores, origin } = lookup;
  if (stores.length === 0) return null;
  const points = [...stores.map((store) => [store.latitude, store.longitude] as const)];
  if (origin) points.push([origin.latitude, origin.longitude]);
  const lats = points.map(([lat]) => lat);
  const meanLat = lats.reduce((sum, lat) => sum + lat, 0) / lats.length;
  const squeeze = Math.cos((meanLat * Math.PI) / 180);
  const xs = points.map(([, lng]) => lng * squeeze);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...lats), Math.max(...lats)];
  const span = Math.max(maxX - minX, (maxY - minY) * (WIDTH / HEIGHT), 0.02);
  const scale = (WIDTH - 2 * PAD) / span;
  const centreX = (minX + maxX) / 2;
  const centreY = (minY + maxY) / 2;
  const project = (lat: number, lng: number) => ({
    x: WIDTH / 2 + (lng * squeeze - centreX) * scale,
    y: HEIGHT / 2 - (lat - centreY) * scale,
  });
  return (
    <figure className="store-map">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="store-map-title">
        <title id="store-map-title">{t('discovery.stores.mapLabel', { count: stores.length })}</title>
        <rect width={WIDTH} height={HEIGHT} className="store-map-bg" />
        {[1, 2, 3].map((line) => (
          <g key={line} className="store-map-grid">
            <line x1={(WIDTH / 4) * line} y1={0} x2={(WIDTH / 4) * line} y2={HEIGHT} />
            <line x1={0} y1={(HEIGHT / 4) * line} x2={WIDTH} y2={(HEIGHT / 4) * line} />
          </g>
        ))}
        {origin
          ? (() => {
              const { x, y } = project(origin.latitude, origin.longitude);
              return (
                <g className="store-map-origin">
                  <title>{origin.label ?? t('discovery.stores.you')}</title>
                  <rect x={x - 7} y={y - 7} width={14} height={14} transform={`rotate(45 ${x} ${y})`} />
                </g>
              );
            })()
          : null}
        {stores.map((store, index) => {
          const { x, y } = project(store.latitude, store.longitude);
          return (
            <g key={store.id} className="store-map-marker">
              <title>{store.name}</title>
              <circle cx={x} cy={y} r={13} />
              <text x={x} y={y} dy="0.35em" textAnchor="middle">
                {index + 1}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="muted small">{t('discovery.stores.mapCaption')}</figcaption>
    </figure>
  );
}
