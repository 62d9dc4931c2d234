import type { ColorOption, ProductDetails } from '@ridgeline/contracts';
import { useEffect, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { itemOfProduct, major } from '../../analytics/items.ts';
import { useTrack } from '../../analytics/use-track.ts';
import { type FormReply, fieldErrorOf, formErrorOf } from '../../lib/forms.ts';
import { useLocale, useT } from '../../lib/hooks.ts';
import type { SizeChoice } from '../../lib/product/variants.ts';
import { HoldTime } from '../hold-time.tsx';
import { CheckIcon } from '../icons.tsx';
import { MiniCartDialog } from '../mini-cart.tsx';
import { ColourOptions } from './colour-options.tsx';
import { SizeOptions } from './size-options.tsx';

/** What adding to the cart answers: what was added (and how long its last units are held), or why not. */
export type AddToCartResult = FormReply & {
  kind?: 'cart';
  added?: {
    name: string;
    colour: string;
    size: string;
    /** For the add_to_cart event (decision 099). */
    colourCode?: string;
    qty?: number;
    /** The last units are held for the shopper until then (ISO time). */
    heldUntil?: string;
  };
};

/**
 * The buy form: colour, size and quantity, added without leaving the page (the mini cart opens) or, without
 * JavaScript, by a page post whose answer is `documentResult`.
 */
export function AddToCartForm({
  product,
  colour,
  sizes,
  size,
  onSizeChange,
  pdpPath,
  hidden,
  miniCartOnAdd,
  documentResult,
}: {
  product: ProductDetails;
  colour: ColorOption | undefined;
  sizes: SizeChoice[];
  size: string | null;
  onSizeChange: (size: string) => void;
  pdpPath: string;
  hidden: boolean;
  /** The site's switch: when off, the added notice with its link to the cart is all that shows. */
  miniCartOnAdd: boolean;
  documentResult: AddToCartResult | undefined;
}) {
  const t = useT();
  const locale = useLocale();
  const fetcher = useFetcher<AddToCartResult>();
  const [miniCartClosedAt, setMiniCartClosedAt] = useState<number | null>(null);
  const result = fetcher.data ?? documentResult;
  const busy = fetcher.state !== 'idle';
  const selected = sizes.find((entry) => entry.value === size);
  const maxQty = Math.max(1, Math.min(10, selected?.variant?.maxQty ?? 10));
  const sizeError = fieldErrorOf(result, 'size') ?? null;
  const formError = formErrorOf(result);
  const added = result?.added;
  // add_to_cart once per successful add (its answer's time), with the analytics product record.
  useTrack('add_to_cart', fetcher.data?.added ? String(fetcher.data.at) : null, () => {
    const item = {
      ...itemOfProduct(product, added?.colourCode ?? null, added?.size),
      quantity: added?.qty ?? 1,
    };
    const { currency } = product.price;
    return { currency, value: major(product.price.lowCurrent * item.quantity, currency), items: [item] };
  });
  const [mainButton, setMainButton] = useState<HTMLButtonElement | null>(null);
  const stickyShown = useScrolledPast(mainButton);
  return (
    <fetcher.Form method="post" className="buy-form" noValidate hidden={hidden}>
      <input type="hidden" name="color" value={colour?.code ?? ''} />
      <ColourOptions colours={product.attributes.Color.options} colour={colour} pdpPath={pdpPath} />
      <SizeOptions
        sizes={sizes}
        size={size}
        onSizeChange={onSizeChange}
        error={sizeError}
        productType={product.sizeChartType}
        pdpPath={pdpPath}
      />
      <div className="buy-row">
        <div className="qty-field">
          <label htmlFor="qty">{t('product.quantity')}</label>
          <select id="qty" name="qty" defaultValue="1">
            {Array.from({ length: maxQty }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          ref={setMainButton}
          className="button button-primary button-block"
          aria-disabled={busy ? true : undefined}
          onClick={(event) => {
            if (busy) event.preventDefault();
          }}
        >
          {busy ? t('product.adding') : t('product.addToCart')}
        </button>
      </div>
      {/* On a phone, once the buy button has scrolled away, the same form's submit stays at hand. */}
      <div className="sticky-buy" hidden={!stickyShown}>
        <span className="sticky-buy-name">
          {product.name}
          {selected ? ` · ${selected.option.label}` : ''}
        </span>
        <button
          type="submit"
          className="button button-primary"
          aria-label={t('product.addToCartNamed', { name: product.name })}
          aria-disabled={busy ? true : undefined}
          onClick={(event) => {
            if (busy) event.preventDefault();
          }}
        >
          {busy ? t('product.adding') : t('product.addToCart')}
        </button>
      </div>
      {miniCartOnAdd && fetcher.data?.added && miniCartClosedAt !== fetcher.data.at ? (
        <MiniCartDialog
          addedAt={fetcher.data.at}
          onClose={() => setMiniCartClosedAt(fetcher.data?.at ?? null)}
        />
      ) : null}
      <div role="status" aria-live="polite" className="buy-status">
        {added ? (
          <p className="notice notice-success">
            <CheckIcon /> {t('product.added', { name: added.name, colour: added.colour, size: added.size })}{' '}
            {added.heldUntil ? (
              <>
                <HoldTime until={added.heldUntil} />{' '}
              </>
            ) : null}
            <Link to={`/${locale}/cart`} className="text-link">
              {t('product.viewCart')}
            </Link>
          </p>
        ) : null}
        {formError ? <p className="notice notice-error">{formError}</p> : null}
      </div>
    </fetcher.Form>
  );
}

/** Whether the element has scrolled up out of view (the shopper is below it), watched without a scroll handler. */
function useScrolledPast(target: HTMLElement | null): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (!target || typeof IntersectionObserver === 'undefined') return;
    // The viewport reaches down without end, so the only edge to cross is its top: a jump scroll from below
    // the screen to above it (which never intersects the screen itself) still reports.
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) setPast(!entry.isIntersecting);
      },
      { rootMargin: '0px 0px 100000px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [target]);
  return past;
}
