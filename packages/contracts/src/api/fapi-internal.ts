import { z } from 'zod';
import { siteFeaturesSchema } from './admin-settings.ts';
import { cartSchema } from './cart.ts';
import { productDetailsSchema, productSearchResponseSchema } from './catalog.ts';
import {
  compareResponseSchema,
  searchHubResponseSchema,
  sitemapProductsResponseSchema,
  sizeChartResponseSchema,
} from './components.ts';
import { consumerProfileSchema } from './consumers.ts';
import { augmentedPageSchema, contentDocumentSchema, contentListSchema, contentParams } from './content.ts';
import { orderSchema, trackOrderSchema } from './orders.ts';
import { storeListResponseSchema } from './stores.ts';

/** The internal endpoints of specs 1-3 under /fapi (decision 094). */

export const serverTimeSchema = z.object({
  /** The server's clock, ISO 8601 in UTC. */
  time: z.string(),
  /** The same instant in milliseconds since the epoch. */
  epochMs: z.number().int(),
});
export type ServerTime = z.infer<typeof serverTimeSchema>;

/** The static page's name, as the content service's `page/{siteId}/{page}` takes it. */
export const fapiPageParamsSchema = contentParams.page.pick({ page: true });

const localeChoiceSchema = z.object({
  locale: z.string(),
  /** ISO 639-1 language code. */
  language: z.string(),
  /** The language's name in the requested locale. */
  languageLabel: z.string(),
  /** "Country (language)" in the requested locale, as a switcher lists it. */
  label: z.string(),
  /** The storefront's URL prefix of the locale, e.g. /fr-ca. */
  urlPrefix: z.string(),
  /** Whether this is the requested locale. */
  current: z.boolean(),
});

export const locationSelectorSchema = z.object({
  currentLocale: z.string(),
  currentSiteId: z.string(),
  sites: z.array(
    z.object({
      siteId: z.string(),
      name: z.string(),
      /** ISO 3166-1 country whose rules the site follows, and its name in the requested locale. */
      country: z.string(),
      countryLabel: z.string(),
      currency: z.string(),
      /** The currency's name in the requested locale. */
      currencyLabel: z.string(),
      region: z.enum(['NA', 'EMEA']),
      /** Countries the site ships to, with their names in the requested locale. */
      shipsTo: z.array(z.object({ country: z.string(), label: z.string() })),
      locales: z.array(localeChoiceSchema),
    }),
  ),
});
export type LocationSelector = z.infer<typeof locationSelectorSchema>;

/** Foot length to shoe size, from the conversions the footwear size charts use. */
export const footSizesResponseSchema = z.object({
  title: z.string(),
  howToMeasure: z.string(),
  sections: z.array(
    z.object({
      /** men, women or kids. */
      id: z.string(),
      label: z.string(),
      columns: z.array(z.object({ id: z.string(), label: z.string() })),
      /** Shortest foot first; `footCm` is the foot length, the others the sizes it fits. */
      rows: z.array(z.object({ footCm: z.string(), us: z.string(), uk: z.string(), eu: z.string() })),
    }),
  ),
});
export type FootSizesResponse = z.infer<typeof footSizesResponseSchema>;

export const utilityLinksSchema = z.object({
  links: z.array(
    z.object({
      /** Stable id of the link (help, track-order, stores, favorites, sign-in, locale). */
      id: z.string(),
      label: z.string(),
      /** A storefront path with the locale prefix. */
      url: z.string(),
    }),
  ),
});
export type UtilityLinks = z.infer<typeof utilityLinksSchema>;

/**
 * The response contracts a client can check a body against (POST /fapi/api/validate-response/{contract}):
 * the schemas of the answers the storefront receives, by name.
 */
export const RESPONSE_CONTRACTS = {
  basket: cartSchema,
  product: productDetailsSchema,
  'product-search': productSearchResponseSchema,
  order: orderSchema,
  'order-tracking': trackOrderSchema,
  customer: consumerProfileSchema,
  'content-page': augmentedPageSchema,
  'content-document': contentDocumentSchema,
  'content-list': contentListSchema,
  'size-chart': sizeChartResponseSchema,
  'foot-sizes': footSizesResponseSchema,
  compare: compareResponseSchema,
  'search-hub': searchHubResponseSchema,
  'site-features': siteFeaturesSchema,
  'sitemap-products': sitemapProductsResponseSchema,
  stores: storeListResponseSchema,
  'location-selector': locationSelectorSchema,
  'utility-links': utilityLinksSchema,
  'server-time': serverTimeSchema,
} as const satisfies Record<string, z.ZodType>;
export type ResponseContractName = keyof typeof RESPONSE_CONTRACTS;
export const RESPONSE_CONTRACT_NAMES = Object.keys(RESPONSE_CONTRACTS) as ResponseContractName[];

export function isResponseContract(name: string): name is ResponseContractName {
  return Object.hasOwn(RESPONSE_CONTRACTS, name);
}

export const validateResponseParamsSchema = z.object({
  contract: z.string().regex(/^[a-z][a-z0-9-]{0,63}$/, 'must be a contract name such as product-search'),
});

/** At most this many issues are listed; `issueCount` tells how many there were. */
export const VALIDATE_RESPONSE_MAX_ISSUES = 50;
/** Checks per minute and address: the endpoint parses bodies up to the API's usual request limit. */
export const VALIDATE_RESPONSE_PER_MINUTE = 60;

export const validateResponseResultSchema = z.object({
  contract: z.string(),
  valid: z.boolean(),
  issueCount: z.number().int(),
  issues: z.array(
    z.object({
      /** Where in the body, as keys and array indexes. */
      path: z.array(z.union([z.string(), z.number()])),
      /** What the contract expects there (never the value that was sent). */
      message: z.string(),
    }),
  ),
});
export type ValidateResponseResult = z.infer<typeof validateResponseResultSchema>;
