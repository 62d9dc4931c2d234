import type { ProductTile as Tile } from '@ridgeline/contracts';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import { Notice } from '../../../components/notice.tsx';
import { Price } from '../../../components/price.tsx';
import { ProductTile } from '../../../components/product-tile.tsx';
import { useLocale, useT } from '../../../lib/hooks.ts';
import { localePath } from '../../../lib/urls.ts';
import type { BlockProps } from '../../block.ts';
import { pushEvent } from './analytics.ts';
import { IMPRESSION_LIMIT, pageSubject } from './logic.ts';
import type { UpsellItem } from './products.server.ts';

/** The upsell block's add-to-cart answer (its resource route, routes/content-upsell.ts). */
export type UpsellReply = { ok: true; count: number } | { ok: false; message: string };

/** Starts loading when the block comes near the viewport (below-the-fold blocks cost nothing up front). */
function useNearViewport<T extends Element>(): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (!('IntersectionObserver' in window)) {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near];
}

type Recommended = { recToken: string | null; products: Tile[] };

/** Recommendations a route's loader read with the page, by block id (`prefetchRecommendations`). */
export const RecommendationsData = createContext<Record<string, Recommended>>({});

/**
 * Recommendations (spec 3 sections 2, 3 and 4): product tiles linking to the product; quick shop when the
 * editor turned it on. Products come with the page when its route read them (rendered on the server, so
 * nothing moves when they show), else after hydration from the recommendations API (on a product page,
 * about that product). One impression (up to 24 products) is pushed once when they show.
 */
