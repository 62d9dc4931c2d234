import { describe, expect, it } from 'vitest';
import { isCrossSiteRequest } from './csrf.server.ts';

const url = new URL('http://shop.example:3000/en-us/cart');

describe('isCrossSiteRequest', () => {
  it('accepts same-origin posts', () => {
    const headers = new Headers({ origin: 'http://shop.example:3000', host: 'shop.example:3000' });
    expect(isCrossSiteRequest(headers, url)).toBe(false);
  });

  it('rejects posts from another origin or an opaque one', () => {
    expect(isCrossSiteRequest(new Headers({ origin: 'https://evil.example' }), url)).toBe(true);
    expect(isCrossSiteRequest(new Headers({ origin: 'null' }), url)).toBe(true);
    expect(isCrossSiteRequest(new Headers({ 'sec-fetch-site': 'cross-site' }), url)).toBe(true);
  });

  it('accepts the forwarded host of a reverse proxy', () => {
    const headers = new Headers({
      origin: 'https://ridgeline.example',
      'x-forwarded-host': 'ridgeline.example',
    });
    expect(isCrossSiteRequest(headers, new URL('http://10.0.0.5:3000/en-us/cart'))).toBe(false);
  });

  it('lets non-browser clients without Origin through', () => {
    expect(isCrossSiteRequest(new Headers(), url)).toBe(false);
  });
});
