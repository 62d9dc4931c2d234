import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from './helpers.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: false });
});
afterAll(() => api.close());

const year = new Date().getFullYear() + 2;
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const post = (fields: Record<string, string>) =>
  api.app.inject({
    method: 'POST',
    url: '/gateway/v1/hosted/tokenize',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form(fields),
  });
const card = {
  cardNumber: '4242 4242 4242 4242',
  holder: 'Jordan Rivera',
  expMonth: '12',
  expYear: String(year),
  cvc: '123',
};

describe('test gateway hosted card entry', () => {
  it('redirects back with a token, keeping only brand and last four digits', async () => {
    const response = await post({ ...card, returnUrl: '/en-us/checkout/billing?step=card' });
    expect(response.statusCode).toBe(303);
    const location = new URL(response.headers.location as string, 'http://x');
    expect(location.pathname).toBe('/en-us/checkout/billing');
    const token = location.searchParams.get('gatewayToken')!;
    expect(token).toMatch(/^tok_/);
    const stored = JSON.stringify(await api.database.db.query.gatewayCardTokens.findFirst());
    expect(stored).toContain('4242');
    expect(stored).not.toContain('4242424242424242');
  });

  it('redirects back with the problem for an invalid card', async () => {
    const response = await post({
      ...card,
      cardNumber: '4242 4242 4242 4241',
      returnUrl: '/en-us/checkout/billing',
    });
    const location = new URL(response.headers.location as string, 'http://x');
    expect(location.searchParams.get('gatewayError')).toBe('The card number is not valid.');
    expect(location.searchParams.get('gatewayField')).toBe('cardNumber');
    const expired = await post({ ...card, expYear: '2020', returnUrl: '/en-us/checkout/billing' });
    expect(new URL(expired.headers.location as string, 'http://x').searchParams.get('gatewayField')).toBe(
      'expMonth',
    );
  });

  it('never redirects to another site', async () => {
    const response = await post({ ...card, returnUrl: '//evil.example/steal' });
    expect(response.statusCode).toBe(400);
    const absolute = await post({ ...card, returnUrl: 'https://evil.example/' });
    expect(absolute.statusCode).toBe(400);
  });
});
