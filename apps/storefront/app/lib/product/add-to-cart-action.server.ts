import type { AddToCartResult } from '../../components/product/add-to-cart-form.tsx';
import { fieldErrorReply, formErrorReply, parseForm, refusalOf, successReply } from '../forms.server.ts';
import { translator } from '../i18n.ts';
import { localeOf } from '../meta.ts';
import { addToCartForm } from './forms.server.ts';
import { loadProduct, type ProductActionArgs } from './load.server.ts';
import { variantFor } from './variants.ts';

/** Adds the chosen colour, size and quantity to the cart (holding the last units of a size). */
export async function addToCartAction({
  form,
  context,
  params,
}: ProductActionArgs): Promise<AddToCartResult> {
  const t = translator(localeOf(params));
  const { api, product } = await loadProduct(context, params);
  const submission = parseForm(form, addToCartForm, t, {
    size: 'product.selectSize',
    color: 'product.selectSize',
  });
  const sizeMissing = () => fieldErrorReply('size', t('product.selectSize'));
  if (submission.status !== 'success') {
    // The size (or the colour naming it) is what a shopper can leave out; a quantity is only ever chosen.
    return submission.error?.qty ? formErrorReply(t('error.generic')) : sizeMissing();
  }
  const { color, size, qty } = submission.value;
  const colour = product.attributes.Color.options.find((option) => option.code === color);
  const variant = colour ? variantFor(product, colour.code, size) : undefined;
  if (!colour || !variant) return sizeMissing();
  try {
    const item = { upc: variant.upc, qty, productId: variant.productId };
    const added = { name: product.name, colour: colour.label, size, colourCode: colour.code, qty };
    // The last units of a size are held for the shopper while they check out (decision 040).
    if (variant.lowStock) {
      const { hold } = await api.reserveItem(item);
      return successReply(t('product.added', added), { added: { ...added, heldUntil: hold.expiresAt } });
    }
    await api.addItem(item);
    return successReply(t('product.added', added), { added });
  } catch (error) {
    return formErrorReply(refusalOf(error, t));
  }
}
