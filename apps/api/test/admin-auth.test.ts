import { operators } from '@ridgeline/commerce';
import { schema } from '@ridgeline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminFailure, adminCall, adminSignIn, newOperator } from './admin-helpers.ts';
import { createTestApi, PASSWORD, type TestApi } from './helpers.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: false });
});
afterAll(() => api.close());

const ME = '/api/admin/v1/auth/me';
type Me = { email: string; role: string; permissions: string[]; totpEnabled: boolean };

describe('operator sign-in and sign-out', () => {
  it('sets an HttpOnly, SameSite=Strict session cookie scoped to /api/admin that opens the back-office', async () => {
    const operator = await newOperator(api, 'fulfilment');
    const signIn = await adminSignIn(api, operator.email.toUpperCase(), PASSWORD);
    expect(signIn.status).toBe(200);
    expect(signIn.body).toMatchObject({ email: operator.email, role: 'fulfilment' });
    const setCookie = String(signIn.headers['set-cookie']);
    expect(setCookie).toMatch(
      /^rl_operator=[\w-]{43}; Path=\/api\/admin; Max-Age=\d+; HttpOnly; SameSite=Strict$/,
    );

    const me = await adminCall<Me>(api, 'GET', ME, signIn.cookie);
    expect(me.status).toBe(200);
    expect(me.body.permissions).toEqual(['orders:read', 'orders:fulfil', 'inventory:write']);
  });

  it('marks the cookie Secure when the request came over HTTPS', async () => {
    const operator = await newOperator(api, 'merchandiser');
    const response = await api.call({
      method: 'POST',
      url: '/api/admin/v1/auth/sign-in',
      body: { email: operator.email, password: PASSWORD },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(String(response.headers['set-cookie'])).toContain('; Secure');
  });

  it('stores only a hash of the session token, and the password as argon2id', async () => {
    const operator = await newOperator(api, 'content-editor');
    const { cookie } = await adminSignIn(api, operator.email, PASSWORD);
    const token = cookie!.split('=')[1]!;
    const sessions = await api.database.db.select().from(schema.operatorSessions);
    expect(sessions.some((s) => s.tokenHash === token)).toBe(false);
    const row = await operators.operatorById(api.database.db, operator.id);
    expect(row!.passwordHash.startsWith('$argon2id$')).toBe(true);
  });

  it('signs out: the cookie is cleared and the session no longer works', async () => {
    const operator = await newOperator(api, 'customer-service');
    const { cookie } = await adminSignIn(api, operator.email, PASSWORD);
    const out = await adminCall(api, 'POST', '/api/admin/v1/auth/sign-out', cookie);
    expect(out.status).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/^rl_operator=; Path=\/api\/admin; Max-Age=0/);
    const me = await adminCall<AdminFailure>(api, 'GET', ME, cookie);
    expect(me.status).toBe(401);
    expect(me.body.errorDetails[0]!.errorId).toBe('ADM401');
  });

  it('answers ADM402 alike for a wrong password, an unknown email and a disabled operator', async () => {
    const operator = await newOperator(api, 'fulfilment');
    const disabled = await newOperator(api, 'fulfilment');
    await operators.setOperatorDisabled(api.database.db, { type: 'cli', id: 'cli:test' }, disabled.id, true);
    for (const [email, password] of [
      [operator.email, 'Wrong2026pass'],
      ['nobody@example.com', PASSWORD],
      [disabled.email, PASSWORD],
    ] as const) {
      const response = await adminSignIn(api, email, password);
      expect(response.status).toBe(401);
      expect(response.body.errorDetails[0]!.errorId).toBe('ADM402');
      expect(response.cookie).toBeNull();
    }
  });

  it('locks the email for 15 minutes after 5 failures in a row, even for the right password', async () => {
    const operator = await newOperator(api, 'fulfilment');
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) {
      answers.push(
        (await adminSignIn(api, operator.email, `Wrong${i}2026pass`)).body.errorDetails[0]!.errorId,
      );
    }
    expect(answers).toEqual(['ADM402', 'ADM402', 'ADM402', 'ADM402', 'ADM423']);
    const right = await adminSignIn(api, operator.email, PASSWORD);
    expect(right.status).toBe(423);
    expect(right.body.errorDetails[0]!.errorId).toBe('ADM423');
    expect(right.cookie).toBeNull();
  });

  it('refuses a malformed sign-in with REQ400 naming the field', async () => {
    const response = await adminSignIn(api, 'not-an-email', PASSWORD);
    expect(response.status).toBe(400);
    expect(response.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.email' });
  });

  it('refuses a form-encoded sign-in (the JSON content type is the CSRF guard)', async () => {
    const operator = await newOperator(api, 'fulfilment');
    const response = await api.call<AdminFailure>({
      method: 'POST',
      url: '/api/admin/v1/auth/sign-in',
      body: `email=${encodeURIComponent(operator.email)}&password=${PASSWORD}`,
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.status).toBe(415);
    expect(response.body.errorDetails[0]!.errorId).toBe('API415');
  });

  it('limits sign-in attempts per client address with ADM429', async () => {
    const limited = await createTestApi({ seed: false, rateLimits: { adminSignInPerMinute: 3 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push((await adminSignIn(limited, `someone${i}@example.com`, PASSWORD)).status);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      const last = await adminSignIn(limited, 'someone@example.com', PASSWORD);
      expect(last.body.errorDetails[0]!.errorId).toBe('ADM429');
      expect(last.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});

describe('TOTP second factor', () => {
  it('enrols with a confirmed code, then requires a fresh code at sign-in', async () => {
    const operator = await newOperator(api, 'merchandiser');
    const { cookie } = await adminSignIn(api, operator.email, PASSWORD);
    const enrol = await adminCall<{ secret: string; otpauthUri: string }>(
      api,
      'POST',
      '/api/admin/v1/auth/totp/enrol',
      cookie,
    );
    expect(enrol.status).toBe(200);
    expect(enrol.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrol.body.otpauthUri).toContain(`otpauth://totp/`);
    expect(enrol.body.otpauthUri).toContain(`secret=${enrol.body.secret}`);

    // Not yet confirmed: sign-in needs no code.
    expect((await adminSignIn(api, operator.email, PASSWORD)).status).toBe(200);

    const wrong = await adminCall(api, 'POST', '/api/admin/v1/auth/totp/confirm', cookie, { code: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errorDetails[0]!.errorId).toBe('ADM400');

    const now = new Date();
    const previous = operators.totpCode(enrol.body.secret, operators.totpStep(now) - 1);
    const confirm = await adminCall<Me>(api, 'POST', '/api/admin/v1/auth/totp/confirm', cookie, {
      code: previous,
    });
    expect(confirm.status).toBe(200);
    expect(confirm.body.totpEnabled).toBe(true);

    const withoutCode = await adminSignIn(api, operator.email, PASSWORD);
    expect(withoutCode.status).toBe(401);
    expect(withoutCode.body.errorDetails[0]!.errorId).toBe('ADM428');

    // The code used to confirm is spent; the current one signs in, once.
    expect((await adminSignIn(api, operator.email, PASSWORD, previous)).body.errorDetails[0]!.errorId).toBe(
      'ADM402',
    );
    const current = operators.totpCode(enrol.body.secret, operators.totpStep(new Date()));
    const signIn = await adminSignIn(api, operator.email, PASSWORD, current);
    expect(signIn.status).toBe(200);
    expect(signIn.cookie).not.toBeNull();
    const replay = await adminSignIn(api, operator.email, PASSWORD, current);
    expect(replay.status).toBe(401);
    expect(replay.body.errorDetails[0]!.errorId).toBe('ADM402');

    // A lost phone: an owner removes the second factor, and the password alone signs in again.
    const owner = await newOperator(api, 'owner');
    const ownerCookie = (await adminSignIn(api, owner.email, PASSWORD)).cookie;
    const reset = await adminCall<Me>(
      api,
      'DELETE',
      `/api/admin/v1/operators/${operator.id}/totp`,
      ownerCookie,
    );
    expect(reset.status).toBe(200);
    expect(reset.body.totpEnabled).toBe(false);
    expect((await adminSignIn(api, operator.email, PASSWORD)).status).toBe(200);
  });

  it('computes the RFC 6238 test vectors (SHA-1, 6 digits)', () => {
    // RFC 6238 appendix B secret "12345678901234567890" in base32, T = 59 s and 1111111109 s.
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(operators.totpCode(secret, operators.totpStep(new Date(59_000)))).toBe('287082');
    expect(operators.totpCode(secret, operators.totpStep(new Date(1_111_111_109_000)))).toBe('081804');
  });
});
