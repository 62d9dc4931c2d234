import { describe, expect, it } from 'vitest';
import { safeBack } from './paths.ts';

describe('safeBack: where sign-in and the language switch may send the operator', () => {
  it('keeps a page of the back-office, as a path inside the app', () => {
    expect(safeBack('/admin/audit?page=2')).toBe('/audit?page=2');
    expect(safeBack('/admin')).toBe('/');
    expect(safeBack('/admin?x=1')).toBe('/?x=1');
    expect(safeBack('/operators')).toBe('/operators');
  });

  it('never leaves the site', () => {
    for (const target of [
      '//evil.example/admin',
      'https://evil.example',
      '/\\evil.example',
      'admin',
      '',
      null,
    ]) {
      expect(safeBack(target)).toBe('/');
    }
  });
});
