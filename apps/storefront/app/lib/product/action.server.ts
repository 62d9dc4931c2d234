import { translator } from '../i18n.ts';
import { localeOf } from '../meta.ts';
import { reviewExtraAction } from '../review-actions.server.ts';
import { addToCartAction } from './add-to-cart-action.server.ts';
import { customsAction } from './customs-action.server.ts';
import { eGiftAction } from './egift-action.server.ts';
import { questionAction, reviewAction } from './feedback-actions.server.ts';
import { isProductIntent, ProductIntent } from './intents.ts';
import { loadProduct, type ProductActionArgs } from './load.server.ts';
import { restockAction } from './restock-action.server.ts';

/** Hands the posted intent to the module that handles it; a post without one adds to the cart. */
export async function productAction(args: ProductActionArgs) {
  const intent = args.form.get('intent');
  if (!isProductIntent(intent)) return addToCartAction(args);
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
    case ProductIntent.ReviewVote:
    case ProductIntent.ReviewFlag:
    case ProductIntent.ReviewTranslate: {
      const { api, productId } = await loadProduct(args.context, args.params);
      return reviewExtraAction(api, productId, intent, args.form, translator(localeOf(args.params)));
    }
  }
}
