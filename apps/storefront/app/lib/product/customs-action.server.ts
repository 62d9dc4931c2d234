import { redirect } from 'react-router';
import type { CustomsResult } from '../../components/customs-form.tsx';
import { ApiError } from '../api.server.ts';
import { createCustomsRecipe } from '../customs-api.server.ts';
import { translator } from '../i18n.ts';
import { localeOf } from '../meta.ts';
import { loadProduct, type ProductActionArgs } from './load.server.ts';

/** The API field of a customs error, as the customise form names it. */
function customsField(apiField: string): string | undefined {
  if (apiField === 'body.upc') return 'size';
  if (apiField === 'body.precreatedCustomsCode') return 'design';
  if (apiField.endsWith('.monogram')) return 'monogram';
  const zone = apiField.split('.zones.')[1];
  return zone ? `zone.${zone}` : undefined;
}

/** Saves the shopper's design (or takes a curated one) on the chosen size and adds it; then the cart. */
export async function customsAction({ form, context, params }: ProductActionArgs): Promise<CustomsResult> {
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
