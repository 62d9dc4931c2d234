import {
  type ColorOption,
  HOLD_MINUTES,
  isValidEmail,
  type ProductDetails,
  REVIEW_TEXT_MAX,
  type Variant,
} from '@ridgeline/contracts';
import { useEffect, useRef, useState } from 'react';
import { data, Link, redirect, useActionData, useFetcher } from 'react-router';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { CustomsForm, type CustomsResult } from '../components/customs-form.tsx';
import { EGiftForm, type EGiftResult } from '../components/egift-form.tsx';
import { FavoriteButton } from '../components/favorite-button.tsx';
import { HoldTime } from '../components/hold-time.tsx';
import { CheckIcon } from '../components/icons.tsx';
import { MiniCartDialog } from '../components/mini-cart.tsx';
import { Price } from '../components/price.tsx';
import { Recommendations, ShopTheLook } from '../components/product-extras.tsx';
import { type QuestionActionResult, Questions } from '../components/questions.tsx';
import { RestockForm, type RestockResult } from '../components/restock-form.tsx';
import { type ReviewActionResult, Reviews } from '../components/reviews.tsx';
import { SizeChartLink } from '../components/size-chart.tsx';
import { StoreAvailabilityLink } from '../components/store-availability.tsx';
import { ApiError, createApi, isApiError } from '../lib/api.server.ts';
import { shopperOf } from '../lib/auth.server.ts';
import { createCustomsRecipe, customsOptions } from '../lib/customs-api.server.ts';
import { notifyWhenInStock, productSets, recommendations } from '../lib/discovery-api.server.ts';
import { fieldOfApiError, isEGiftCard, validateEGift } from '../lib/gifting.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { messagesFor, translator } from '../lib/i18n.ts';
import { localeOf, pageMeta } from '../lib/meta.ts';
import { formatMoney } from '../lib/money.ts';
import { type ReviewExtraResult, reviewExtraAction } from '../lib/review-actions.server.ts';
import { reviewQuery, validateQuestion, validateReview } from '../lib/reviews.ts';
import { breadcrumbJsonLd, originOf, productJsonLd } from '../lib/seo.ts';
import { metaTranslate } from '../lib/translate.ts';
import { localePath, parseProductId } from '../lib/urls.ts';
import type { Route } from './+types/product';

function selectColour(
  product: ProductDetails,
  requested: string | null,
  productId: string,
): ColorOption | null {
  const options = product.attributes.Color.options;
  return (
    options.find((option) => requested !== null && option.code === requested) ??
    options.find((option) => option.id === productId) ??
    options.find((option) => option.defaultColor) ??
    options[0] ??
    null
  );
}

function variantFor(product: ProductDetails, colourCode: string, size: string): Variant | undefined {
  return product.variants.find((variant) => variant.colorCode === colourCode && variant.size === size);
}

async function loadProduct(context: Route.LoaderArgs['context'], params: Route.LoaderArgs['params']) {
  const productId = parseProductId(params.slugId);
  if (!productId) throw data(null, { status: 404 });
  const api = createApi(context, localeOf(params));
  try {
    return { api, productId, product: await api.product(productId) };
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400))
      throw data(null, { status: 404 });
    throw error;
  }
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { api, product, productId } = await loadProduct(context, params);
  const url = new URL(request.url);
  const colour = selectColour(product, url.searchParams.get('color'), productId);
  const orNull = (error: unknown) => {
    console.error(error);
    return null;
  };
  // The e-gift card is outside the catalogue: no looks or recommendations to ask for.
  const goods = !isEGiftCard(product.productType);
  const [reviews, questions, looks, similar, boughtTogether, customs] = await Promise.all([
    api.reviews(productId, reviewQuery(url.searchParams)).catch(orNull),
    api.questions(productId, { count: 10 }).catch(orNull),
    goods ? productSets(api, product.masterId).catch(orNull) : null,
    goods ? recommendations(api, product.masterId, 'similar', 8).catch(orNull) : null,
    goods ? recommendations(api, product.masterId, 'bought-together', 4).catch(orNull) : null,
    goods ? customsOptions(api, product.masterId).catch(orNull) : null,
  ]);
  // Favorites are off for a connected employee (spec 2 section 6).
  const favoritesEnabled = shopperOf(context.session)?.consumerType !== 'EMPLOYEE';
  return {
    translations: messagesFor(localeOf(params), ['discovery', 'customs', 'gifting']),
    product,
    colourCode: colour?.code ?? null,
    reviews,
    questions,
    favoritesEnabled,
    looks: looks?.productSets ?? [],
    similar: similar?.items ?? [],
    boughtTogether: boughtTogether?.items ?? [],
    customs,
    canonicalPath: localePath(localeOf(params), product.pdpUrl),
  };
}

