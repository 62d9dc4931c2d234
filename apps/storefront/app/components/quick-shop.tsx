import type { ProductDetails } from '@ridgeline/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { type FormReply, fieldErrorOf, formErrorOf } from '../lib/forms.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { onlySizeOf } from '../lib/product/variants.ts';
import { localePath } from '../lib/urls.ts';
import { Dialog, DialogState, useDialog } from './dialog.tsx';
import { CheckIcon } from './icons.tsx';
import { Price } from './price.tsx';

/** What adding from the quick shop answers: what was added, or why not (under the size, or for the form). */
export type QuickShopResult = FormReply & { added?: { name: string; colour: string; size: string } };

const quickShopPath = (locale: string, productId: string) =>
  `/${locale}/quick-shop/${encodeURIComponent(productId)}`;

/** Colour and size choice with add to cart, posted to the quick-shop route (a fetcher when scripts run). */
export function QuickShopForm({ product }: { product: ProductDetails }) {
  const t = useT();
  const locale = useLocale();
  const fetcher = useFetcher<QuickShopResult>();
  const colours = product.attributes.Color.options;
  const [colourCode, setColourCode] = useState(
    (colours.find((option) => option.defaultColor) ?? colours[0])?.code ?? '',
  );
  const [chosenSize, setSize] = useState<string | null>(null);
  const colour = colours.find((option) => option.code === colourCode);
  const sizes = product.variants.filter((variant) => variant.colorCode === colourCode);
  const size =
    chosenSize ?? onlySizeOf(sizes.map((variant) => ({ value: variant.size, available: variant.available })));
  const result = fetcher.data;
  const sizeError = fieldErrorOf(result, 'size');
  const formError = formErrorOf(result);
  const added = result?.added;
  const busy = fetcher.state === 'submitting';
  return (
    <fetcher.Form
      method="post"
      action={quickShopPath(locale, product.id)}
      className="quick-shop"
      noValidate
      onSubmit={(event) => {
        if (busy) event.preventDefault();
      }}
    >
      <div className="quick-shop-head">
        {colour?.images[0] ? (
          <img src={colour.images[0].src} alt="" width={160} height={160} className="quick-shop-image" />
        ) : null}
        <div>
          <p className="quick-shop-name">{product.name}</p>
          <Price price={product.price} />
          <Link to={localePath(locale, product.pdpUrl)} className="text-link">
            {t('discovery.quickShop.details')}
          </Link>
        </div>
      </div>
      <fieldset className="option-group">
        <legend>
          {t('product.colour')}: <span className="option-value">{colour?.label}</span>
        </legend>
        <div className="size-options">
          {colours.map((option) => (
            <label key={option.id} className="size-option">
              <input
                type="radio"
                name="color"
                value={option.code}
                checked={option.code === colourCode}
                onChange={() => {
                  setColourCode(option.code);
                  setSize(null);
                }}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset
        className="option-group"
        aria-invalid={sizeError ? true : undefined}
        aria-describedby={sizeError ? 'quick-shop-size-error' : undefined}
      >
        <legend>{t('product.size')}</legend>
        {sizeError ? (
          <p id="quick-shop-size-error" className="field-error">
            {sizeError}
          </p>
        ) : null}
        <div className="size-options">
          {sizes.map((variant) => (
            <label
              key={variant.upc}
              className="size-option"
              data-unavailable={variant.available ? undefined : 'true'}
            >
              <input
                type="radio"
                name="size"
                value={variant.size}
                disabled={!variant.available}
                checked={size === variant.size}
                onChange={() => setSize(variant.size)}
              />
              <span aria-hidden={variant.available ? undefined : 'true'}>{variant.size}</span>
              {variant.available ? null : (
                <span className="visually-hidden">
                  {t('product.sizeUnavailable', { size: variant.size })}
                </span>
              )}
            </label>
          ))}
        </div>
      </fieldset>
      <button
        type="submit"
        className="button button-primary button-block"
        aria-disabled={busy ? true : undefined}
      >
        {busy ? t('product.adding') : t('product.addToCart')}
      </button>
      <div role="status" aria-live="polite" className="buy-status">
        {added ? (
          <p className="notice notice-success">
            <CheckIcon /> {t('product.added', added)}{' '}
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

function QuickShopDialog({
  productId,
  name,
  onClose,
}: {
  productId: string;
  name: string;
  onClose: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const dialog = useDialog();
  const fetcher = useFetcher<{ product: ProductDetails }>();
  const { load } = fetcher;
  const { open } = dialog;
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    open();
    load(quickShopPath(locale, productId));
  }, [open, load, locale, productId]);
  const product = fetcher.data?.product;
  return (
    <Dialog
      id={`quick-shop-${productId}`}
      title={t('discovery.quickShop.title', { name })}
      dialogRef={dialog.ref}
      onClose={onClose}
    >
      {/* Revalidation after adding to the cart reloads the product: keep the form (and its result) shown. */}
      <DialogState
        state={product || fetcher.data !== undefined ? 'idle' : 'loading'}
        failed={fetcher.data !== undefined && !product}
      >
        {product ? <QuickShopForm product={product} /> : null}
      </DialogState>
    </Dialog>
  );
}

/** "Quick shop" on a listing tile: a link to the product page without JavaScript, a dialog with it. */
export function QuickShopButton({
  productId,
  name,
  href,
}: {
  productId: string;
  name: string;
  href: string;
}) {
  const t = useT();
  const [active, setActive] = useState(false);
  return (
    <>
      <Link
        to={href}
        className="button button-small button-secondary tile-quick-shop"
        aria-haspopup="dialog"
        aria-label={t('discovery.quickShop.label', { name })}
        onClick={(event) => {
          event.preventDefault();
          setActive(true);
        }}
      >
        {t('discovery.quickShop.open')}
      </Link>
      {active ? <QuickShopDialog productId={productId} name={name} onClose={() => setActive(false)} /> : null}
    </>
  );
}
