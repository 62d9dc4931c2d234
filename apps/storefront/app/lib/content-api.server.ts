import type { ArticleSearch, ContentDocument } from '@ridgeline/contracts';
import type { Api } from './api.server.ts';
import { isApiError } from './api-error.ts';

/**
 * The storefront's reads of the content service (spec 3 section 7, decision 067): live content of the
 * shopper's site in the shopper's locale, unpublished references left out. A document the brand has not
 * published (CNT404) is `null`, so a page renders without that content instead of failing.
 */

const live = (api: Api) => ({ mode: 'live' as const, siteId: api.site });
const query = { removeNulls: 'true' } as const;

async function orNull<T>(answer: Promise<T>): Promise<T | null> {
  try {
    return await answer;
  } catch (error) {
    if (isApiError(error, 'CNT404')) return null;
    throw error;
  }
}

/** A page of the site by slug (home, a campaign page), its slots augmented with their documents. */
export function contentPage(api: Api, page: string) {
  return orNull(api.call('contentAugmentedPage', { params: { ...live(api), page }, query }));
}

export function categoryContent(api: Api, categoryId: string) {
  return orNull(api.call('contentCategory', { params: { ...live(api), categoryId }, query }));
}

export function productContent(api: Api, productId: string) {
  return orNull(api.call('contentProduct', { params: { ...live(api), productId }, query }));
}

export function searchContent(api: Api, searchType: string) {
  return orNull(api.call('contentSearch', { params: { ...live(api), searchType }, query }));
}

/** The fixed pages of spec 3 section 7 the storefront shows content slots on. */
const FIXED_PAGE_OPERATIONS = {
  cart: 'contentCart',
  checkout: 'contentCheckout',
  'order-confirmation': 'contentOrderConfirmation',
  'error-4xx': 'contentError4xx',
  'store-locator': 'contentStoreLocator',
  'sign-in-modal': 'contentSignInModal',
  'sign-up-modal': 'contentSignUpModal',
  'loyalty-modal': 'contentLoyaltyModal',
} as const;
export type StorefrontFixedPage = keyof typeof FIXED_PAGE_OPERATIONS;

export function fixedPageContent(api: Api, page: StorefrontFixedPage) {
  return orNull(api.call(FIXED_PAGE_OPERATIONS[page], { params: live(api), query }));
}

export function footerContent(api: Api) {
  return orNull(api.call('contentFooter', { params: live(api), query }));
}

export function menuContent(api: Api) {
  return orNull(api.call('contentMenu', { params: live(api), query }));
}

export function fragmentContent(api: Api, fragmentId: string) {
  return orNull(api.call('contentFragment', { params: { mode: 'live', fragmentId }, query }));
}

export async function popupsContent(api: Api): Promise<ContentDocument[]> {
  return (await orNull(api.call('contentPopups', { params: live(api), query })))?.items ?? [];
}

export async function childPagesContent(api: Api, parentPageSlug: string): Promise<ContentDocument[]> {
  const answer = api.call('contentChildren', { params: { ...live(api), parentPageSlug }, query });
  return (await orNull(answer))?.items ?? [];
}

/** The content around every page: the menu (with its promo and benefit bars), the footer and the pop-ups. */
export interface SiteChrome {
  menu: ContentDocument | null;
  footer: ContentDocument | null;
  popups: ContentDocument[];
}

// The root loader asks for these on every page: keep them briefly per locale (the catalogue's cache does
// the same), so a page costs no content call most of the time. A failed call shows the fallback chrome.
const chromeCache = new Map<string, { at: number; value: Promise<SiteChrome> }>();
export const SITE_CHROME_TTL_MS = 30_000;

export function siteChromeContent(api: Api): Promise<SiteChrome> {
  const cached = chromeCache.get(api.locale);
  if (cached && Date.now() - cached.at < SITE_CHROME_TTL_MS) return cached.value;
  let anyFailed = false;
  const failed = (error: unknown) => {
    console.error(error);
    anyFailed = true;
    return null;
  };
  const value = Promise.all([
    menuContent(api).catch(failed),
    footerContent(api).catch(failed),
    popupsContent(api).catch((error) => failed(error) ?? []),
  ]).then(([menu, footer, popups]) => {
    // A failure is not kept: the next page asks again.
    if (anyFailed) chromeCache.delete(api.locale);
    return { menu, footer, popups };
  });
  chromeCache.set(api.locale, { at: Date.now(), value });
  return value;
}

/** The article search (decision 076): published articles with any of the tags, newest first, with facets. */
export function articlesContent(
  api: Api,
  search: {
    tagId?: string[];
    scopeTagId?: string[];
    slug?: string;
    exclude?: string;
    offset?: number;
    limit?: number;
  },
): Promise<ArticleSearch> {
  return api.call('contentArticles', { params: live(api), query: { ...query, ...search } });
}
