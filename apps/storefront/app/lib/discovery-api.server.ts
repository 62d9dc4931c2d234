import type {
  CompareResponse,
  ProductSet,
  ProductSetsResponse,
  SearchHubResponse,
  SitemapProductsResponse,
  SizeChartResponse,
  StockNotificationResponse,
  StoreAvailabilityResponse,
  StoreSearchResponse,
  TranslateResponse,
  VoteResponse,
  WidgetRecommendationsResponse,
} from '@ridgeline/contracts';
import type { Api } from './api.server.ts';

const product = (productId: string) => `/api/products/v1/products/${encodeURIComponent(productId)}`;

export function sizeChart(api: Api, productType: string) {
  return api.call<SizeChartResponse>(
    'GET',
    `/api/fapi/components/size-chart/${encodeURIComponent(productType)}`,
  );
}

export function compare(api: Api, ids: string[]) {
  return api.call<CompareResponse>('GET', '/api/fapi/components/compare', { query: { ids: ids.join(',') } });
}

export function sitemapProducts(api: Api, page: number) {
  return api.call<SitemapProductsResponse>('GET', '/api/fapi/sitemap/products', { query: { page } });
}

export function productSets(api: Api, productId: string) {
  return api.call<ProductSetsResponse>(
    'GET',
    `/api/products/v2/products/${encodeURIComponent(productId)}/productSets`,
  );
}

export function productSet(api: Api, productSetId: string) {
  return api.call<ProductSet>(
    'GET',
    `/api/products/v2/products/${encodeURIComponent(productSetId)}/productSet`,
  );
}

export function recommendations(api: Api, productId: string, type: 'similar' | 'bought-together', count = 8) {
  return api.call<WidgetRecommendationsResponse>('GET', '/api/products/v1/widgetRecommendations', {
    query: { productId, type, count },
  });
}

export function notifyWhenInStock(api: Api, upc: string, email: string) {
  return api.call<StockNotificationResponse>('PUT', '/api/products/v1/notifications', {
    body: { upc, email },
  });
}

export function searchStores(
  api: Api,
  where: { postalCode?: string; city?: string; latitude?: number; longitude?: number },
) {
  return api.call<StoreSearchResponse>('POST', '/api/stores/v1/search', { body: { ...where, limit: 10 } });
}

export function storeAvailability(api: Api, productId: string, storeIds: string[], upc?: string) {
  return api.call<StoreAvailabilityResponse>('POST', `${product(productId)}/availability`, {
    body: { storeIds, ...(upc ? { upc } : {}) },
  });
}

export function voteReview(api: Api, productId: string, reviewId: string, helpful: boolean) {
  return api.call<VoteResponse>('POST', `${product(productId)}/review/${encodeURIComponent(reviewId)}/vote`, {
    body: { helpful },
  });
}

export function flagReview(api: Api, productId: string, reviewId: string, reason: string) {
  return api.call<{ reviewId: string }>(
    'POST',
    `${product(productId)}/review/${encodeURIComponent(reviewId)}/flag`,
    { body: { reason } },
  );
}

export function translateReview(api: Api, reviewId: string) {
  return api.call<TranslateResponse>(
    'POST',
    `/api/products/v1/review/${encodeURIComponent(reviewId)}/translate`,
    {
      body: {},
    },
  );
}

export function searchHub(api: Api) {
  return api.call<SearchHubResponse>('GET', '/api/fapi/components/search-hub');
}
