import { eq, schema, sql } from '@ridgeline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, registered, signIn, type TestApi } from './helpers.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ seed: false });
});
afterAll(() => api.close());

type Failure = { errorDetails: { errorId: string; field?: string }[] };

async function resetTokenFor(email: string): Promise<string> {
  const mails = await api.database.db.select().from(schema.outbox).where(eq(schema.outbox.toAddress, email));
  const reset = mails.filter((m) => m.template === 'password-reset').at(-1);
  const token = reset?.textBody.match(/token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error('no reset email');
  return token;
}

const forgot = (email: string) =>
  api.call<{ status: string } & Failure>({
    method: 'POST',
    url: '/api/consumers-v3/confirmforgotpassword',
    body: { email },
  });
const reset = (token: string, password: string) =>
  api.call<{ status: string } & Failure>({
    method: 'POST',
    url: '/api/consumers-v3/consumer/resetpassword',
    body: { token, password },
  });

describe('POST /consumers-v3/confirmforgotpassword and consumer/resetpassword', () => {
  it('mails a one-hour link with a 128-bit token stored only as a hash', async () => {
    const { email } = await registered(api);
    const answer = await forgot(email);
    expect(answer).toMatchObject({ status: 200, body: { status: 'OK' } });
    const token = await resetTokenFor(email);
    expect(Buffer.from(token, 'base64url')).toHaveLength(16);
    const stored = await api.database.db.select().from(schema.consumerTokens);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
    const row = stored.find((r) => r.purpose === 'password_reset')!;
    const ttl = row.expiresAt.getTime() - row.createdAt.getTime();
    expect(ttl).toBeGreaterThan(59 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(60 * 60 * 1000 + 1000);
  });

  it('answers the same for an unknown email and mails nothing', async () => {
    const before = (await api.database.db.select().from(schema.outbox)).length;
    const answer = await forgot('nobody.at.all@example.com');
    expect(answer).toMatchObject({ status: 200, body: { status: 'OK' } });
    expect((await api.database.db.select().from(schema.outbox)).length).toBe(before);
  });

  it('rejects a malformed email with AUT453', async () => {
    const answer = await forgot('nope');
    expect(answer.body.errorDetails[0]!.errorId).toBe('AUT453');
  });

  it('sets the new password once, ends every session, and answers AUT402 to a used link', async () => {
    const { email, session } = await registered(api);
    await forgot(email);
    const token = await resetTokenFor(email);
    const done = await reset(token, 'Fresh-Trail42');
    expect(done.status).toBe(200);
    const refresh = await api.call({
      method: 'POST',
      url: '/api/token/v2/auth/token',
      body: { type: 'Refresh', refreshToken: session.refreshToken },
    });
    expect(refresh.status).toBe(401);
    expect((await signIn(api, email, 'Fresh-Trail42')).response.status).toBe(200);
    const again = await reset(token, 'Other-Trail42');
    expect(again.status).toBe(410);
    expect(again.body.errorDetails[0]!.errorId).toBe('AUT402');
  });

  it('answers AUT402 to an expired or unknown link', async () => {
    const { email } = await registered(api);
    await forgot(email);
    const token = await resetTokenFor(email);
    await api.database.db.update(schema.consumerTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await reset(token, 'Fresh-Trail42')).body.errorDetails[0]!.errorId).toBe('AUT402');
    expect((await reset('unknown-token', 'Fresh-Trail42')).body.errorDetails[0]!.errorId).toBe('AUT402');
  });

  it('applies the password policy to the new password', async () => {
    const { email } = await registered(api);
    await forgot(email);
    const token = await resetTokenFor(email);
    expect((await reset(token, 'short')).body.errorDetails[0]!.errorId).toBe('FE872');
    const missing = await api.call<Failure>({
      method: 'POST',
      url: '/api/consumers-v3/consumer/resetpassword',
      body: { password: 'x' },
    });
    expect(missing.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'body.token' });
  });

  it('unlocks an account locked by failed sign-ins', async () => {
    const { email } = await registered(api);
    for (let i = 0; i < 5; i++) await signIn(api, email, 'Wrong-pass1');
    expect((await signIn(api, email, 'Wrong-pass1')).response.body.errorDetails![0]!.errorId).toBe('AUT423');
    await forgot(email);
    await reset(await resetTokenFor(email), 'Fresh-Trail42');
    expect((await signIn(api, email, 'Fresh-Trail42')).response.status).toBe(200);
  });
});

