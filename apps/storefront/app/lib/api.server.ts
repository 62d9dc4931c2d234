import type {
  AutoSuggestResponse,
  Cart,
  CatalogResponse,
  CreateReviewRequest,
  GiftOption,
  Order,
  ProductDetails,
  ProductSearchResponse,
  Question,
  QuestionListResponse,
  Review,
  ReviewListResponse,
  TokenResponse,
} from '@ridgeline/contracts';
import type { AppLoadContext } from 'react-router';
import type { ApiRequest } from './context.ts';
import type { FilterQuery } from './filters.ts';
import { type Locale, siteOf } from './locale.ts';

export interface ApiErrorDetail {
  errorId: string;
  message: string;
  [key: string]: unknown;
}

/** An error answer of the API: `{ errorDetails: [{ errorId, message }], appId, correlationId }`. */
export class ApiError extends Error {
  readonly status: number;
  readonly errorId: string;
  readonly details: ApiErrorDetail[];
  /** The envelope's appId: on a 403 it asks the client for a bot-defence challenge. */
  readonly appId: string | null;

  constructor(status: number, details: ApiErrorDetail[], appId: string | null = null) {
    super(details[0]?.message ?? `API error ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.errorId = details[0]?.errorId ?? 'GEN500';
    this.details = details;
    this.appId = appId;
  }
}

/** A 403 with appId (spec): the request needs a (new) solved bot-defence challenge. */
export function isBotChallenge(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && Boolean(error.appId);
}

export function isApiError(error: unknown, ...ids: string[]): error is ApiError {
  return error instanceof ApiError && (ids.length === 0 || ids.includes(error.errorId));
}

interface CallOptions {
  query?: Record<string, string | number | string[] | undefined | null>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Calls that need no customer token (token exchange). */
  anonymous?: boolean;
  /** The answer is a file (PDF): the call returns `{ bytes, contentType }` instead of parsed JSON. */
  binary?: boolean;
}

export interface ApiFile {
  bytes: Uint8Array;
  contentType: string;
}

// Refresh tokens rotate: two requests of one browser refreshing at once must share the first answer.
const refreshInFlight = new Map<string, Promise<TokenResponse>>();

// The category tree changes rarely; keep it for a minute per locale.
const catalogCache = new Map<string, { at: number; value: CatalogResponse }>();
const CATALOG_TTL = 60_000;

export function createApi(context: AppLoadContext, locale: Locale) {
  const { session, apiTransport } = context;
  const site = siteOf(locale);

  async function send(method: ApiRequest['method'], path: string, options: CallOptions): Promise<unknown> {
    const params = new URLSearchParams({ locale });
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (Array.isArray(value)) for (const item of value) params.append(key, item);
      else if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
    }
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-channel': 'ECOMM',
      'x-correlation-id': session.correlationId,
      ...options.headers,
    };
    if (!options.anonymous && session.accessToken) headers.authorization = `Bearer ${session.accessToken}`;
    if (context.clientIp) headers['x-forwarded-for'] = context.clientIp;
    const request: ApiRequest = { method, path: `${path}?${params}`, headers };
    if (options.binary) request.binary = true;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      request.body = JSON.stringify(options.body);
    }
    const response = await apiTransport(request);
    if (options.binary && response.status < 400) {
      return {
        bytes: response.bytes ?? new TextEncoder().encode(response.body),
        contentType: response.contentType ?? '',
      } satisfies ApiFile;
    }
    let payload: unknown = null;
    if (response.body) {
      try {
        payload = JSON.parse(response.body);
      } catch {
        payload = null;
      }
    }
    if (response.status >= 400) {
      const envelope = payload as { errorDetails?: ApiErrorDetail[]; appId?: unknown } | null;
      const details = envelope?.errorDetails;
      throw new ApiError(
        response.status,
        Array.isArray(details) && details.length > 0
          ? details
          : [{ errorId: response.status >= 500 ? 'GEN500' : `HTTP${response.status}`, message: '' }],
        typeof envelope?.appId === 'string' ? envelope.appId : null,
      );
    }
    return payload;
  }

  async function guestToken(): Promise<void> {
    const token = (await send('POST', '/api/token/v2/auth/token', {
      body: { type: 'Guest' },
      anonymous: true,
    })) as TokenResponse;
    session.applyToken(token, { keepBasket: false, site });
  }

  async function refresh(): Promise<void> {
    const refreshToken = session.refreshToken;
    if (!refreshToken) return guestToken();
    let pending = refreshInFlight.get(refreshToken);
    if (!pending) {
      pending = send('POST', '/api/token/v2/auth/token', {
        body: { type: 'Refresh', refreshToken },
        anonymous: true,
      }) as Promise<TokenResponse>;
      refreshInFlight.set(refreshToken, pending);
      const forget = () => setTimeout(() => refreshInFlight.delete(refreshToken), 30_000).unref?.();
      pending.then(forget, forget);
    }
    try {
      session.applyToken(await pending, { keepBasket: true, site });
    } catch {
      session.clear();
      await guestToken();
    }
  }

  /** Makes sure the session holds a usable access token (first visit: a guest token). */
  function ensureToken(force = false): Promise<void> {
    if (!force && session.hasValidAccessToken) return Promise.resolve();
    if (!session.tokenPromise || force) {
      session.tokenPromise = (session.refreshToken ? refresh() : guestToken()).finally(() => {
        session.tokenPromise = null;
      });
    }
    return session.tokenPromise;
  }

  async function call<T>(method: ApiRequest['method'], path: string, options: CallOptions = {}): Promise<T> {
    await ensureToken();
    try {
      return (await send(method, path, options)) as T;
    } catch (error) {
      if (!(error instanceof ApiError) || (error.status !== 401 && error.errorId !== 'AUT498')) throw error;
      // Without a customer token a 401 is the answer itself (wrong credentials), not an expired session.
      if (options.anonymous) throw error;
      // An expired or rejected access token: refresh once (a failed refresh starts a new guest session)…
      await ensureToken(true);
      try {
        return (await send(method, path, options)) as T;
      } catch (retryError) {
        if (retryError instanceof ApiError && retryError.errorId === 'AUT498') {
          // …and a customer the API still refuses is invalid: forget the session, continue as a new guest.
          session.clear();
          await ensureToken(true);
        }
        throw retryError;
      }
    }
  }

  async function createCart(): Promise<Cart> {
    const cart = await call<Cart>('POST', '/api/cart/v1/cart', { body: {} });
    session.setBasketId(site, cart.basketId);
    return cart;
  }

  async function ensureBasketId(): Promise<string> {
    await ensureToken();
    return session.basketId(site) ?? (await createCart()).basketId;
  }

  /** Runs a cart operation; a missing cart (BSK404) is replaced by a new one and the call retried once. */
  async function withCart<T>(operation: (basketId: string) => Promise<T>): Promise<T> {
    const basketId = await ensureBasketId();
    try {
      return await operation(basketId);
    } catch (error) {
      if (!isApiError(error, 'BSK404')) throw error;
      session.setBasketId(site, null);
      const fresh = await createCart();
      return operation(fresh.basketId);
    }
  }

  return {
    session,
    locale,
    site,
    call,
    withCart,

    async catalog(): Promise<CatalogResponse> {
      const cached = catalogCache.get(locale);
      if (cached && Date.now() - cached.at < CATALOG_TTL) return cached.value;
      const value = await call<CatalogResponse>('GET', '/api/products/v2/catalog');
      catalogCache.set(locale, { at: Date.now(), value });
      return value;
    },

    search(
      query: { categoryId?: string; q?: string; sort?: string; start?: number; count?: number } & FilterQuery,
    ) {
      return call<ProductSearchResponse>('GET', '/api/products/v2/search/productSearch', { query });
    },

    autoSuggest(q: string) {
      return call<AutoSuggestResponse>('GET', '/api/products/v2/search/autoSuggest', { query: { q } });
    },

    reviews(productId: string, query: { sort?: string; start?: number; count?: number }) {
      return call<ReviewListResponse>(
        'GET',
        `/api/products/v1/products/${encodeURIComponent(productId)}/reviews`,
        { query },
      );
    },

    writeReview(productId: string, body: CreateReviewRequest) {
      return call<Review>('POST', `/api/products/v1/products/${encodeURIComponent(productId)}/reviews`, {
        body,
      });
    },

    questions(productId: string, query: { start?: number; count?: number }) {
      return call<QuestionListResponse>(
        'GET',
        `/api/products/v1/products/${encodeURIComponent(productId)}/reviews/questions`,
        { query },
      );
    },

    askQuestion(productId: string, body: { text: string; nickname?: string }) {
      return call<Question>(
        'POST',
        `/api/products/v1/products/${encodeURIComponent(productId)}/reviews/questions`,
        { body },
      );
    },

    product(productId: string) {
      return call<ProductDetails>(
        'GET',
        `/api/products/v2/products/${encodeURIComponent(productId)}/details`,
      );
    },

    /** The current cart, or null when the shopper has none yet (a GET never creates one). */
    async cart(): Promise<Cart | null> {
      await ensureToken();
      const basketId = session.basketId(site);
      if (!basketId) return null;
      try {
        return await call<Cart>('GET', `/api/cart/v1/cart/${basketId}`);
      } catch (error) {
        if (isApiError(error, 'BSK404') || (error instanceof ApiError && error.status === 404)) {
          session.setBasketId(site, null);
          return null;
        }
        throw error;
      }
    },

    addItem(item: {
      upc: string;
      qty: number;
      productId?: string;
      customAmount?: number;
      giftOption?: GiftOption;
      recipeId?: string;
      precreatedCustomsCode?: string;
    }) {
      return withCart((cartId) => call<Cart>('POST', '/api/cart/v1/item', { body: { cartId, ...item } }));
    },

    /** Adds the item and holds its online stock for this cart for a while (limited stock, decision 035). */
    reserveItem(item: { upc: string; qty: number; productId?: string }) {
      return withCart((cartId) =>
        call<{ cart: Cart; hold: { upc: string; qty: number; expiresAt: string } }>(
          'POST',
          '/api/cart/v1/reserveWithItem',
          { body: { cartId, ...item } },
        ),
      );
    },

    updateItem(itemId: string, qty: number) {
      return withCart((cartId) =>
        call<Cart>('PUT', `/api/cart/v1/cart/${cartId}/item`, { body: { cartId, itemId, qty } }),
      );
    },

    removeItem(itemId: string) {
      return withCart((cartId) => call<Cart>('DELETE', '/api/cart/v1/item', { body: { cartId, itemId } }));
    },

    setShippingAddress(address: Record<string, unknown>) {
      return withCart((basketId) =>
        call<Cart>('POST', `/api/cart/v2/cart/${basketId}/shippingAddress`, { body: address }),
      );
    },

    shippingMethods() {
      return withCart((basketId) =>
        call<{ applicableShippingMethods: Cart['shipments'][number]['applicableShippingMethods'] }>(
          'GET',
          `/api/cart/v1/cart/${basketId}/shippingMethod/me`,
        ),
      );
    },

    setShippingMethod(code: string) {
      return withCart((cartId) =>
        call<Cart>('POST', '/api/cart/v1/shippingMethod', { body: { cartId, code, shippingId: 'me' } }),
      );
    },

    setBillingAddress(address: Record<string, unknown>) {
      return withCart((basketId) =>
        call<Cart>('POST', `/api/cart/v1/cart/${basketId}/billingAddress`, { body: address }),
      );
    },

    addCardInstrument(token: string) {
      return withCart((basketId) =>
        call<Cart>('POST', `/api/cart/v1/cart/${basketId}/paymentInstruments`, {
          body: { payment_method_id: 'CREDIT_CARD', card: { token } },
        }),
      );
    },

    removeInstrument(paymentInstrumentId: string) {
      return withCart((basketId) =>
        call<Cart>('DELETE', `/api/cart/v1/cart/${basketId}/paymentInstruments`, {
          body: { payment_instrument_id: paymentInstrumentId },
        }),
      );
    },

    /** No new-cart retry here: a missing cart at this point means the order was already placed. */
    prepareOrder() {
      const basketId = session.basketId(site);
      if (!basketId) throw new ApiError(404, [{ errorId: 'BSK404', message: '' }]);
      return call<Cart>('POST', '/api/cart/v1/cart/prepareOrder', { body: { basketId } });
    },

    /** `altcha`: the solved bot check of the place-order form, when the browser solved one. */
    placeOrder(idempotencyKey: string, altcha?: string) {
      const basketId = session.basketId(site);
      if (!basketId) throw new ApiError(404, [{ errorId: 'BSK404', message: '' }]);
      return call<Order>('PUT', '/api/cart/v2/checkout/order', {
        body: { cartId: basketId, ...(altcha ? { altcha } : {}) },
        headers: { 'idempotency-key': idempotencyKey },
      });
    },

    /** After an order the API closes the cart: the next cart operation starts a new one. */
    forgetCart() {
      session.setBasketId(site, null);
    },

    order(orderNumber: string, st: string) {
      return call<Order>('GET', `/api/consumers-v3/consumer/purchase/${encodeURIComponent(orderNumber)}`, {
        query: { st },
      });
    },
  };
}

export type Api = ReturnType<typeof createApi>;
