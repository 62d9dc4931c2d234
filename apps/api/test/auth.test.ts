import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, newCart, type TestApi } from './helpers.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: false });
});
afterAll(() => api.close());

const TOKEN_URL = '/api/token/v2/auth/token';

describe('POST /token/v2/auth/token', () => {
  it('gives a guest a session with the spec fields', async () => {
    const response = await api.call({ method: 'POST', url: TOKEN_URL, body: { type: 'Guest' } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      accessToken: expect.any(String),
      expiresIn: 1800,
      refreshToken: expect.any(String),
      basketId: null,
      consumerNo: expect.stringMatching(/^G/),
      consumerType: 'GUEST',
      memberId: null,
      favoriteId: null,
      isEmployeeDiscountTCAccepted: false,
    });
  });

  it('returns the open cart id of the shopper after refreshing', async () => {
    const session = await api.guest();
    const cart = await newCart(api, session.accessToken);
    const refreshed = await api.call<{ basketId: string }>({
      method: 'POST',
      url: TOKEN_URL,
      body: { type: 'Refresh', refreshToken: session.refreshToken },
    });
    expect(refreshed.body.basketId).toBe(cart.id);
  });

  it('rotates refresh tokens and revokes the family when an old one is replayed', async () => {
    const session = await api.guest();
    const first = await api.call<{ refreshToken: string; accessToken: string }>({
      method: 'POST',
      url: TOKEN_URL,
      body: { type: 'Refresh', refreshToken: session.refreshToken },
    });
    expect(first.status).toBe(200);
    expect(first.body.refreshToken).not.toBe(session.refreshToken);

    const replay = await api.call<{ errorDetails: { errorId: string }[] }>({
      method: 'POST',
      url: TOKEN_URL,
      body: { type: 'Refresh', refreshToken: session.refreshToken },
    });
    expect(replay.status).toBe(401);
    expect(replay.body.errorDetails[0]!.errorId).toBe('AUT498');

    const afterReuse = await api.call({
      method: 'POST',
      url: TOKEN_URL,
      body: { type: 'Refresh', refreshToken: first.body.refreshToken },
    });
    expect(afterReuse.status).toBe(401);
  });

  it('rejects an unknown grant type naming the field', async () => {
    const response = await api.call<{ errorDetails: { errorId: string; field: string }[] }>({
      method: 'POST',
      url: TOKEN_URL,
      body: { type: 'Password' },
    });
    expect(response.status).toBe(400);
    expect(response.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.type' });
  });

  it('answers AUT498 to cart calls without a valid access token', async () => {
    const missing = await api.call<{ errorDetails: { errorId: string }[] }>({
      method: 'POST',
      url: '/api/cart/v1/cart',
    });
    expect(missing.status).toBe(401);
    expect(missing.body.errorDetails[0]!.errorId).toBe('AUT498');
    const forged = await api.call({
      method: 'POST',
      url: '/api/cart/v1/cart',
      token: 'eyJhbGciOiJIUzI1NiJ9.e30.abc',
    });
    expect(forged.status).toBe(401);
  });
});
