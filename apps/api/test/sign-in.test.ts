import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  altcha,
  createTestApi,
  exchange,
  inStockVariant,
  newCart,
  PASSWORD,
  pkce,
  readyCart,
  registered,
  signIn,
  signupBody,
  type TestApi,
} from './helpers.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

type Failure = { errorDetails: { errorId: string; field?: string; message: string }[]; appId: string };
const SIGNUP = '/api/consumers-v3/auth/signup';
const SIGNIN = '/api/consumers-v3/auth/signin';

async function signup(body: Record<string, unknown>, withAltcha = true) {
  const { codeChallenge } = pkce();
  return api.call<Failure & { authorizationCode: string }>({
    method: 'POST',
    url: SIGNUP,
    body: { codeChallenge, ...body, ...(withAltcha ? { altcha: await altcha(api) } : {}) },
  });
}

describe('POST /consumers-v3/auth/signup', () => {
  it('creates the consumer, signs them in and queues a welcome email', async () => {
    const { session, email } = await registered(api);
    expect(session).toMatchObject({
      consumerType: 'REGISTERED',
      consumerNo: expect.stringMatching(/^C\d{10}$/),
      isEmployeeDiscountTCAccepted: false,
      memberId: null,
    });
    const profile = await api.call<{ consumerDetails: { email: string; firstName: string } }>({
      method: 'GET',
      url: '/api/consumers-v3/consumer/profile',
      token: session.accessToken,
    });
    expect(profile.body.consumerDetails).toMatchObject({ email, firstName: 'Jordan' });
    const mails = await api.database.db.query.outbox.findMany();
    expect(mails.some((m) => m.toAddress === email && m.template === 'welcome')).toBe(true);
  });

  it('stores the password as an argon2id hash, never in clear', async () => {
    const { email } = await registered(api);
    const rows = await api.database.db.query.consumers.findMany();
    const hashes = rows.map((r) => r.passwordHash);
    expect(hashes.every((h) => h.startsWith('$argon2id$'))).toBe(true);
    expect(hashes.some((h) => h.includes(PASSWORD))).toBe(false);
    expect(email).toContain('@');
  });

  it('accepts the simplified variant with email and password only', async () => {
    const { codeVerifier, codeChallenge } = pkce();
    const response = await api.call<{ authorizationCode: string }>({
      method: 'POST',
      url: SIGNUP,
      body: {
        simplified: true,
        email: 'simple.one@example.com',
        password: PASSWORD,
        codeChallenge,
        altcha: await altcha(api),
      },
    });
    expect(response.status).toBe(200);
    const session = await exchange(api, response.body.authorizationCode, codeVerifier);
    const profile = await api.call<{ isPartiallyEnrolled: boolean }>({
      method: 'GET',
      url: '/api/consumers-v3/consumer/profile',
      token: session.body.accessToken,
    });
    expect(profile.body.isPartiallyEnrolled).toBe(true);
  });

  it('enrols in loyalty and records consents when asked', async () => {
    const { session, email } = await registered(api, { loyaltyTerms: true, newsletter: true });
    expect(session.memberId).toMatch(/^M\d{12}$/);
    const subs = await api.call<{
      subscriptions: { type: string; channel: string; optin: boolean; doubleOptin: boolean }[];
    }>({
      method: 'GET',
      url: '/api/consumers-v3/consumer/subscription',
      token: session.accessToken,
    });
    expect(subs.body.subscriptions).toEqual([
      expect.objectContaining({ type: 'Newsletter', channel: 'email', optin: true, doubleOptin: false }),
    ]);
    const mails = await api.database.db.query.outbox.findMany();
    expect(mails.some((m) => m.toAddress === email && m.template === 'subscription-confirm')).toBe(true);
  });

  it('answers AUT439 LOGIN_IN_USE for an email that has an account, whatever its case', async () => {
    const { email } = await registered(api);
    const response = await signup(signupBody({ email: email.toUpperCase() }));
    expect(response.status).toBe(409);
    expect(response.body.errorDetails[0]).toMatchObject({ errorId: 'AUT439', field: 'body.email' });
  });

  it('creates one account when the same email signs up twice at once', async () => {
    const body = signupBody();
    const answers = await Promise.all([signup(body), signup(body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.errorDetails[0]!.errorId).toBe('AUT439');
  });

  it('answers AUT453 for an invalid email', async () => {
    const response = await signup(signupBody({ email: 'not-an-email' }));
    expect(response.status).toBe(400);
    expect(response.body.errorDetails[0]!.errorId).toBe('AUT453');
  });

  it('answers FE872 for a short password and names the policy for a weak one', async () => {
    const short = await signup(signupBody({ password: 'Ab1' }));
    expect(short.body.errorDetails[0]!.errorId).toBe('FE872');
    const weak = await signup(signupBody({ password: 'alllowercase1' }));
    expect(weak.status).toBe(400);
    expect(weak.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.password' });
    expect(weak.body.errorDetails[0]!.message).toContain('Password does not meet requirements.');
  });

  it('answers PRO410 outside the allowed ages', async () => {
    const thisYear = new Date().getUTCFullYear();
    const tooYoung = await signup(signupBody({ birthDate: `${thisYear - 10}-01-01` }));
    expect(tooYoung.body.errorDetails[0]).toMatchObject({ errorId: 'PRO410', minAge: 13 });
    const tooOld = await signup(signupBody({ birthDate: '1899-12-31' }));
    expect(tooOld.body.errorDetails[0]!.errorId).toBe('PRO410');
    const notADate = await signup(signupBody({ birthDate: '1990-02-30' }));
    expect(notADate.body.errorDetails[0]!.errorId).toBe('PRO410');
  });

  it('applies the country minimum age: 16 in Germany', async () => {
    const fifteen = `${new Date().getUTCFullYear() - 15}-01-01`;
    const { codeChallenge } = pkce();
    const response = await api.call<Failure>({
      method: 'POST',
      url: `${SIGNUP}?locale=de-de`,
      body: {
        ...signupBody({ birthDate: fifteen, phone: undefined, postalCode: '10115', gender: 'F' }),
        codeChallenge,
        altcha: await altcha(api),
      },
    });
    expect(response.body.errorDetails[0]).toMatchObject({ errorId: 'PRO410', minAge: 16 });
  });

  describe('what each locale requires (the site table’s per-locale configuration, decision 090)', () => {
    const signupIn = async (locale: string, body: Record<string, unknown>) => {
      const { codeChallenge } = pkce();
      return api.call<Failure & { authorizationCode?: string }>({
        method: 'POST',
        url: `${SIGNUP}?locale=${locale}`,
        body: { ...body, codeChallenge, altcha: await altcha(api) },
      });
    };
    const without = (fields: string[], overrides: Record<string, unknown> = {}) => {
      const body: Record<string, unknown> = signupBody(overrides);
      for (const field of fields) delete body[field];
      return body;
    };

    it('takes neither mobile number nor birth date in the US, Canada and the UK', async () => {
      const postal: Record<string, string> = {
        'en-us': '10118',
        'en-ca': 'M5V 2T6',
        'fr-ca': 'H2X 1Y4',
        'en-gb': 'SW1A 1AA',
      };
      for (const [locale, postalCode] of Object.entries(postal)) {
        const response = await signupIn(locale, without(['phone', 'phoneCode', 'birthDate'], { postalCode }));
        expect(response.status, `${locale}: ${JSON.stringify(response.body)}`).toBe(200);
        expect(response.body.authorizationCode).toBeTruthy();
      }
    });

    it('requires the birth date (PRO411) in Germany and France, and the salutation in Germany only', async () => {
      for (const [locale, postalCode] of [
        ['de-de', '10115'],
        ['fr-fr', '75001'],
      ] as const) {
        const missing = await signupIn(
          locale,
          without(['phone', 'phoneCode', 'birthDate'], { postalCode, gender: 'F' }),
        );
        expect(missing.status).toBe(400);
        expect(missing.body.errorDetails[0]).toMatchObject({ errorId: 'PRO411', field: 'body.birthDate' });
      }
      const noGender = await signupIn('de-de', without(['phone', 'phoneCode'], { postalCode: '10115' }));
      expect(noGender.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.gender' });
      const french = await signupIn('fr-fr', without(['phone', 'phoneCode'], { postalCode: '75001' }));
      expect(french.status, JSON.stringify(french.body)).toBe(200);
    });

    it('checks the age of the locale’s own country: 15 in France, though the site’s country is Germany', async () => {
      const fifteen = `${new Date().getUTCFullYear() - 15}-01-01`;
      const french = await signupIn(
        'fr-fr',
        without(['phone', 'phoneCode'], { postalCode: '75001', birthDate: fifteen }),
      );
      expect(french.status, JSON.stringify(french.body)).toBe(200);
    });
  });

  it('rejects invalid names and phones naming the field', async () => {
    const name = await signup(signupBody({ firstName: 'J0rdan' }));
    expect(name.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.firstName' });
    const phone = await signup(signupBody({ phone: '1125550123' }));
    expect(phone.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.phone' });
  });

  it('requires the agreements to be checked', async () => {
    const response = await signup(signupBody({ policy: false }));
    expect(response.status).toBe(400);
    expect(response.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.policy' });
  });

  it('answers 403 AUT403 with appId without a bot-challenge solution', async () => {
    const response = await signup(signupBody(), false);
    expect(response.status).toBe(403);
    expect(response.body.errorDetails[0]!.errorId).toBe('AUT403');
    expect(response.body.appId).toBe('ridgeline-api');
  });
});

describe('POST /consumers-v3/auth/signin and the Registered token exchange', () => {
  it('signs in with PKCE and answers the registered session', async () => {
    const { email, password } = await registered(api);
    const { response, session } = await signIn(api, email, password);
    expect(response.status).toBe(200);
    expect(response.body.authorizationCode).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(session).toMatchObject({ consumerType: 'REGISTERED', refreshToken: expect.any(String) });
  });

  it('answers AUT409 DUPLICATED_TOKEN when a code is exchanged twice', async () => {
    const { email, password } = await registered(api);
    const { codeVerifier, codeChallenge } = pkce();
    const code = await api.call<{ authorizationCode: string }>({
      method: 'POST',
      url: SIGNIN,
      body: { username: email, password, codeChallenge, altcha: await altcha(api) },
    });
    expect((await exchange(api, code.body.authorizationCode, codeVerifier)).status).toBe(200);
    const again = await exchange(api, code.body.authorizationCode, codeVerifier);
    expect(again.status).toBe(409);
    expect(again.body.errorDetails![0]!.errorId).toBe('AUT409');
  });

  it('lets only one of two simultaneous exchanges of a code succeed', async () => {
    const { email, password } = await registered(api);
    const { codeVerifier, codeChallenge } = pkce();
    const code = await api.call<{ authorizationCode: string }>({
      method: 'POST',
      url: SIGNIN,
      body: { username: email, password, codeChallenge, altcha: await altcha(api) },
    });
    const answers = await Promise.all([
      exchange(api, code.body.authorizationCode, codeVerifier),
      exchange(api, code.body.authorizationCode, codeVerifier),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it('refuses a code with the wrong verifier (AUT432) or an unknown code (AUT404)', async () => {
    const { email, password } = await registered(api);
    const { codeChallenge } = pkce();
    const code = await api.call<{ authorizationCode: string }>({
      method: 'POST',
      url: SIGNIN,
      body: { username: email, password, codeChallenge, altcha: await altcha(api) },
    });
    const wrong = await exchange(api, code.body.authorizationCode, pkce().codeVerifier);
    expect(wrong.body.errorDetails![0]!.errorId).toBe('AUT432');
    const unknown = await exchange(api, 'A'.repeat(22), pkce().codeVerifier);
    expect(unknown.body.errorDetails![0]!.errorId).toBe('AUT404');
  });

  it('rejects a malformed code challenge and verifier naming the field', async () => {
    const bad = await api.call<Failure>({
      method: 'POST',
      url: SIGNIN,
      body: { username: 'a@example.com', password: 'x', codeChallenge: 'short' },
    });
    expect(bad.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.codeChallenge' });
    const verifier = await exchange(api, 'A'.repeat(22), 'short');
    expect(verifier.status).toBe(400);
  });

  it('answers AUT401 alike for a wrong password and an unknown email', async () => {
    const { email } = await registered(api);
    const wrong = await signIn(api, email, 'Wrong-pass1');
    const unknown = await signIn(api, 'nobody.here@example.com', 'Wrong-pass1');
    expect(wrong.response.status).toBe(401);
    expect(unknown.response.status).toBe(401);
    expect(wrong.response.body.errorDetails![0]!.errorId).toBe('AUT401');
    expect(unknown.response.body).toMatchObject({
      errorDetails: [{ errorId: 'AUT401', message: wrong.response.body.errorDetails![0]!.message }],
    });
  });

  it('answers AUT453 for a malformed username', async () => {
    const { response } = await signIn(api, 'not-an-email', PASSWORD);
    expect(response.body.errorDetails![0]!.errorId).toBe('AUT453');
  });

  it('locks after five failures: the fifth answers AUT426, then AUT423 even with the right password', async () => {
    const { email, password } = await registered(api);
    const answers: string[] = [];
    for (let i = 0; i < 5; i++)
      answers.push((await signIn(api, email, 'Wrong-pass1')).response.body.errorDetails![0]!.errorId);
    expect(answers).toEqual(['AUT401', 'AUT401', 'AUT401', 'AUT401', 'AUT426']);
    const locked = await signIn(api, email, password);
    expect(locked.response.status).toBe(403);
    expect(locked.response.body.errorDetails![0]!.errorId).toBe('AUT423');
  });

  it('locks an unknown email the same way, so the answers reveal nothing', async () => {
    const answers: string[] = [];
    for (let i = 0; i < 6; i++)
      answers.push(
        (await signIn(api, 'ghost@example.com', 'Wrong-pass1')).response.body.errorDetails![0]!.errorId,
      );
    expect(answers).toEqual(['AUT401', 'AUT401', 'AUT401', 'AUT401', 'AUT426', 'AUT423']);
  });

  it('lets the lock expire by itself after 15 minutes', async () => {
    const { email, password } = await registered(api);
    for (let i = 0; i < 5; i++) await signIn(api, email, 'Wrong-pass1');
    const { schema, sql } = await import('@ridgeline/db');
    await api.database.db
      .update(schema.signInFailures)
      .set({ lockedUntil: sql`now() - interval '1 second'` });
    const after = await signIn(api, email, password);
    expect(after.response.status).toBe(200);
  });

  it('answers 403 AUT403 for a missing, forged or reused bot-challenge solution', async () => {
    const { email, password } = await registered(api);
    const { codeChallenge } = pkce();
    const missing = await api.call<Failure>({
      method: 'POST',
      url: SIGNIN,
      body: { username: email, password, codeChallenge },
    });
    expect(missing.status).toBe(403);
    expect(missing.body).toMatchObject({ errorDetails: [{ errorId: 'AUT403' }], appId: 'ridgeline-api' });
    const solution = await altcha(api);
    const decoded = JSON.parse(Buffer.from(solution, 'base64').toString());
    const forged = Buffer.from(JSON.stringify({ ...decoded, number: decoded.number + 1 })).toString('base64');
    const wrong = await api.call<Failure>({
      method: 'POST',
      url: SIGNIN,
      body: { username: email, password, codeChallenge, altcha: forged },
    });
    expect(wrong.body.errorDetails[0]!.errorId).toBe('AUT403');
    const first = await api.call({
      method: 'POST',
      url: SIGNIN,
      body: { username: email, password, codeChallenge, altcha: solution },
    });
    expect(first.status).toBe(200);
    const reused = await api.call<Failure>({
      method: 'POST',
      url: SIGNIN,
      body: { username: email, password, codeChallenge, altcha: solution },
    });
    expect(reused.body.errorDetails[0]!.errorId).toBe('AUT403');
  });

  it('merges the guest cart into the account cart, capped by the maximum quantity', async () => {
    const { email, password } = await registered(api);
    const { variant } = await inStockVariant(api);
    const other = (await inStockVariant(api, '1102')).variant;
    // The account's cart from an earlier visit.
    const first = await signIn(api, email, password);
    const accountCart = await newCart(api, first.session!.accessToken);
    await api.call({
      method: 'POST',
      url: '/api/cart/v1/item',
      token: first.session!.accessToken,
      body: { cartId: accountCart.id, upc: variant.upc, qty: variant.maxQty },
    });
    await api.call({
      method: 'POST',
      url: '/api/cart/v1/item',
      token: first.session!.accessToken,
      body: { cartId: accountCart.id, upc: other.upc, qty: 1 },
    });
    // Now as a guest.
    const guest = await api.guest();
    const guestCart = await newCart(api, guest.accessToken);
    await api.call({
      method: 'POST',
      url: '/api/cart/v1/item',
      token: guest.accessToken,
      body: { cartId: guestCart.id, upc: variant.upc, qty: 2 },
    });
    const { session } = await signIn(api, email, password, { guestObjects: { basketId: guestCart.id } });
    expect(session!.basketId).toBe(accountCart.id);
    expect(session!.mergedCartItemsCountIncreased).toBe(true);
    const merged = await api.call<{ items: { upc: string; qty: number }[] }>({
      method: 'GET',
      url: `/api/cart/v1/cart/${accountCart.id}`,
      token: session!.accessToken,
    });
    expect(merged.body.items.find((i) => i.upc === variant.upc)!.qty).toBe(variant.maxQty);
    expect(merged.body.items.find((i) => i.upc === other.upc)!.qty).toBe(1);
    const gone = await api.call({
      method: 'GET',
      url: `/api/cart/v1/cart/${guestCart.id}`,
      token: guest.accessToken,
    });
    expect(gone.status).toBe(404);
  });

  it('hands the guest cart to an account without a cart, with no merged-cart notice', async () => {
    const { email, password } = await registered(api);
    const guest = await api.guest();
    const guestCart = await newCart(api, guest.accessToken);
    const { variant } = await inStockVariant(api);
    await api.call({
      method: 'POST',
      url: '/api/cart/v1/item',
      token: guest.accessToken,
      body: { cartId: guestCart.id, upc: variant.upc, qty: 1 },
    });
    const { session } = await signIn(api, email, password, {
      guestObjects: { basketId: guestCart.id, favoriteId: null, saveForLaterId: null },
    });
    expect(session).toMatchObject({ basketId: guestCart.id, mergedCartItemsCountIncreased: false });
  });

  it('claims a guest order when orderNo and st match (postLogin)', async () => {
    const { token, cart } = await readyCart(api);
    const { email, password } = await registered(api);
    const order = await placeGuestOrder(token, cart.id);
    const wrongSt = await signIn(api, email, password, {
      orderNo: order.orderNumber,
      st: 'wrong',
      action: 'postLogin',
    });
    expect(wrongSt.session!.orderClaimed).toBe(false);
    const { session } = await signIn(api, email, password, {
      orderNo: order.orderNumber,
      st: order.st,
      action: 'postLogin',
    });
    expect(session!.orderClaimed).toBe(true);
    const { schema, eq } = await import('@ridgeline/db');
    const [row] = await api.database.db
      .select()
      .from(schema.orders)
      .where(eq(schema.orders.orderNumber, order.orderNumber));
    const [owner] = await api.database.db
      .select()
      .from(schema.shoppers)
      .where(eq(schema.shoppers.id, row!.ownerId));
    expect(owner!.email).toBe(email);
  });
});

async function placeGuestOrder(token: string, cartId: string): Promise<{ orderNumber: string; st: string }> {
  const response = await api.call<{ orderNumber: string; st: string }>({
    method: 'PUT',
    url: '/api/cart/v2/checkout/order',
    token,
    body: { cartId },
    headers: { 'idempotency-key': `k-${cartId}` },
  });
  if (response.status !== 200) throw new Error(JSON.stringify(response.body));
  return response.body;
}

describe('POST /consumers-v3/consumer/auth/signout', () => {
  it('revokes the refresh token family and answers a fresh guest session', async () => {
    const { session } = await registered(api);
    const out = await api.call<{ consumerType: string; refreshToken: string; basketId: string | null }>({
      method: 'POST',
      url: '/api/consumers-v3/consumer/auth/signout',
      token: session.accessToken,
      body: { refreshToken: session.refreshToken },
    });
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ consumerType: 'GUEST', basketId: null });
    const refresh = await api.call({
      method: 'POST',
      url: '/api/token/v2/auth/token',
      body: { type: 'Refresh', refreshToken: session.refreshToken },
    });
    expect(refresh.status).toBe(401);
  });

  it('needs a session and a refresh token', async () => {
    const anonymous = await api.call<Failure>({
      method: 'POST',
      url: '/api/consumers-v3/consumer/auth/signout',
      body: { refreshToken: 'x' },
    });
    expect(anonymous.body.errorDetails[0]!.errorId).toBe('AUT498');
    const guest = await api.guest();
    const missing = await api.call<Failure>({
      method: 'POST',
      url: '/api/consumers-v3/consumer/auth/signout',
      token: guest.accessToken,
      body: {},
    });
    expect(missing.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.refreshToken' });
  });
});
