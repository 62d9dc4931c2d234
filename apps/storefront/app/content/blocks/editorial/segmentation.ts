import { SEGMENT_CONDITIONS } from '@ridgeline/contracts';

/**
 * Segmentation (spec 3 section 6), decided on the server: the first segment whose condition holds for the
 * visitor wins, otherwise the first baseline. A test context (`p13n_testcontext`) naming a condition forces
 * that segment. The condition values are read lazily: a page whose segmentations only ask "logged in?"
 * never reads the cart or the profile.
 */
export type SegmentCondition = (typeof SEGMENT_CONDITIONS)[number];

/** What a condition needs to know about the visitor. Each fact is read at most once, and only if asked. */
export interface VisitorFacts {
  loggedIn(): boolean | Promise<boolean>;
  loyaltyMember(): boolean | Promise<boolean>;
  employee(): boolean | Promise<boolean>;
  cartEmpty(): boolean | Promise<boolean>;
  partnerA(): boolean | Promise<boolean>;
  partnerB(): boolean | Promise<boolean>;
  athlete(): boolean | Promise<boolean>;
}

export function isSegmentCondition(value: unknown): value is SegmentCondition {
  return typeof value === 'string' && (SEGMENT_CONDITIONS as readonly string[]).includes(value);
}

/** Whether a condition holds for the visitor. */
export async function conditionHolds(condition: SegmentCondition, facts: VisitorFacts): Promise<boolean> {
  switch (condition) {
    case 'logged-in':
      return await facts.loggedIn();
    case 'logged-out':
      return !(await facts.loggedIn());
    case 'loyalty-member':
      return await facts.loyaltyMember();
    case 'loyalty-non-member':
      return !(await facts.loyaltyMember());
    case 'employee':
      return await facts.employee();
    case 'non-employee':
      return !(await facts.employee());
    case 'cart-empty':
      return await facts.cartEmpty();
    case 'cart-not-empty':
      return !(await facts.cartEmpty());
    case 'partner-a':
      return await facts.partnerA();
    case 'non-partner-a':
      return !(await facts.partnerA());
    case 'partner-b':
      return await facts.partnerB();
    case 'non-partner-b':
      return !(await facts.partnerB());
    case 'partner-any':
      return (await facts.partnerA()) || (await facts.partnerB());
    case 'non-partner-any':
      return !((await facts.partnerA()) || (await facts.partnerB()));
    case 'athlete':
      return await facts.athlete();
    case 'non-athlete':
      return !(await facts.athlete());
  }
}

export interface SegmentationChoice<T> {
  /** The segment that won; null when the baseline is shown (or nothing). */
  segment: SegmentCondition | null;
  /** The blocks to show: the segment's targets, else the first baseline; empty marks the section empty. */
  blocks: T[];
}

/**
 * The content for the visitor. `testContext` (from `p13n_testcontext`) forces the segment it names when the
 * segmentation has one; conditions are then not read at all.
 */
export async function chooseSegment<T>(
  segments: readonly { id: SegmentCondition; targets: readonly T[] }[],
  baselines: readonly T[],
  facts: VisitorFacts,
  testContext: SegmentCondition | null = null,
): Promise<SegmentationChoice<T>> {
  if (testContext) {
    const forced = segments.find((segment) => segment.id === testContext);
    if (forced) return { segment: forced.id, blocks: [...forced.targets] };
  }
  for (const segment of segments) {
    if (await conditionHolds(segment.id, facts)) return { segment: segment.id, blocks: [...segment.targets] };
  }
  return { segment: null, blocks: baselines.slice(0, 1) };
}

/** Memoises each fact of a visitor: the first call reads it, later calls share the answer. */
export function memoFacts(facts: VisitorFacts): VisitorFacts {
  const cache = new Map<keyof VisitorFacts, boolean | Promise<boolean>>();
  const memo = (key: keyof VisitorFacts) => () => {
    if (!cache.has(key)) cache.set(key, facts[key]());
    return cache.get(key) as boolean | Promise<boolean>;
  };
  return {
    loggedIn: memo('loggedIn'),
    loyaltyMember: memo('loyaltyMember'),
    employee: memo('employee'),
    cartEmpty: memo('cartEmpty'),
    partnerA: memo('partnerA'),
    partnerB: memo('partnerB'),
    athlete: memo('athlete'),
  };
}

/** The test context of a request: the `p13n_testcontext` query parameter, else the cookie of that name. */
export function testContextOf(url: URL, cookies: Map<string, string>): SegmentCondition | null {
  const value = url.searchParams.get('p13n_testcontext') ?? cookies.get('p13n_testcontext') ?? null;
  return isSegmentCondition(value) ? value : null;
}

interface DocumentLike {
  type: string;
  fields: Record<string, unknown>;
}

/**
 * Decides every segmentation of an augmented content tree (a page and its expanded references) for the
 * visitor, in place of the browser: each segmentation keeps only the chosen blocks, as its single
 * baseline (no segments), so the page sends neither the other segments' content nor the rules. The
 * chosen segment's id is kept in `decidedSegment` for the page (and tests) to see.
 */
export async function decideSegmentations<T>(
  tree: T,
  facts: VisitorFacts,
  testContext: SegmentCondition | null,
): Promise<T> {
  const visit = async (value: unknown): Promise<unknown> => {
    if (Array.isArray(value)) return Promise.all(value.map(visit));
    if (!value || typeof value !== 'object') return value;
    const record = value as Record<string, unknown>;
    if (isDocument(record) && record.type === 'segmentation') {
      const fields = record.fields as {
        segments?: { id: SegmentCondition; targets: unknown[] }[];
        baselines?: unknown[];
      };
      const segments = (fields.segments ?? []).filter((segment) => isSegmentCondition(segment.id));
      const choice = await chooseSegment(segments, fields.baselines ?? [], facts, testContext);
      const blocks = await Promise.all(choice.blocks.map(visit));
      return {
        ...record,
        fields: {
          ...record.fields,
          segments: [],
          baselines: blocks,
          decidedSegment: choice.segment ?? 'baseline',
        },
      };
    }
    const entries = await Promise.all(
      Object.entries(record).map(async ([key, child]) => [key, await visit(child)]),
    );
    return Object.fromEntries(entries);
  };
  return (await visit(tree)) as T;
}

function isDocument(record: Record<string, unknown>): record is Record<string, unknown> & DocumentLike {
  return typeof record.type === 'string' && typeof record.fields === 'object' && record.fields !== null;
}

/** Whether a content tree holds a segmentation at all (most pages: no visitor facts are read). */
export function hasSegmentation(tree: unknown): boolean {
  if (Array.isArray(tree)) return tree.some(hasSegmentation);
  if (!tree || typeof tree !== 'object') return false;
  const record = tree as Record<string, unknown>;
  if (record.type === 'segmentation' && typeof record.fields === 'object') return true;
  return Object.values(record).some(hasSegmentation);
}
