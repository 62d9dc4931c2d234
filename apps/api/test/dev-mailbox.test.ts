import { createTestDatabase } from '@ridgeline/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { devMailboxEnabled } from '../src/routes/dev-mailbox.ts';
import { createTestApi, type TestApi } from './helpers.ts';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});

afterAll(async () => {
  await api?.close();
});

describe('development mailbox', () => {
  it('lists a queued password-reset email with its storefront link, newest first', async () => {
    const reset = await api.call({
      method: 'POST',
      url: '/api/consumers-v3/confirmforgotpassword?locale=en-us',
      body: { email: 'athlete@ridgeline.test' },
    });
    expect(reset.status).toBe(200);
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

  it('is on only outside production and without SMTP', async () => {
    expect(devMailboxEnabled({ NODE_ENV: 'test' })).toBe(true);
    expect(devMailboxEnabled({ NODE_ENV: 'production' })).toBe(false);
    expect(devMailboxEnabled({ NODE_ENV: 'production', DEV_MAILBOX: '1' })).toBe(true);
    expect(devMailboxEnabled({ NODE_ENV: 'development', SMTP_URL: 'smtp://mail.test' })).toBe(false);
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
});
