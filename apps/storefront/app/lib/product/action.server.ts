import { translator } from '../i18n.ts';
import { localeOf } from '../meta.ts';
import { reviewExtraAction } from '../review-actions.server.ts';
import { addToCartAction } from './add-to-cart-action.server.ts';
import { customsAction } from './customs-action.server.ts';
import { eGiftAction } from './egift-action.server.ts';
import { questionAction, reviewAction } from './feedback-actions.server.ts';
import { ProductIntent, REVIEW_EXTRA_PREFIX } from './intents.ts';
import { loadProduct, type ProductActionArgs } from './load.server.ts';
import { restockAction } from './restock-action.server.ts';

/** Hands the posted intent to the module that handles it. */
export async function productAction(args: ProductActionArgs) {
  const intent = String(args.form.get('intent') ?? '');
  switch (intent) {
    case ProductIntent.Review:
      return reviewAction(args);
    case ProductIntent.Question:
      return questionAction(args);
    case ProductIntent.Restock:
      return restockAction(args);
    case ProductIntent.EGift:
      return eGiftAction(args);
    case ProductIntent.Customs:
      return customsAction(args);
  }
  if (intent.startsWith(REVIEW_EXTRA_PREFIX)) {
    const { api, productId } = await loadProduct(args.context, args.params);
    return reviewExtraAction(api, productId, args.form, translator(localeOf(args.params)));
  }
  return addToCartAction(args);
}
