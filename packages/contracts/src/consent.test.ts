import { describe, expect, it } from 'vitest';
import {
  acceptedGroups,
  CONSENT_POLICY_REVISION,
  consentAllows,
  consentNeedsPrompt,
  gpcEnabled,
  type OptanonConsent,
  parseOptanonConsent,
  refusedGroups,
  serializeOptanonConsent,
} from './consent.ts';

const choice = (groups = refusedGroups()): OptanonConsent => ({
  groups,
  datestamp: new Date('2026-11-28T10:00:00.000Z'),
  version: CONSENT_POLICY_REVISION,
  consentId: '0b7d3c52-5d6f-4e5b-9a39-2f0a8f3b6c11',
  isGpcEnabled: false,
});

describe('the OptanonConsent cookie', () => {
  it('writes the groups URL-encoded as OneTrust does and reads them back', () => {
    const value = serializeOptanonConsent(choice({ C0001: true, C0002: false, C0003: false, C0004: true }));
    expect(value).toContain('groups=C0001%3A1%2CC0002%3A0%2CC0003%3A0%2CC0004%3A1');
    expect(value).toContain(`version=${CONSENT_POLICY_REVISION}`);
    expect(value).toContain('datestamp=2026-11-28T10%3A00%3A00.000Z');
    expect(parseOptanonConsent(value)).toEqual(
      choice({ C0001: true, C0002: false, C0003: false, C0004: true }),
    );
    // As a cookie parser hands it over, decoded once.
    expect(parseOptanonConsent(decodeURIComponent(value))?.groups.C0004).toBe(true);
  });

  it('reads a OneTrust-written cookie: unknown fields and groups are ignored, anything but :1 is a refusal', () => {
    const value =
      'isGpcEnabled=0&datestamp=Sat+Nov+28+2026+10%3A00%3A00+GMT%2B0100&version=2026-11-28&isIABGlobal=false' +
      '&consentId=0B7D3C52-5D6F-4E5B-9A39-2F0A8F3B6C11&groups=C0001%3A0%2CC0002%3A1%2CC0003%3Ax%2CC0009%3A1';
    const parsed = parseOptanonConsent(value);
    expect(parsed?.groups).toEqual({ C0001: true, C0002: true, C0003: false, C0004: false });
    expect(parsed?.consentId).toBe('0b7d3c52-5d6f-4e5b-9a39-2f0a8f3b6c11');
  });

  it('never throws on malformed values: no choice is read from them', () => {
    const malformed = [
      undefined,
      null,
      '',
      '%',
      '%E0%A4%A',
      'groups',
      'groups=',
      '&&&==',
      'groups=C0001:1&version=1',
      'groups=C0001:1&version=1&consentId=not-a-uuid',
      `groups=${'C0002:1,'.repeat(1000)}&version=1&consentId=0b7d3c52-5d6f-4e5b-9a39-2f0a8f3b6c11`,
      '\u0000\uFFFF',
    ];
    for (const value of malformed) expect(parseOptanonConsent(value)).toBeNull();
    const badDate = parseOptanonConsent(
      'groups=C0002:1&version=1&consentId=0b7d3c52-5d6f-4e5b-9a39-2f0a8f3b6c11&datestamp=yesterday',
    );
    expect(badDate?.datestamp.getTime()).toBe(0);
  });
});

describe('what consent allows', () => {
  it('allows everything outside EMEA and in a preview, only the accepted categories in EMEA', () => {
    for (const category of ['C0002', 'C0003', 'C0004'] as const) {
      expect(consentAllows({ groups: null, region: 'NA' }, category)).toBe(true);
      expect(consentAllows({ groups: null, region: 'EMEA', preview: true }, category)).toBe(true);
      expect(consentAllows({ groups: null, region: 'EMEA' }, category)).toBe(false);
      expect(consentAllows({ groups: refusedGroups(), region: 'EMEA' }, category)).toBe(false);
      expect(consentAllows({ groups: acceptedGroups(), region: 'EMEA' }, category)).toBe(true);
    }
    const partial = { C0001: true, C0002: true, C0003: false, C0004: false };
    expect(consentAllows({ groups: partial, region: 'EMEA' }, 'C0002')).toBe(true);
    expect(consentAllows({ groups: partial, region: 'EMEA' }, 'C0003')).toBe(false);
  });

  it('always allows the strictly necessary cookies', () => {
    expect(consentAllows({ groups: null, region: 'EMEA' }, 'C0001')).toBe(true);
    expect(consentAllows({ groups: null, region: 'EMEA', gpc: true }, 'C0001')).toBe(true);
  });

  it('refuses targeting under Global Privacy Control in every region, even in a preview', () => {
    for (const region of ['NA', 'EMEA'] as const) {
      expect(consentAllows({ groups: acceptedGroups(), region, gpc: true }, 'C0004')).toBe(false);
      expect(consentAllows({ groups: acceptedGroups(), region, gpc: true, preview: true }, 'C0004')).toBe(
        false,
      );
      expect(consentAllows({ groups: acceptedGroups(), region, gpc: true }, 'C0002')).toBe(true);
    }
    expect(gpcEnabled('1')).toBe(true);
    expect(gpcEnabled('0')).toBe(false);
    expect(gpcEnabled(null)).toBe(false);
  });

  it('asks in EMEA only, until a choice is made under the current policy revision', () => {
    expect(consentNeedsPrompt(null, 'EMEA')).toBe(true);
    expect(consentNeedsPrompt(null, 'NA')).toBe(false);
    expect(consentNeedsPrompt(choice(), 'EMEA')).toBe(false);
    expect(consentNeedsPrompt({ ...choice(), version: '2020-01-01' }, 'EMEA')).toBe(true);
    expect(consentNeedsPrompt(choice(), 'EMEA', '2027-01-01')).toBe(true);
  });
});
