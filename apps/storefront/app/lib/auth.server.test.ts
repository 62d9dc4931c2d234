import { describe, expect, it } from 'vitest';
import {
  afterSignOutPath,
  requireSignedIn,
  safeReturnTo,
  shopperOf,
  withSignedInNotice,
} from './auth.server.ts';
import { Session } from './session.server.ts';

const jwt = (claims: object) => `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.signature`;

function sessionWith(consumerType: string | null): Session {
  const cookies = consumerType
    ? `rl_at=${jwt({ sub: 's', consumerNo: 'C1', consumerType, exp: 1 })}; rl_rt=refresh`
    : '';
  return new Session(cookies, { secure: false });
}

describe('safeReturnTo', () => {
  it('keeps paths of the same locale', () => {
    expect(safeReturnTo('/en-us/cart', 'en-us')).toBe('/en-us/cart');
    expect(safeReturnTo('/en-us/p/x?size=9', 'en-us')).toBe('/en-us/p/x?size=9');
    expect(safeReturnTo('/en-us', 'en-us')).toBe('/en-us');
  });

  it('sends everything else home', () => {
    for (const value of [
      'https://evil.test/',
      '//evil.test',
      '/en-us\\evil',
      '/fr-fr/cart',
      '/en-usx',
      null,
      3,
    ]) {
      expect(safeReturnTo(value, 'en-us')).toBe('/en-us');
    }
  });
});

describe('afterSignOutPath', () => {
  it('leaves pages of the signed-out shopper for the home page', () => {
    for (const path of [
      '/en-us/cart',
      '/en-us/checkout/shipping',
      '/en-us/favorites',
      '/en-us/account/profile',
    ]) {
      expect(afterSignOutPath(path, 'en-us')).toBe('/en-us');
    }
  });

  it('stays on other pages', () => {
    expect(afterSignOutPath('/en-us/p/boot-123', 'en-us')).toBe('/en-us/p/boot-123');
    expect(afterSignOutPath('/en-us/cartography', 'en-us')).toBe('/en-us/cartography');
  });
});

describe('requireSignedIn', () => {
  it('sends a guest to sign in with the page to come back to', () => {
    const context = { session: sessionWith('GUEST') } as never;
    try {
      requireSignedIn(new Request('http://shop.test/en-us/account?tab=1'), context, 'en-us');
      expect.unreachable();
    } catch (response) {
      expect((response as Response).headers.get('location')).toBe(
        '/en-us/login?returnTo=%2Fen-us%2Faccount%3Ftab%3D1',
      );
    }
  });

  it('lets a registered shopper through', () => {
    const context = { session: sessionWith('REGISTERED') } as never;
    expect(requireSignedIn(new Request('http://shop.test/en-us/account'), context, 'en-us')).toEqual({
      consumerNo: 'C1',
      consumerType: 'REGISTERED',
    });
  });
});

it('reads the shopper from the token and marks the landing page', () => {
  expect(shopperOf(sessionWith(null))).toBeNull();
  expect(shopperOf(sessionWith('EMPLOYEE'))?.consumerType).toBe('EMPLOYEE');
  expect(withSignedInNotice('/en-us/cart?signedOut=1', { merged: true })).toBe('/en-us/cart?signedIn=merged');
});
