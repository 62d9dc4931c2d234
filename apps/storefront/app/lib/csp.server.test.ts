import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, newNonce } from './csp.server.ts';

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe('contentSecurityPolicy', () => {
  it('allows scripts from the origin and with the page nonce only', () => {
    const nonce = newNonce();
    const scripts = directive(contentSecurityPolicy(nonce), 'script-src');
    expect(scripts).toBe(`script-src 'self' 'nonce-${nonce}'`);
    expect(scripts).not.toContain('unsafe-inline');
    expect(scripts).not.toContain('unsafe-eval');
  });

  it('draws a new unguessable nonce for every page', () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});
