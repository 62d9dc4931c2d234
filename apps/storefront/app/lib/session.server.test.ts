import { describe, expect, it } from 'vitest';
import { COOKIE, parseCookies, Session } from './session.server.ts';

const basketCookie = (baskets: Record<string, string>) => encodeURIComponent(JSON.stringify(baskets));
const firstPair = (setCookie: string) => setCookie.split(';')[0]!;

describe('Session cookies', () => {
  it('reads tokens and the per-site basket from cookies and writes nothing when unchanged', () => {
    const session = new Session(
      `${COOKIE.accessToken}=abc; ${COOKIE.basketId}=${basketCookie({ us: 'b-1' })}; other=x`,
      { secure: false },
    );
    expect(session.accessToken).toBe('abc');
    expect(session.basketId('us')).toBe('b-1');
    expect(session.basketId('gb')).toBeNull();
    expect(session.commit()).toEqual([]);
  });

  it('writes httpOnly SameSite=Lax cookies, Secure on https', () => {
    const session = new Session(undefined, { secure: true });
    session.applyToken(
      { accessToken: 'at', expiresIn: 900, refreshToken: 'rt', basketId: 'b-2' },
      { keepBasket: false, site: 'us' },
    );
    const cookies = session.commit();
    expect(cookies).toHaveLength(4);
    for (const cookie of cookies) {
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).toContain('Secure');
    }
    expect(cookies.find((c) => c.startsWith(`${COOKIE.basketId}=`))).toContain('b-2');
  });

  it('keeps one cart per site, so switching between sites loses neither', () => {
    const first = new Session(undefined, { secure: false });
    first.setBasketId('us', 'cart-us');
    first.setBasketId('gb', 'cart-gb');
    const second = new Session(firstPair(first.commit()[0]!), { secure: false });
    expect(second.basketId('us')).toBe('cart-us');
    expect(second.basketId('gb')).toBe('cart-gb');
    second.setBasketId('us', null);
    const third = new Session(firstPair(second.commit()[0]!), { secure: false });
    expect(third.basketId('us')).toBeNull();
    expect(third.basketId('gb')).toBe('cart-gb');
  });

  it('a new guest token starts without carts, a refresh keeps them', () => {
    const session = new Session(`${COOKIE.basketId}=${basketCookie({ us: 'old' })}`, { secure: false });
    const token = { accessToken: 'a', expiresIn: 60, refreshToken: 'r', basketId: null };
    session.applyToken(token, { keepBasket: true, site: 'us' });
    expect(session.basketId('us')).toBe('old');
    session.applyToken(token, { keepBasket: false, site: 'us' });
    expect(session.basketId('us')).toBeNull();
  });

  it('clears every session cookie for an invalid customer', () => {
    const session = new Session(
      `${COOKIE.accessToken}=abc; ${COOKIE.refreshToken}=r; ${COOKIE.basketId}=${basketCookie({ us: 'b' })}`,
      { secure: false },
    );
    session.clear();
    const cookies = session.commit();
    expect(cookies.filter((c) => c.includes('Max-Age=0'))).toHaveLength(4);
  });

  it('hands out a flash message once', () => {
    const first = new Session(undefined, { secure: false });
    first.setFlash({ type: 'error', message: 'Payment declined' });
    const second = new Session(first.commit().map(firstPair).join('; '), { secure: false });
    expect(second.takeFlash()).toEqual({ type: 'error', message: 'Payment declined' });
    expect(second.takeFlash()).toBeNull();
    expect(second.commit()[0]).toContain('Max-Age=0');
  });

  it('remembers order lookup tokens and the idempotency key that placed each order', () => {
    const session = new Session(undefined, { secure: false });
    session.rememberOrder('RL-1001', 'secret-token', 'key-1');
    const next = new Session(firstPair(session.commit()[0]!), { secure: false });
    expect(next.orderToken('RL-1001')).toBe('secret-token');
    expect(next.orderPlacedWith('key-1')).toBe('RL-1001');
    expect(next.orderPlacedWith('key-2')).toBeNull();
  });

  it('parses encoded cookie values and ignores malformed parts', () => {
    const cookies = parseCookies('a=1; b=%7B%22x%22%3A1%7D; broken; =nothing');
    expect(cookies.get('a')).toBe('1');
    expect(cookies.get('b')).toBe('{"x":1}');
    expect(cookies.size).toBe(2);
  });
});
