import type { EGiftResult } from '../../components/egift-form.tsx';
import { ApiError } from '../api.server.ts';
import { refusalOf } from '../forms.server.ts';
import { translator } from '../i18n.ts';
import { localeOf } from '../meta.ts';
import { formatMoney } from '../money.ts';
import { fieldOfApiError, validateEGift } from './egift-form.server.ts';
import { loadProduct, type ProductActionArgs } from './load.server.ts';

/** Adds an e-gift card (amount, recipient, sender, message) to the cart; errors come back per field. */
export async function eGiftAction({ form, context, params }: ProductActionArgs): Promise<EGiftResult> {
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
    const message = refusalOf(error, t);
    // A field the API refused shows its message under that field (spec: position input).
    const field =
      error instanceof ApiError && error.status < 500
        ? fieldOfApiError(String(error.details[0]?.field ?? ''))
        : null;
    if (field) return { kind: 'egift', ok: false, values, errors: { [field]: message }, at };
    return { kind: 'egift', ok: false, values, errors: {}, message, at };
  }
}