type ActionResult =
  | {
      kind?: 'cart';
      ok: true;
      name: string;
      colour: string;
      size: string;
      /** The last units are held for the shopper until then (ISO time). */
      heldUntil?: string;
      at: number;
    }
  | { kind?: 'cart'; ok: false; error: string; field?: 'size'; at: number };

async function reviewAction(
  form: FormData,
  context: Route.ActionArgs['context'],
  params: Route.ActionArgs['params'],
): Promise<ReviewActionResult> {
  const t = translator(localeOf(params));
  const at = Date.now();
  const { api, productId } = await loadProduct(context, params);
  const { input, values, errors } = validateReview(form);
  if (Object.keys(errors).length > 0) return { kind: 'review', ok: false, at, values, errors };
  try {
    await api.writeReview(productId, { ...input, photoUrls: [] });
    return { kind: 'review', ok: true, at };
  } catch (error) {
    if (isApiError(error, 'REV410')) {
      const max = Number(error.details[0]?.maxLength) || REVIEW_TEXT_MAX;
      return { kind: 'review', ok: false, at, values, errors: { text: { code: 'tooLong', max } } };
    }
    if (error instanceof ApiError && error.status < 500) {
      const field = String(error.details[0]?.field ?? '').replace(/^body\./, '');
      if (['rating', 'title', 'text', 'nickname', 'fit'].includes(field)) {
        return {
          kind: 'review',
          ok: false,
          at,
          values,
          errors: { [field]: { code: 'required' } },
        };
      }
    }
    console.error(error);
    return { kind: 'review', ok: false, at, values, errors: {}, message: t('error.generic') };
  }
}

async function questionAction(
  form: FormData,
  context: Route.ActionArgs['context'],
  params: Route.ActionArgs['params'],
): Promise<QuestionActionResult> {
  const t = translator(localeOf(params));
  const at = Date.now();
  const { api, productId } = await loadProduct(context, params);
  const { input, values, errors } = validateQuestion(form);
  if (Object.keys(errors).length > 0) return { kind: 'question', ok: false, at, values, errors };
  try {
    await api.askQuestion(productId, input);
    return { kind: 'question', ok: true, at };
  } catch (error) {
    console.error(error);
    return { kind: 'question', ok: false, at, values, errors: {}, message: t('error.generic') };
  }
}

async function restockAction(
  form: FormData,
  context: Route.ActionArgs['context'],
  params: Route.ActionArgs['params'],
): Promise<RestockResult> {
  const t = translator(localeOf(params));
  const at = Date.now();
  const { api, product } = await loadProduct(context, params);
  const email = String(form.get('email') ?? '').trim();
  const size = String(form.get('size') ?? '');
  const variant = variantFor(product, String(form.get('color') ?? ''), size);
  if (!variant) {
    return {
      kind: 'restock',
      ok: false,
      field: 'size',
      message: t('discovery.restock.sizeRequired'),
      email,
      at,
    };
  }
  if (!isValidEmail(email)) {
    return {
      kind: 'restock',
      ok: false,
      field: 'email',
      message: t('discovery.restock.emailInvalid'),
      email,
      at,
    };
  }
  try {
    const signUp = await notifyWhenInStock(api, variant.upc, email);
    return { kind: 'restock', ok: true, inStock: signUp.inStock, email: signUp.email, size, at };
  } catch (error) {
    if (
      isApiError(error) &&
      error.status === 400 &&
      String(error.details[0]?.field ?? '').endsWith('email')
    ) {
      return {
        kind: 'restock',
        ok: false,
        field: 'email',
        message: t('discovery.restock.emailInvalid'),
        email,
        at,
      };
    }
    console.error(error);
    return { kind: 'restock', ok: false, message: t('error.generic'), email, at };
  }
}

