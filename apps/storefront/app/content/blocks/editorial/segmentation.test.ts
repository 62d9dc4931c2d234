import { describe, expect, it } from 'vitest';
import {
  chooseSegment,
  decideSegmentations,
  memoFacts,
  type SegmentCondition,
  testContextOf,
  type VisitorFacts,
} from './segmentation.ts';

function visitor(overrides: Partial<Record<keyof VisitorFacts, boolean>> = {}) {
  const asked: string[] = [];
  const fact = (key: keyof VisitorFacts) => () => {
    asked.push(key);
    return overrides[key] ?? false;
  };
  const facts: VisitorFacts = {
    loggedIn: fact('loggedIn'),
    loyaltyMember: fact('loyaltyMember'),
    employee: fact('employee'),
    cartEmpty: fact('cartEmpty'),
    partnerA: fact('partnerA'),
    partnerB: fact('partnerB'),
    athlete: fact('athlete'),
  };
  return { facts, asked };
}

const segments = (...ids: SegmentCondition[]) => ids.map((id) => ({ id, targets: [`content for ${id}`] }));

describe('chooseSegment (spec 3 section 6)', () => {
  it('shows the first segment whose condition holds', async () => {
    const { facts } = visitor({ loggedIn: true, loyaltyMember: true });
    const choice = await chooseSegment(
      segments('employee', 'loyalty-member', 'logged-in'),
      ['baseline'],
      facts,
    );
    expect(choice).toEqual({ segment: 'loyalty-member', blocks: ['content for loyalty-member'] });
  });

  it('falls back to the first baseline, or nothing (the section is empty)', async () => {
    const { facts } = visitor();
    expect(await chooseSegment(segments('logged-in'), ['first', 'second'], facts)).toEqual({
      segment: null,
      blocks: ['first'],
    });
    expect(await chooseSegment(segments('logged-in'), [], facts)).toEqual({ segment: null, blocks: [] });
  });

  it('evaluates every condition and its non-member counterpart', async () => {
    const cases: [SegmentCondition, Partial<Record<keyof VisitorFacts, boolean>>, boolean][] = [
      ['logged-out', { loggedIn: false }, true],
      ['logged-out', { loggedIn: true }, false],
      ['loyalty-non-member', { loyaltyMember: false }, true],
      ['non-employee', { employee: true }, false],
      ['cart-empty', { cartEmpty: true }, true],
      ['cart-not-empty', { cartEmpty: true }, false],
      ['partner-any', { partnerB: true }, true],
      ['non-partner-any', { partnerA: true }, false],
      ['non-partner-any', {}, true],
      ['non-partner-a', { partnerB: true }, true],
      ['athlete', { athlete: true }, true],
      ['non-athlete', { athlete: true }, false],
    ];
    for (const [condition, facts, holds] of cases) {
      const choice = await chooseSegment(segments(condition), ['baseline'], visitor(facts).facts);
      expect(choice.segment === condition, `${condition} with ${JSON.stringify(facts)}`).toBe(holds);
    }
  });

  it('stops at the first match: later conditions are never read', async () => {
    const { facts, asked } = visitor({ loggedIn: true });
    await chooseSegment(segments('logged-in', 'loyalty-member', 'cart-empty'), [], facts);
    expect(asked).toEqual(['loggedIn']);
  });

  it('a test context forces its segment without reading the visitor; an unknown one is ignored', async () => {
    const { facts, asked } = visitor({ loggedIn: false });
    const forced = await chooseSegment(
      segments('logged-in', 'loyalty-member'),
      ['baseline'],
      facts,
      'loyalty-member',
    );
    expect(forced.segment).toBe('loyalty-member');
    expect(asked).toEqual([]);
    const absent = await chooseSegment(segments('logged-in'), ['baseline'], facts, 'athlete');
    expect(absent).toEqual({ segment: null, blocks: ['baseline'] });
  });

  it('reads the test context from the query, else the cookie, and only known conditions', () => {
    const cookies = new Map([['p13n_testcontext', 'employee']]);
    expect(testContextOf(new URL('https://shop.test/en-us?p13n_testcontext=athlete'), cookies)).toBe(
      'athlete',
    );
    expect(testContextOf(new URL('https://shop.test/en-us'), cookies)).toBe('employee');
    expect(testContextOf(new URL('https://shop.test/en-us?p13n_testcontext=admin'), new Map())).toBeNull();
  });

  it('memoises each fact: a profile read once serves every segmentation of the page', async () => {
    let reads = 0;
    const { facts } = visitor();
    const memo = memoFacts({
      ...facts,
      loyaltyMember: async () => {
        reads++;
        return true;
      },
    });
    await memo.loyaltyMember();
    await memo.loyaltyMember();
    expect(reads).toBe(1);
  });
});

describe('decideSegmentations', () => {
  it('replaces each segmentation of a page by its chosen content, nested ones too', async () => {
    const member = { id: 'm', type: 'banner', fields: { title: 'Members' } };
    const guest = { id: 'g', type: 'banner', fields: { title: 'Join' } };
    const page = {
      slots: {
        main: [
          {
            id: 's',
            type: 'segmentation',
            fields: {
              segments: [{ id: 'loyalty-member', targets: [member] }],
              baselines: [guest],
              name: 'x',
            },
          },
        ],
      },
    };
    const { facts } = visitor({ loyaltyMember: true });
    const decided = await decideSegmentations(page, facts, null);
    expect(decided.slots.main[0]!.fields).toMatchObject({
      segments: [],
      baselines: [member],
      decidedSegment: 'loyalty-member',
    });
    const baseline = await decideSegmentations(page, visitor().facts, null);
    expect(baseline.slots.main[0]!.fields).toMatchObject({ baselines: [guest], decidedSegment: 'baseline' });
    // The original is left as it was (a cached answer may be shared).
    expect(page.slots.main[0]!.fields.segments).toHaveLength(1);
  });
});
