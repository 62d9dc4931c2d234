import {
  acceptedGroups,
  CONSENT_POLICY_REVISION,
  type OptanonConsent,
  refusedGroups,
  serializeOptanonConsent,
} from '@ridgeline/contracts';
import { describe, expect, it } from 'vitest';
import { consentCookie, consentOf } from './consent.server.ts';

const cookieOf = (consent: Partial<OptanonConsent> = {}) =>
  `rl_bid=x; OptanonConsent=${serializeOptanonConsent({
    groups: acceptedGroups(),
    datestamp: new Date('2026-11-28T10:00:00Z'),
    version: CONSENT_POLICY_REVISION,
    consentId: '0b7d3c52-5d6f-4e5b-9a39-2f0a8f3b6c11',
    isGpcEnabled: false,
    ...consent,
  })}`;
const request = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://shop.test${path}`, { headers });

describe('the request’s consent', () => {
  it('asks on an EMEA site without a choice and allows nothing optional meanwhile', () => {
    expect(consentOf(request('/de-de'), 'de-de').state).toEqual({
      C0002: false,
      C0003: false,
      C0004: false,
      needsPrompt: true,
      gpc: false,
    });
  });

  it('follows the choice of the cookie, and asks again under a new policy revision', () => {
    const refused = consentOf(request('/en-gb', { cookie: cookieOf({ groups: refusedGroups() }) }), 'en-gb');
    expect(refused.state).toMatchObject({ C0002: false, C0004: false, needsPrompt: false });
    const accepted = consentOf(request('/fr-fr', { cookie: cookieOf() }), 'fr-fr');
    expect(accepted.state).toMatchObject({ C0002: true, C0003: true, C0004: true, needsPrompt: false });
    const old = consentOf(request('/fr-fr', { cookie: cookieOf({ version: '2020-01-01' }) }), 'fr-fr');
    expect(old.state).toMatchObject({ C0002: false, C0004: false, needsPrompt: true });
  });

  it('allows everything outside EMEA and in a preview, except targeting under GPC', () => {
    expect(consentOf(request('/en-us'), 'en-us').state).toMatchObject({
      C0002: true,
      C0004: true,
      needsPrompt: false,
    });
    expect(consentOf(request('/de-de?preview=true'), 'de-de').allowed('C0002')).toBe(true);
    const gpc = consentOf(request('/en-ca', { 'sec-gpc': '1' }), 'en-ca');
    expect(gpc.state).toMatchObject({ C0002: true, C0004: false, gpc: true });
  });

  it('writes the cookie as OneTrust does: readable by scripts, a year, Lax, Secure on https', () => {
    const receipt = {
      groups: refusedGroups(),
      consentId: '0b7d3c52-5d6f-4e5b-9a39-2f0a8f3b6c11',
      policyRevision: CONSENT_POLICY_REVISION,
      gpc: false,
      recordedAt: '2026-11-28T10:00:00.000Z',
    };
    const header = consentCookie(receipt, true);
    expect(header).toMatch(/^OptanonConsent=[^;]*groups=C0001%3A1%2CC0002%3A0%2CC0003%3A0%2CC0004%3A0/);
    expect(header).toContain('Max-Age=31536000');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Secure');
    expect(header).not.toContain('HttpOnly');
    expect(consentCookie(receipt, false)).not.toContain('Secure');
  });
});
