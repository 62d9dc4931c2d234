import { type AppLoadContext, data } from 'react-router';
import { isApiError } from '../api.server.ts';
import { localeOf } from '../meta.ts';
import { parseProductId } from '../urls.ts';

/** The product route's params. */
export interface ProductParams {
  locale?: string | undefined;
  slugId?: string | undefined;
}

/** What each product action is given: the posted form and the request's context and params. */
export interface ProductActionArgs {
  form: FormData;
  context: AppLoadContext;
  params: ProductParams;
}

/** The product of the page (404 when the id is malformed or unknown) and an API for the request. */
export async function loadProduct(context: AppLoadContext, params: ProductParams) {
  const productId = parseProductId(params.slugId);
  if (!productId) throw data(null, { status: 404 });
  const api = context.api(localeOf(params));
  try {
    return { api, productId, product: await api.product(productId) };
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400))
      throw data(null, { status: 404 });
    throw error;
  }
}
