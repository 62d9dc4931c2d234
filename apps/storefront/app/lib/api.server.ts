import type { CatalogResponse, CreateReviewRequest, GiftOption, TokenResponse } from '@ridgeline/contracts';
import { type AppLoadContext, data } from 'react-router';
import { ApiError, type ApiErrorDetail, isApiError } from './api-error.ts';
import {
  type ApiFile,
  type BodyOf,
  fillPath,
  formBody,
  type OperationId,
  operations,
  type ParamsOf,
  type QueryOf,
  type QueryValue,
  type ResponseOf,
} from './api-operations.ts';
import type { ApiRequest } from './context.ts';
import type { FilterQuery } from './filters.ts';
import { type Locale, siteOf } from './locale.ts';

export { ApiError, type ApiErrorDetail, type ApiErrorId, isApiError, isBotChallenge } from './api-error.ts';
export type { ApiFile, OperationId } from './api-operations.ts';

/** A query string's values; a list repeats its key, empty values are left out. */
export type Query = Record<string, QueryValue>;

interface CommonOptions {
  headers?: Record<string, string>;
  /** Calls that need no customer token (token exchange). */
  anonymous?: boolean;
}

type QueryOption<Id extends OperationId> = [QueryOf<Id>] extends [never]
  ? { query?: undefined }
  : { query?: QueryOf<Id> };

type ParamsOption<Id extends OperationId> = [keyof ParamsOf<Id>] extends [never]
  ? { params?: undefined }
  : { params: ParamsOf<Id> };

type BodyOption<Id extends OperationId> = [BodyOf<Id>] extends [never]
  ? { body?: undefined }
  : undefined extends BodyOf<Id>
    ? { body?: BodyOf<Id> }
    : { body: BodyOf<Id> };

/** What a call of the operation takes: its path parameters, query and body as the API's schemas type them. */
export type CallOptions<Id extends OperationId> = CommonOptions &
  QueryOption<Id> &
  ParamsOption<Id> &
  BodyOption<Id>;

/** The options argument, optional where the operation needs neither parameters nor a body. */
type CallArguments<Id extends OperationId> =
  Record<string, never> extends CallOptions<Id> ? [options?: CallOptions<Id>] : [options: CallOptions<Id>];

/** The query string of a call: the locale first, then the call's values (lists repeated, empties left out). */
export function queryString(locale: Locale, query: Query = {}): string {
  const params = new URLSearchParams({ locale });
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value) params.append(key, item);
    else if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

// Refresh tokens rotate: two requests of one browser refreshing at once must share the first answer.
const refreshInFlight = new Map<string, Promise<TokenResponse>>();

// The category tree changes rarely; keep it for a minute per locale.
const catalogCache = new Map<string, { at: number; value: CatalogResponse }>();
const CATALOG_TTL = 60_000;

