/**
 * Experiences (spec 3 "Experience"), decided on the server (decision 098): the experience's `experienceId`
 * names an experiment (or a flag), each variant's `variantId` one of its variation keys. The visitor's
 * variation picks the variant whose targets are shown; with no decision (no consent, not in the traffic,
 * nothing running) the baselines are. Only the chosen content is sent, as the experience's baselines.
 */

interface DocumentLike {
  type: string;
  fields: Record<string, unknown>;
}

function isDocument(record: Record<string, unknown>): record is Record<string, unknown> & DocumentLike {
  return typeof record.type === 'string' && typeof record.fields === 'object' && record.fields !== null;
}

/** Whether a content tree holds an experience at all (most pages: no decision is made). */
export function hasExperience(tree: unknown): boolean {
  if (Array.isArray(tree)) return tree.some(hasExperience);
  if (!tree || typeof tree !== 'object') return false;
  const record = tree as Record<string, unknown>;
  if (record.type === 'experience' && typeof record.fields === 'object') return true;
  return Object.values(record).some(hasExperience);
}

/**
 * Decides every experience of a content tree with `decide` (experience id → variation key, or null). The
 * chosen variation is kept in `decidedVariant` ('baseline' when the baselines are shown).
 */
export function decideExperiences<T>(tree: T, decide: (experienceId: string) => string | null): T {
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit);
    if (!value || typeof value !== 'object') return value;
    const record = value as Record<string, unknown>;
    if (isDocument(record) && record.type === 'experience') {
      const fields = record.fields as {
        experienceId?: string;
        baselines?: unknown[];
        variants?: { variantId: string; targets: unknown[] }[];
      };
      const variation = fields.experienceId ? decide(fields.experienceId) : null;
      const variant = variation ? fields.variants?.find((entry) => entry.variantId === variation) : undefined;
      return {
        ...record,
        fields: {
          ...record.fields,
          variants: [],
          baselines: (variant ? variant.targets : (fields.baselines ?? [])).map(visit),
          decidedVariant: variant ? variant.variantId : 'baseline',
        },
      };
    }
    return Object.fromEntries(Object.entries(record).map(([key, child]) => [key, visit(child)]));
  };
  return visit(tree) as T;
}
