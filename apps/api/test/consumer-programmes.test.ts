import { eq, schema } from '@ridgeline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, registered, signIn, type TestApi } from './helpers.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

type Failure = { errorDetails: { errorId: string; field?: string }[] };
const BASE = '/api/consumers-v3/consumer';

describe('employees and associates', () => {
  it('signs an employee in through the agent login; terms acceptance is persisted', async () => {
    const first = await signIn(api, 'employee@ridgeline.test', 'RidgelineStaff1', {}, `${BASE}/agent/login`);
    expect(first.response.status).toBe(200);
    expect(first.session).toMatchObject({ consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: false });
    const accepted = await api.call({
      method: 'POST',
      url: `${BASE}/employee/terms`,
      token: first.session!.accessToken,
      body: { accepted: true },
    });
    expect(accepted.body).toEqual({ isEmployeeDiscountTCAccepted: true });
    const again = await signIn(api, 'employee@ridgeline.test', 'RidgelineStaff1', {}, `${BASE}/agent/login`);
    expect(again.session!.isEmployeeDiscountTCAccepted).toBe(true);
    const profile = await api.call<{ consumerDetails: { employee: unknown } }>({
      method: 'GET',
      url: `${BASE}/profile`,
      token: again.session!.accessToken,
    });
    expect(profile.body.consumerDetails.employee).toEqual({
      currentSpend: 42_500,
      annualCap: 150_000,
      currency: 'USD',
    });
  });

  it('refuses the agent login to non-employees as invalid credentials', async () => {
    const { email, password } = await registered(api);
    const { response } = await signIn(api, email, password, {}, `${BASE}/agent/login`);
    expect(response.status).toBe(401);
    expect(response.body.errorDetails![0]!.errorId).toBe('AUT401');
  });

  it('accepts employee terms only from employees, and only as true', async () => {
    const { session } = await registered(api);
    const notEmployee = await api.call<Failure>({
      method: 'POST',
      url: `${BASE}/employee/terms`,
      token: session.accessToken,
      body: { accepted: true },
    });
    expect(notEmployee.body.errorDetails[0]!.errorId).toBe('AUT432');
    const malformed = await api.call<Failure>({
      method: 'POST',
      url: `${BASE}/employee/terms`,
      token: session.accessToken,
      body: { accepted: false },
    });
    expect(malformed.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.accepted' });
  });

  it('lists the associates of a store; STR404 for an unknown store', async () => {
    const list = await api.call({
      method: 'GET',
      url: '/api/consumers-v3/utilities/stores/ST0001/employees',
    });
    expect(list.body).toEqual({
      storeId: 'ST0001',
      employees: [
        { storeEmployeeId: 'A1001', firstName: 'Jamie', lastName: 'F.' },
        { storeEmployeeId: 'A1002', firstName: 'Priya', lastName: 'S.' },
      ],
    });
    const unknown = await api.call<Failure>({
      method: 'GET',
      url: '/api/consumers-v3/utilities/stores/ST9999/employees',
    });
    expect(unknown.body.errorDetails[0]!.errorId).toBe('STR404');
    const malformed = await api.call<Failure>({
      method: 'GET',
      url: '/api/consumers-v3/utilities/stores/nope/employees',
    });
    expect(malformed.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'params.storeId' });
  });
});

