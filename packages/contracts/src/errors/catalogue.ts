/**
 * The error catalogue: every errorId the API can answer with (shopping core section 8, plus the
 * catalogue-discovery ids REV410, PLP400 and STR404, plus a few Ridgeline additions marked below).
 *
 * Each entry carries the client-facing symbolic name and the HTTP status. The shopper-facing messages live in
 * the message catalogue (messages/areas/errors.ts, decision 061): `error.<id>` may contain {placeholders}
 * filled from the error details (errorDetails[0]), `error.<id>.fallback` is shown when one has no value.
 */

import { errorMessages } from '../messages/areas/errors.ts';
import { translator } from '../messages/catalogue.ts';
import { translatedProblem } from '../messages/validation-problems.ts';
import { LANGUAGES, type Language, languageOf } from '../sites.ts';

export type CatalogueLocale = Language;

export const CATALOGUE_LOCALES: readonly CatalogueLocale[] = LANGUAGES;

export interface ErrorDefinition {
  /** Client-facing symbolic name, e.g. ADDED_MAX_QUANTITY. */
  name: string;
  /** HTTP status the API answers with. */
  status: number;
}

export const errorCatalogue = {
  // ---------------------------------------------------------------------------------------------
  // Authentication
  // ---------------------------------------------------------------------------------------------
  AUT498: {
    name: 'INVALID_CUSTOMER',
    status: 401,
  },
  AUT401: { name: 'INVALID_CREDENTIALS', status: 401 },
  AUT418: { name: 'INVALID_CREDENTIALS2', status: 401 },
  AUT437: { name: 'INVALID_CREDENTIALS3', status: 401 },
  AUT438: { name: 'INVALID_CREDENTIALS4', status: 401 },
  AUT423: {
    name: 'USER_LOCKED',
    status: 403,
  },
  AUT441: {
    name: 'ACCOUNT_LOCKED',
    status: 403,
  },
  AUT426: {
    name: 'LAST_LOGIN_ATTEMPT',
    status: 401,
  },
  AUT439: { name: 'LOGIN_IN_USE', status: 409 },
  PRO400: { name: 'LOGIN_IN_USE2', status: 409 },
  AUT440: {
    name: 'CUSTOMER_LIST_UNKNOWN',
    status: 404,
  },
  AUT442: { name: 'PHONE_NUMBER_ALREADY_IN_USE', status: 409 },
  AUT444: { name: 'PHONE_NUMBER_ALREADY_IN_USE2', status: 409 },
  AUT450: {
    name: 'PASSWORD_CHANGE_INCORRECT',
    status: 400,
  },
  AUT451: { name: 'SAME_AS_PREVIOUS_PASSWORD', status: 400 },
  AUT452: { name: 'SAME_AS_PREVIOUS_PASSWORD2', status: 400 },
  AUT453: {
    name: 'INVALID_EMAIL',
    status: 400,
  },
  AUT402: {
    name: 'RESET_LINK_EXPIRED',
    status: 410,
  },
  AUT403: {
    name: 'CAPTCHA_FAILED',
    status: 403,
  },
  AUT409: {
    name: 'DUPLICATED_TOKEN',
    status: 409,
  },
  AUT404: {
    name: 'CANNOT_AUTHORISE',
    status: 401,
  },
  AUT500: {
    name: 'LOGIN_SYSTEM_ERROR',
    status: 500,
  },
  AUT432: {
    name: 'AUTHORISATION_FAILED',
    status: 401,
  },
  API400: {
    name: 'MISSING_CLIENT_ID',
    status: 400,
  },
  '4044': {
    name: 'LOYALTY_MEMBER_NOT_FOUND',
    status: 404,
  },

  // ---------------------------------------------------------------------------------------------
  // Cart and order
  // ---------------------------------------------------------------------------------------------
  PRC400: {
    name: 'INVALID_PRICE',
    status: 400,
  },
  ORD430: {
    name: 'ITEM_NO_LONGER_AVAILABLE',
    status: 400,
  },
  BSK404: {
    name: 'CART_NOT_FOUND',
    status: 404,
  },
  // ORD516/517/518 ("shipping and pickup switches"): interpreted as pickup to shipping, shipping to
  // pickup and any other delivery-method change. 409: the order changed and must be reviewed.
  ORD516: {
    name: 'PICKUP_SWITCHED_TO_SHIPPING',
    status: 409,
  },
  ORD517: {
    name: 'SHIPPING_SWITCHED_TO_PICKUP',
    status: 409,
  },
  ORD518: {
    name: 'DELIVERY_METHOD_SWITCHED',
    status: 409,
  },
  INV700: {
    name: 'ITEM_OOS',
    status: 400,
  },
  INV406: {
    name: 'ITEMS_OOS',
    status: 400,
  },
  INV701: {
    name: 'NO_INVENTORY',
    status: 400,
  },
  INV702: {
    name: 'NO_PRICE',
    status: 400,
  },
  INV405: { name: 'ITEMS_NO_LONGER_AVAILABLE', status: 400 },
  INV407: { name: 'ITEMS_NO_LONGER_AVAILABLE2', status: 400 },
  INV409: {
    name: 'SOME_PRODUCTS_NO_INVENTORY',
    status: 400,
  },
  INV408: {
    name: 'ADDED_MAX_QUANTITY',
    status: 400,
  },
  ORD404: {
    name: 'ITEM_NOT_AVAILABLE',
    status: 404,
  },
  ORD415: {
    name: 'TOTALS_CALCULATION_FAILED',
    status: 500,
  },
  ORD409: { name: 'ORDER_NOT_FOUND', status: 404 },
  ORD400: {
    name: 'INVALID_ORDER_EMAIL',
    status: 400,
  },
  OHS4004: { name: 'ORDER_NOT_FOUND2', status: 404 },
  SHP404: {
    name: 'SHIPPING_METHOD_UNAVAILABLE',
    status: 400,
  },
  SHP500: {
    name: 'SHIPPING_POBOX_UNAVAILABLE',
    status: 400,
  },
  SHP410: {
    name: 'SHIPPING_PHONE_EMPTY',
    status: 400,
  },
  CHK380: {
    name: 'INVALID_SHIPPING_ADDRESS',
    status: 400,
  },
  CHK320: {
    name: 'INVALID_ADDRESS',
    status: 400,
  },
  PAY400: {
    name: 'PAYMENT_ERROR',
    status: 402,
  },
  PAY401: {
    name: 'CANT_SHIP_THERE',
    status: 400,
  },
  PYT400: {
    name: 'PAYMENT_NOT_ENOUGH',
    status: 402,
  },
  PYT402: {
    name: 'PAYMENT_FRAUD_VERIFICATION_EXCEPTION',
    status: 402,
  },
  PYT404: {
    name: 'PAYMENT_INSTRUMENT_NOT_FOUND',
    status: 404,
  },
  PYT300: {
    name: 'CARD_EXISTS',
    status: 409,
  },
  PYT405: {
    name: 'ADDRESS_NOT_FOUND',
    status: 404,
  },
  PYT406: {
    name: 'ADDRESS_FIELDS_MISSING',
    status: 400,
  },
  BIL400: {
    name: 'BILLING_ADDRESS_MISSING',
    status: 400,
  },
  BILL410: {
    name: 'BILLING_PHONE_MISSING',
    status: 400,
  },
  TAX309: {
    name: 'TAX_CALCULATION_FAILED',
    status: 500,
  },
  // 409: the totals the shopper saw are stale and must be reviewed before placing the order.
  TAX310: {
    name: 'TAX_UPDATED',
    status: 409,
  },
  // 400 rather than 403: a 403 carrying appId makes the client start a bot-defence challenge.
  GWP403: {
    name: 'GWP_PRODUCT',
    status: 400,
  },

  // ---------------------------------------------------------------------------------------------
  // Gift and cards
  // ---------------------------------------------------------------------------------------------
  // GFS800, GFO404 and GFO405 have no description in the spec. Interpretation: GFS is the gift card
  // service (800 = the service is unavailable), GFO is a gift card order (404 = not found,
  // 405 = the purchase is not allowed / cannot be completed).
  GFS800: {
    name: 'GIFT_CARD_SERVICE_UNAVAILABLE',
    status: 503,
  },
  GFO404: {
    name: 'GIFT_ORDER_NOT_FOUND',
    status: 404,
  },
  GFO405: {
    name: 'GIFT_ORDER_NOT_ALLOWED',
    status: 400,
  },
  /** Ridgeline addition (decision 041): resendGiftCardEmail named an order line that is not an e-gift card. */
  GFO406: {
    name: 'NOT_AN_EGIFT_CARD',
    status: 400,
  },
  /** Ridgeline addition (decision 041): the e-gift card is not issued (payment pending) or was cancelled. */
  GFO410: {
    name: 'EGIFT_CARD_NOT_ACTIVE',
    status: 409,
  },
  GFC410: {
    name: 'MAX_GIFT_CARDS',
    status: 400,
  },
  GFC799: {
    name: 'GC_BALANCE_CHECK_ERROR',
    status: 500,
  },
  GFC800: { name: 'GC_INVALID', status: 400 },
  GFC700: { name: 'GC_INVALID2', status: 400 },
  GFC760: { name: 'GC_INVALID3', status: 400 },
  GFC812: {
    name: 'GC_EXPIRED',
    status: 410,
  },
  GFC725: {
    name: 'GC_NOT_ALLOWED',
    status: 400,
  },
  GFC740: {
    name: 'GC_ZERO_BALANCE',
    status: 400,
  },
  GFC755: {
    name: 'GC_ALREADY_APPLIED',
    status: 409,
  },
  GFC400: {
    name: 'GC_CODE_MISSING',
    status: 400,
  },

  // ---------------------------------------------------------------------------------------------
  // Promotions
  // ---------------------------------------------------------------------------------------------
  PRM130: { name: 'PROMO_INVALID', status: 400 },
  PRM160: { name: 'PROMO_INVALID2', status: 400 },
  PRM135: {
    name: 'PROMO_NOT_AVAILABLE_NOW',
    status: 400,
  },
  PRM140: {
    name: 'PROMO_LIMIT_EXCEEDED',
    status: 400,
  },
  PRM150: {
    name: 'PROMO_ALREADY_REDEEMED',
    status: 409,
  },
  PRM155: {
    name: 'PROMO_EXPIRED',
    status: 410,
  },
  PRM416: {
    name: 'PROMO_ALREADY_APPLIED',
    status: 409,
  },
  PRM175: {
    name: 'PROMO_FAILED',
    status: 400,
  },

  // ---------------------------------------------------------------------------------------------
  // Rewards
  // ---------------------------------------------------------------------------------------------
  // REW401, REW130 and REW135 have no description in the spec. Interpretation: REW401 = using rewards
  // needs a signed-in loyalty member; REW130 / REW135 mirror PRM130 / PRM135 (invalid / not available
  // at this time) for rewards.
  REW401: {
    name: 'REWARDS_SIGN_IN_REQUIRED',
    status: 401,
  },
  REW130: {
    name: 'REWARD_INVALID',
    status: 400,
  },
  REW135: {
    name: 'REWARD_NOT_AVAILABLE_NOW',
    status: 400,
  },
  REW140: {
    name: 'REWARDS_INSUFFICIENT_BALANCE',
    status: 400,
  },

  // ---------------------------------------------------------------------------------------------
  // Profile
  // ---------------------------------------------------------------------------------------------
  PRO412: { name: 'PROFILE_UPDATE_FAILED', status: 400 },
  PRO418: { name: 'PROFILE_UPDATE_FAILED2', status: 400 },
  PRO414: {
    name: 'BILLING_ADDRESS_DELETE_FAILED',
    status: 400,
  },
  PRO415: {
    name: 'PASSWORD_CHANGE_FAILED',
    status: 400,
  },
  PRO404: {
    name: 'PROFILE_NOT_FOUND',
    status: 404,
  },
  // The minimal age varies by country (spec 1 section 5): {minAge} when the server knows it.
  PRO410: {
    name: 'INVALID_AGE',
    status: 400,
  },
  PRO411: {
    name: 'MISSING_BIRTHDATE',
    status: 400,
  },
  CCA400: {
    name: 'ADDRESS_EXISTS',
    status: 409,
  },
  CCA401: {
    name: 'INVALID_ADDRESS_ID',
    status: 404,
  },
  CCN404: {
    name: 'UNKNOWN_CUSTOMER',
    status: 404,
  },
  FE340: {
    name: 'PASSWORDS_DO_NOT_MATCH',
    status: 400,
  },
  FE872: {
    name: 'PASSWORD_TOO_SHORT',
    status: 400,
  },
  FE309: {
    name: 'CC_EXPIRY_DATE_INVALID',
    status: 400,
  },

  // ---------------------------------------------------------------------------------------------
  // Other (PLP400, STR404 and REV410 come from the catalogue-discovery spec)
  // ---------------------------------------------------------------------------------------------
  PLP400: {
    name: 'LIST_PRODUCT_NOT_FOUND',
    status: 404,
  },
  GEN500: {
    name: 'GENERAL_ERROR',
    status: 500,
  },
  API404: {
    name: 'NOT_FOUND',
    status: 404,
  },
  API405: {
    name: 'METHOD_NOT_ALLOWED',
    status: 405,
  },
  API406: {
    name: 'NOT_ACCEPTABLE',
    status: 406,
  },
  API415: {
    name: 'UNSUPPORTED_MEDIA_TYPE',
    status: 415,
  },
  STR404: {
    name: 'STORE_NOT_FOUND',
    status: 404,
  },
  RTN500: {
    name: 'RETURN_CREATION_ERROR',
    status: 500,
  },
  ATTR100: {
    name: 'MISSING_REQUEST_TYPE',
    status: 400,
  },
  ATTR200: {
    name: 'MISSING_ORGANISATION',
    status: 400,
  },
  ATTR300: {
    name: 'EMPTY_PAYLOAD',
    status: 400,
  },
  // The review length limit is not given by the spec: {maxLength} when the server knows it.
  REV410: {
    name: 'REVIEW_TOO_LONG',
    status: 400,
  },

  // ---------------------------------------------------------------------------------------------
  // Ridgeline additions: ids the product needs that the spec's catalogue lacks.
  // ---------------------------------------------------------------------------------------------
  /** Ridgeline addition: a request body, query or param failed validation (names the field). */
  REQ400: {
    name: 'INVALID_REQUEST',
    status: 400,
  },
  /** Ridgeline addition: rate limit reached. */
  API429: {
    name: 'TOO_MANY_REQUESTS',
    status: 429,
  },
  /** Ridgeline addition: the client took too long to send its request. */
  API408: {
    name: 'REQUEST_TIMEOUT',
    status: 408,
  },
  /** Ridgeline addition: the request body is over the API's size limit. */
  API413: {
    name: 'PAYLOAD_TOO_LARGE',
    status: 413,
  },
  /** Ridgeline addition: a path parameter is longer than any valid one (100 characters). */
  API414: {
    name: 'URI_TOO_LONG',
    status: 414,
  },
  /** Ridgeline addition: the request headers are over the server's size limit (16 kB). */
  API431: {
    name: 'REQUEST_HEADERS_TOO_LARGE',
    status: 431,
  },
  /** Ridgeline addition: an Idempotency-Key was reused with a different request. */
  API409: {
    name: 'IDEMPOTENCY_KEY_REUSED',
    status: 409,
  },
  /** Ridgeline addition: the card needs a 3-D Secure challenge before the payment can go through. */
  PAY402: {
    name: 'PAYMENT_AUTHENTICATION_REQUIRED',
    status: 402,
  },
  /** Ridgeline addition: the 3-D Secure challenge failed or was abandoned. */
  PAY403: {
    name: 'PAYMENT_AUTHENTICATION_FAILED',
    status: 402,
  },
  /** Ridgeline addition: no review with this id on this product (or it is awaiting moderation). */
  REV404: {
    name: 'REVIEW_NOT_FOUND',
    status: 404,
  },
  /** Ridgeline addition: the shopper already voted on this review or answer. */
  REV409: {
    name: 'ALREADY_VOTED',
    status: 409,
  },
  /** Ridgeline addition: the shopper already reported this review. */
  REV411: {
    name: 'ALREADY_REPORTED',
    status: 409,
  },
  /** Ridgeline addition: no question (or answer) with this id on this product. */
  QNA404: {
    name: 'QUESTION_NOT_FOUND',
    status: 404,
  },
  /** Ridgeline addition: no translation service is configured. */
  TRN501: {
    name: 'TRANSLATION_UNAVAILABLE',
    status: 501,
  },
  /** Ridgeline addition: a postal code or city the store locator cannot place. */
  STR406: {
    name: 'LOCATION_NOT_FOUND',
    status: 404,
  },
  /** Ridgeline addition: the order has left the warehouse (or is already cancelled). */
  ORD410: {
    name: 'ORDER_NOT_CANCELLABLE',
    status: 409,
  },
  /** Ridgeline addition (decision 041): an e-gift card of the order has already been spent. */
  ORD411: {
    name: 'ORDER_GIFT_CARD_USED',
    status: 409,
  },
  /** Ridgeline addition (decision 045): no such design, or another shopper's. */
  CUS404: {
    name: 'CUSTOMS_RECIPE_NOT_FOUND',
    status: 404,
  },
  /** Ridgeline addition (decision 045): the product (or the variant's product) cannot be customised. */
  CUS400: {
    name: 'PRODUCT_NOT_CUSTOMISABLE',
    status: 400,
  },
  /** Ridgeline addition (decision 052): the shopper has as many open carts as a shopper may have. */
  BSK429: {
    name: 'TOO_MANY_CARTS',
    status: 409,
  },
  /** Ridgeline addition (decision 052): the cart has as many lines as a cart may have. */
  BSK413: {
    name: 'CART_FULL',
    status: 409,
  },
  /** Ridgeline addition (decision 052): the shopper already holds as many units as a shopper may hold. */
  INV429: {
    name: 'HOLD_LIMIT_REACHED',
    status: 409,
  },
  /** Ridgeline addition (decision 044): a single-use reward code an order has already redeemed. */
  REW410: {
    name: 'REWARD_CODE_ALREADY_USED',
    status: 409,
  },
  /** Ridgeline addition (decision 044): the athlete's seasonal allowance is spent. */
  ATH400: {
    name: 'ATHLETE_ALLOWANCE_USED',
    status: 400,
  },
  /** Ridgeline addition (decision 044): athlete payment for a shopper outside the athlete programme. */
  ATH403: {
    name: 'ATHLETE_PAYMENT_NOT_ALLOWED',
    status: 403,
  },
  /** Ridgeline addition (decision 044): a reward with athlete payment while something is left to pay. */
  ATH409: {
    name: 'REWARDS_NEED_ALLOWANCE_TO_COVER',
    status: 409,
  },
  /** Ridgeline addition (decision 048): an associate's price adjustment above the configured cap. */
  ADJ400: {
    name: 'PRICE_ADJUSTMENT_OVER_LIMIT',
    status: 400,
  },
  // Ridgeline additions (decision 062): the back-office's operators, under /api/admin/v1.
  ADM401: { name: 'OPERATOR_SIGN_IN_REQUIRED', status: 401 },
  ADM402: { name: 'INVALID_OPERATOR_CREDENTIALS', status: 401 },
  ADM428: { name: 'TOTP_CODE_REQUIRED', status: 401 },
  ADM400: { name: 'INVALID_TOTP_CODE', status: 400 },
  ADM403: { name: 'PERMISSION_DENIED', status: 403 },
  ADM404: { name: 'OPERATOR_NOT_FOUND', status: 404 },
  ADM409: { name: 'OPERATOR_EMAIL_IN_USE', status: 409 },
  ADM410: { name: 'LAST_OWNER', status: 409 },
  ADM423: { name: 'OPERATOR_LOCKED', status: 423 },
  ADM429: { name: 'TOO_MANY_OPERATOR_SIGN_INS', status: 429 },
  // Ridgeline additions (decision 066): the back-office's orders.
  ADM411: { name: 'ORDER_STEP_NOT_ALLOWED', status: 409 },
  ADM412: { name: 'REFUND_OVER_PAID', status: 409 },
  ADM413: { name: 'SHIPMENT_NOT_FOUND', status: 404 },
  ADM414: { name: 'ORDER_EMAIL_NOT_AVAILABLE', status: 409 },
  // Ridgeline additions (decision 067): the content service and the editors' API.
  CNT404: { name: 'CONTENT_NOT_FOUND', status: 404 },
  CNT410: { name: 'CONTENT_VERSION_NOT_FOUND', status: 404 },
  CNT409: { name: 'CONTENT_ROUTE_IN_USE', status: 409 },
  CNT400: { name: 'INVALID_PUBLICATION_WINDOW', status: 400 },
  // Ridgeline additions (decision 100): the page studio's optimistic concurrency.
  CNT412: { name: 'CONTENT_VERSION_CONFLICT', status: 409 },
  // Ridgeline additions (decision 068): moderation, the support inbox and the outbox.
  MOD409: { name: 'MODERATION_DECISION_NOT_ALLOWED', status: 409 },
  MOD404: { name: 'SUPPORT_CASE_NOT_FOUND', status: 404 },
  MOD410: { name: 'SUPPORT_CASE_CLOSED', status: 409 },
  MOD411: { name: 'OUTBOX_EMAIL_NOT_FOUND', status: 404 },
  // Ridgeline additions (decision 071): the back-office's inventory and bulk edits.
  STK404: { name: 'STOCK_RECORD_NOT_FOUND', status: 404 },
  STK409: { name: 'STOCK_WOULD_GO_BELOW_ZERO', status: 409 },
  // Ridgeline additions (decision 070): the back-office's catalogue.
  CAT404: { name: 'ADMIN_PRODUCT_NOT_FOUND', status: 404 },
  CAT405: { name: 'ADMIN_VARIANT_NOT_FOUND', status: 404 },
  // Ridgeline additions (decision 086): creating products, variants and product sets.
  CAT409: { name: 'PRODUCT_ID_IN_USE', status: 409 },
  CAT410: { name: 'UPC_IN_USE', status: 409 },
  CAT411: { name: 'VARIANT_IN_USE', status: 409 },
  CAT412: { name: 'LAST_VARIANT', status: 409 },
  CAT413: { name: 'PRODUCT_SET_NOT_FOUND', status: 404 },
  CAT414: { name: 'PRODUCT_SET_ID_IN_USE', status: 409 },
  // Ridgeline additions (decision 072): promotions, coupons, gift cards and loyalty in the back-office.
  PRA404: { name: 'PROMOTION_NOT_FOUND', status: 404 },
  PRA409: { name: 'COUPON_CODE_IN_USE', status: 409 },
  PRA410: { name: 'PROMOTION_ALREADY_SO', status: 409 },
  PRA411: { name: 'GIFT_CARD_NOT_FOUND', status: 404 },
  PRA413: { name: 'POINTS_BELOW_ZERO', status: 409 },
  // Ridgeline additions (decision 098): experiments, feature flags and their events log.
  EXP404: { name: 'EXPERIMENT_NOT_FOUND', status: 404 },
  EXP409: { name: 'EXPERIMENT_KEY_IN_USE', status: 409 },
  EXP410: { name: 'EXPERIMENT_STATUS_CHANGE_REFUSED', status: 409 },
  EXP422: { name: 'EXPERIMENT_REFERENCE_UNKNOWN', status: 400 },
  EXP400: { name: 'EXPERIMENT_EVENTS_REFUSED', status: 400 },
  // Ridgeline additions (decision 069): uploaded images.
  MED404: { name: 'MEDIA_ASSET_NOT_FOUND', status: 404 },
  MED413: { name: 'MEDIA_TOO_LARGE', status: 413 },
  MED415: { name: 'MEDIA_TYPE_NOT_ACCEPTED', status: 415 },
  MED400: { name: 'MEDIA_NOT_AN_IMAGE', status: 400 },
  MED409: { name: 'MEDIA_IN_USE', status: 409 },
  // Ridgeline additions (decision 073): the back-office's customers.
  ADM415: { name: 'CUSTOMER_NOT_FOUND', status: 404 },
  ADM416: { name: 'CUSTOMER_ERASED', status: 409 },
  ADM417: { name: 'ERASURE_NOT_CONFIRMED', status: 400 },
  // Ridgeline additions (decision 075): event registration.
  EVT404: { name: 'EVENT_NOT_FOUND', status: 404 },
  // Ridgeline additions (decision 078): returns (RMAs) in the back-office, next to the spec's RTN500.
  RTN404: { name: 'RETURN_NOT_FOUND', status: 404 },
  RTN409: { name: 'RETURN_MORE_THAN_SHIPPED', status: 409 },
  RTN410: { name: 'RETURN_STEP_NOT_ALLOWED', status: 409 },
  RTN411: { name: 'RETURN_LABEL_NOT_FOUND', status: 404 },
  RTN412: { name: 'RETURN_LABEL_IN_USE', status: 409 },
  // Ridgeline additions (decision 079): shipping, taxes and feature switches per site.
  SET404: { name: 'TAX_REGION_NOT_FOUND', status: 404 },
  FAV404: { name: 'FAVORITES_NOT_ENABLED', status: 404 },
  // Ridgeline additions (decision 080): stores, employees and associates in the back-office.
  STR400: { name: 'INVALID_OPENING_HOURS', status: 400 },
  STR410: { name: 'ASSOCIATE_ID_IN_USE', status: 409 },
  STR411: { name: 'ASSOCIATE_NOT_FOUND', status: 404 },
  STR412: { name: 'NOT_AN_EMPLOYEE', status: 409 },
  // Ridgeline addition (decision 094): POST /fapi/api/validate-response/{contract} with an unknown contract.
  VAL404: { name: 'RESPONSE_CONTRACT_NOT_FOUND', status: 404 },
  // decision 087: customisation templates in the back-office
  CUS409: { name: 'CUSTOMS_TEMPLATE_EXISTS', status: 409 },
  STR413: { name: 'SPECIAL_DAY_NOT_FOUND', status: 404 },
  // decision 101: the user media service (shoppers' photos)
  UGC400: { name: 'TAGGED_PRODUCT_NOT_FOUND', status: 400 },
  UGC403: { name: 'NOT_YOUR_CONTRIBUTOR_PROFILE', status: 403 },
  UGC404: { name: 'USER_MEDIA_NOT_FOUND', status: 404 },
  UGC406: { name: 'MEDIA_STREAM_NOT_FOUND', status: 404 },
  UGC407: { name: 'CONTRIBUTOR_NOT_FOUND', status: 404 },
  UGC408: { name: 'MEDIA_CATEGORY_NOT_FOUND', status: 404 },
  UGC409: { name: 'MEDIA_ALREADY_REPORTED', status: 409 },
  UGC410: { name: 'LICENCE_NOT_ACCEPTED', status: 400 },
  UGC411: { name: 'CAPTION_HAS_MARKUP', status: 400 },
  UGC412: { name: 'IMAGE_DIMENSIONS_NOT_ACCEPTED', status: 400 },
  UGC413: { name: 'CONTRIBUTOR_EXISTS', status: 409 },
  // Ridgeline addition (decision 099): the first-party analytics collector and the web-vitals ingest.
  ANL400: { name: 'INVALID_ANALYTICS_EVENTS', status: 400 },
  // Ridgeline additions (decision 097): cookie consent receipts
  CNS400: { name: 'REQUIRED_COOKIES_REFUSED', status: 400 },
  CNS409: { name: 'CONSENT_POLICY_OUTDATED', status: 409 },
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorId = keyof typeof errorCatalogue;

/** Every errorId of the catalogue, in table order. */
export const errorIds = Object.keys(errorCatalogue) as ErrorId[];

export function isErrorId(value: string): value is ErrorId {
  return Object.hasOwn(errorCatalogue, value);
}

/** The catalogue entry for an id. */
export function errorDefinition(id: ErrorId): ErrorDefinition {
  return errorCatalogue[id];
}

/** Language from a locale such as 'fr-ca' ('en' when unknown). */
export function catalogueLanguage(locale: string | undefined): CatalogueLocale {
  return languageOf(locale?.trim());
}

type ErrorMessageKey = keyof (typeof errorMessages)['en'];

/** The source text of an id's message (or its fallback) in a language, undefined when there is none. */
export function errorMessageText(
  id: ErrorId,
  language: CatalogueLocale,
  kind: 'message' | 'fallback' = 'message',
): string | undefined {
  const key = `error.${id}${kind === 'fallback' ? '.fallback' : ''}`;
  const texts: Record<string, string> = errorMessages[language];
  return Object.hasOwn(texts, key) ? texts[key] : undefined;
}

/** A detail value as text, or undefined when it cannot be shown (missing, empty, object...). */
function detailText(value: unknown): string | undefined {
  let text: string | undefined;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number') text = Number.isFinite(value) ? String(value) : undefined;
  else if (typeof value === 'bigint' || typeof value === 'boolean') text = String(value);
  // Braces in a value would look like an unfilled placeholder to the shopper.
  const cleaned = text?.replace(/[{}]/g, '').trim();
  return cleaned ? cleaned : undefined;
}

const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);

