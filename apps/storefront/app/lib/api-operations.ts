import {
  addFavoriteRequestSchema,
  addItemRequestSchema,
  addressRequestSchema,
  addressResponseSchema,
  addressRulesResponseSchema,
  agentLoginRequestSchema,
  applicableShippingMethodsSchema,
  articleSearchQuerySchema,
  articleSearchSchema,
  askQuestionRequestSchema,
  assistRequestSchema,
  augmentedPageSchema,
  autoSuggestQuerySchema,
  autoSuggestResponseSchema,
  billingAddressRequestSchema,
  cancelPendingOrderRequestSchema,
  cancelPendingOrderResponseSchema,
  cartSchema,
  caseResponseSchema,
  catalogResponseSchema,
  categorySubjectResponseSchema,
  changePasswordRequestSchema,
  compareQuerySchema,
  compareResponseSchema,
  consentReceiptRequestSchema,
  consentReceiptSchema,
  consumerProfileSchema,
  contactRequestSchema,
  contentDocumentSchema,
  contentListSchema,
  contentQuerySchema,
  countryListResponseSchema,
  couponRequestSchema,
  createCustomsRecipeRequestSchema,
  createReviewRequestSchema,
  customsOptionsSchema,
  customsRecipeSchema,
  employeeTermsRequestSchema,
  employeeTermsResponseSchema,
  eventRegistrationRequestSchema,
  eventRegistrationSchema,
  eventRegistrationsResponseSchema,
  experimentDatafileSchema,
  experimentEventBatchSchema,
  experimentEventsAcceptedSchema,
  favoriteShareSchema,
  favoritesSchema,
  finaliseOrderRequestSchema,
  flagRequestSchema,
  flagResponseSchema,
  forgotPasswordRequestSchema,
  giftCardBalanceRequestSchema,
  giftCardBalanceSchema,
  lookupQuerySchema,
  lookupResponseSchema,
  loyaltyEnrolRequestSchema,
  loyaltyEnrolResponseSchema,
  loyaltyVouchersResponseSchema,
  loyaltyWelcomeResponseSchema,
  mailboxResponseSchema,
  moveToCartRequestSchema,
  newsletterSignupRequestSchema,
  newsletterSignupResponseSchema,
  notificationRequestSchema,
  notificationResponseSchema,
  okResponseSchema,
  orderActionRequestSchema,
  orderGiftOptionSchema,
  orderLookupQuerySchema,
  orderSchema,
  patchCardRequestSchema,
  paymentInstrumentRequestSchema,
  paymentInstrumentsQuerySchema,
  paymentMethodsResponseSchema,
  paymentSessionQuerySchema,
  paymentSessionSchema,
  placeOrderRequestSchema,
  prepareOrderRequestSchema,
  productDetailsSchema,
  productSearchQuerySchema,
  productSearchResponseSchema,
  productSetSchema,
  productSetsResponseSchema,
  profileQuerySchema,
  profileUpdateRequestSchema,
  purchaseHistoryRequestSchema,
  purchaseHistorySchema,
  questionListQuerySchema,
  questionListResponseSchema,
  questionSchema,
  removeItemRequestSchema,
  removePaymentInstrumentRequestSchema,
  resendGiftCardEmailRequestSchema,
  reserveWithItemRequestSchema,
  reserveWithItemResponseSchema,
  resetPasswordRequestSchema,
  retrieveUserDataRequestSchema,
  reviewListQuerySchema,
  reviewListResponseSchema,
  reviewSchema,
  rewardRequestSchema,
  saveCardRequestSchema,
  savedCardSchema,
  savedCardsResponseSchema,
  saveForLaterMoveResponseSchema,
  saveForLaterRequestSchema,
  saveForLaterSchema,
  searchHubResponseSchema,
  sharedFavoritesQuerySchema,
  shippingAddressRequestSchema,
  shippingMethodRequestSchema,
  signinRequestSchema,
  signinResponseSchema,
  signoutRequestSchema,
  signupRequestSchema,
  siteFeaturesSchema,
  sitemapProductsQuerySchema,
  sitemapProductsResponseSchema,
  sizeChartResponseSchema,
  stockNotificationRequestSchema,
  stockNotificationResponseSchema,
  storeAvailabilityRequestSchema,
  storeAvailabilityResponseSchema,
  storeEmployeesResponseSchema,
  storeListResponseSchema,
  storeSearchRequestSchema,
  storeSearchResponseSchema,
  subscriptionConfirmRequestSchema,
  subscriptionRequestSchema,
  subscriptionsResponseSchema,
  tokenRequestSchema,
  tokenResponseSchema,
  trackOrderRequestSchema,
  trackOrderSchema,
  translateRequestSchema,
  translateResponseSchema,
  updateItemRequestSchema,
  voteRequestSchema,
  voteResponseSchema,
  warrantyRequestSchema,
  widgetRecommendationsQuerySchema,
  widgetRecommendationsResponseSchema,
  wishlistPageQuerySchema,
} from '@ridgeline/contracts';
import type { z } from 'zod';

