import { redirect } from 'react-router';
import type { CustomsResult } from '../../components/customs-form.tsx';
import { ApiError } from '../api.server.ts';
import { createCustomsRecipe } from '../customs-api.server.ts';
import { fieldErrorReply, formErrorReply, parseForm, refusalOf, replyOf } from '../forms.server.ts';
import { translator } from '../i18n.ts';
import { localeOf } from '../meta.ts';
import { customsForm } from './forms.server.ts';
import { loadProduct, type ProductActionArgs } from './load.server.ts';

/** The API field of a customs error, as the customise form names it. */
function customsField(apiField: string): string | undefined {
  if (apiField === 'body.upc') return 'size';
  if (apiField === 'body.precreatedCustomsCode') return 'design';
  if (apiField.endsWith('.monogram')) return 'monogram';
  const zone = apiField.split('.zones.')[1];
  return zone ? `zone.${zone}` : undefined;
}

const kind = { kind: 'customs' } as const;

/** Saves the shopper's design (or takes a curated one) on the chosen size and adds it; then the cart. */
export async function customsAction({ form, context, params }: ProductActionArgs): Promise<CustomsResult> {
  const locale = localeOf(params);
  const t = translator(locale);
  const { api, product } = await loadProduct(context, params);
  const submission = parseForm(form, customsForm, t);
  const chosen = submission.status === 'success' ? submission.value : undefined;
  const errors = submission.status === 'error' ? submission.error : undefined;
  const knownSize = product.variants.some((variant) => variant.upc === chosen?.upc);
  if (errors?.upc || (chosen && !knownSize)) {
    return fieldErrorReply('size', t('customs.error.size'), kind);
  }
  if (!chosen) {
    // The design and colours are the page's own choices (selects): only a tampered post gets them wrong.
    return replyOf(submission, {}, kind);
  }
  const { upc, design, zone: zones, monogram } = chosen;
  try {
    if (design) {
      await api.addItem({ upc, qty: 1, precreatedCustomsCode: design });
    } else {
      // The monogram's letters and length are the product's: the API checks them and names the field.
      const recipe = await createCustomsRecipe(api, {
        productId: product.masterId,
        upc,
        choices: { zones, monogram: monogram?.trim() || null },
      });
      await api.addItem({ upc, qty: 1, recipeId: recipe.recipeId });
    }
  } catch (error) {
    const message = refusalOf(error, t);
    const field =
      error instanceof ApiError && error.status < 500
        ? customsField(String(error.details[0]?.field ?? ''))
        : undefined;
    return field ? fieldErrorReply(field, message, kind) : formErrorReply(message, kind);
  }
  throw redirect(`/${locale}/cart`);
}
