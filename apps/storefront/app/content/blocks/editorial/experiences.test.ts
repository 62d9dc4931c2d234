import {
  CONSENT_COOKIE,
  CONSENT_POLICY_REVISION,
  type ConsentGroups,
  type Locale,
  refusedGroups,
  serializeOptanonConsent,
} from '@ridgeline/contracts';
import { describe, expect, it } from 'vitest';
import type { Api } from '../../../lib/api.server.ts';
import { experimentVisitor, targetingAllowed } from '../../../lib/experiments.server.ts';
import { Session } from '../../../lib/session.server.ts';
import { decideExperiences, hasExperience } from './experiences.ts';

const page = {
  type: 'page',
  fields: {
    sections: [
      {
        type: 'experience',
        fields: {
          experienceId: 'hero_banner',
          baselines: [{ type: 'banner', fields: { title: 'Baseline' } }],
          variants: [
            { name: 'Bold', variantId: 'bold', targets: [{ type: 'banner', fields: { title: 'Bold' } }] },
          ],
        },
      },
    ],
  },
};

const experienceOf = (tree: typeof page) =>
  tree.fields.sections[0]!.fields as {
    baselines: { fields: { title: string } }[];
    variants: unknown[];
    decidedVariant?: string;
  };

describe('experiences decided on the server', () => {
  it("shows the variant of the visitor's variation, and only it", () => {
    expect(hasExperience(page)).toBe(true);
    const decided = experienceOf(decideExperiences(page, (key) => (key === 'hero_banner' ? 'bold' : null)));
    expect(decided.baselines.map((block) => block.fields.title)).toEqual(['Bold']);
    expect(decided.variants).toEqual([]);
    expect(decided.decidedVariant).toBe('bold');
  });

  it('shows the baselines without a decision or for a variation with no variant', () => {
    for (const decide of [() => null, () => 'control']) {
      const decided = experienceOf(decideExperiences(page, decide));
      expect(decided.baselines.map((block) => block.fields.title)).toEqual(['Baseline']);
      expect(decided.decidedVariant).toBe('baseline');
    }
  });
});

describe('the consent gate', () => {
  /** A request for a page of the locale, with the shopper's OptanonConsent cookie of these groups (if any). */
  const visit = (locale: Locale, groups?: Partial<ConsentGroups>, query = '') =>
    new Request(`https://shop.test/${locale}${query}`, {
      headers: groups
        ? {
            cookie: `${CONSENT_COOKIE}=${serializeOptanonConsent({
              groups: { ...refusedGroups(), ...groups },
              datestamp: new Date('2026-11-28T00:00:00.000Z'),
              version: CONSENT_POLICY_REVISION,
              consentId: '97000000-0000-4000-8000-000000000002',
              isGpcEnabled: false,
            })}`,
          }
        : {},
    });
  const allowed = (locale: Locale, request: Request) => targetingAllowed({ locale } as Api, request);

  it('needs targeting consent (C0004) in EMEA, and allows everything outside EMEA or in preview', () => {
    expect(allowed('de-de', visit('de-de'))).toBe(false);
    expect(allowed('de-de', visit('de-de', { C0002: true, C0004: false }))).toBe(false);
    expect(allowed('de-de', visit('de-de', { C0004: true }))).toBe(true);
    expect(allowed('en-us', visit('en-us'))).toBe(true);
    expect(allowed('de-de', visit('de-de', undefined, '?preview=true'))).toBe(true);
  });

  it('gives no visitor id and sets no cookie without consent; with it a vuid_ id of at most 32 characters, kept', () => {
    const refused = new Session(undefined, { secure: true });
    expect(experimentVisitor(refused, false)).toBeNull();
    expect(refused.commit()).toEqual([]);

    const allowed = new Session(undefined, { secure: true });
    const visitorId = experimentVisitor(allowed, true)!;
    expect(visitorId).toMatch(/^vuid_[0-9a-f]+$/);
    expect(visitorId.length).toBeLessThanOrEqual(32);
    const [cookie] = allowed.commit();
    expect(cookie).toContain(`rl_vuid=${visitorId}`);

    const returning = new Session(`rl_vuid=${visitorId}`, { secure: true });
    expect(experimentVisitor(returning, true)).toBe(visitorId);
    expect(returning.commit()).toEqual([]);
  });
});
