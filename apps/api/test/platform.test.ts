import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from './helpers.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: false });
});
afterAll(() => api.close());

describe('platform', () => {
  it('reports health with the database it checked', async () => {
    const response = await api.call({ method: 'GET', url: '/api/health' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', database: expect.stringMatching(/pglite|postgres/) });
  });

  it('serves an OpenAPI 3.1 document listing the spec paths', async () => {
    const response = await api.call<{ openapi: string; paths: Record<string, unknown> }>({
      method: 'GET',
      url: '/api/docs',
    });
    expect(response.body.openapi).toBe('3.1.0');
    expect(Object.keys(response.body.paths)).toEqual(
      expect.arrayContaining([
        '/token/v2/auth/token',
        '/cart/v2/checkout/order',
        '/products/v2/products/{productId}/details',
        '/cart/v1/coupon',
        '/cart/v2/checkout/order/{orderNumber}',
        '/cart/v1/giftcard/balance',
        '/cart/v1/paymentSession',
        '/cart/v1/cart/{basketId}/shippingAddress/validation',
        '/consumers-v3/consumer/TrackOrder',
        '/consumers-v3/consumer/return/{orderId}/returnLabel',
        '/cart/v2/saveForLater',
        '/cart/v1/cart/{basketId}/price_adjustments/{adjustmentId}',
      ]),
    );
  });

  it('echoes correlation and transaction ids, or generates them', async () => {
    const echoed = await api.call({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-correlation-id': 'abc-123' },
    });
    expect(echoed.headers['x-correlation-id']).toBe('abc-123');
    const generated = await api.call({ method: 'GET', url: '/api/health' });
    expect(generated.headers['x-transaction-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers an unknown path with API404 in the error envelope', async () => {
    const response = await api.call({
      method: 'GET',
      url: '/api/nothing/here',
      headers: { 'x-correlation-id': 'c-1' },
    });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      errorDetails: [expect.objectContaining({ errorId: 'API404', message: expect.any(String) })],
      appId: 'ridgeline-api',
      correlationId: 'c-1',
    });
  });

  it('rejects a body that is not JSON with a clear 4xx, never a 500', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/token/v2/auth/token',
      headers: { 'content-type': 'application/json' },
      payload: '{"type":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorDetails[0].errorId).toBe('REQ400');
  });

  it('rejects an unsupported content type with API415', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/token/v2/auth/token',
      headers: { 'content-type': 'application/xml' },
      payload: '<token type="Guest"/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().errorDetails[0].errorId).toBe('API415');
  });

  it('sends security headers on API responses', async () => {
    const response = await api.call({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('rejects an unknown locale naming the parameter', async () => {
    const response = await api.call<{ errorDetails: { errorId: string; message: string; field: string }[] }>({
      method: 'GET',
      url: '/api/products/v2/catalog?locale=xx-yy',
    });
    expect(response.status).toBe(400);
    expect(response.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'querystring.locale' });
  });
});

describe('rate limiting', () => {
  it('limits token requests per client with API429', async () => {
    const limited = await createTestApi({ seed: false, rateLimits: { authPerMinute: 3 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push(
          (await limited.call({ method: 'POST', url: '/api/token/v2/auth/token', body: { type: 'Guest' } }))
            .status,
        );
      expect(statuses).toEqual([200, 200, 200, 429]);
      const last = await limited.call<{ errorDetails: { errorId: string }[] }>({
        method: 'POST',
        url: '/api/token/v2/auth/token',
        body: { type: 'Guest' },
      });
      expect(last.body.errorDetails[0]!.errorId).toBe('API429');
    } finally {
      await limited.close();
    }
  });
});
