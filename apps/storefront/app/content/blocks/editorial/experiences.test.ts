import { describe, expect, it } from 'vitest';
import { experimentVisitor, targetingConsentFromCookie } from '../../../lib/experiments.server.ts';
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
  const cookies = (consent?: string) => new Map(consent ? [['OptanonConsent', consent]] : []);

  it('needs C0004:1 in EMEA, and allows everything outside EMEA or in preview', () => {
    const emea = { emea: true, preview: false };
    expect(targetingConsentFromCookie(cookies(), emea)).toBe(false);
    expect(targetingConsentFromCookie(cookies('isGDPRApplicable=true&groups=C0001:1,C0004:0'), emea)).toBe(
      false,
    );
    expect(targetingConsentFromCookie(cookies('isGDPRApplicable=true&groups=C0001:1,C0004:1'), emea)).toBe(
      true,
    );
    expect(targetingConsentFromCookie(cookies(), { emea: false, preview: false })).toBe(true);
    expect(targetingConsentFromCookie(cookies(), { emea: true, preview: true })).toBe(true);
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
