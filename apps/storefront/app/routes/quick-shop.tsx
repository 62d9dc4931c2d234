import type { ProductDetails } from '@ridgeline/contracts';
import { data } from 'react-router';
import { QuickShopForm, type QuickShopResult } from '../components/quick-shop.tsx';
import { isApiError } from '../lib/api.server.ts';
import { fieldErrorReply, formErrorReply, parseForm, refusalOf, successReply } from '../lib/forms.server.ts';
import { useT } from '../lib/hooks.ts';
import { type Messages, messagesFor, translator } from '../lib/i18n.ts';
import { localeOf, pageMeta } from '../lib/meta.ts';
import { quickShopForm } from '../lib/product/forms.server.ts';
import { variantFor } from '../lib/product/variants.ts';
import { metaTranslate } from '../lib/translate.ts';
import type { Route } from './+types/quick-shop';

async function loadProduct(context: Route.LoaderArgs['context'], params: Route.LoaderArgs['params']) {
  const api = context.api(localeOf(params));
  try {
    return { api, product: await api.product(params.productId) };
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400))
      throw data(null, { status: 404 });
    throw error;
  }
}

/** The quick-shop dialog of listing tiles: colour and size of one product, added without leaving the listing. */
export async function loader({
  params,
  context,
}: Route.LoaderArgs): Promise<{ translations: Messages; product: ProductDetails }> {
  return {
    translations: messagesFor(localeOf(params), ['discovery']),
    product: (await loadProduct(context, params)).product,
  };
}

export async function action({ params, request, context }: Route.ActionArgs): Promise<QuickShopResult> {
  const t = translator(localeOf(params));
  const form = await request.formData();
  const { api, product } = await loadProduct(context, params);
  const submission = parseForm(form, quickShopForm, t);
  const chosen = submission.status === 'success' ? submission.value : undefined;
  const colour = product.attributes.Color.options.find((option) => option.code === chosen?.color);
  const variant = chosen && colour ? variantFor(product, colour.code, chosen.size) : undefined;
  // The size (or the colour naming it) is what a shopper can leave out.
  if (!chosen || !colour || !variant) return fieldErrorReply('size', t('product.selectSize'));
  try {
    await api.addItem({ upc: variant.upc, qty: 1, productId: variant.productId });
    const added = { name: product.name, colour: colour.label, size: chosen.size };
    return successReply(t('product.added', added), { added });
  } catch (error) {
    return formErrorReply(refusalOf(error, t));
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  const name = loaderData?.product.name ?? '';
  return [...pageMeta(t('meta.page.title', { name }), name), { name: 'robots', content: 'noindex' }];
}

export default function QuickShop({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="container narrow">
      <h1 className="page-title">{t('discovery.quickShop.title', { name: loaderData.product.name })}</h1>
      <QuickShopForm product={loaderData.product} />
    </div>
  );
}