export function createApi(context: AppLoadContext, locale: Locale) {
  const { session, apiTransport } = context;
  const site = siteOf(locale);

  async function send<Id extends OperationId>(id: Id, options: CallOptions<Id>): Promise<ResponseOf<Id>> {
    const { method, path, response: expected } = operations[id];
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-channel': 'ECOMM',
      'x-correlation-id': session.correlationId,
      ...options.headers,
    };
    if (!options.anonymous && session.accessToken) headers.authorization = `Bearer ${session.accessToken}`;
    if (context.clientIp) headers['x-forwarded-for'] = context.clientIp;
    const request: ApiRequest = {
      method,
      path: `${fillPath(path, options.params)}?${queryString(locale, options.query)}`,
      headers,
    };
    const binary = expected === 'file';
    if (binary) request.binary = true;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      request.body = JSON.stringify(options.body);
    }
    const response = await apiTransport(request);
    if (binary && response.status < 400) {
      const file: ApiFile = {
        bytes: response.bytes ?? new TextEncoder().encode(response.body),
        contentType: response.contentType ?? '',
      };
      return answer<Id>(file);
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
        response.retryAfter,
      );
    }
    return answer<Id>(payload);
  }

  async function guestToken(): Promise<void> {
    const token = await send('token', { body: { type: 'Guest' }, anonymous: true });
    session.applyToken(token, { keepBasket: false, site });
  }

  async function refresh(): Promise<void> {
    const refreshToken = session.refreshToken;
    if (!refreshToken) return guestToken();
    let pending = refreshInFlight.get(refreshToken);
    if (!pending) {
      pending = send('token', { body: { type: 'Refresh', refreshToken }, anonymous: true });
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

  /**
   * Makes sure the session holds a usable access token: a refresh when it expired, or a new guest token for a
   * shopper without one. Only what needs a shopper calls it (a cart, favourites, an action); reading the
   * catalogue does not, so that a visitor, or a crawler without cookies, browses without a token minted per
   * page (and without the token endpoint's rate limit).
   */
  function ensureToken(force = false): Promise<void> {
    if (!force && session.hasValidAccessToken) return Promise.resolve();
    if (!session.tokenPromise || force) {
      session.tokenPromise = (session.refreshToken ? refresh() : guestToken()).finally(() => {
        session.tokenPromise = null;
      });
    }
    return session.tokenPromise;
  }

  /** Whether the browser already holds a customer session (a token or a refresh token). */
  const hasSession = () => Boolean(session.accessToken || session.refreshToken);

  /**
   * Calls an operation of the API on behalf of the shopper. A read by a visitor without a session goes out
   * without a token: the catalogue, search, reviews and the like are public. Only when the API answers that the
   * call needs a shopper (AUT498, 401) is a guest token minted and the call repeated. Everything else (writes,
   * and reads of a shopper with a session) carries the session's token, refreshed or minted as needed.
   *
   * A read the API's rate limit turns away (429) becomes a 429 page with Retry-After (server.ts), not a failure;
   * a write keeps the ApiError, so that its form can say so.
   */
  async function call<Id extends OperationId>(
    id: Id,
    ...[given]: CallArguments<Id>
  ): Promise<ResponseOf<Id>> {
    const options = (given ?? {}) as CallOptions<Id>;
    if (operations[id].method !== 'GET') return authorisedCall(id, options);
    try {
      if (!hasSession()) {
        try {
          return await send(id, { ...options, anonymous: true });
        } catch (error) {
          const needsShopper =
            error instanceof ApiError && (error.status === 401 || error.errorId === 'AUT498');
          if (!needsShopper || options.anonymous) throw error;
        }
      }
      return await authorisedCall(id, options);
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        context.throttled = { retryAfter: error.retryAfter ?? 60 };
        throw data({ errorId: error.errorId }, { status: 429 });
      }
      throw error;
    }
  }

  async function authorisedCall<Id extends OperationId>(
    id: Id,
    options: CallOptions<Id>,
  ): Promise<ResponseOf<Id>> {
    await ensureToken();
    try {
      return await send(id, options);
    } catch (error) {
      if (!(error instanceof ApiError) || (error.status !== 401 && error.errorId !== 'AUT498')) throw error;
      // Without a customer token a 401 is the answer itself (wrong credentials), not an expired session.
      if (options.anonymous) throw error;
      // An expired or rejected access token: refresh once (a failed refresh starts a new guest session)…
      await ensureToken(true);
      try {
        return await send(id, options);
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

  async function createCart() {
    const cart = await call('createCart');
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

  /** The basket an order step works on; none means the order was already placed (no new-cart retry). */
  function placedBasketId(): string {
    const basketId = session.basketId(site);
    if (!basketId) throw new ApiError(404, [{ errorId: 'BSK404', message: '' }]);
    return basketId;
  }

  return {
    session,
    locale,
    site,
    call,
    /** A call that never asks for a shopper token: the experiments' data file and events log (decision 098). */
    anonymousCall: <Id extends OperationId>(id: Id, ...[given]: CallArguments<Id>) =>
      send(id, { ...(given ?? {}), anonymous: true } as CallOptions<Id>),
    /** The process's transport to the API, for callers that outlive this request (the experiments' events). */
    transport: apiTransport,
    withCart,

    async catalog(): Promise<CatalogResponse> {
      const cached = catalogCache.get(locale);
      if (cached && Date.now() - cached.at < CATALOG_TTL) return cached.value;
      const value = await call('catalog');
      catalogCache.set(locale, { at: Date.now(), value });
      return value;
    },

    search(
      query: { categoryId?: string; q?: string; sort?: string; start?: number; count?: number } & FilterQuery,
    ) {
      return call('search', { query });
    },

    autoSuggest(q: string) {
      return call('autoSuggest', { query: { q } });
    },

    reviews(productId: string, query: { sort?: string; start?: number; count?: number }) {
      return call('reviews', { params: { productId }, query });
    },

    writeReview(productId: string, body: CreateReviewRequest) {
      return call('writeReview', { params: { productId }, body });
    },

    questions(productId: string, query: { start?: number; count?: number }) {
      return call('questions', { params: { productId }, query });
    },

    askQuestion(productId: string, body: { text: string; nickname?: string }) {
      return call('askQuestion', { params: { productId }, body });
    },

    product(productId: string) {
      return call('product', { params: { productId } });
    },

    /** The current cart, or null when the shopper has none yet (a GET never creates one, nor a guest token). */
    async cart() {
      if (!hasSession()) return null;
      await ensureToken();
      const basketId = session.basketId(site);
      if (!basketId) return null;
      try {
        return await call('cart', { params: { basketId } });
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
      return withCart((cartId) => call('addItem', { body: { cartId, ...item } }));
    },

    /** Adds the item and holds its online stock for this cart for a while (limited stock, decision 035). */
    reserveItem(item: { upc: string; qty: number; productId?: string }) {
      return withCart((cartId) => call('reserveItem', { body: { cartId, ...item } }));
    },

    updateItem(itemId: string, qty: number) {
      return withCart((basketId) =>
        call('updateItem', { params: { basketId }, body: { cartId: basketId, itemId, qty } }),
      );
    },

    removeItem(itemId: string) {
      return withCart((cartId) => call('removeItem', { body: { cartId, itemId } }));
    },

    setShippingAddress(address: Record<string, unknown>) {
      return withCart((basketId) =>
        call('setShippingAddress', { params: { basketId }, body: formBody('setShippingAddress', address) }),
      );
    },

    shippingMethods() {
      return withCart((basketId) => call('shippingMethods', { params: { basketId, shippingId: 'me' } }));
    },

    setShippingMethod(code: string) {
      return withCart((cartId) =>
        call('setShippingMethod', {
          body: formBody('setShippingMethod', { cartId, code, shippingId: 'me' }),
        }),
      );
    },

    setBillingAddress(address: Record<string, unknown>) {
      return withCart((basketId) =>
        call('setBillingAddress', { params: { basketId }, body: formBody('setBillingAddress', address) }),
      );
    },

    addCardInstrument(token: string) {
      return withCart((basketId) =>
        call('addPaymentInstrument', {
          params: { basketId },
          body: { payment_method_id: 'CREDIT_CARD', card: { token } },
        }),
      );
    },

    removeInstrument(paymentInstrumentId: string) {
      return withCart((basketId) =>
        call('removePaymentInstrument', {
          params: { basketId },
          body: { payment_instrument_id: paymentInstrumentId },
        }),
      );
    },

    /** No new-cart retry here: a missing cart at this point means the order was already placed. */
    prepareOrder() {
      return call('prepareOrder', { body: { basketId: placedBasketId() } });
    },

    /** `altcha`: the solved bot check of the place-order form, when the browser solved one. */
    placeOrder(idempotencyKey: string, altcha?: string) {
      return call('placeOrder', {
        body: { cartId: placedBasketId(), ...(altcha ? { altcha } : {}) },
        headers: { 'idempotency-key': idempotencyKey },
      });
    },

    /** After an order the API closes the cart: the next cart operation starts a new one. */
    forgetCart() {
      session.setBasketId(site, null);
    },

    order(orderNumber: string, st: string) {
      return call('order', { params: { orderId: orderNumber }, query: { st } });
    },
  };
}

/**
 * The JSON of a successful answer, as the operation's response type: the API serialises every answer through
 * that very schema (fastify-type-provider-zod), so the storefront reads it without parsing it again.
 */
function answer<Id extends OperationId>(payload: unknown): ResponseOf<Id> {
  return payload as ResponseOf<Id>;
}

export type Api = ReturnType<typeof createApi>;