/** Adds an e-gift card (amount, recipient, sender, message) to the cart; errors come back per field. */
async function eGiftAction(
  form: FormData,
  context: Route.ActionArgs['context'],
  params: Route.ActionArgs['params'],
): Promise<EGiftResult> {
  const locale = localeOf(params);
  const t = translator(locale);
  const at = Date.now();
  const { api, product } = await loadProduct(context, params);
  const money = (minor: number) => formatMoney(minor, product.price.currency, locale);
  const { input, values, errors } = validateEGift(form, t, money);
  if (!input) return { kind: 'egift', ok: false, values, errors, at };
  const variant = product.variants[0];
  if (!variant) return { kind: 'egift', ok: false, values, errors: {}, message: t('error.generic'), at };
  try {
    await api.addItem({ upc: variant.upc, qty: 1, productId: variant.productId, ...input });
    return { kind: 'egift', ok: true, amount: money(input.customAmount), name: input.giftOption.to, at };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      const field = fieldOfApiError(String(error.details[0]?.field ?? ''));
      if (field) return { kind: 'egift', ok: false, values, errors: { [field]: error.message }, at };
      return { kind: 'egift', ok: false, values, errors: {}, message: error.message, at };
    }
    console.error(error);
    return { kind: 'egift', ok: false, values, errors: {}, message: t('error.generic'), at };
  }
}

/** The API field of a customs error, as the customise form names it. */
function customsField(apiField: string): string | undefined {
  if (apiField === 'body.upc') return 'size';
  if (apiField === 'body.precreatedCustomsCode') return 'design';
  if (apiField.endsWith('.monogram')) return 'monogram';
  const zone = apiField.split('.zones.')[1];
  return zone ? `zone.${zone}` : undefined;
}

/** Saves the shopper's design (or takes a curated one) on the chosen size and adds it; then the cart. */
async function customsAction(
  form: FormData,
  context: Route.ActionArgs['context'],
  params: Route.ActionArgs['params'],
): Promise<CustomsResult> {
  const locale = localeOf(params);
  const t = translator(locale);
  const at = Date.now();
  const { api, product } = await loadProduct(context, params);
  const upc = String(form.get('upc') ?? '');
  if (!product.variants.some((variant) => variant.upc === upc)) {
    return { kind: 'customs', ok: false, field: 'size', message: t('customs.error.size'), at };
  }
  const design = String(form.get('design') ?? '');
  try {
    if (design) {
      await api.addItem({ upc, qty: 1, precreatedCustomsCode: design });
    } else {
      const zones = Object.fromEntries(
        [...form.entries()]
          .filter(([key]) => key.startsWith('zone.'))
          .map(([key, value]) => [key.slice('zone.'.length), String(value)]),
      );
      const monogram = String(form.get('monogram') ?? '').trim();
      const recipe = await createCustomsRecipe(api, {
        productId: product.masterId,
        upc,
        choices: { zones, monogram: monogram || null },
      });
      await api.addItem({ upc, qty: 1, recipeId: recipe.recipeId });
    }
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      const field = customsField(String(error.details[0]?.field ?? ''));
      return { kind: 'customs', ok: false, ...(field ? { field } : {}), message: error.message, at };
    }
    console.error(error);
    return { kind: 'customs', ok: false, message: t('error.generic'), at };
  }
  throw redirect(`/${locale}/cart`);
}

export async function action({
  params,
  request,
  context,
}: Route.ActionArgs): Promise<
  | ActionResult
  | ReviewActionResult
  | QuestionActionResult
  | RestockResult
  | ReviewExtraResult
  | EGiftResult
  | CustomsResult
