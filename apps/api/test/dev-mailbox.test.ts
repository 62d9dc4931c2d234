import { createTestDatabase } from '@ridgeline/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { devMailboxEnabled } from '../src/routes/dev-mailbox.ts';
import { createTestApi, type TestApi } from './helpers.ts';

type ErrorBody = {
  errorDetails: { errorId: string; message: string }[];
  appId: string;
  correlationId: string;
};

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ devMailbox: true });
});

afterAll(async () => {
  await api?.close();
});

const requestReset = async (target: TestApi) => {
  const reset = await target.call({
    method: 'POST',
    url: '/api/consumers-v3/confirmforgotpassword?locale=en-us',
    body: { email: 'athlete@ridgeline.test' },
  });
  expect(reset.status).toBe(200);
};

/** Nothing of an email (address, reset link, template) in what the client got. */
const expectNoEmailContent = (body: unknown) => {
  const text = JSON.stringify(body);
  expect(text).not.toContain('athlete@ridgeline.test');
  expect(text).not.toMatch(/forgot-password\?token=/);
  expect(text).not.toContain('messages');
};

describe('development mailbox', () => {
  it('lists a queued password-reset email with its storefront link, newest first', async () => {
    await requestReset(api);
    const response = await api.call<{ messages: { to: string; text: string; template: string }[] }>({
      method: 'GET',
      url: '/api/dev/mailbox',
    });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const [latest] = response.body.messages;
    expect(latest?.to).toBe('athlete@ridgeline.test');
    expect(latest?.template).toBe('password-reset');
    expect(latest?.text).toMatch(/\/en-us\/forgot-password\?token=[A-Za-z0-9_-]+/);
  });

  it('is on only with DEV_MAILBOX=1 on a loopback listener, and never with SMTP', async () => {
    // Not by default, whatever the environment (npm start no longer turns it on).
    expect(devMailboxEnabled({ NODE_ENV: 'test' }, '127.0.0.1')).toBe(false);
    expect(devMailboxEnabled({ NODE_ENV: 'development' }, 'localhost')).toBe(false);
    expect(devMailboxEnabled({ NODE_ENV: 'production' }, '127.0.0.1')).toBe(false);
    // Asked for, on a host only this machine reaches.
    expect(devMailboxEnabled({ DEV_MAILBOX: '1' }, '127.0.0.1')).toBe(true);
    expect(devMailboxEnabled({ DEV_MAILBOX: '1' }, 'localhost')).toBe(true);
    expect(devMailboxEnabled({ DEV_MAILBOX: '1' }, '::1')).toBe(true);
    // Asked for, but listening where shoppers reach it, or with a real mail server.
    expect(devMailboxEnabled({ DEV_MAILBOX: '1' }, '0.0.0.0')).toBe(false);
    expect(devMailboxEnabled({ DEV_MAILBOX: '1' }, '::')).toBe(false);
    expect(devMailboxEnabled({ DEV_MAILBOX: '1' }, '192.168.1.20')).toBe(false);
    expect(devMailboxEnabled({ DEV_MAILBOX: 'true' }, '127.0.0.1')).toBe(false);
    expect(devMailboxEnabled({ DEV_MAILBOX: '1', SMTP_URL: 'smtp://mail.test' }, '127.0.0.1')).toBe(false);
  });

  it('does not exist when turned off', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ database, logger: false, authSecret: 'test-secret', devMailbox: false });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/dev/mailbox' });
      expect(response.statusCode).toBe(404);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('is off by default: an anonymous client gets the API404 envelope and no email', async () => {
    const plain = await createTestApi();
    try {
      await requestReset(plain);
      const response = await plain.call<ErrorBody>({ method: 'GET', url: '/api/dev/mailbox' });
      expect(response.status).toBe(404);
      expect(response.body.errorDetails[0]!.errorId).toBe('API404');
      expect(response.body.appId).toBe('ridgeline-api');
      expect(response.body.correlationId).toEqual(expect.any(String));
      expectNoEmailContent(response.body);
    } finally {
      await plain.close();
    }
  });

  it('when on, refuses a peer that is not this machine, and a client forwarded from elsewhere', async () => {
    await requestReset(api);
    const remote = await api.call<ErrorBody>({
      method: 'GET',
      url: '/api/dev/mailbox',
      remoteAddress: '203.0.113.7',
    });
    expect(remote.status).toBe(404);
    expect(remote.body.errorDetails[0]!.errorId).toBe('API404');
    expectNoEmailContent(remote.body);
    // The storefront (or a proxy) on this machine forwarding a shopper's request: the client is not local.
    const forwarded = await api.call<ErrorBody>({
      method: 'GET',
      url: '/api/dev/mailbox',
      headers: { 'x-forwarded-for': '198.51.100.23' },
    });
    expect(forwarded.status).toBe(404);
    expect(forwarded.body.errorDetails[0]!.errorId).toBe('API404');
    expectNoEmailContent(forwarded.body);
  });
});
