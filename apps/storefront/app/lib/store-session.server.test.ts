import { describe, expect, it } from 'vitest';
import { endStoreSessionCookie, readStoreSession, storeSessionCookie } from './store-session.server.ts';

const session = {
  storeId: 'ST0001',
  storeName: 'Ridgeline SoHo',
  employeeId: 'A1001',
  employeeName: 'Jamie Fox',
  customer: null,
};

function requestWith(cookie: string | null, url = 'https://shop.example/en-us') {
  return new Request(url, cookie ? { headers: { cookie } } : {});
}

describe('buy-in-store session cookie', () => {
  it('round-trips the store and associate in an httpOnly, Secure cookie over HTTPS', () => {
    const header = storeSessionCookie(requestWith(null), session);
    expect(header).toMatch(/^rl_bis=/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('Secure');
    expect(header).toContain('Max-Age=43200');
    const cookie = header.split(';')[0]!;
    expect(readStoreSession(requestWith(cookie))).toEqual(session);
  });

  it('leaves Secure out over plain HTTP and expires the cookie to end the session', () => {
    const request = requestWith(null, 'http://127.0.0.1:3000/en-us');
    expect(storeSessionCookie(request, session)).not.toContain('Secure');
    expect(endStoreSessionCookie(request)).toMatch(/^rl_bis=; .*Max-Age=0/);
  });

  it('ignores a missing, malformed or incomplete cookie', () => {
    expect(readStoreSession(requestWith(null))).toBeNull();
    expect(readStoreSession(requestWith('rl_bis=%7Bnot-json'))).toBeNull();
    expect(readStoreSession(requestWith(`rl_bis=${encodeURIComponent('{"storeId":"ST0001"}')}`))).toBeNull();
  });
});