> {
  const locale = localeOf(params);
  const t = translator(locale);
  const form = await request.formData();
  if (form.get('intent') === 'review') return reviewAction(form, context, params);
  if (form.get('intent') === 'question') return questionAction(form, context, params);
  if (form.get('intent') === 'restock') return restockAction(form, context, params);
  if (form.get('intent') === 'egift') return eGiftAction(form, context, params);
  if (form.get('intent') === 'customs') return customsAction(form, context, params);
  if (String(form.get('intent')).startsWith('review-')) {
    const { api, productId } = await loadProduct(context, params);
    return reviewExtraAction(api, productId, form, t);
  }
  const { api, product } = await loadProduct(context, params);
  const colourCode = String(form.get('color') ?? '');
  const size = String(form.get('size') ?? '');
  const qty = Math.max(1, Math.min(999, Number.parseInt(String(form.get('qty') ?? '1'), 10) || 1));
  const at = Date.now();
  const colour = product.attributes.Color.options.find((option) => option.code === colourCode);
  if (!colour || !size) return { ok: false, error: t('product.selectSize'), field: 'size', at };
  const variant = variantFor(product, colour.code, size);
  if (!variant) return { ok: false, error: t('product.selectSize'), field: 'size', at };
  try {
    const item = { upc: variant.upc, qty, productId: variant.productId };
    // The last units of a size are held for the shopper while they check out (decision 040).
    if (variant.lowStock) {
      const { hold } = await api.reserveItem(item);
      return { ok: true, name: product.name, colour: colour.label, size, heldUntil: hold.expiresAt, at };
    }
    await api.addItem(item);
    return { ok: true, name: product.name, colour: colour.label, size, at };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500 && error.message) {
      return { ok: false, error: error.message, at };
    }
    console.error(error);
    return { ok: false, error: t('error.generic'), at };
  }
}

export function meta({ loaderData, matches, params }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  if (!loaderData) return [];
  const locale = localeOf(params);
  const origin = originOf(matches);
  const { product } = loaderData;
  const description =
    product.description.length > 160 ? `${product.description.slice(0, 157)}…` : product.description;
  const colour = product.attributes.Color.options.find((option) => option.code === loaderData.colourCode);
  return [
    ...pageMeta(t('meta.page.title', { name: product.name }), description),
    ...(colour?.images[0] ? [{ property: 'og:image', content: colour.images[0].src }] : []),
    productJsonLd(origin, locale, product),
    breadcrumbJsonLd(origin, locale, product.breadcrumbs, {
      name: product.name,
      path: loaderData.canonicalPath,
    }),
  ];
}