/** Smooths the text left by removed placeholders: doubled spaces, ' .', dangling ':' before '.'. */
function tidy(text: string): string {
  return text
    .replace(/\s{2,}/g, ' ')
    .replace(/\s+([.,])/g, '$1')
    .replace(/\s*[:;,]+\s*([.!?])/g, '$1')
    .replace(/[{}]/g, '')
    .trim();
}

/**
 * The message for an id in the locale's language with {placeholders} replaced from details.
 * When a placeholder has no value the entry's fallback message is used, or else the placeholder is
 * removed: a shopper never sees '{x}'. REQ400's problem, a validation text, is translated too.
 */
export function errorMessage(id: ErrorId, locale?: string, details?: Record<string, unknown>): string {
  const language = catalogueLanguage(locale);
  const errorId: ErrorId = isErrorId(id) ? id : 'GEN500';
  const t = translator(language);
  const values: Record<string, string> = {};
  let complete = true;
  for (const name of placeholdersOf(errorMessageText(errorId, language) ?? '')) {
    const value = details && Object.hasOwn(details, name) ? detailText(details[name]) : undefined;
    if (value === undefined) complete = false;
    values[name] = value ?? '';
  }
  if (errorId === 'REQ400' && values.problem) values.problem = translatedProblem(values.problem, language);
  if (complete) return t(`error.${errorId}` as ErrorMessageKey, values);
  if (errorMessageText(errorId, language, 'fallback') !== undefined) {
    return tidy(t(`error.${errorId}.fallback` as ErrorMessageKey));
  }
  return tidy(t(`error.${errorId}` as ErrorMessageKey, values));
}
