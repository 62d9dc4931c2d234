import { useState } from 'react';
import { Form, Link, useNavigate } from 'react-router';
import { Notice } from '../components/notice.tsx';
import {
  distanceText,
  OpeningHours,
  StoreAddress,
  StoreMap,
  StoreSearchFields,
} from '../components/stores.tsx';
import { ContentSlot } from '../content/registry.tsx';
import { fixedPageContent } from '../lib/content-api.server.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { messagesFor, translator } from '../lib/i18n.ts';
import { localeOf, pageMeta } from '../lib/meta.ts';
import { formatDistance } from '../lib/money.ts';
import { lookUpStores } from '../lib/stores.server.ts';
import { metaTranslate } from '../lib/translate.ts';
import type { Route } from './+types/stores';

/** Store locator: stores near a postal code, city or the shopper's position; every store otherwise. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  const url = new URL(request.url);
  const api = context.api(locale);
  const [lookup, content] = await Promise.all([
    lookUpStores(api, url.searchParams, translator(locale), { listAllWhenEmpty: true, locale }),
    // A banner from the store locator's content slots (spec 3 section 2).
    fixedPageContent(api, 'store-locator').catch(() => null),
  ]);
  return {
    translations: messagesFor(locale, ['discovery', 'commerceBlocks']),
    lookup,
    content: content?.slots ?? {},
  };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  return pageMeta(t('meta.page.title', { name: t('discovery.stores.title') }), t('discovery.stores.intro'));
}

export default function Stores({ loaderData }: Route.ComponentProps) {
  const { lookup } = loaderData;
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  // The store chosen on the map or in the list, highlighted in both (decision 091).
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const place = lookup.origin?.label ?? (lookup.q || t('discovery.stores.yourLocation'));
  const heading = lookup.searched
    ? t('discovery.stores.results', { count: lookup.stores.length, place })
    : t('discovery.stores.all');
  return (
    <div className="container stores-page">
      <h1 className="page-title">{t('discovery.stores.title')}</h1>
      <p>{t('discovery.stores.intro')}</p>
      <ContentSlot blocks={loaderData.content.top} />
      <Form method="get" className="store-search" role="search">
        <StoreSearchFields
          q={lookup.q}
          idPrefix="stores"
          onLocate={(latitude, longitude) => navigate(`/${locale}/stores?lat=${latitude}&lng=${longitude}`)}
        />
      </Form>
      {lookup.error ? <Notice type="error">{lookup.error}</Notice> : null}
      {!lookup.error && lookup.searched && lookup.stores.length === 0 ? (
        <Notice type="info">
          {t('discovery.stores.none', { radius: formatDistance(lookup.radiusKm ?? 0, locale), place })}
        </Notice>
      ) : null}
      {lookup.stores.length > 0 ? (
        <div className="stores-layout">
          <section aria-labelledby="stores-list-title">
            <h2 id="stores-list-title" aria-live="polite">
              {heading}
            </h2>
            <ol className="store-list">
              {lookup.stores.map((store) => (
                <li
                  key={store.id}
                  id={`store-${store.id}`}
                  className={store.id === selectedId ? 'store-card is-selected' : 'store-card'}
                  tabIndex={-1}
                >
                  <h3>{store.name}</h3>
                  {store.distanceKm !== null ? (
                    <p className="store-distance">{distanceText(t, store, locale)}</p>
                  ) : null}
                  <StoreAddress store={store} />
                  <p>
                    {t('discovery.stores.phone')}:{' '}
                    <a href={`tel:${store.phone.replace(/\s/g, '')}`}>{store.phone}</a>
                  </p>
                  {store.isPickupPoint ? <p className="badge">{t('discovery.stores.pickup')}</p> : null}
                  <OpeningHours store={store} />
                  <p>
                    <a
                      href={`#pin-${store.id}`}
                      className="text-link"
                      aria-current={store.id === selectedId ? 'true' : undefined}
                      onClick={(event) => {
                        event.preventDefault();
                        setSelectedId(store.id);
                        document.getElementById(`pin-${store.id}`)?.focus();
                      }}
                    >
                      {t('discovery.stores.showOnMap', { name: store.name })}
                    </a>
                  </p>
                </li>
              ))}
            </ol>
          </section>
          <StoreMap lookup={lookup} selectedId={selectedId} onSelect={setSelectedId} />
        </div>
      ) : null}
      <p>
        <Link to={`/${locale}`} className="text-link">
          {t('discovery.compare.continue')}
        </Link>
      </p>
      <ContentSlot blocks={loaderData.content.main} firstPosition={1} />
      <ContentSlot blocks={loaderData.content.bottom} firstPosition={2} />
    </div>
  );
}
