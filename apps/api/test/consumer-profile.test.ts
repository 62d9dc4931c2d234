import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { altcha, createTestApi, registered, signIn, type TestApi, tokenize, US_ADDRESS } from './helpers.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

type Failure = { errorDetails: { errorId: string; field?: string }[] };
type Profile = {
  consumerDetails: Record<string, unknown> & {
    address: { addressId: string; approachType: string; main: boolean }[];
  };
  preferences: { interests: string; preferredShoeSize: string | null };
  isPartiallyEnrolled: boolean;
  loyaltySummary?: { points: { balance: number } };
};
const PROFILE = '/api/consumers-v3/consumer/profile';
const ADDRESS = '/api/consumers-v3/consumer/address';
const CARDS = '/api/consumers-v3/consumer/payment_instruments';
const { email: _email, ...ADDRESS_FIELDS } = US_ADDRESS;

describe('GET/PUT/POST /consumers-v3/consumer/profile', () => {
  it('reads the profile with the loyalty summary on request', async () => {
    const { session, email } = await registered(api, { loyaltyTerms: true });
    const plain = await api.call<Profile>({ method: 'GET', url: PROFILE, token: session.accessToken });
    expect(plain.status).toBe(200);
    expect(plain.body.loyaltySummary).toBeUndefined();
    expect(plain.body).toMatchObject({
      consumerDetails: {
        email,
        firstName: 'Jordan',
        phone: '2125550123',
        athlete: null,
        employee: null,
        identity: [],
      },
      isLoyaltyMember: true,
      isPartiallyEnrolled: false,
      preferences: { interests: '', preferredShoeSize: null },
    });
    const withPoints = await api.call<Profile>({
      method: 'GET',
      url: `${PROFILE}?includeLoyaltySummary=true`,
      token: session.accessToken,
    });
    expect(withPoints.body.loyaltySummary!.points.balance).toBe(250);
  });

  it('updates details and pipe-separated interests', async () => {
    const { session } = await registered(api);
    const updated = await api.call<Profile>({
      method: 'PUT',
      url: PROFILE,
      token: session.accessToken,
      body: {
        consumerProfile: {
          consumerDetails: { firstName: 'Jo', postalCode: '10001' },
          preferences: { interests: 'hiking|trail running|hiking', preferredShoeSize: '10.5' },
        },
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.consumerDetails).toMatchObject({ firstName: 'Jo', postalCode: '10001' });
    expect(updated.body.preferences).toEqual({
      interests: 'hiking|trail running',
      preferredShoeSize: '10.5',
    });
  });

  it('rejects invalid values naming the field, and PRO410 for an invalid birth date', async () => {
    const { session } = await registered(api);
    const put = (consumerDetails: Record<string, unknown>) =>
      api.call<Failure>({
        method: 'PUT',
        url: PROFILE,
        token: session.accessToken,
        body: { consumerProfile: { consumerDetails } },
      });
    expect((await put({ phone: '123' })).body.errorDetails[0]).toMatchObject({
      errorId: 'REQ400',
      field: 'body.consumerProfile.consumerDetails.phone',
    });
    expect((await put({ birthDate: '2999-01-01' })).body.errorDetails[0]!.errorId).toBe('PRO410');
    expect((await put({ email: 'x@example.com' })).body.errorDetails[0]!.errorId).toBe('REQ400');
  });

  it('checks the phone against the country mask: its punctuation is dropped, a wrong digit count is REQ400', async () => {
    const { session } = await registered(api);
    const put = (phone: string) =>
      api.call<Failure & Profile>({
        method: 'PUT',
        url: PROFILE,
        token: session.accessToken,
        body: { consumerProfile: { consumerDetails: { phone, phoneCode: '1' } } },
      });
    // US mask (XXX) XXX - XXXX: ten digits, the first from 2 to 9.
    const saved = await put('(646) 555 - 0142');
    expect(saved.status).toBe(200);
    expect(saved.body.consumerDetails).toMatchObject({ phone: '6465550142', phoneCode: '1' });
    for (const wrong of ['(646) 555 - 014', '(146) 555 - 0142', '(646) 555 - 01420', '646-555-O142']) {
      const refused = await put(wrong);
      expect(refused.status).toBe(400);
      expect(refused.body.errorDetails[0]).toMatchObject({
        errorId: 'REQ400',
        field: 'body.consumerProfile.consumerDetails.phone',
        problem: 'A valid phone number is required',
        message: expect.stringContaining('A valid phone number is required'),
      });
    }
    const profile = await api.call<Profile>({ method: 'GET', url: PROFILE, token: session.accessToken });
    expect(profile.body.consumerDetails.phone).toBe('6465550142');
  });

  it('flags a simplified sign-up as partially enrolled until the profile is completed', async () => {
    const { session } = await registered(api, { simplified: true });
    const before = await api.call<Profile>({ method: 'GET', url: PROFILE, token: session.accessToken });
    expect(before.body.isPartiallyEnrolled).toBe(true);
    const incomplete = await api.call<Failure>({
      method: 'POST',
      url: PROFILE,
      token: session.accessToken,
      body: {
        consumerProfile: {
          consumerDetails: { firstName: 'Jo', lastName: 'Lee', phone: '2125550123', postalCode: '10001' },
        },
      },
    });
    expect(incomplete.body.errorDetails[0]!.errorId).toBe('PRO411');
    const complete = await api.call<Profile>({
      method: 'POST',
      url: PROFILE,
      token: session.accessToken,
      body: {
        consumerProfile: {
          consumerDetails: {
            firstName: 'Jo',
            lastName: 'Lee',
            phone: '2125550123',
            postalCode: '10001',
            birthDate: '1988-03-04',
          },
        },
      },
    });
    expect(complete.body.isPartiallyEnrolled).toBe(false);
  });

  it('shows programme profiles with spend against cap or credit', async () => {
    const athlete = await signIn(api, 'athlete@ridgeline.test', 'RidgelineDemo1');
    const profile = await api.call<Profile>({
      method: 'GET',
      url: PROFILE,
      token: athlete.session!.accessToken,
    });
    expect(profile.body.consumerDetails.athlete).toEqual({
      currentSpend: 18_000,
      annualCredit: 100_000,
      currency: 'USD',
    });
    const guide = await signIn(api, 'guide@ridgeline.test', 'RidgelineDemo1');
    const pro = await api.call<Profile>({ method: 'GET', url: PROFILE, token: guide.session!.accessToken });
    expect(pro.body.consumerDetails.prosumer).toMatchObject({ currentSpend: 9_900, annualCredit: 50_000 });
    expect(pro.body.consumerDetails.identity).toEqual([{ type: 'WRANX', number: null }]);
    const instructor = await signIn(api, 'instructor@ridgeline.test', 'RidgelineDemo1');
    const ipa = await api.call<Profile>({
      method: 'GET',
      url: PROFILE,
      token: instructor.session!.accessToken,
    });
    expect(ipa.body.consumerDetails.identity).toEqual([{ type: 'IPA', number: null }]);
  });

  it('answers PRO404 to a guest and AUT498 without a session', async () => {
    const guest = await api.guest();
    const asGuest = await api.call<Failure>({ method: 'GET', url: PROFILE, token: guest.accessToken });
    expect(asGuest.status).toBe(404);
    expect(asGuest.body.errorDetails[0]!.errorId).toBe('PRO404');
    const anonymous = await api.call<Failure>({ method: 'GET', url: PROFILE });
    expect(anonymous.body.errorDetails[0]!.errorId).toBe('AUT498');
  });
});

describe('consumer addresses', () => {
  const add = (token: string, address: Record<string, unknown>) =>
    api.call<Failure & { addressId: string; address: Profile['consumerDetails']['address'] }>({
      method: 'POST',
      url: ADDRESS,
      token,
      body: { address },
    });

  it('saves addresses; the first of each type becomes main and a new main clears the old one', async () => {
    const { session } = await registered(api);
    const token = session.accessToken;
    const first = await add(token, { ...ADDRESS_FIELDS, approachType: 'S' });
    expect(first.status).toBe(200);
    expect(first.body.addressId).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.body.address).toEqual([
      expect.objectContaining({ addressId: first.body.addressId, approachType: 'S', main: true }),
    ]);
    const second = await add(token, { ...ADDRESS_FIELDS, addressLine1: '1 Main Street', approachType: 'S' });
    expect(second.body.address.map((a) => a.main)).toEqual([true, false]);
    const billing = await add(token, { ...ADDRESS_FIELDS, approachType: 'B' });
    expect(billing.body.address.find((a) => a.addressId === billing.body.addressId)!.main).toBe(true);
    const newMain = await add(token, {
      ...ADDRESS_FIELDS,
      addressLine1: '2 Main Street',
      approachType: 'S',
      main: true,
    });
    const shipping = newMain.body.address.filter((a) => a.approachType === 'S');
    expect(shipping.filter((a) => a.main).map((a) => a.addressId)).toEqual([newMain.body.addressId]);
  });

  it('updates and deletes by id; deleting the main promotes the next one', async () => {
    const { session } = await registered(api);
    const token = session.accessToken;
    const first = await add(token, { ...ADDRESS_FIELDS, approachType: 'S' });
    const second = await add(token, { ...ADDRESS_FIELDS, addressLine1: '9 Elm Street', approachType: 'S' });
    const updated = await api.call<{ address: { addressId: string; city: string; main: boolean }[] }>({
      method: 'PUT',
      url: `${ADDRESS}/${second.body.addressId}`,
      token,
      body: {
        address: {
          ...ADDRESS_FIELDS,
          addressLine1: '9 Elm Street',
          city: 'Brooklyn',
          approachType: 'S',
          main: true,
        },
      },
    });
    expect(updated.body.address.find((a) => a.addressId === second.body.addressId)).toMatchObject({
      city: 'Brooklyn',
      main: true,
    });
    expect(updated.body.address.find((a) => a.addressId === first.body.addressId)!.main).toBe(false);
    const deleted = await api.call<{ address: { addressId: string; main: boolean }[] }>({
      method: 'DELETE',
      url: `${ADDRESS}/${second.body.addressId}`,
      token,
    });
    expect(deleted.body.address).toEqual([
      expect.objectContaining({ addressId: first.body.addressId, main: true }),
    ]);
  });

  it('answers CCA400 for a duplicate and CCA401 for an unknown or foreign id', async () => {
    const { session } = await registered(api);
    const token = session.accessToken;
    const first = await add(token, { ...ADDRESS_FIELDS, approachType: 'S' });
    const duplicate = await add(token, { ...ADDRESS_FIELDS, city: ' new york ', approachType: 'S' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errorDetails[0]!.errorId).toBe('CCA400');
    const other = await registered(api);
    const foreign = await api.call<Failure>({
      method: 'DELETE',
      url: `${ADDRESS}/${first.body.addressId}`,
      token: other.session.accessToken,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.errorDetails[0]!.errorId).toBe('CCA401');
    const unknown = await api.call<Failure>({
      method: 'PUT',
      url: `${ADDRESS}/00000000-0000-4000-8000-000000000000`,
      token,
      body: { address: { ...ADDRESS_FIELDS, approachType: 'S' } },
    });
    expect(unknown.body.errorDetails[0]!.errorId).toBe('CCA401');
    const malformed = await api.call<Failure>({ method: 'DELETE', url: `${ADDRESS}/not-an-id`, token });
    expect(malformed.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'params.addressId' });
  });

  it('applies the country rules: a US state is required, a CA postal code has its pattern', async () => {
    const { session } = await registered(api);
    const { province: _p, ...noState } = ADDRESS_FIELDS;
    const missingState = await add(session.accessToken, { ...noState, approachType: 'S' });
    expect(missingState.body.errorDetails[0]).toMatchObject({
      errorId: 'REQ400',
      field: 'body.address.province',
    });
    const badType = await add(session.accessToken, { ...ADDRESS_FIELDS, approachType: 'X' });
    expect(badType.body.errorDetails[0]).toMatchObject({
      errorId: 'REQ400',
      field: 'body.address.approachType',
    });
    const canada = await add(session.accessToken, {
      ...ADDRESS_FIELDS,
      countryCode: 'CA',
      province: 'ON',
      postalCode: 'K1A 0B1',
      city: 'Ottawa',
      approachType: 'S',
    });
    expect(canada.status).toBe(200);
  });

  it('answers PRO414 when the only billing address is deleted while saved cards need it', async () => {
    const { session } = await registered(api);
    const token = session.accessToken;
    const billing = await add(token, { ...ADDRESS_FIELDS, approachType: 'B' });
    await api.call({
      method: 'POST',
      url: CARDS,
      token,
      body: { card: { token: await tokenize(api) }, altcha: await altcha(api) },
    });
    const refused = await api.call<Failure>({
      method: 'DELETE',
      url: `${ADDRESS}/${billing.body.addressId}`,
      token,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errorDetails[0]!.errorId).toBe('PRO414');
    await add(token, { ...ADDRESS_FIELDS, addressLine1: '7 Oak Road', approachType: 'B' });
    const allowed = await api.call({ method: 'DELETE', url: `${ADDRESS}/${billing.body.addressId}`, token });
    expect(allowed.status).toBe(200);
  });
});

describe('saved cards', () => {
  type Card = {
    paymentInstrumentId: string;
    card: { paymentInstrumentId: string; last4: string; main: boolean; cardType: string };
  };
  const save = async (token: string, cardToken: string, main?: boolean) =>
    api.call<Card & Failure>({
      method: 'POST',
      url: CARDS,
      token,
      body: {
        payment_method_id: 'CREDIT_CARD',
        card: { token: cardToken, ...(main ? { main } : {}) },
        altcha: await altcha(api),
      },
    });

  it('saves a card from a gateway token and lists it without its number', async () => {
    const { session } = await registered(api);
    const saved = await save(session.accessToken, await tokenize(api));
    expect(saved.status).toBe(200);
    expect(saved.body.card).toMatchObject({
      paymentInstrumentId: saved.body.paymentInstrumentId,
      last4: '4242',
      main: true,
    });
    const list = await api.call<{ paymentInstruments: Card[] }>({
      method: 'GET',
      url: `${CARDS}?payment_method_id=CREDIT_CARD`,
      token: session.accessToken,
    });
    expect(list.body.paymentInstruments).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toContain('4242424242424242');
  });

  it('answers PYT300 for the same card twice and PYT404 for an unknown token', async () => {
    const { session } = await registered(api);
    await save(session.accessToken, await tokenize(api));
    const again = await save(session.accessToken, await tokenize(api));
    expect(again.status).toBe(409);
    expect(again.body.errorDetails[0]!.errorId).toBe('PYT300');
    const unknown = await save(session.accessToken, 'tok_unknown');
    expect(unknown.body.errorDetails[0]!.errorId).toBe('PYT404');
  });

  it('answers FE309 for a card that has expired since it was tokenized', async () => {
    const { session } = await registered(api);
    const cardToken = await tokenize(api);
    const { eq, schema } = await import('@ridgeline/db');
    await api.database.db
      .update(schema.gatewayCardTokens)
      .set({ expYear: 2020 })
      .where(eq(schema.gatewayCardTokens.token, cardToken));
    const expired = await save(session.accessToken, cardToken);
    expect(expired.status).toBe(400);
    expect(expired.body.errorDetails[0]!.errorId).toBe('FE309');
  });

  it('sets the main card and promotes another when the main one is deleted', async () => {
    const { session } = await registered(api);
    const token = session.accessToken;
    const visa = await save(token, await tokenize(api));
    const master = await save(token, await tokenize(api, '5555555555554444'));
    expect(master.body.card.main).toBe(false);
    const patched = await api.call<{ paymentInstruments: Card[] }>({
      method: 'PATCH',
      url: `${CARDS}/${master.body.paymentInstrumentId}`,
      token,
      body: { main: true },
    });
    expect(patched.body.paymentInstruments.map((c) => [c.card.last4, c.card.main])).toEqual([
      ['4242', false],
      ['4444', true],
    ]);
    const afterDelete = await api.call<{ paymentInstruments: Card[] }>({
      method: 'DELETE',
      url: `${CARDS}/${master.body.paymentInstrumentId}`,
      token,
    });
    expect(afterDelete.body.paymentInstruments).toEqual([
      expect.objectContaining({
        paymentInstrumentId: visa.body.paymentInstrumentId,
        card: expect.objectContaining({ main: true }),
      }),
    ]);
    const gone = await api.call<Failure>({
      method: 'DELETE',
      url: `${CARDS}/${master.body.paymentInstrumentId}`,
      token,
    });
    expect(gone.body.errorDetails[0]!.errorId).toBe('PYT404');
  });

  it('needs a solved bot challenge (AUT403) and a token (REQ400)', async () => {
    const { session } = await registered(api);
    const noChallenge = await api.call<Failure>({
      method: 'POST',
      url: CARDS,
      token: session.accessToken,
      body: { card: { token: await tokenize(api) } },
    });
    expect(noChallenge.status).toBe(403);
    expect(noChallenge.body.errorDetails[0]!.errorId).toBe('AUT403');
    const noToken = await api.call<Failure>({
      method: 'POST',
      url: CARDS,
      token: session.accessToken,
      body: { card: {} },
    });
    expect(noToken.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.card.token' });
    const badPatch = await api.call<Failure>({
      method: 'PATCH',
      url: `${CARDS}/00000000-0000-4000-8000-000000000000`,
      token: session.accessToken,
      body: { main: false },
    });
    expect(badPatch.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.main' });
  });
});
