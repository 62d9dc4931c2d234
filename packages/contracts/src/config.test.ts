import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_MAIL_FROM, loadConfig } from './config.ts';

describe('configuration', () => {
  it('applies the defaults to an empty environment, blank values included', () => {
    const config = loadConfig({ MAIL_POLL_MS: '', PLACE_ORDER_CHALLENGE: ' ' });
    expect(config.HOST).toBe('0.0.0.0');
    expect(config.PUBLIC_URL).toBeUndefined();
    expect(config.MAIL_FROM).toBe(DEFAULT_MAIL_FROM);
    expect(config.MAIL_POLL_MS).toBe(5_000);
    expect(config.ALTCHA_MAX_NUMBER).toBe(50_000);
    expect(config.AUTH_RATE_LIMIT_PER_MINUTE).toBe(60);
    expect(config.PLACE_ORDER_CHALLENGE).toBe('risk');
    expect(config.PRICE_ADJUSTMENT_MAX_PERCENT).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
  });

  it('reads numbers and URLs from their text', () => {
    const config = loadConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://shop.example.com/',
      PRICE_ADJUSTMENT_MAX_PERCENT: '0',
      IDEMPOTENCY_LEASE_SECONDS: '2.5',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
    });
    expect(config.PORT).toBe(8080);
    expect(config.PUBLIC_URL).toBe('https://shop.example.com');
    expect(config.PRICE_ADJUSTMENT_MAX_PERCENT).toBe(0);
    expect(config.IDEMPOTENCY_LEASE_SECONDS).toBe(2.5);
  });

  it('refuses bad values with one message naming every bad variable', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        PRICE_ADJUSTMENT_MAX_PERCENT: '150',
        PLACE_ORDER_CHALLENGE: 'never',
        MAIL_POLL_MS: '-5',
        PUBLIC_URL: 'shop.example.com',
        LOG_LEVEL: 'loud',
        TRUST_PROXY: 'a b',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.map((problem) => problem.variable).sort();
    expect(problems).toEqual([
      'LOG_LEVEL',
      'MAIL_POLL_MS',
      'PLACE_ORDER_CHALLENGE',
      'PORT',
      'PRICE_ADJUSTMENT_MAX_PERCENT',
      'PUBLIC_URL',
      'TRUST_PROXY',
    ]);
    expect((error as Error).message).toContain(
      "PRICE_ADJUSTMENT_MAX_PERCENT must be a whole number from 0 to 100 (got '150')",
    );
  });

  it('turns the pseudo-locale on with PSEUDO_LOCALE=1, never in production', () => {
    expect(loadConfig({}).PSEUDO_LOCALE).toBe(false);
    expect(loadConfig({ PSEUDO_LOCALE: '1', NODE_ENV: 'development' }).PSEUDO_LOCALE).toBe(true);
    expect(() => loadConfig({ PSEUDO_LOCALE: 'yes' })).toThrow(/PSEUDO_LOCALE must be '1' or '0'/);
    expect(() => loadConfig({ PSEUDO_LOCALE: '1', NODE_ENV: 'production' })).toThrow(
      /PSEUDO_LOCALE is for development and tests: refused with NODE_ENV=production \(got '1'\)/,
    );
    expect(loadConfig({ PSEUDO_LOCALE: '0', NODE_ENV: 'production' }).PSEUDO_LOCALE).toBe(false);
  });
});
