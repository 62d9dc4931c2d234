import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAccess } from '../src/plugins/operator-access.ts';
import type { AdminFailure } from './admin-helpers.ts';
import { createTestApi, registered, type TestApi } from './helpers.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: false });
});
afterAll(() => api.close());

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
/** Only sign-in may be called without an operator session. */
const PUBLIC = new Set(['POST /admin/v1/auth/sign-in']);

/** Every admin operation of the OpenAPI document, as the server publishes it (paths relative to /api). */
function adminOperations(): { method: string; path: string }[] {
  const doc = api.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/admin/v1/'))
    .flatMap(([path, item]) =>
      METHODS.filter((method) => item[method]).map((method) => ({ method: method.toUpperCase(), path })),
    );
}

const concrete = (path: string) =>
  `/api${path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000')}`;

describe('the admin API refuses every caller without an operator session', () => {
  it('walks every /api/admin/v1 operation with no credentials, a guest token and a consumer token', async () => {
    const operations = adminOperations();
    // Operator management, the audit log and the operator's own session calls at least.
    expect(operations.length).toBeGreaterThanOrEqual(10);
    const guest = (await api.guest()).accessToken;
    const consumer = (await registered(api)).session.accessToken;
    expect(consumer).toBeTruthy();
    const callers: [string, string | undefined][] = [
      ['no credentials', undefined],
      ['guest token', guest],
      ['consumer token', consumer],
    ];
    const checked: string[] = [];
    for (const { method, path } of operations) {
      if (PUBLIC.has(`${method} ${path}`)) continue;
      for (const [who, token] of callers) {
        const response = await api.call<AdminFailure>({
          method: method as 'GET',
          url: concrete(path),
          token,
          ...(method === 'GET' ? {} : { body: {} }),
        });
        const label = `${method} ${path} with ${who}`;
        expect([401, 403], label).toContain(response.status);
        expect(response.body.errorDetails?.[0]?.errorId, label).toMatch(/^ADM40[13]$/);
        expect(response.body.errorDetails[0]!.message, label).toBeTruthy();
        expect(response.body.appId, label).toBe('ridgeline-api');
        expect(response.body.correlationId, label).toBeTruthy();
        checked.push(label);
      }
    }
    expect(checked.length).toBe((operations.length - PUBLIC.size) * callers.length);
  });

  it('answers sign-in with a consumer’s email and password ADM402: consumers are not operators', async () => {
    const { email, password } = await registered(api);
    const response = await api.call<AdminFailure>({
      method: 'POST',
      url: '/api/admin/v1/auth/sign-in',
      body: { email, password },
    });
    expect(response.status).toBe(401);
    expect(response.body.errorDetails[0]!.errorId).toBe('ADM402');
  });
});

describe('an admin route that does not say who may call it', () => {
  it('cannot be registered', async () => {
    const app = Fastify();
    let refused: unknown;
    await app.register(async (admin) => {
      await admin.register(operatorAccess, { db: api.database.db });
      try {
        admin.get('/forgotten', async () => ({ secret: true }));
      } catch (error) {
        refused = error;
      }
    });
    await app.ready();
    expect(String(refused)).toMatch(/admin route GET \/forgotten must declare config.access/);
    expect((await app.inject({ method: 'GET', url: '/forgotten' })).statusCode).toBe(404);
    await app.close();
  });
});
