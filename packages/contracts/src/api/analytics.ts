import { z } from 'zod';
import { LOCALES, type Locale } from '../sites.ts';

/**
 * First-party analytics (decision 099): the GA4-shaped ecommerce events and the content blocks' pushes
 * (spec 3 section 7) the storefront sends to `POST /api/analytics/v1/events`, and the Core Web Vitals it
 * sends to `POST /fapi/performance/ingest`. The names are plain data: the storefront's bus imports them
 * without zod.
 */
export const ECOMMERCE_EVENTS = [
  'view_item_list',
  'select_item',
  'view_item',
  'add_to_cart',
  'remove_from_cart',
  'view_cart',
  'begin_checkout',
  'add_shipping_info',
  'add_payment_info',
  'purchase',
  'view_promotion',
  'select_promotion',
  'search',
  'sign_up',
  'login',
] as const;

/** The content blocks' pushes (spec 3 section 7). */
export const CONTENT_EVENTS = [
  'footer_link_click',
  'newsletter_impression',
  'newsletter_submit',
  'newsletter_confirmed',
  'promotion_click',
  'promotion_impression',
  'top_navigation_click',
  'mobile_menu_section_expand',
  'popup_impression',
  'popup_expand',
  'popup_click',
  'event_signup',
  'recommendation_impression',
  'recommendation_click',
  'upsell_impression',
  'upsell_click',
  'upsell_add_to_cart',
] as const;

export const ANALYTICS_EVENTS = [...ECOMMERCE_EVENTS, ...CONTENT_EVENTS] as const;
export type EcommerceEventName = (typeof ECOMMERCE_EVENTS)[number];
export type ContentEventName = (typeof CONTENT_EVENTS)[number];
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

/** Discount types of the analytics product record (spec 2). */
export const DISCOUNT_TYPES = ['Free Gift', 'Marked Down'] as const;
/** Shipping methods of the analytics product record (spec 2): ship to store, same-day pickup, ship to home. */
export const ANALYTICS_SHIPPING_METHODS = ['BOPIS_STS', 'BOPIS_SD', 'STH'] as const;
export const STOCK_STATUSES = ['in_stock', 'low_stock', 'out_of_stock'] as const;
/** The page types web vitals and events are grouped by. */
export const ANALYTICS_PAGE_TYPES = [
  'home',
  'listing',
  'search',
  'product',
  'cart',
  'checkout',
  'confirmation',
  'account',
  'content',
  'other',
] as const;
export type AnalyticsPageType = (typeof ANALYTICS_PAGE_TYPES)[number];

/** Batches and sizes: a page sends at most this many events at once, in at most this many bytes. */
export const ANALYTICS_MAX_BATCH = 25;
export const ANALYTICS_MAX_ITEMS = 50;
export const ANALYTICS_BODY_LIMIT = 64 * 1024;
export const ANALYTICS_BATCHES_PER_MINUTE = 120;
export const VITALS_BATCHES_PER_MINUTE = 60;

const text = (max: number) => z.string().trim().min(1).max(max);
const money = z.number().finite().min(0).max(10_000_000);
const currency = z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 currency code such as EUR');

/** The analytics product record (spec 2): the product fields plus brand, colour, coupon, discount... */
export const analyticsItemSchema = z.strictObject({
  item_id: text(64),
  item_name: text(200).optional(),
  item_brand: text(100).optional(),
  /** The colour code. */
  item_variant: text(64).optional(),
  item_category: text(100).optional(),
  item_category2: text(100).optional(),
  item_category3: text(100).optional(),
  item_list_name: text(100).optional(),
  item_list_id: text(100).optional(),
  index: z.number().int().min(0).max(10_000).optional(),
  price: money.optional(),
  quantity: z.number().int().min(1).max(999).optional(),
  coupon: text(64).optional(),
  discount: money.optional(),
  discount_type: z.enum(DISCOUNT_TYPES).optional(),
  item_size: text(32).optional(),
  stock_status: z.enum(STOCK_STATUSES).optional(),
  shipping_method: z.enum(ANALYTICS_SHIPPING_METHODS).optional(),
});
export type AnalyticsItem = z.infer<typeof analyticsItemSchema>;

