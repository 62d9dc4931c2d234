import type { Api } from './api.server.ts';
import { formBody } from './api-operations.ts';

export function sizeChart(api: Api, productType: string) {
  return api.call('sizeChart', { params: { productType } });
}

export function compare(api: Api, ids: string[]) {
  return api.call('compare', { query: { ids: ids.join(',') } });
}

export function sitemapProducts(api: Api, page: number) {
  return api.call('sitemapProducts', { query: { page } });
}

export function productSets(api: Api, productId: string) {
  return api.call('productSets', { params: { productId } });
}

export function productSet(api: Api, productSetId: string) {
  return api.call('productSet', { params: { productSetId } });
}

export function recommendations(api: Api, productId: string, type: 'similar' | 'bought-together', count = 8) {
  return api.call('recommendations', { query: { productId, type, count } });
}

export function notifyWhenInStock(api: Api, upc: string, email: string) {
  return api.call('notifyWhenInStock', { body: { upc, email } });
}

export function searchStores(
  api: Api,
  where: { postalCode?: string; city?: string; latitude?: number; longitude?: number },
  radiusKm: number,
) {
  return api.call('searchStores', { body: { ...where, radiusKm, limit: 10 } });
}

export function storeAvailability(api: Api, productId: string, storeIds: string[], upc?: string) {
  return api.call('storeAvailability', {
    params: { productId },
    body: { storeIds, ...(upc ? { upc } : {}) },
  });
}

export function voteReview(api: Api, productId: string, reviewId: string, helpful: boolean) {
  return api.call('voteReview', { params: { productId, reviewId }, body: { helpful } });
}

export function flagReview(api: Api, productId: string, reviewId: string, reason: string) {
  return api.call('flagReview', {
    params: { productId, reviewId },
    body: formBody('flagReview', { reason }),
  });
}

export function translateReview(api: Api, reviewId: string) {
  return api.call('translateReview', { params: { reviewId }, body: {} });
}

export function searchHub(api: Api) {
  return api.call('searchHub');
}
