import { describe, expect, it } from 'vitest';
import {
  clearedOperatorCookie,
  operatorCookie,
  operatorTokenOf,
  tokenOfSetCookies,
} from './session.server.ts';

describe("the back-office's operator cookie", () => {
  it("takes the token and its lifetime from the API's sign-in answer", () => {
    const answer = ['rl_operator=abc_DEF-123; Path=/api/admin; HttpOnly; SameSite=Strict; Max-Age=43199'];
    expect(tokenOfSetCookies(answer)).toEqual({ token: 'abc_DEF-123', maxAge: 43199 });
    expect(tokenOfSetCookies([])).toBeNull();
  });

  it('is HttpOnly, SameSite=Strict and for /admin only; Secure over HTTPS', () => {
    const plain = operatorCookie(new Request('http://localhost/admin/sign-in'), 'tok', 60);
    expect(plain).toBe('rl_operator=tok; Path=/admin; HttpOnly; SameSite=Strict; Max-Age=60');
    expect(operatorCookie(new Request('https://shop.example/admin/sign-in'), 'tok', 60)).toContain(
      '; Secure',
    );
    expect(clearedOperatorCookie(new Request('http://localhost/admin'))).toContain('Max-Age=0');
  });

  it('reads the token among other cookies', () => {
    const request = new Request('http://localhost/admin', {
      headers: { cookie: 'rl_admin_locale=fr; rl_operator=tok=en; other=1' },
    });
    expect(operatorTokenOf(request)).toBe('tok=en');
    expect(operatorTokenOf(new Request('http://localhost/admin'))).toBeNull();
  });
});
