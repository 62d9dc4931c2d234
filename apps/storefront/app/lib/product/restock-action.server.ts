import { isValidEmail } from '@ridgeline/contracts';
import type { RestockResult } from '../../components/restock-form.tsx';
import { isApiError } from '../api.server.ts';
import { notifyWhenInStock } from '../discovery-api.server.ts';
import { translator } from '../i18n.ts';
import { localeOf } from '../meta.ts';
import { loadProduct, type ProductActionArgs } from './load.server.ts';
import { variantFor } from './variants.ts';

/** Signs the shopper up for an email when a sold-out size is back. */
export async function restockAction({ form, context, params }: ProductActionArgs): Promise<RestockResult> {
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
