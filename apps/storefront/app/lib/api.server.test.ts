import type { TokenResponse } from '@ridgeline/contracts';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { ApiError, type ApiErrorId, isApiError, queryString } from './api.server.ts';
import type { ApiRequest, ApiResponse } from './context.ts';
import { createLoadContext } from './load-context.server.ts';
import { Session } from './session.server.ts';

const token = (name: string): TokenResponse => ({
  accessToken: `access-${name}`,
  expiresIn: 1800,
  refreshToken: `refresh-${name}`,
  basketId: null,
  consumerNo: 'C1',
  consumerType: 'Guest',
  memberId: null,
  favoriteId: null,
  isEmployeeDiscountTCAccepted: false,
});

const json = (status: number, body: unknown): ApiResponse => ({ status, body: JSON.stringify(body) });

/** A load context whose API answers with `answer`, recording every request. */
function harness(cookies: string, answer: (request: ApiRequest) => ApiResponse | Promise<ApiResponse>) {
  const requests: ApiRequest[] = [];
  const context = createLoadContext({
    apiTransport: async (request) => {
      requests.push(request);
      return answer(request);
    },
    session: new Session(cookies, { secure: false }),
  });
  return { context, requests };
}

describe('the API client of a request', () => {
  it('is created once per request and locale by the load context', () => {
    const { context } = harness('', () => json(200, {}));
    expect(context.api('en-us')).toBe(context.api('en-us'));
    expect(context.api('fr-fr')).not.toBe(context.api('en-us'));
  });

  it('fills path parameters encoded and puts the locale first in the query, repeating lists', async () => {
    const { context, requests } = harness('', () => json(200, { reviews: [] }));
    await context.api('fr-ca').reviews('a/b c', { sort: 'newest', start: 0 });
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.path).toBe(
      '/api/products/v1/products/a%2Fb%20c/reviews?locale=fr-ca&sort=newest&start=0',
    );
    expect(queryString('en-us', { size: ['9', '10'], q: '', color: null, page: 2 })).toBe(
      'locale=en-us&size=9&size=10&page=2',
    );
  });

  it('lets a visitor without a session read anonymously, minting a guest token only when the API asks', async () => {
    const { context, requests } = harness('', (request) => {
      if (request.path.startsWith('/api/token/')) return json(200, token('guest'));
      return request.headers.authorization
        ? json(200, { countries: [] })
        : json(401, { errorDetails: [{ errorId: 'AUT498', message: 'sign in' }] });
    });
    const answer = await context.api('en-us').call('countryList');
    expect(answer.countries).toEqual([]);
    expect(requests.map((request) => request.headers.authorization ?? 'none')).toEqual([
      'none',
      'none',
      'Bearer access-guest',
    ]);
  });

  it('shares one refresh between the requests of a browser holding the same refresh token', async () => {
    let refreshes = 0;
    const answer = (request: ApiRequest) => {
      if (request.path.startsWith('/api/token/')) {
        refreshes += 1;
        return new Promise<ApiResponse>((resolve) => setTimeout(() => resolve(json(200, token('new'))), 20));
      }
      return json(200, { countries: [] });
    };
    const first = harness('rl_rt=refresh-shared-1', answer);
    const second = harness('rl_rt=refresh-shared-1', answer);
    await Promise.all([
      first.context.api('en-us').call('countryList'),
      second.context.api('en-us').call('countryList'),
    ]);
    expect(refreshes).toBe(1);
    expect(first.context.session.accessToken).toBe('access-new');
    expect(second.context.session.accessToken).toBe('access-new');
  });

  it('turns an error answer into an ApiError with the catalogue id, or HTTP<status> without an envelope', async () => {
    const { context } = harness('', (request) =>
      request.path.includes('size-chart')
        ? json(404, { errorDetails: [{ errorId: 'PRO404', message: 'No such chart' }] })
        : { status: 502, body: 'Bad gateway' },
    );
    const api = context.api('en-us');
    const missing = await api.call('sizeChart', { params: { productType: 'shoes' } }).catch((error) => error);
    expect(isApiError(missing, 'PRO404')).toBe(true);
    expect(missing).toMatchObject({ status: 404, errorId: 'PRO404', message: 'No such chart' });
    const down = await api.call('searchHub').catch((error) => error);
    expect(down).toBeInstanceOf(ApiError);
    expect((down as ApiError).errorId).toBe('GEN500');
  });

  it('types error ids from the catalogue', () => {
    expectTypeOf<ApiError['errorId']>().toEqualTypeOf<ApiErrorId>();
    expectTypeOf(isApiError).toBeCallableWith(new Error(), 'BSK404', 'HTTP404');
    // @ts-expect-error: not an id of the catalogue
    isApiError(new Error(), 'BSK4O4');
  });
});