/**
 * Every API operation the storefront calls: its method, its path (with {parameters}) and the contracts'
 * schemas the API validates the query string and body with and serialises the answer through. The client's types come from
 * here (decision 058); a unit test checks each entry against the API's OpenAPI document.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface OperationDefinition {
  method: Method;
  path: `/api/${string}`;
  body?: z.ZodType;
  /** The contracts' schema of the query string the API validates, where it has one (the locale is always sent). */
  query?: z.ZodType;
  /** The answer's schema; 'file' for a document (PDF), 'unknown' where the API declares none. */
  response: z.ZodType | 'file' | 'unknown';
}

const op = <const Definition extends OperationDefinition>(definition: Definition) => definition;

const consumer = '/api/consumers-v3/consumer';
const products = '/api/products/v1/products/{productId}';
const canvas = '/api/{mode}/caas/v1/canvas';

// biome-ignore format: one operation a line reads as a table
export const operations = {
  // Identity (tokens, sign-in, passwords)
  token: op({ method: 'POST', path: '/api/token/v2/auth/token', body: tokenRequestSchema, response: tokenResponseSchema }),
  signIn: op({ method: 'POST', path: '/api/consumers-v3/auth/signin', body: signinRequestSchema, response: signinResponseSchema }),
  signUp: op({ method: 'POST', path: '/api/consumers-v3/auth/signup', body: signupRequestSchema, response: signinResponseSchema }),
  agentAssist: op({ method: 'POST', path: `${consumer}/agent/assist`, body: assistRequestSchema, response: tokenResponseSchema }),
  agentLogin: op({ method: 'POST', path: `${consumer}/agent/login`, body: agentLoginRequestSchema, response: signinResponseSchema }),
  signOut: op({ method: 'POST', path: `${consumer}/auth/signout`, body: signoutRequestSchema, response: tokenResponseSchema }),
  lookup: op({ method: 'GET', path: `${consumer}/lookup`, query: lookupQuerySchema, response: lookupResponseSchema }),
  forgotPassword: op({ method: 'POST', path: '/api/consumers-v3/confirmforgotpassword', body: forgotPasswordRequestSchema, response: okResponseSchema }),
  resetPassword: op({ method: 'POST', path: `${consumer}/resetpassword`, body: resetPasswordRequestSchema, response: okResponseSchema }),
  changePassword: op({ method: 'POST', path: `${consumer}/changepassword`, body: changePasswordRequestSchema, response: tokenResponseSchema }),

  // Account
  profile: op({ method: 'GET', path: `${consumer}/profile`, query: profileQuerySchema, response: consumerProfileSchema }),
  updateProfile: op({ method: 'PUT', path: `${consumer}/profile`, query: profileQuerySchema, body: profileUpdateRequestSchema, response: consumerProfileSchema }),
  completeProfile: op({ method: 'POST', path: `${consumer}/profile`, query: profileQuerySchema, body: profileUpdateRequestSchema, response: consumerProfileSchema }),
  addAddress: op({ method: 'POST', path: `${consumer}/address`, body: addressRequestSchema, response: addressResponseSchema }),
  updateAddress: op({ method: 'PUT', path: `${consumer}/address/{addressId}`, body: addressRequestSchema, response: addressResponseSchema }),
  deleteAddress: op({ method: 'DELETE', path: `${consumer}/address/{addressId}`, response: addressResponseSchema }),
  savedCards: op({ method: 'GET', path: `${consumer}/payment_instruments`, query: paymentInstrumentsQuerySchema, response: savedCardsResponseSchema }),
  saveCard: op({ method: 'POST', path: `${consumer}/payment_instruments`, body: saveCardRequestSchema, response: savedCardSchema }),
  updateCard: op({ method: 'PATCH', path: `${consumer}/payment_instruments/{paymentInstrumentId}`, body: patchCardRequestSchema, response: savedCardsResponseSchema }),
  deleteCard: op({ method: 'DELETE', path: `${consumer}/payment_instruments/{paymentInstrumentId}`, response: savedCardsResponseSchema }),
  acceptEmployeeTerms: op({ method: 'POST', path: `${consumer}/employee/terms`, body: employeeTermsRequestSchema, response: employeeTermsResponseSchema }),
  subscriptions: op({ method: 'GET', path: `${consumer}/subscription`, response: subscriptionsResponseSchema }),
  setSubscriptions: op({ method: 'PUT', path: `${consumer}/subscription`, body: subscriptionRequestSchema, response: subscriptionsResponseSchema }),
  recordConsent: op({ method: 'POST', path: '/api/consent/v1/receipts', body: consentReceiptRequestSchema, response: consentReceiptSchema }),
  newsletterSignup: op({ method: 'POST', path: '/api/consumers-v3/newsletter', body: newsletterSignupRequestSchema, response: newsletterSignupResponseSchema }),
  eventRegistrations: op({ method: 'GET', path: `${consumer}/event-registration`, response: eventRegistrationsResponseSchema }),
  registerForEvent: op({ method: 'POST', path: `${consumer}/event-registration`, body: eventRegistrationRequestSchema, response: eventRegistrationSchema }),
  confirmSubscription: op({ method: 'POST', path: `${consumer}/subscription/confirm`, body: subscriptionConfirmRequestSchema, response: subscriptionsResponseSchema }),
  setNotifications: op({ method: 'PUT', path: `${consumer}/notification`, body: notificationRequestSchema, response: notificationResponseSchema }),
  enrolLoyalty: op({ method: 'POST', path: `${consumer}/loyalty/token`, body: loyaltyEnrolRequestSchema, response: loyaltyEnrolResponseSchema }),
  loyaltyWelcome: op({ method: 'GET', path: `${consumer}/loyalty/promo/welcome`, response: loyaltyWelcomeResponseSchema }),
  loyaltyVouchers: op({ method: 'GET', path: `${consumer}/loyalty/vouchers`, response: loyaltyVouchersResponseSchema }),
  openWarrantyCase: op({ method: 'POST', path: `${consumer}/warranty`, body: warrantyRequestSchema, response: caseResponseSchema }),
  retrieveUserData: op({ method: 'POST', path: `${consumer}/retrieveUserData`, body: retrieveUserDataRequestSchema, response: 'unknown' }),
  countryList: op({ method: 'GET', path: '/api/consumers-v3/utilities/countryList', response: countryListResponseSchema }),
  addressRules: op({ method: 'GET', path: '/api/consumers-v3/utilities/addressRules/{countryCode}', response: addressRulesResponseSchema }),
  stores: op({ method: 'GET', path: '/api/consumers-v3/utilities/stores', response: storeListResponseSchema }),
  storeEmployees: op({ method: 'GET', path: '/api/consumers-v3/utilities/stores/{storeId}/employees', response: storeEmployeesResponseSchema }),
  contactCategories: op({ method: 'GET', path: '/api/consumers-v3/contactus/categorySubject', response: categorySubjectResponseSchema }),
  contactUs: op({ method: 'POST', path: '/api/consumers-v3/contactus', body: contactRequestSchema, response: caseResponseSchema }),
  favorites: op({ method: 'GET', path: '/api/wishlists/v2/favorites', query: wishlistPageQuerySchema, response: favoritesSchema }),
  addFavorite: op({ method: 'POST', path: '/api/wishlists/v2/favorites', query: wishlistPageQuerySchema, body: addFavoriteRequestSchema, response: favoritesSchema }),
  removeFavorite: op({ method: 'DELETE', path: '/api/wishlists/v2/favorites/{favoriteId}/items/{itemId}', query: wishlistPageQuerySchema, response: favoritesSchema }),
  shareFavorites: op({ method: 'POST', path: '/api/wishlists/v2/favorites/{favoriteId}/share', response: favoriteShareSchema }),
  sharedFavorites: op({ method: 'GET', path: '/api/wishlists/v2/favorites/{favoriteId}/share', query: sharedFavoritesQuerySchema, response: favoritesSchema }),
  wishlistSaveForLater: op({ method: 'GET', path: '/api/wishlists/v2/saveForLater', query: wishlistPageQuerySchema, response: saveForLaterSchema }),
  mailbox: op({ method: 'GET', path: '/api/dev/mailbox', response: mailboxResponseSchema }),

  // Discovery
  catalog: op({ method: 'GET', path: '/api/products/v2/catalog', response: catalogResponseSchema }),
  search: op({ method: 'GET', path: '/api/products/v2/search/productSearch', query: productSearchQuerySchema, response: productSearchResponseSchema }),
  autoSuggest: op({ method: 'GET', path: '/api/products/v2/search/autoSuggest', query: autoSuggestQuerySchema, response: autoSuggestResponseSchema }),
  product: op({ method: 'GET', path: '/api/products/v2/products/{productId}/details', response: productDetailsSchema }),
  productSets: op({ method: 'GET', path: '/api/products/v2/products/{productId}/productSets', response: productSetsResponseSchema }),
  productSet: op({ method: 'GET', path: '/api/products/v2/products/{productSetId}/productSet', response: productSetSchema }),
  recommendations: op({ method: 'GET', path: '/api/products/v1/widgetRecommendations', query: widgetRecommendationsQuerySchema, response: widgetRecommendationsResponseSchema }),
  notifyWhenInStock: op({ method: 'PUT', path: '/api/products/v1/notifications', body: stockNotificationRequestSchema, response: stockNotificationResponseSchema }),
  reviews: op({ method: 'GET', path: `${products}/reviews`, query: reviewListQuerySchema, response: reviewListResponseSchema }),
  writeReview: op({ method: 'POST', path: `${products}/reviews`, body: createReviewRequestSchema, response: reviewSchema }),
  voteReview: op({ method: 'POST', path: `${products}/review/{reviewId}/vote`, body: voteRequestSchema, response: voteResponseSchema }),
  flagReview: op({ method: 'POST', path: `${products}/review/{reviewId}/flag`, body: flagRequestSchema, response: flagResponseSchema }),
  translateReview: op({ method: 'POST', path: '/api/products/v1/review/{reviewId}/translate', body: translateRequestSchema, response: translateResponseSchema }),
  questions: op({ method: 'GET', path: `${products}/reviews/questions`, query: questionListQuerySchema, response: questionListResponseSchema }),
  askQuestion: op({ method: 'POST', path: `${products}/reviews/questions`, body: askQuestionRequestSchema, response: questionSchema }),
  storeAvailability: op({ method: 'POST', path: `${products}/availability`, body: storeAvailabilityRequestSchema, response: storeAvailabilityResponseSchema }),
  searchStores: op({ method: 'POST', path: '/api/stores/v1/search', body: storeSearchRequestSchema, response: storeSearchResponseSchema }),
  sizeChart: op({ method: 'GET', path: '/api/fapi/components/size-chart/{productType}', response: sizeChartResponseSchema }),
  compare: op({ method: 'GET', path: '/api/fapi/components/compare', query: compareQuerySchema, response: compareResponseSchema }),
  searchHub: op({ method: 'GET', path: '/api/fapi/components/search-hub', response: searchHubResponseSchema }),
  experimentDatafile: op({ method: 'GET', path: '/api/experiments/v1/datafile.json', response: experimentDatafileSchema }),
  experimentEvents: op({ method: 'POST', path: '/api/experiments/v1/events', body: experimentEventBatchSchema, response: experimentEventsAcceptedSchema }),
  siteFeatures: op({ method: 'GET', path: '/api/fapi/components/site-features', response: siteFeaturesSchema }),
  sitemapProducts: op({ method: 'GET', path: '/api/fapi/sitemap/products', query: sitemapProductsQuerySchema, response: sitemapProductsResponseSchema }),
  customsOptions: op({ method: 'GET', path: '/api/products/v1/customs/products/{productId}', response: customsOptionsSchema }),
  createCustomsRecipe: op({ method: 'POST', path: '/api/products/v1/customs/recipes', body: createCustomsRecipeRequestSchema, response: customsRecipeSchema }),

  // Content service (spec 3 section 7; the storefront reads live content, the preview route forwards an editor's cookie)
  contentAugmentedPage: op({ method: 'GET', path: `${canvas}/augmentedpage/{siteId}/{page}`, query: contentQuerySchema, response: augmentedPageSchema }),
  contentCategory: op({ method: 'GET', path: `${canvas}/category/{siteId}/{categoryId}`, query: contentQuerySchema, response: augmentedPageSchema }),
  contentProduct: op({ method: 'GET', path: `${canvas}/product/{siteId}/{productId}`, query: contentQuerySchema, response: augmentedPageSchema }),
  contentSearch: op({ method: 'GET', path: `${canvas}/search/{siteId}/{searchType}`, query: contentQuerySchema, response: augmentedPageSchema }),
  contentCart: op({ method: 'GET', path: `${canvas}/cart/{siteId}`, query: contentQuerySchema, response: augmentedPageSchema }),
  contentCheckout: op({ method: 'GET', path: `${canvas}/checkout/{siteId}`, query: contentQuerySchema, response: augmentedPageSchema }),
  contentOrderConfirmation: op({ method: 'GET', path: `${canvas}/order-confirmation/{siteId}`, query: contentQuerySchema, response: augmentedPageSchema }),
  contentError4xx: op({ method: 'GET', path: `${canvas}/error-4xx/{siteId}`, query: contentQuerySchema, response: augmentedPageSchema }),
  contentStoreLocator: op({ method: 'GET', path: `${canvas}/store-locator/{siteId}`, query: contentQuerySchema, response: augmentedPageSchema }),
  contentSignInModal: op({ method: 'GET', path: `${canvas}/sign-in-modal/{siteId}`, query: contentQuerySchema, response: augmentedPageSchema }),
  contentSignUpModal: op({ method: 'GET', path: `${canvas}/sign-up-modal/{siteId}`, query: contentQuerySchema, response: augmentedPageSchema }),
  contentLoyaltyModal: op({ method: 'GET', path: `${canvas}/loyalty-modal/{siteId}`, query: contentQuerySchema, response: augmentedPageSchema }),
  contentFooter: op({ method: 'GET', path: `${canvas}/footer/{siteId}`, query: contentQuerySchema, response: contentDocumentSchema }),
  contentMenu: op({ method: 'GET', path: `${canvas}/menu/{siteId}`, query: contentQuerySchema, response: contentDocumentSchema }),
  contentFragment: op({ method: 'GET', path: `${canvas}/fragment/{fragmentId}`, query: contentQuerySchema, response: contentDocumentSchema }),
  contentPopups: op({ method: 'GET', path: `${canvas}/popups/{siteId}`, query: contentQuerySchema, response: contentListSchema }),
  contentArticles: op({ method: 'GET', path: `${canvas}/articles/{siteId}`, query: articleSearchQuerySchema, response: articleSearchSchema }),
  contentChildren: op({ method: 'GET', path: `${canvas}/children/{siteId}/{parentPageSlug}`, query: contentQuerySchema, response: contentListSchema }),

  // Cart and checkout
  createCart: op({ method: 'POST', path: '/api/cart/v1/cart', response: cartSchema }),
  cart: op({ method: 'GET', path: '/api/cart/v1/cart/{basketId}', response: cartSchema }),
  addItem: op({ method: 'POST', path: '/api/cart/v1/item', body: addItemRequestSchema, response: cartSchema }),
  reserveItem: op({ method: 'POST', path: '/api/cart/v1/reserveWithItem', body: reserveWithItemRequestSchema, response: reserveWithItemResponseSchema }),
  updateItem: op({ method: 'PUT', path: '/api/cart/v1/cart/{basketId}/item', body: updateItemRequestSchema, response: cartSchema }),
  removeItem: op({ method: 'DELETE', path: '/api/cart/v1/item', body: removeItemRequestSchema, response: cartSchema }),
  applyCoupon: op({ method: 'PUT', path: '/api/cart/v1/coupon', body: couponRequestSchema, response: cartSchema }),
  removeCoupon: op({ method: 'DELETE', path: '/api/cart/v1/coupon', body: couponRequestSchema, response: cartSchema }),
  setOrderGiftOption: op({ method: 'PUT', path: '/api/cart/v1/cart/{basketId}/giftOption', body: orderGiftOptionSchema, response: cartSchema }),
  removeOrderGiftOption: op({ method: 'DELETE', path: '/api/cart/v1/cart/{basketId}/giftOption', response: cartSchema }),
  savedForLater: op({ method: 'GET', path: '/api/cart/v2/saveForLater', response: saveForLaterSchema }),
  saveForLater: op({ method: 'PUT', path: '/api/cart/v2/saveForLater', body: saveForLaterRequestSchema, response: saveForLaterMoveResponseSchema }),
  moveBackToCart: op({ method: 'POST', path: '/api/cart/v2/cart/{basketId}/saveForLater', body: moveToCartRequestSchema, response: saveForLaterMoveResponseSchema }),
  removeSaved: op({ method: 'DELETE', path: '/api/cart/v2/saveForLater/{saveForlaterId}/items/{itemId}', response: saveForLaterSchema }),
  setShippingAddress: op({ method: 'POST', path: '/api/cart/v2/cart/{basketId}/shippingAddress', body: shippingAddressRequestSchema, response: cartSchema }),
  shippingMethods: op({ method: 'GET', path: '/api/cart/v1/cart/{basketId}/shippingMethod/{shippingId}', response: applicableShippingMethodsSchema }),
  setShippingMethod: op({ method: 'POST', path: '/api/cart/v1/shippingMethod', body: shippingMethodRequestSchema, response: cartSchema }),
  setBillingAddress: op({ method: 'POST', path: '/api/cart/v1/cart/{basketId}/billingAddress', body: billingAddressRequestSchema, response: cartSchema }),
  addPaymentInstrument: op({ method: 'POST', path: '/api/cart/v1/cart/{basketId}/paymentInstruments', body: paymentInstrumentRequestSchema, response: cartSchema }),
  removePaymentInstrument: op({ method: 'DELETE', path: '/api/cart/v1/cart/{basketId}/paymentInstruments', body: removePaymentInstrumentRequestSchema, response: cartSchema }),
  paymentMethods: op({ method: 'GET', path: '/api/cart/v1/cart/{basketId}/paymentMethods', response: paymentMethodsResponseSchema }),
  paymentSession: op({ method: 'GET', path: '/api/cart/v1/paymentSession', query: paymentSessionQuerySchema, response: paymentSessionSchema }),
  applyReward: op({ method: 'PUT', path: '/api/cart/v1/cart/{basketId}/reward', body: rewardRequestSchema, response: cartSchema }),
  giftCardBalance: op({ method: 'POST', path: '/api/cart/v1/giftcard/balance', body: giftCardBalanceRequestSchema, response: giftCardBalanceSchema }),
  prepareOrder: op({ method: 'POST', path: '/api/cart/v1/cart/prepareOrder', body: prepareOrderRequestSchema, response: cartSchema }),
  placeOrder: op({ method: 'PUT', path: '/api/cart/v2/checkout/order', body: placeOrderRequestSchema, response: orderSchema }),
  cancelPendingOrder: op({ method: 'POST', path: '/api/cart/v2/checkout/order/{orderNumber}/cancel', body: cancelPendingOrderRequestSchema, response: cancelPendingOrderResponseSchema }),
  finaliseOrder: op({ method: 'PATCH', path: '/api/cart/v2/checkout/order/{orderNumber}', body: finaliseOrderRequestSchema, response: orderSchema }),

  // Orders
  order: op({ method: 'GET', path: `${consumer}/purchase/{orderId}`, query: orderLookupQuerySchema, response: orderSchema }),
  trackOrder: op({ method: 'POST', path: `${consumer}/TrackOrder`, body: trackOrderRequestSchema, response: trackOrderSchema }),
  cancelOrder: op({ method: 'POST', path: `${consumer}/CancelOrder`, body: orderActionRequestSchema, response: orderSchema }),
  resendGiftCardEmail: op({ method: 'POST', path: `${consumer}/resendGiftCardEmail`, body: resendGiftCardEmailRequestSchema, response: orderSchema }),
  returnLabel: op({ method: 'POST', path: `${consumer}/return/{orderId}/returnLabel`, body: orderActionRequestSchema.pick({ st: true }), response: 'file' }),
  invoice: op({ method: 'POST', path: `${consumer}/purchase/invoice/download`, body: orderActionRequestSchema, response: 'file' }),
  purchaseHistory: op({ method: 'POST', path: `${consumer}/purchasehistory`, body: purchaseHistoryRequestSchema, response: purchaseHistorySchema }),
} satisfies Record<string, OperationDefinition>;

