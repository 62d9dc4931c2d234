import type { CreateCustomsRecipeRequest, CustomsOptions } from '@ridgeline/contracts';
import { type Api, isApiError } from './api.server.ts';

/** What a product offers to customise (decision 045); null when it cannot be customised. */
export async function customsOptions(api: Api, productId: string): Promise<CustomsOptions | null> {
  try {
    return await api.call('customsOptions', { params: { productId } });
  } catch (error) {
    if (isApiError(error, 'CUS400', 'INV702')) return null;
    throw error;
  }
}

/** Saves the shopper's design; add it to the cart by its recipeId. */
export function createCustomsRecipe(api: Api, body: CreateCustomsRecipeRequest) {
  return api.call('createCustomsRecipe', { body });
}