export default function Product({ loaderData }: Route.ComponentProps) {
  const { product, colourCode, reviews, questions, looks, similar, boughtTogether } = loaderData;
  const t = useT();
  const locale = useLocale();
  const fetcher = useFetcher<ActionResult>();
  const actionData = useActionData<
    | ActionResult
    | ReviewActionResult
    | QuestionActionResult
    | RestockResult
    | ReviewExtraResult
    | EGiftResult
    | CustomsResult
  >();
  const customsResult = actionData?.kind === 'customs' ? actionData : undefined;
  const eGift = isEGiftCard(product.productType);
  const eGiftResult = actionData?.kind === 'egift' ? actionData : undefined;
  const reviewResult = actionData?.kind === 'review' ? actionData : undefined;
  const questionResult = actionData?.kind === 'question' ? actionData : undefined;
  const documentResult =
    actionData?.kind === 'review' ||
    actionData?.kind === 'question' ||
    actionData?.kind === 'restock' ||
    actionData?.kind === 'review-extra' ||
    actionData?.kind === 'egift' ||
    actionData?.kind === 'customs'
      ? undefined
      : actionData;
  const result = fetcher.data ?? documentResult;
  const busy = fetcher.state !== 'idle';
  const colours = product.attributes.Color.options;
  const colour = colours.find((option) => option.code === colourCode) ?? colours[0];
  const images = colour?.images ?? [];
  const [size, setSize] = useState<string | null>(null);
  const [miniCartClosedAt, setMiniCartClosedAt] = useState<number | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const pdpPath = localePath(locale, product.pdpUrl);

  // A size chosen for one colour may not exist in the next one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the colour changes
  useEffect(() => setSize(null), [colourCode]);

  const sizes = product.attributes.Size.options.map((option) => {
    const variant = colour
      ? (variantFor(product, colour.code, option.label) ?? variantFor(product, colour.code, option.id))
      : undefined;
    return { option, variant, value: variant?.size ?? option.label, available: Boolean(variant?.available) };
  });
  const selected = sizes.find((entry) => entry.value === size);
  const hasSizeChart = sizes.some((entry) => entry.value !== 'One Size');
  const maxQty = Math.max(1, Math.min(10, selected?.variant?.maxQty ?? 10));
  const sizeError = result && !result.ok && result.field === 'size' ? result.error : null;

  return (
    <div className="container product">
      <Breadcrumbs items={product.breadcrumbs} current={product.name} />
      <div className="product-layout">
        <section className="gallery" aria-label={t('product.gallery')}>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: on phones the gallery scrolls sideways; keyboards must reach it */}
          <ul className="gallery-grid" tabIndex={0} aria-label={t('product.gallery')}>
            {images.map((image, index) => (
              <li key={image.src} className={index === 0 ? 'gallery-main' : undefined}>
                <img
                  src={image.src}
                  alt={image.alt || `${product.name}, ${colour?.label ?? ''}`}
                  width={900}
                  height={900}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : undefined}
                  decoding="async"
                />
              </li>
            ))}
          </ul>
        </section>

        <section className="buy-box" aria-labelledby="product-title">
          <div className="product-labels">
            {product.badge ? <span className="badge">{product.badge.label}</span> : null}
            {product.eyebrow ? <p className="eyebrow">{product.eyebrow.label}</p> : null}
          </div>
          <h1 id="product-title" className="product-title">
            {product.name}
          </h1>
          {product.rating.reviewsCount > 0 ? (
            <p className="rating">
              <span aria-hidden="true">{'★'.repeat(Math.round(product.rating.score))}</span>
              <span className="visually-hidden">
                {t('product.rating', { score: product.rating.score, count: product.rating.reviewsCount })}
              </span>
              <span aria-hidden="true" className="muted">
                {' '}
                {product.rating.score.toFixed(1)} ({product.rating.reviewsCount})
              </span>
            </p>
          ) : null}
          {eGift ? null : <Price price={product.price} size="lg" />}

          {eGift ? <EGiftForm currency={product.price.currency} documentResult={eGiftResult} /> : null}
          <fetcher.Form method="post" className="buy-form" noValidate hidden={eGift}>
            <input type="hidden" name="color" value={colour?.code ?? ''} />
            <fieldset className="option-group">
              <legend>
                {t('product.colour')}: <span className="option-value">{colour?.label}</span>
              </legend>
              <ul className="colour-options">
                {colours.map((option) => (
                  <li key={option.id}>
                    <Link
                      to={`${pdpPath}?color=${encodeURIComponent(option.code)}`}
                      replace
                      preventScrollReset
                      className="colour-option"
                      aria-current={option.code === colour?.code ? 'true' : undefined}
                      aria-label={option.label}
                      title={option.label}
                    >
                      {option.images[0] ? (
                        <img src={option.images[0].src} alt="" width={64} height={64} loading="lazy" />
                      ) : (
                        <span className="swatch swatch-lg" style={{ background: option.hex }} />
                      )}
                    </Link>
                  </li>
                ))}
              </ul>
            </fieldset>

            <fieldset
              className="option-group"
              aria-describedby={sizeError ? 'size-error' : undefined}
              aria-invalid={sizeError ? true : undefined}
            >
              <legend>{t('product.size')}</legend>
              {hasSizeChart ? (
                <div className="size-chart-link">
                  <SizeChartLink productType={product.productType} backPath={pdpPath} />
                </div>
              ) : null}
              {sizeError ? (
                <p id="size-error" className="field-error">
                  {sizeError}
                </p>
              ) : null}
              <div className="size-options">
                {sizes.map(({ option, value, available }) => (
                  <label
                    key={option.id}
                    className="size-option"
                    data-unavailable={available ? undefined : 'true'}
                  >
                    <input
                      type="radio"
                      name="size"
                      value={value}
                      disabled={!available}
                      checked={size === value}
                      onChange={() => setSize(value)}
                    />
                    <span aria-hidden={available ? undefined : 'true'}>{option.label}</span>
                    {available ? null : (
                      <span className="visually-hidden">
                        {t('product.sizeUnavailable', { size: option.label })}
                      </span>
                    )}
                  </label>
                ))}
              </div>
              {selected?.variant?.lowStock ? (
                <p className="low-stock">
                  {t('product.lowStock')} {t('checkout.hold.hint', { minutes: HOLD_MINUTES })}
                </p>
              ) : null}
            </fieldset>

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
                className="button button-primary button-block"
                aria-disabled={busy ? true : undefined}
                onClick={(event) => {
                  if (busy) event.preventDefault();
                }}
              >
                {busy ? t('product.adding') : t('product.addToCart')}
              </button>
            </div>
            {fetcher.data?.ok && miniCartClosedAt !== fetcher.data.at ? (
              <MiniCartDialog
                addedAt={fetcher.data.at}
                onClose={() => setMiniCartClosedAt(fetcher.data?.at ?? null)}
              />
            ) : null}
            <div ref={statusRef} role="status" aria-live="polite" className="buy-status">
              {result?.ok ? (
                <p className="notice notice-success">
                  <CheckIcon />{' '}
                  {t('product.added', { name: result.name, colour: result.colour, size: result.size })}{' '}
                  {result.heldUntil ? (
                    <>
                      <HoldTime until={result.heldUntil} />{' '}
                    </>
                  ) : null}
                  <Link to={`/${locale}/cart`} className="text-link">
                    {t('product.viewCart')}
                  </Link>
                </p>
              ) : null}
              {result && !result.ok && !result.field ? (
                <p className="notice notice-error">{result.error}</p>
              ) : null}
            </div>
          </fetcher.Form>
          {loaderData.customs ? (
            <CustomsForm
              options={loaderData.customs}
              variants={product.variants.filter((variant) => variant.colorCode === colour?.code)}
              result={customsResult}
            />
          ) : null}
          {eGift ? null : (
            <div className="store-availability-entry">
              <StoreAvailabilityLink
                productId={product.masterId}
                colourCode={colour?.code ?? null}
                upc={selected?.variant?.upc ?? null}
              />
            </div>
          )}
          {colour && loaderData.favoritesEnabled ? (
            <FavoriteButton productId={colour.id} name={product.name} />
          ) : null}
          {colour && !eGift ? (
            <RestockForm
              colourCode={colour.code}
              soldOut={sizes.filter((entry) => entry.variant && !entry.available).map((entry) => entry.value)}
            />
          ) : null}

          <section className="product-copy" aria-labelledby="product-description">
            <h2 id="product-description">{t('product.description')}</h2>
            <p>{product.description}</p>
          </section>
          {Object.keys(product.details).length > 0 ? (
            <section className="product-copy" aria-labelledby="product-details">
              <h2 id="product-details">{t('product.details')}</h2>
              <dl className="details-list">
                {Object.entries(product.details).map(([name, value]) => (
                  <div key={name}>
                    <dt>{name}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
          <p className="muted small">{t('product.itemNumber', { id: product.merchantProductId })}</p>
        </section>
      </div>
      <ShopTheLook looks={looks} productId={product.id} />
      <Recommendations id="bought-together" title={t('discovery.recs.together')} items={boughtTogether} />
      <Recommendations id="similar" title={t('discovery.recs.similar')} items={similar} />
      <Reviews reviews={reviews} result={reviewResult} />
      <Questions questions={questions} result={questionResult} />
    </div>
  );
}
