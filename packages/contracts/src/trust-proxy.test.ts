import { describe, expect, it } from 'vitest';
import { DEFAULT_TRUST_PROXY, trustProxyFrom } from './trust-proxy.ts';

describe('TRUST_PROXY', () => {
  it('trusts only this machine by default', () => {
    expect(trustProxyFrom(undefined)).toEqual(['loopback']);
    expect(trustProxyFrom(' ')).toBe(DEFAULT_TRUST_PROXY);
  });

  it('reads a hop count, true or false, and lists of addresses and ranges', () => {
    const oneHop = trustProxyFrom('1') as (address: string, hop: number) => boolean;
    expect([oneHop('10.0.0.2', 0), oneHop('10.0.0.3', 1)]).toEqual([true, false]);
    expect(trustProxyFrom('true')).toBe(true);
    expect(trustProxyFrom('false')).toBe(false);
    expect(trustProxyFrom('10.0.0.0/8, fd00::/8,loopback')).toEqual(['10.0.0.0/8', 'fd00::/8', 'loopback']);
  });

  it('refuses anything else, naming the variable', () => {
    expect(() => trustProxyFrom('10.0.0.1; rm')).toThrow(/TRUST_PROXY/);
  });
});