const scalar = z.union([z.string().max(500), z.number().finite(), z.boolean(), z.null()]);

/** An event's parameters: the GA4 ecommerce ones typed, a content push's details as short scalars. */
export const analyticsParamsSchema = z
  .object({
    currency: currency.optional(),
    value: money.optional(),
    shipping: money.optional(),
    tax: money.optional(),
    transaction_id: text(64).optional(),
    coupon: text(64).optional(),
    shipping_tier: z.enum(ANALYTICS_SHIPPING_METHODS).optional(),
    payment_type: text(64).optional(),
    item_list_name: text(100).optional(),
    item_list_id: text(100).optional(),
    search_term: z.string().max(200).optional(),
    method: text(64).optional(),
    items: z.array(analyticsItemSchema).max(ANALYTICS_MAX_ITEMS).optional(),
  })
  .catchall(z.union([scalar, z.array(scalar).max(ANALYTICS_MAX_ITEMS)]));

export const analyticsEventSchema = z.strictObject({
  name: z.enum(ANALYTICS_EVENTS),
  /** When it happened, epoch milliseconds on the shopper's clock (the server's time when absent). */
  at: z.number().int().positive().optional(),
  params: analyticsParamsSchema.default({}),
});

const sessionId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, - or _');
const locale = z.enum(LOCALES as [Locale, ...Locale[]]);

/** A batch from one page (sendBeacon-friendly: also accepted as text/plain JSON). */
export const analyticsBatchSchema = z.strictObject({
  sessionId,
  locale,
  pageType: z.enum(ANALYTICS_PAGE_TYPES),
  events: z.array(analyticsEventSchema).min(1).max(ANALYTICS_MAX_BATCH),
});
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;
export type AnalyticsEventInput = z.input<typeof analyticsEventSchema>;

export const analyticsAcceptedSchema = z.object({ accepted: z.number().int() });

export const WEB_VITAL_METRICS = ['LCP', 'INP', 'CLS'] as const;
export type WebVitalMetric = (typeof WEB_VITAL_METRICS)[number];

/** Core Web Vitals of one page view. */
export const vitalsBatchSchema = z.strictObject({
  locale,
  pageType: z.enum(ANALYTICS_PAGE_TYPES),
  metrics: z
    .array(
      z.strictObject({
        name: z.enum(WEB_VITAL_METRICS),
        /** Milliseconds for LCP and INP, a unitless score for CLS. */
        value: z.number().finite().min(0).max(600_000),
        rating: z.enum(['good', 'needs-improvement', 'poor']).optional(),
      }),
    )
    .min(1)
    .max(3),
});
export type VitalsBatch = z.infer<typeof vitalsBatchSchema>;

/** The back-office report: p75 per page type and metric, and the purchase funnel by sessions. */
export const analyticsReportQuerySchema = z.object({
  days: z.coerce
    .number()
    .pipe(z.union([z.literal(7), z.literal(28)]))
    .default(7),
});

export const analyticsReportSchema = z.object({
  days: z.number().int(),
  vitals: z.array(
    z.object({
      pageType: z.string(),
      samples: z.number().int(),
      lcp: z.number().nullable(),
      inp: z.number().nullable(),
      cls: z.number().nullable(),
    }),
  ),
  funnel: z.array(
    z.object({
      step: z.enum(['view_item', 'add_to_cart', 'begin_checkout', 'purchase']),
      sessions: z.number().int(),
      /** Sessions of this step over those of the step before (null for the first, or with none before). */
      rateFromPrevious: z.number().nullable(),
      rateFromFirst: z.number().nullable(),
    }),
  ),
});
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;
