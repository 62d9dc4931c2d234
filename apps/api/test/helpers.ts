import { createHash, randomBytes } from 'node:crypto';
import type { checkout } from '@ridgeline/commerce';
import type { Cart, Order, ProductDetails, TokenResponse } from '@ridgeline/contracts';
import { and, asc, type Database, eq, gte, schema, seedDemoData } from '@ridgeline/db';
import { createTestDatabase } from '@ridgeline/db/testing';
import { solveChallenge } from 'altcha-lib/v1';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, type CheckoutRecoveryOptions } from '../src/app.ts';

export interface TestApi {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
  call<T = unknown>(
    options: CallOptions,
  ): Promise<{ status: number; body: T; headers: Record<string, unknown> }>;
  guest(): Promise<TokenResponse>;
}

export interface CallOptions {
  method: InjectOptions['method'];
  url: string;
  token?: string | undefined;
  body?: unknown;
  headers?: Record<string, string>;
  /** The peer's address (inject's default is 127.0.0.1, a trusted proxy). */
  remoteAddress?: string;
}

export interface TestApiOptions {
  seed?: boolean;
  /** Serve the development mailbox (off by default, as in production: decision 047). */
  devMailbox?: boolean;
  /** The cap of associates' price adjustments (default 50 %, decision 048). */
  priceAdjustments?: { maxPercent?: number };
  rateLimits?: {
    authPerMinute?: number;
    orderPerMinute?: number;
    lookupPerMinute?: number;
    codeAttemptsPerMinute?: number;
    adminSignInPerMinute?: number;
  };
  checkoutHooks?: checkout.PlaceOrderHooks;
  /** Lease, waits and sweep of place order's crash recovery (decision 049). */
  checkoutRecovery?: CheckoutRecoveryOptions;
  /** An existing database instead of a fresh one (closed with the API). */
  database?: Database;
  botDefence?: {
    placeOrder?: checkout.PlaceOrderChallengePolicy;
    placeOrderRisk?: Partial<checkout.PlaceOrderRiskLimits>;
  };
}

