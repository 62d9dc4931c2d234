import { describe, expect, it } from 'vitest';
import { isCrossSiteRequest } from './csrf.server.ts';
import { publicOriginFrom, siteRequestUrl } from './site-url.server.ts';

const origin = 'https://shop.example';

describe('siteRequestUrl', () => {
  it('keeps the configured origin whatever the request target says', () => {
    for (const target of [
      '//evil.example/en-us/p/x',
      '/\\evil.example/x',
      '///evil.example',
      '/\t/evil.example/x',
    ]) {
      const url = siteRequestUrl(origin, target);
      expect(url.origin).toBe(origin);
      expect(url.pathname.startsWith('//')).toBe(false);
    }
    expect(siteRequestUrl(origin, '//evil.example/en-us/p/x').pathname).toBe('/evil.example/en-us/p/x');
  });

  it('answers the home path for `//` and an empty target', () => {
    expect(siteRequestUrl(origin, '//').href).toBe('https://shop.example/');
    expect(siteRequestUrl(origin, '').href).toBe('https://shop.example/');
  });

  it('keeps an ordinary path and its query', () => {
    const url = siteRequestUrl(origin, '/en-us/c/shoes-1234?sort=price&start=24');
    expect(url.href).toBe('https://shop.example/en-us/c/shoes-1234?sort=price&start=24');
    expect(url.searchParams.get('sort')).toBe('price');
  });
});

describe('publicOriginFrom', () => {
  it('takes the origin of PUBLIC_URL, or the fallback when unset', () => {
    expect(publicOriginFrom('https://shop.example/some/path/', 'http://localhost:3000')).toBe(origin);
    expect(publicOriginFrom(undefined, 'http://localhost:4000')).toBe('http://localhost:4000');
    expect(publicOriginFrom(' ', 'http://localhost:4000')).toBe('http://localhost:4000');
  });

  it('refuses what is not an http(s) URL', () => {
    expect(() => publicOriginFrom('shop.example', 'http://localhost:3000')).toThrow(/PUBLIC_URL/);
    expect(() => publicOriginFrom('javascript:alert(1)', 'http://localhost:3000')).toThrow(/PUBLIC_URL/);
  });
});

describe('the cross-site check on a built request URL', () => {
  it('rejects a post whose target names the attacker as host', () => {
    const url = siteRequestUrl(origin, '//evil.example/en-us/p/x');
    const headers = new Headers({ origin: 'http://evil.example', host: 'shop.example' });
    expect(isCrossSiteRequest(headers, url)).toBe(true);
  });

  it('accepts the configured origin, and the host the browser addressed', () => {
    const url = siteRequestUrl(origin, '/en-us/cart');
    expect(isCrossSiteRequest(new Headers({ origin, host: '10.0.0.5:3000' }), url)).toBe(false);
    const local = new Headers({ origin: 'http://localhost:41234', host: 'localhost:41234' });
    expect(isCrossSiteRequest(local, url)).toBe(false);
  });
});