describe('POST /consumers-v3/consumer/changepassword', () => {
  const change = (token: string, body: Record<string, unknown>) =>
    api.call<Failure & { accessToken: string; refreshToken: string }>({
      method: 'POST',
      url: '/api/consumers-v3/consumer/changepassword',
      token,
      body,
    });

  it('changes the password, ends the other sessions and answers a new one', async () => {
    const { session, email, password } = await registered(api);
    const other = await signIn(api, email, password);
    const answer = await change(session.accessToken, {
      currentPassword: password,
      password: 'Ridge-Line-99',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.refreshToken).not.toBe(session.refreshToken);
    const oldRefresh = await api.call({
      method: 'POST',
      url: '/api/token/v2/auth/token',
      body: { type: 'Refresh', refreshToken: other.session!.refreshToken },
    });
    expect(oldRefresh.status).toBe(401);
    // The new session works in the consumer area.
    const profile = await api.call({
      method: 'GET',
      url: '/api/consumers-v3/consumer/profile',
      token: answer.body.accessToken,
    });
    expect(profile.status).toBe(200);
    expect((await signIn(api, email, 'Ridge-Line-99')).response.status).toBe(200);
  });

  it('answers AUT450 for a wrong current password and AUT451 for the same password', async () => {
    const { session, password } = await registered(api);
    const wrong = await change(session.accessToken, {
      currentPassword: 'Not-It-123',
      password: 'Ridge-Line-99',
    });
    expect(wrong.body.errorDetails[0]!.errorId).toBe('AUT450');
    const same = await change(session.accessToken, { currentPassword: password, password });
    expect(same.body.errorDetails[0]!.errorId).toBe('AUT451');
    const weak = await change(session.accessToken, { currentPassword: password, password: 'short' });
    expect(weak.body.errorDetails[0]!.errorId).toBe('FE872');
  });

  it('refuses access tokens issued before the password changed', async () => {
    const { session, email } = await registered(api);
    const [shopper] = await api.database.db
      .select()
      .from(schema.shoppers)
      .where(eq(schema.shoppers.email, email));
    // A change that happened after this token was issued (the token is from the past second at most).
    await api.database.db
      .update(schema.consumers)
      .set({ passwordChangedAt: new Date(Date.now() + 2000) })
      .where(eq(schema.consumers.shopperId, shopper!.id));
    const stale = await api.call<Failure>({
      method: 'GET',
      url: '/api/consumers-v3/consumer/profile',
      token: session.accessToken,
    });
    expect(stale.status).toBe(401);
    expect(stale.body.errorDetails[0]!.errorId).toBe('AUT498');
  });

  it('needs a signed-in consumer', async () => {
    const guest = await api.guest();
    const asGuest = await change(guest.accessToken, {
      currentPassword: 'Abcdefg1',
      password: 'Ridge-Line-99',
    });
    expect(asGuest.body.errorDetails[0]!.errorId).toBe('PRO404');
    const anonymous = await change('', { currentPassword: 'Abcdefg1', password: 'Ridge-Line-99' });
    expect(anonymous.body.errorDetails[0]!.errorId).toBe('AUT498');
    const { session } = await registered(api);
    const malformed = await change(session.accessToken, { password: 'Ridge-Line-99' });
    expect(malformed.body.errorDetails[0]).toMatchObject({
      errorId: 'REQ400',
      field: 'body.currentPassword',
    });
  });
});

describe('GET /consumers-v3/consumer/lookup and rate limits', () => {
  it('answers signin for an account and signup otherwise', async () => {
    const { email } = await registered(api);
    const known = await api.call({
      method: 'GET',
      url: `/api/consumers-v3/consumer/lookup?email=${encodeURIComponent(email)}`,
    });
    expect(known.body).toEqual({ nextStep: 'signin' });
    const unknown = await api.call({
      method: 'GET',
      url: '/api/consumers-v3/consumer/lookup?email=new.face%40example.com',
    });
    expect(unknown.body).toEqual({ nextStep: 'signup' });
    const bad = await api.call<Failure>({
      method: 'GET',
      url: '/api/consumers-v3/consumer/lookup?email=bad',
    });
    expect(bad.body.errorDetails[0]!.errorId).toBe('AUT453');
    const missing = await api.call<Failure>({ method: 'GET', url: '/api/consumers-v3/consumer/lookup' });
    expect(missing.body.errorDetails[0]).toMatchObject({ errorId: 'REQ400', field: 'querystring.email' });
  });

  it('is rate limited per client (API429)', async () => {
    const limited = await createTestApi({
      seed: false,
      rateLimits: { lookupPerMinute: 3, authPerMinute: 2 },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push(
          (
            await limited.call({
              method: 'GET',
              url: '/api/consumers-v3/consumer/lookup?email=a%40example.com',
            })
          ).status,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      // The reset request (like sign-in and sign-up) is limited per client too.
      const resets: number[] = [];
      for (let i = 0; i < 3; i++) {
        const answer = await limited.call<Failure>({
          method: 'POST',
          url: '/api/consumers-v3/confirmforgotpassword',
          body: { email: 'a@example.com' },
        });
        resets.push(answer.status);
        if (answer.status === 429) expect(answer.body.errorDetails[0]!.errorId).toBe('API429');
      }
      expect(resets).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