/** A seeded database and the API on top of it, driven through inject(): one per test file. */
export async function createTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const seed = options.seed !== false;
  const database = options.database ?? (await createTestDatabase({ seed: seed ? 'demo' : 'none' }));
  if (seed && options.database) await seedDemoData(database.db);
  const app = await buildApp({
    database,
    logger: false,
    authSecret: 'test-secret',
    // Counters of their own, even where REDIS_URL is set: test files run side by side from one address.
    redis: null,
    rateLimits: {
      authPerMinute: 10_000,
      orderPerMinute: 10_000,
      lookupPerMinute: 10_000,
      codeAttemptsPerMinute: 10_000,
      adminSignInPerMinute: 10_000,
      ...options.rateLimits,
    },
    // Low but real work: tests solve every challenge with altcha-lib's solver. Every buyer of a test file
    // shares one client address, so, like the rate limits, the per-address limits of the place-order risk
    // rule are raised (the bot-defence tests use the real ones).
    botDefence: {
      maxNumber: 2_000,
      placeOrderRisk: { declinesPerClient: 10_000, ordersPerClient: 10_000 },
      ...options.botDefence,
    },
    ...(options.checkoutHooks ? { checkoutHooks: options.checkoutHooks } : {}),
    ...(options.checkoutRecovery ? { checkoutRecovery: options.checkoutRecovery } : {}),
    ...(options.devMailbox ? { devMailbox: true } : {}),
    ...(options.priceAdjustments ? { priceAdjustments: options.priceAdjustments } : {}),
  });
  await app.ready();
  const call: TestApi['call'] = async ({ method, url, token, body, headers, remoteAddress }) => {
    const response = await app.inject({
      method,
      url,
      ...(remoteAddress ? { remoteAddress } : {}),
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      ...(body !== undefined ? { payload: body as InjectOptions['payload'] } : {}),
    });
    const isJson = String(response.headers['content-type'] ?? '').includes('json');
    return {
      status: response.statusCode,
      body: (isJson ? response.json() : response.body) as never,
      headers: response.headers,
    };
  };
  return {
    app,
    database,
    call,
    guest: async () =>
      (
        await call<TokenResponse>({
          method: 'POST',
          url: '/api/token/v2/auth/token',
          body: { type: 'Guest' },
        })
      ).body,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export const US_ADDRESS = {
  firstName: 'Jordan',
  lastName: 'Rivera',
  addressLine1: '350 Fifth Avenue',
  city: 'New York',
  province: 'NY',
  postalCode: '10118',
  countryCode: 'US',
  phone: '2125550123',
  email: 'jordan@example.com',
};

/** The first in-stock variant of the first product of a leaf category (hiking boots by default). */
export async function inStockVariant(api: TestApi, categoryId = '1101') {
  const list = await api.call<{ products: { id: string }[] }>({
    method: 'GET',
    url: `/api/products/v2/search/productSearch?categoryId=${categoryId}&count=1`,
  });
  const productId = list.body.products[0]!.id;
  const details = await api.call<ProductDetails>({
    method: 'GET',
    url: `/api/products/v2/products/${productId}/details`,
  });
  const variant = details.body.variants.find((v) => v.available && v.maxQty >= 5)!;
  return { product: details.body, variant };
}

export async function newCart(api: TestApi, token: string, locale = 'en-us'): Promise<Cart> {
  return (await api.call<Cart>({ method: 'POST', url: `/api/cart/v1/cart?locale=${locale}`, token })).body;
}

export async function tokenize(api: TestApi, cardNumber = '4242424242424242'): Promise<string> {
  const response = await api.call<{ token: string }>({
    method: 'POST',
    url: '/gateway/v1/tokens',
    body: {
      cardNumber,
      holder: 'Jordan Rivera',
      expMonth: 12,
      expYear: new Date().getFullYear() + 2,
      cvc: '123',
    },
  });
  return response.body.token;
}

/** A cart with one item, addresses, standard shipping and a card, ready to order: a new guest's, or `token`'s. */
export async function readyCart(
  api: TestApi,
  cardNumber = '4242424242424242',
  qty = 1,
  shopperToken?: string,
) {
  const token = shopperToken ?? (await api.guest()).accessToken;
  const cart = await newCart(api, token);
  const { variant } = await inStockVariant(api);
  await api.call({
    method: 'POST',
    url: '/api/cart/v1/item',
    token,
    body: { cartId: cart.id, upc: variant.upc, qty },
  });
  await api.call({
    method: 'POST',
    url: `/api/cart/v2/cart/${cart.id}/shippingAddress`,
    token,
    body: US_ADDRESS,
  });
  await api.call({
    method: 'POST',
    url: '/api/cart/v1/shippingMethod',
    token,
    body: { cartId: cart.id, code: 'standard' },
  });
  const { email: _email, ...billing } = US_ADDRESS;
  await api.call({
    method: 'POST',
    url: `/api/cart/v1/cart/${cart.id}/billingAddress`,
    token,
    body: billing,
  });
  const card = await tokenize(api, cardNumber);
  const ready = await api.call<Cart>({
    method: 'POST',
    url: `/api/cart/v1/cart/${cart.id}/paymentInstruments`,
    token,
    body: { payment_method_id: 'CREDIT_CARD', card: { token: card } },
  });
  return { token, cart: ready.body, variant };
}

/** What place order answers: the order, or the error (with the challenge's appId for AUT403). */
export type PlaceOrderBody = Order & { errorDetails: { errorId: string; message: string }[]; appId?: string };

/**
 * `PUT /cart/v2/checkout/order` under an idempotency key; for the bot check, with an ALTCHA solution, the
 * client address the storefront forwards, or another peer than this machine.
 */
export function placeOrder(
  api: TestApi,
  token: string,
  cartId: string,
  key: string,
  options: { altcha?: string; client?: string; peer?: string } = {},
) {
  return api.call<PlaceOrderBody>({
    method: 'PUT',
    url: '/api/cart/v2/checkout/order',
    token,
    body: { cartId, ...(options.altcha === undefined ? {} : { altcha: options.altcha }) },
    headers: { 'idempotency-key': key, ...(options.client ? { 'x-forwarded-for': options.client } : {}) },
    ...(options.peer ? { remoteAddress: options.peer } : {}),
  });
}

/** Fetches an ALTCHA challenge and solves it like the widget does; answers the payload to send. */
export async function altcha(api: TestApi): Promise<string> {
  const { body } = await api.call<{
    algorithm: string;
    challenge: string;
    salt: string;
    signature: string;
    maxnumber: number;
  }>({
    method: 'GET',
    url: '/api/altcha/challenge',
  });
  const solution = await solveChallenge(body.challenge, body.salt, body.algorithm, body.maxnumber).promise;
  if (!solution) throw new Error('ALTCHA challenge could not be solved');
  const payload = {
    algorithm: body.algorithm,
    challenge: body.challenge,
    number: solution.number,
    salt: body.salt,
    signature: body.signature,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** A PKCE pair (S256). */
export function pkce() {
  const codeVerifier = randomBytes(32).toString('base64url');
  const codeChallenge = createHash('sha256').update(codeVerifier).digest('base64url');
  return { codeVerifier, codeChallenge };
}

export const PASSWORD = 'Summit2026ok';
let emailCounter = 0;
export const uniqueEmail = (prefix = 'hiker') => `${prefix}.${Date.now()}.${++emailCounter}@example.com`;

export function signupBody(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Jordan',
    lastName: 'Rivera',
    birthDate: '1990-05-17',
    phone: '2125550123',
    phoneCode: '+1',
    email: uniqueEmail(),
    password: PASSWORD,
    postalCode: '10118',
    newsletter: false,
    loyaltyTerms: false,
    brandTerms: true,
    policy: true,
    ...overrides,
  };
}

/** Exchanges an authorization code for a registered session. */
export async function exchange(
  api: TestApi,
  authorizationCode: string,
  codeVerifier: string,
  extra: Record<string, unknown> = {},
  locale = 'en-us',
) {
  return api.call<TokenResponse & { errorDetails?: { errorId: string }[] }>({
    method: 'POST',
    url: `/api/token/v2/auth/token?locale=${locale}`,
    body: { type: 'Registered', authorizationCode, codeVerifier, ...extra },
  });
}

/** Signs up a new consumer through the API and answers the signed-in session and the email. */
export async function registered(api: TestApi, overrides: Record<string, unknown> = {}) {
  const { codeVerifier, codeChallenge } = pkce();
  const body = signupBody(overrides);
  const signup = await api.call<{ authorizationCode: string }>({
    method: 'POST',
    url: '/api/consumers-v3/auth/signup',
    body: { ...body, codeChallenge, altcha: await altcha(api) },
  });
  if (signup.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(signup.body)}`);
  const session = await exchange(api, signup.body.authorizationCode, codeVerifier);
  return { session: session.body, email: body.email as string, password: body.password as string };
}

/** Signs in with email and password through sign-in and the token exchange. */
export async function signIn(
  api: TestApi,
  email: string,
  password: string,
  extra: Record<string, unknown> = {},
  url = '/api/consumers-v3/auth/signin',
) {
  const { codeVerifier, codeChallenge } = pkce();
  const response = await api.call<{
    authorizationCode: string;
    errorDetails?: { errorId: string; message: string }[];
  }>({
    method: 'POST',
    url,
    body: { username: email, password, codeChallenge, altcha: await altcha(api) },
  });
  if (response.status !== 200) return { response, session: null };
  const session = await exchange(api, response.body.authorizationCode, codeVerifier, extra);
  return { response, session: session.body };
}

/** An in-stock variant (at least `minStock` on hand) of a product type, with its USD price. */
export async function variantOfType(api: TestApi, productType: string, minStock = 10, skip = 0) {
  const rows = await api.database.db
    .select({ upc: schema.variants.upc, price: schema.prices, onHand: schema.stock.quantity })
    .from(schema.variants)
    .innerJoin(schema.products, eq(schema.products.id, schema.variants.productId))
    .innerJoin(schema.stock, eq(schema.stock.upc, schema.variants.upc))
    .innerJoin(
      schema.prices,
      and(eq(schema.prices.productId, schema.variants.productId), eq(schema.prices.currency, 'USD')),
    )
    .where(and(eq(schema.products.productType, productType), gte(schema.stock.quantity, minStock)))
    .orderBy(asc(schema.variants.upc));
  const row = rows[skip]!;
  return { upc: row.upc, unitPrice: row.price.saleAmount ?? row.price.listAmount };
}

/** Sets the address, standard shipping, billing and a card on a cart that already has its items. */
export async function completeCheckoutDetails(
  api: TestApi,
  token: string,
  cartId: string,
  cardNumber = '4242424242424242',
  email = US_ADDRESS.email,
): Promise<Cart> {
  await api.call({
    method: 'POST',
    url: `/api/cart/v2/cart/${cartId}/shippingAddress`,
    token,
    body: { ...US_ADDRESS, email },
  });
  await api.call({
    method: 'POST',
    url: '/api/cart/v1/shippingMethod',
    token,
    body: { cartId, code: 'standard' },
  });
  const { email: _email, ...billing } = US_ADDRESS;
  await api.call({ method: 'POST', url: `/api/cart/v1/cart/${cartId}/billingAddress`, token, body: billing });
  const card = await tokenize(api, cardNumber);
  const ready = await api.call<Cart>({
    method: 'POST',
    url: `/api/cart/v1/cart/${cartId}/paymentInstruments`,
    token,
    body: { payment_method_id: 'CREDIT_CARD', card: { token: card } },
  });
  return ready.body;
}

/**
 * An in-store associate's shift session (decision 090): the demo employee's agent login naming a store and
 * an associate of it. Answers the session's token and the store and associate it sells for.
 */
export async function shiftSession(
  api: TestApi,
  email = 'employee@ridgeline.test',
  password = 'RidgelineStaff1',
) {
  const [associate] = await api.database.db
    .select()
    .from(schema.storeEmployees)
    .orderBy(asc(schema.storeEmployees.storeId), asc(schema.storeEmployees.employeeId))
    .limit(1);
  const { storeId, employeeId } = associate!;
  const { codeVerifier, codeChallenge } = pkce();
  const login = await api.call<{ authorizationCode: string }>({
    method: 'POST',
    url: '/api/consumers-v3/consumer/agent/login',
    body: {
      username: email,
      password,
      codeChallenge,
      altcha: await altcha(api),
      storeId,
      storeEmployeeId: employeeId,
    },
  });
  const session = await exchange(api, login.body.authorizationCode, codeVerifier);
  return { token: session.body.accessToken as string, storeId, storeEmployeeId: employeeId };
}

/** A shift session's assisted session for a new guest (`agent/assist`), with the store and associate. */
export async function assistedGuestSession(api: TestApi, email?: string, password?: string) {
  const shift = await shiftSession(api, email, password);
  const assisted = await api.call<{ accessToken: string }>({
    method: 'POST',
    url: '/api/consumers-v3/consumer/agent/assist',
    token: shift.token,
    body: {},
  });
  if (assisted.status !== 200) throw new Error(`assist failed: ${JSON.stringify(assisted.body)}`);
  return { token: assisted.body.accessToken, storeId: shift.storeId, storeEmployeeId: shift.storeEmployeeId };
}
