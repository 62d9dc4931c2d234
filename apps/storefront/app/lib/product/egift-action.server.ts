import type { EGiftResult } from '../../components/egift-form.tsx';
import { ApiError } from '../api.server.ts';
import { fieldErrorReply, formErrorReply, refusalOf, successReply } from '../forms.server.ts';
import { translator } from '../i18n.ts';
import { localeOf } from '../meta.ts';
import { formatMoney } from '../money.ts';
import { fieldOfApiError, validateEGift } from './egift-form.server.ts';
import { loadProduct, type ProductActionArgs } from './load.server.ts';

/** Adds an e-gift card (amount, recipient, sender, message) to the cart; errors come back per field. */
export async function eGiftAction({ form, context, params }: ProductActionArgs): Promise<EGiftResult> {
  const locale = localeOf(params);
  const t = translator(locale);
  const { api, product } = await loadProduct(context, params);
  const money = (minor: number) => formatMoney(minor, product.price.currency, locale);
  const { input, values, errors } = validateEGift(form, t, money);
  // What the shopper typed comes back with a refusal, to show again.
  const refused = { kind: 'egift' as const, initialValue: values };
  if (!input) {
    const error = Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]]));
    return { status: 'error', error, at: Date.now(), ...refused };
  }
  const variant = product.variants[0];
  if (!variant) return formErrorReply(t('error.generic'), refused);
  try {
    await api.addItem({ upc: variant.upc, qty: 1, productId: variant.productId, ...input });
    const added = t('gifting.form.added', { amount: money(input.customAmount), name: input.giftOption.to });
    return successReply(added, { kind: 'egift' as const });
  } catch (error) {
    const message = refusalOf(error, t);
    // A field the API refused shows its message under that field (spec: position input).
    const field =
      error instanceof ApiError && error.status < 500
        ? fieldOfApiError(String(error.details[0]?.field ?? ''))
        : null;
    if (field) return fieldErrorReply(field, message, refused);
    return formErrorReply(message, refused);
  }
}