describe('subscriptions and notifications', () => {
  type Subs = {
    subscriptions: {
      type: string;
      channel: string;
      optin: boolean;
      doubleOptin: boolean;
      optinDate: string | null;
      optoutDate: string | null;
    }[];
  };

  it('opts in by email with a double opt-in confirmed through the mailed link', async () => {
    const { session, email } = await registered(api);
    const put = await api.call<Subs>({
      method: 'PUT',
      url: `${BASE}/subscription`,
      token: session.accessToken,
      body: { subscriptions: [{ type: 'LoyaltyNewsletter', channel: 'email', optin: true }] },
    });
    expect(put.body.subscriptions).toEqual([
      expect.objectContaining({
        type: 'LoyaltyNewsletter',
        optin: true,
        doubleOptin: false,
        optinDate: expect.any(String),
      }),
    ]);
    const mails = await api.database.db
      .select()
      .from(schema.outbox)
      .where(eq(schema.outbox.toAddress, email));
    const token = mails
      .find((m) => m.template === 'subscription-confirm')!
      .textBody.match(/token=([A-Za-z0-9_-]+)/)![1]!;
    const confirmed = await api.call<Subs>({
      method: 'POST',
      url: `${BASE}/subscription/confirm`,
      body: { token },
    });
    expect(confirmed.body.subscriptions[0]!.doubleOptin).toBe(true);
    const reused = await api.call<Failure>({
      method: 'POST',
      url: `${BASE}/subscription/confirm`,
      body: { token },
    });
    expect(reused.body.errorDetails[0]!.errorId).toBe('AUT402');
  });

  it('opts out with a date, and needs a phone for SMS (SHP410)', async () => {
    const { session } = await registered(api);
    await api.call({
      method: 'POST',
      url: `${BASE}/subscription`,
      token: session.accessToken,
      body: { subscriptions: [{ type: 'Newsletter', channel: 'sms', optin: true }] },
    });
    const out = await api.call<Subs>({
      method: 'PUT',
      url: `${BASE}/subscription`,
      token: session.accessToken,
      body: { subscriptions: [{ type: 'Newsletter', channel: 'sms', optin: false }] },
    });
    expect(out.body.subscriptions[0]).toMatchObject({ optin: false, optoutDate: expect.any(String) });
    const noPhone = await registered(api, { simplified: true });
    const refused = await api.call<Failure>({
      method: 'PUT',
      url: `${BASE}/subscription`,
      token: noPhone.session.accessToken,
      body: { subscriptions: [{ type: 'Newsletter', channel: 'sms', optin: true }] },
    });
    expect(refused.body.errorDetails[0]!.errorId).toBe('SHP410');
    const malformed = await api.call<Failure>({
      method: 'PUT',
      url: `${BASE}/subscription`,
      token: session.accessToken,
      body: { subscriptions: [{ type: 'Spam', channel: 'email', optin: true }] },
    });
    expect(malformed.body.errorDetails[0]).toMatchObject({
      errorId: 'REQ400',
      field: 'body.subscriptions.0.type',
    });
  });

  it('sets notification channels', async () => {
    const { session } = await registered(api);
    const set = await api.call({
      method: 'PUT',
      url: `${BASE}/notification`,
      token: session.accessToken,
      body: { sms: true },
    });
    expect(set.body).toEqual({ email: true, sms: true });
    const malformed = await api.call<Failure>({
      method: 'PUT',
      url: `${BASE}/notification`,
      token: session.accessToken,
      body: { sms: 'yes' },
    });
    expect(malformed.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.sms' });
  });
});

describe('loyalty', () => {
  it('enrols a consumer, answers the welcome offer and the vouchers', async () => {
    const { session } = await registered(api);
    const notMember = await api.call<Failure>({
      method: 'GET',
      url: `${BASE}/loyalty/vouchers`,
      token: session.accessToken,
    });
    expect(notMember.status).toBe(404);
    expect(notMember.body.errorDetails[0]!.errorId).toBe('4044');
    const enrolled = await api.call<{ memberId: string; points: number }>({
      method: 'POST',
      url: `${BASE}/loyalty/token`,
      token: session.accessToken,
      body: { usid: 'abc' },
    });
    expect(enrolled.body).toMatchObject({ memberId: expect.stringMatching(/^M\d{12}$/), points: 250 });
    const twice = await api.call<{ memberId: string; points: number }>({
      method: 'POST',
      url: `${BASE}/loyalty/token`,
      token: session.accessToken,
      body: {},
    });
    expect(twice.body).toMatchObject({ memberId: enrolled.body.memberId, points: 250 });
    const welcome = await api.call({
      method: 'GET',
      url: `${BASE}/loyalty/promo/welcome`,
      token: session.accessToken,
    });
    expect(welcome.body).toMatchObject({ memberId: enrolled.body.memberId, welcomePoints: 250 });
    await api.database.db
      .update(schema.consumers)
      .set({ loyaltyPoints: 1200 })
      .where(eq(schema.consumers.memberId, enrolled.body.memberId));
    const vouchers = await api.call({
      method: 'GET',
      url: `${BASE}/loyalty/vouchers?locale=en-ca`,
      token: session.accessToken,
    });
    expect(vouchers.body).toEqual({
      currentLoyaltyPoints: 1200,
      applicableLoyaltyVouchers: [
        { points: 500, amountInCurrency: 500, currency: 'CAD', available: true, eligible: true },
        { points: 1000, amountInCurrency: 1000, currency: 'CAD', available: true, eligible: true },
        { points: 2000, amountInCurrency: 2500, currency: 'CAD', available: false, eligible: false },
      ],
    });
    const malformed = await api.call<Failure>({
      method: 'POST',
      url: `${BASE}/loyalty/token`,
      token: session.accessToken,
      body: { usid: 5 },
    });
    expect(malformed.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.usid' });
  });
});

describe('malformed reads', () => {
  it('answers REQ400 naming the query field on the consumer reads', async () => {
    const { session } = await registered(api, { loyaltyTerms: true });
    const token = session.accessToken;
    const cases: [string, string][] = [
      [`${BASE}/profile?includeLoyaltySummary=yes`, 'querystring.includeLoyaltySummary'],
      [`${BASE}/payment_instruments?payment_method_id=GIFT_CARD`, 'querystring.payment_method_id'],
      [`${BASE}/subscription?locale=xx-yy`, 'querystring.locale'],
      [`${BASE}/loyalty/promo/welcome?locale=en`, 'querystring.locale'],
      [`${BASE}/loyalty/vouchers?locale=en`, 'querystring.locale'],
      ['/api/consumers-v3/contactus/categorySubject?locale=zz', 'querystring.locale'],
    ];
    for (const [url, field] of cases) {
      const answer = await api.call<Failure>({ method: 'GET', url, token });
      expect(answer.status, url).toBe(400);
      expect(answer.body.errorDetails[0], url).toMatchObject({ errorId: 'REQ400', field });
    }
  });
});

describe('utilities, contact us, warranty and data export', () => {
  it('documents the identity and consumer calls in the OpenAPI document', async () => {
    const docs = await api.call<{ paths: Record<string, unknown> }>({ method: 'GET', url: '/api/docs' });
    expect(Object.keys(docs.body.paths)).toEqual(
      expect.arrayContaining([
        '/consumers-v3/auth/signin',
        '/consumers-v3/auth/signup',
        '/consumers-v3/consumer/profile',
        '/consumers-v3/consumer/address/{addressId}',
        '/consumers-v3/consumer/payment_instruments/{paymentInstrumentId}',
        '/consumers-v3/consumer/loyalty/vouchers',
        '/altcha/challenge',
      ]),
    );
  });

  it('lists countries with dial code, ISO code and phone mask', async () => {
    const list = await api.call<{
      countries: { name: string; dialCode: string; code: string; mask?: string }[];
    }>({
      method: 'GET',
      url: '/api/consumers-v3/utilities/countryList',
    });
    expect(list.body.countries).toContainEqual({
      name: 'United States',
      dialCode: '+1',
      code: 'US',
      mask: '(XXX) XXX - XXXX',
    });
    expect(list.body.countries.map((c) => c.code)).toEqual(expect.arrayContaining(['CA', 'GB', 'DE', 'FR']));
    const badLocale = await api.call<Failure>({
      method: 'GET',
      url: '/api/consumers-v3/utilities/countryList?locale=xx',
    });
    expect(badLocale.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'querystring.locale' });
  });

  it('serves the address rules of a country', async () => {
    const us = await api.call<{
      rules: Record<string, { required: boolean; pattern?: string; exactLength?: number }>;
    }>({
      method: 'GET',
      url: '/api/consumers-v3/utilities/addressRules/US?locale=en-us',
    });
    expect(us.body.rules.province).toMatchObject({ required: true, exactLength: 2 });
    expect(us.body.rules.firstName).toEqual({ required: true, minLength: 2, maxLength: 30 });
    const gb = await api.call<{ rules: Record<string, { required: boolean }> }>({
      method: 'GET',
      url: '/api/consumers-v3/utilities/addressRules/GB',
    });
    expect(gb.body.rules.province!.required).toBe(false);
    const unknown = await api.call<Failure>({
      method: 'GET',
      url: '/api/consumers-v3/utilities/addressRules/ZZ',
    });
    expect(unknown.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'params.countryCode' });
  });

  it('files a contact-us message with a known category and subject', async () => {
    const categories = await api.call<{
      categories: { category: string; subjects: { subject: string }[] }[];
    }>({
      method: 'GET',
      url: '/api/consumers-v3/contactus/categorySubject',
    });
    const category = categories.body.categories[0]!;
    const sent = await api.call<{ caseId: string }>({
      method: 'POST',
      url: '/api/consumers-v3/contactus',
      body: {
        email: 'asker@example.com',
        firstName: 'Ada',
        lastName: 'Stone',
        category: category.category,
        subject: category.subjects[0]!.subject,
        message: 'Where are my boots?',
      },
    });
    expect(sent.body.caseId).toMatch(/^[0-9a-f-]{36}$/);
    const mails = await api.database.db
      .select()
      .from(schema.outbox)
      .where(eq(schema.outbox.toAddress, 'asker@example.com'));
    expect(mails).toHaveLength(1);
    const wrongSubject = await api.call<Failure>({
      method: 'POST',
      url: '/api/consumers-v3/contactus',
      body: {
        email: 'asker@example.com',
        firstName: 'Ada',
        lastName: 'Stone',
        category: category.category,
        subject: 'nope',
        message: 'Hi',
      },
    });
    expect(wrongSubject.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.subject' });
    const badEmail = await api.call<Failure>({
      method: 'POST',
      url: '/api/consumers-v3/contactus',
      body: {
        email: 'nope',
        firstName: 'Ada',
        lastName: 'Stone',
        category: 'orders',
        subject: 'sizing',
        message: 'Hi',
      },
    });
    expect(badEmail.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.email' });
  });

  it('opens a warranty case for the signed-in consumer', async () => {
    const { session } = await registered(api);
    const opened = await api.call<{ caseId: string }>({
      method: 'POST',
      url: `${BASE}/warranty`,
      token: session.accessToken,
      body: { productId: 'RL100001', purchaseDate: '2026-01-15', description: 'The sole came loose.' },
    });
    expect(opened.status).toBe(200);
    expect(opened.body.caseId).toBeTruthy();
    const future = await api.call<Failure>({
      method: 'POST',
      url: `${BASE}/warranty`,
      token: session.accessToken,
      body: { productId: 'RL100001', purchaseDate: '2999-01-01', description: 'x' },
    });
    expect(future.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.purchaseDate' });
  });

  it('exports the consumer data as a downloadable JSON document', async () => {
    const { session, email } = await registered(api, { loyaltyTerms: true });
    const exported = await api.call<{ account: { email: string }; profile: unknown; orders: unknown[] }>({
      method: 'POST',
      url: `${BASE}/retrieveUserData`,
      token: session.accessToken,
      body: { email },
    });
    expect(exported.status).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="ridgeline-data-C\d{10}\.json"$/,
    );
    expect(exported.body.account.email).toBe(email);
    expect(exported.body.orders).toEqual([]);
    expect(JSON.stringify(exported.body)).not.toContain('argon2');
    const someoneElse = await api.call<Failure>({
      method: 'POST',
      url: `${BASE}/retrieveUserData`,
      token: session.accessToken,
      body: { email: 'other@example.com' },
    });
    expect(someoneElse.body.errorDetails[0]!.errorId).toBe('CCN404');
  });
});