export type Operations = typeof operations;
export type OperationId = keyof Operations;

/** A document the API answers with (PDF): its bytes and content type. */
export interface ApiFile {
  bytes: Uint8Array;
  contentType: string;
}

/** What an operation answers: the output of its response schema. */
export type ResponseOf<Id extends OperationId> = Operations[Id]['response'] extends infer Response
  ? Response extends z.ZodType
    ? z.output<Response>
    : Response extends 'file'
      ? ApiFile
      : unknown
  : never;

/** What an operation's body takes: the input of its body schema. */
export type BodyOf<Id extends OperationId> = Operations[Id] extends { body: infer Schema extends z.ZodType }
  ? z.input<Schema>
  : never;

/** One value of a query string: a list repeats its key, empty values are left out. */
export type QueryValue = string | number | string[] | undefined | null;

/**
 * What an operation's query string takes: the keys of its query schema (any other key is a type error), each
 * as a query string value. Never for an operation without one.
 */
export type QueryOf<Id extends OperationId> = Operations[Id] extends { query: infer Schema extends z.ZodType }
  ? { [Key in keyof z.input<Schema>]?: QueryValue }
  : never;

type ParameterNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParameterNames<Rest>
  : never;

/** The {parameters} of an operation's path. */
export type ParamsOf<Id extends OperationId> = Record<ParameterNames<Operations[Id]['path']>, string>;

/** The path with its {parameters} filled in, each one URL-encoded. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} of ${path}`);
    return encodeURIComponent(value);
  });
}

/**
 * A body assembled from a form's fields that the API validates (its refusal goes back to the form as field
 * errors): typed as the operation's body without checking it here. Form parsing that yields the exact body
 * type makes this unnecessary.
 */
export function formBody<Id extends OperationId>(_id: Id, body: object): BodyOf<Id> {
  return body as BodyOf<Id>;
}
