import { useEffect, useState } from 'react';
import { itemOfProduct } from '../analytics/items.ts';
import { useTrack } from '../analytics/use-track.ts';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { CustomsForm } from '../components/customs-form.tsx';
import { EGiftForm } from '../components/egift-form.tsx';
import { FavoriteButton } from '../components/favorite-button.tsx';
import { Price } from '../components/price.tsx';
import { AddToCartForm } from '../components/product/add-to-cart-form.tsx';
import { ProductCopy } from '../components/product/product-copy.tsx';
import { ProductGallery } from '../components/product/product-gallery.tsx';
import { ProductHeading } from '../components/product/product-heading.tsx';
import { Recommendations, ShopTheLook } from '../components/product-extras.tsx';
import { Questions } from '../components/questions.tsx';
import { RestockForm } from '../components/restock-form.tsx';
import { Reviews } from '../components/reviews.tsx';
import { StoreAvailabilityLink } from '../components/store-availability.tsx';
import { TaxNotice } from '../components/tax-notice.tsx';
import { slotsContent } from '../content/blocks/editorial/page-data.server.ts';
import { ContentModals, ContentPageSlots } from '../content/blocks/editorial/page-view.tsx';
import { shopperOf } from '../lib/auth.server.ts';
import { productContent } from '../lib/content-api.server.ts';
import { customsOptions } from '../lib/customs-api.server.ts';
import { productSets, recommendations } from '../lib/discovery-api.server.ts';
import { isEGiftCard } from '../lib/gifting.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { messagesFor } from '../lib/i18n.ts';
import { localeOf, pageMeta } from '../lib/meta.ts';
import { productAction } from '../lib/product/action.server.ts';
import { productFormLimits } from '../lib/product/form-limits.server.ts';
import { loadProduct } from '../lib/product/load.server.ts';
import { onlySizeOf, selectColour, sizeChoices } from '../lib/product/variants.ts';
import { reviewQuery } from '../lib/reviews.ts';
import { breadcrumbJsonLd, originOf, productJsonLd } from '../lib/seo.ts';
import { siteFeatures } from '../lib/site-features.server.ts';
import { metaTranslate } from '../lib/translate.ts';
import { localePath } from '../lib/urls.ts';
import type { Route } from './+types/product';

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
  const [reviews, questions, looks, similar, boughtTogether, customs, content, features] = await Promise.all([
    api.reviews(productId, reviewQuery(url.searchParams)).catch(orNull),
    api.questions(productId, { count: 10 }).catch(orNull),
    goods ? productSets(api, product.masterId).catch(orNull) : null,
    goods ? recommendations(api, product.masterId, 'similar', 8).catch(orNull) : null,
    goods ? recommendations(api, product.masterId, 'bought-together', 4).catch(orNull) : null,
    goods ? customsOptions(api, product.masterId).catch(orNull) : null,
    // The product's content slots (spec 3: product/{siteId}/{productId}, by the style's master id).
    slotsContent(api, request, productContent(api, product.masterId), 'product'),
    siteFeatures(api),
  ]);
  // Favorites are off for a connected employee and when the site's switch is off (spec 2 section 6).
  const favoritesEnabled = features.favorites && shopperOf(context.session)?.consumerType !== 'EMPLOYEE';
  return {
    translations: messagesFor(localeOf(params), ['discovery', 'commerceBlocks', 'customs', 'gifting']),
    product,
    colourCode: colour?.code ?? null,
    reviews,
    questions,
    favoritesEnabled,
    miniCartOnAdd: features.miniCartOnAdd,
    looks: looks?.productSets ?? [],
    similar: similar?.items ?? [],
    boughtTogether: boughtTogether?.items ?? [],
    customs,
    canonicalPath: localePath(localeOf(params), product.pdpUrl),
    formLimits: productFormLimits(!goods),
    content,
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  return productAction({ form: await request.formData(), context, params });
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

export default function Product({ loaderData, actionData }: Route.ComponentProps) {
  const { product, colourCode, reviews, questions, looks, similar, boughtTogether } = loaderData;
  const t = useT();
  const locale = useLocale();
  const eGift = isEGiftCard(product.productType);
  const colours = product.attributes.Color.options;
  const colour = colours.find((option) => option.code === colourCode) ?? colours[0];
  const [chosenSize, setSize] = useState<string | null>(null);
  const pdpPath = localePath(locale, product.pdpUrl);

  // A size chosen for one colour may not exist in the next one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the colour changes
  useEffect(() => setSize(null), [colourCode]);
  useTrack('view_item', `${product.masterId}:${colourCode}`, () => {
    const item = itemOfProduct(product, colourCode);
    return { currency: product.price.currency, value: item.price, items: [item] };
  });

  const sizes = sizeChoices(product, colour);
  const size = chosenSize ?? onlySizeOf(sizes);
  const selected = sizes.find((entry) => entry.value === size);

  return (
    <div className="container product">
      <Breadcrumbs items={product.breadcrumbs} current={product.name} />
      <div className="product-layout">
        <ProductGallery name={product.name} colour={colour} />
        <section className="buy-box" aria-labelledby="product-title">
          <ProductHeading product={product} />
          {eGift ? null : <Price price={product.price} size="lg" />}
          {eGift ? null : <TaxNotice />}
          {eGift ? (
            <EGiftForm
              currency={product.price.currency}
              limits={loaderData.formLimits.egift ?? {}}
              documentResult={actionData?.kind === 'egift' ? actionData : undefined}
            />
          ) : null}
          <AddToCartForm
            product={product}
            colour={colour}
            sizes={sizes}
            size={size}
            onSizeChange={setSize}
            pdpPath={pdpPath}
            hidden={eGift}
            miniCartOnAdd={loaderData.miniCartOnAdd}
            documentResult={
              actionData?.kind === undefined || actionData.kind === 'cart' ? actionData : undefined
            }
          />
          {loaderData.customs ? (
            <CustomsForm
              options={loaderData.customs}
              variants={product.variants.filter((variant) => variant.colorCode === colour?.code)}
              result={actionData?.kind === 'customs' ? actionData : undefined}
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
          <ProductCopy product={product} />
        </section>
      </div>
      {loaderData.content.page ? (
        <ContentPageSlots page={loaderData.content.page} slots={['below-details']} firstPosition={1} />
      ) : null}
      <ShopTheLook looks={looks} productId={product.id} />
      <Recommendations id="bought-together" title={t('discovery.recs.together')} items={boughtTogether} />
      <Recommendations id="similar" title={t('discovery.recs.similar')} items={similar} />
      <Reviews
        reviews={reviews}
        limits={loaderData.formLimits.review}
        result={actionData?.kind === 'review' ? actionData : undefined}
      />
      <Questions
        questions={questions}
        limits={loaderData.formLimits.question}
        result={actionData?.kind === 'question' ? actionData : undefined}
      />
      {loaderData.content.page ? (
        <ContentPageSlots page={loaderData.content.page} slots={['bottom']} firstPosition={1} />
      ) : null}
      <ContentModals modals={loaderData.content.modals} />
    </div>
  );
}