export function RecommendationsBlock({ block }: BlockProps<'recommendations'>) {
  const { fields } = block;
  const t = useT();
  const locale = useLocale();
  const { pathname } = useLocation();
  const subject = pageSubject(pathname);
  const productId = subject?.kind === 'product' ? subject.id : null;
  const prefetched = useContext(RecommendationsData)[block.id];
  const fetcher = useFetcher<Recommended>();
  const [ref, near] = useNearViewport<HTMLElement>();
  const sent = useRef(false);
  const query = new URLSearchParams({ strategy: fields.strategy, count: String(fields.maxProducts) });
  if (productId) query.set('productId', productId);
  const url = `/${locale}/content/recommendations?${query}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per page and block
  useEffect(() => {
    if (!prefetched && near && fetcher.state === 'idle' && !fetcher.data) fetcher.load(url);
  }, [near, url]);

  const data = fetcher.data ?? prefetched;
  const products = data?.products ?? [];
  useEffect(() => {
    // Once shown: products read with the page are there before the shopper scrolls to them.
    if (sent.current || products.length === 0 || !near) return;
    sent.current = true;
    pushEvent({
      event: 'recommendation_impression',
      blockId: block.id,
      strategy: fields.strategy,
      recToken: data?.recToken ?? null,
      products: products.slice(0, IMPRESSION_LIMIT).map((product) => product.id),
    });
  }, [products, near, block.id, fields.strategy, data?.recToken]);

  const headingId = `recs-${block.id}`;
  return (
    <section ref={ref} className="cc-recs container" aria-labelledby={fields.title ? headingId : undefined}>
      {fields.title ? <h2 id={headingId}>{fields.title}</h2> : null}
      {products.length === 0 ? (
        <p className="muted small cc-recs-loading" aria-live="polite">
          {fetcher.state !== 'idle' || !data ? t('commerceBlocks.recs.loading') : null}
        </p>
      ) : (
        // biome-ignore lint/a11y/useKeyWithClickEvents: records the click of the links inside; keyboard activation also clicks
        <ul
          className="product-grid cc-recs-grid"
          onClick={(event) => {
            const link = (event.target as HTMLElement).closest('a');
            if (link)
              pushEvent({
                event: 'recommendation_click',
                blockId: block.id,
                href: link.getAttribute('href'),
              });
          }}
        >
          {products.slice(0, fields.maxProducts).map((product) => (
            <li key={product.id}>
              <ProductTile product={product} quickShop={fields.quickshop} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Upsell, "complete the look" (spec 3 sections 3 and 4): on a product page, the first `stackedCount`
 * in-stock products bought with it, each added with a button (cta) or ticked and added together
 * (checkbox). A sold-out item is never offered; the server checks the offer again when adding.
 */
export function UpsellBlock({ block }: BlockProps<'upsell'>) {
  const { fields } = block;
  const t = useT();
  const locale = useLocale();
  const { pathname } = useLocation();
  const subject = pageSubject(pathname);
  const productId = subject?.kind === 'product' ? subject.id : null;
  const loader = useFetcher<{ items: UpsellItem[] }>();
  const adder = useFetcher<UpsellReply>();
  const [ref, near] = useNearViewport<HTMLElement>();
  const sent = useRef(false);
  const action = productId ? `/${locale}/content/upsell/${productId}` : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per page and block
  useEffect(() => {
    if (action && near && loader.state === 'idle' && !loader.data)
      loader.load(`${action}?count=${fields.stackedCount}`);
  }, [near, action]);

  const items = loader.data?.items ?? [];
  useEffect(() => {
    if (sent.current || items.length === 0) return;
    sent.current = true;
    // The carousel variant reports each slide; stacked ones show at once.
    pushEvent({
      event: 'upsell_impression',
      blockId: block.id,
      products: items.map((item) => item.productId),
    });
  }, [items, block.id]);

  if (!action) return null;
  const headingId = `upsell-${block.id}`;
  const busy = adder.state !== 'idle';
  const reply = adder.data;
  const checkbox = fields.addToCartControls === 'checkbox';
  return (
    <section
      ref={ref}
      className={`cc-upsell cc-upsell-${fields.variant}`}
      aria-labelledby={fields.title ? headingId : undefined}
    >
      {fields.title ? <h2 id={headingId}>{fields.title}</h2> : null}
      {items.length === 0 ? (
        loader.data ? null : (
          <p className="muted small">{t('commerceBlocks.recs.loading')}</p>
        )
      ) : (
        <adder.Form
          method="post"
          action={action}
          onSubmit={() => pushEvent({ event: 'upsell_add_to_cart', blockId: block.id })}
        >
          <input type="hidden" name="count" value={fields.stackedCount} />
          <ul className="cc-upsell-list">
            {items.map((item) => {
              const detail = [item.colour, item.size].filter(Boolean).join(', ');
              return (
                <li key={item.upc} className="cc-upsell-item">
                  <Link
                    to={localePath(locale, item.url)}
                    className="cc-upsell-media"
                    tabIndex={-1}
                    aria-hidden="true"
                    onClick={() =>
                      pushEvent({ event: 'upsell_click', blockId: block.id, productId: item.productId })
                    }
                  >
                    <img src={item.image.src} alt="" width={96} height={96} loading="lazy" decoding="async" />
                  </Link>
                  <div className="cc-upsell-body">
                    <h3 className="cc-upsell-name">
                      <Link
                        to={localePath(locale, item.url)}
                        onClick={() =>
                          pushEvent({ event: 'upsell_click', blockId: block.id, productId: item.productId })
                        }
                      >
                        {item.name}
                      </Link>
                    </h3>
                    {detail ? <p className="muted small">{detail}</p> : null}
                    <Price price={item.price} />
                  </div>
                  {checkbox ? (
                    <label className="cc-upsell-check">
                      <input type="checkbox" name="upc" value={item.upc} defaultChecked />
                      <span className="visually-hidden">
                        {t('commerceBlocks.upsell.choose', { name: item.name, detail })}
                      </span>
                    </label>
                  ) : (
                    <button
                      type="submit"
                      name="upc"
                      value={item.upc}
                      className="button button-secondary button-small"
                      disabled={busy}
                    >
                      {t('commerceBlocks.upsell.add')}
                      <span className="visually-hidden">
                        {' '}
                        {t('commerceBlocks.upsell.choose', { name: item.name, detail })}
                      </span>
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
          {checkbox ? (
            <button type="submit" className="button button-primary" disabled={busy}>
              {busy
                ? t('commerceBlocks.upsell.adding')
                : t('commerceBlocks.upsell.addSelected', { count: 0 })}
            </button>
          ) : null}
          <div aria-live="polite">
            {reply?.ok ? (
              <Notice type="success">
                {t('commerceBlocks.upsell.added', { count: reply.count })}{' '}
                <Link to={`/${locale}/cart`} className="text-link">
                  {t('commerceBlocks.upsell.viewCart')}
                </Link>
              </Notice>
            ) : reply ? (
              <Notice type="error">{reply.message}</Notice>
            ) : null}
          </div>
        </adder.Form>
      )}
    </section>
  );
}
