import { z } from 'zod';

/**
 * Experiments and feature flags, self-hosted and Optimizely-compatible (decision 098): the back-office's
 * shapes under /api/admin/v1/experiments, and the events log's body (spec 2 section 7) at
 * POST /api/experiments/v1/events. Percentages are what an operator types (0 to 100, two decimals); the
 * data file carries them as basis points of 10000 buckets (spec 2 section 9).
 */

export const EXPERIMENT_STATUSES = ['not_started', 'running', 'paused', 'archived'] as const;
export type ExperimentStatusWord = (typeof EXPERIMENT_STATUSES)[number];

/** Audience match types (spec 2 section 5); `qualified` needs customer-data segments, which Ridgeline has not. */
export const AUDIENCE_MATCH_TYPES = [
  'exact',
  'exists',
  'gt',
  'ge',
  'lt',
  'le',
  'substring',
  'semver_eq',
  'semver_gt',
  'semver_ge',
  'semver_lt',
  'semver_le',
] as const;

export const FLAG_VARIABLE_TYPES = ['boolean', 'double', 'integer', 'string', 'json'] as const;

/** The data file's account and project: one Ridgeline shop is one project; events must name both. */
export const EXPERIMENT_ACCOUNT_ID = '1000';
export const EXPERIMENT_PROJECT_ID = '1001';

/** The visitor id cookie's prefix and the id's longest length (spec 2 section 9). */
export const VISITOR_ID_PREFIX = 'vuid_';
export const VISITOR_ID_MAX_LENGTH = 32;
/** A new visitor id: `vuid_` and 27 random hex digits, 32 characters in all. */
export function newVisitorId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(14));
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${VISITOR_ID_PREFIX}${hex.slice(0, VISITOR_ID_MAX_LENGTH - VISITOR_ID_PREFIX.length)}`;
}

export function isVisitorId(value: unknown): value is string {
  return (
    typeof value === 'string' && value.length <= VISITOR_ID_MAX_LENGTH && /^vuid_[0-9a-z]{1,27}$/.test(value)
  );
}

/** How often a server re-reads the data file by default, and the events' batching (spec 2 section 9). */
export const DATAFILE_POLL_MS = 5 * 60_000;
export const EVENT_BATCH_SIZE = 10;
export const EVENT_FLUSH_MS = 1000;

const key = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Letters, digits, - and _ only, at most 64');
const percent = z.coerce.number().min(0).max(100);
const id = z.string().min(1).max(40);

export const experimentVariationRequestSchema = z.object({ key, weight: percent });

export const adminExperimentRequestSchema = z
  .object({
    key,
    trafficAllocation: percent,
    variations: z.array(experimentVariationRequestSchema).min(2).max(10),
    audienceIds: z.array(id).max(20).default([]),
    metrics: z.array(key).max(20).default([]),
    flagKey: key.nullish(),
  })
  .superRefine((value, context) => {
    const total = value.variations.reduce((sum, variation) => sum + Math.round(variation.weight * 100), 0);
    if (total !== 10000)
      context.addIssue({ code: 'custom', path: ['variations'], message: 'The weights must add up to 100' });
    const keys = new Set(value.variations.map((variation) => variation.key));
    if (keys.size !== value.variations.length)
      context.addIssue({ code: 'custom', path: ['variations'], message: 'Each variation needs its own key' });
  });
export type AdminExperimentRequest = z.infer<typeof adminExperimentRequestSchema>;

export const adminExperimentSchema = z.object({
  id: z.string(),
  key: z.string(),
  status: z.enum(EXPERIMENT_STATUSES),
  trafficAllocation: z.number(),
  variations: z.array(z.object({ id: z.string(), key: z.string(), weight: z.number() })),
  audienceIds: z.array(z.string()),
  metrics: z.array(z.string()),
  flagKey: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminExperiment = z.infer<typeof adminExperimentSchema>;

export const adminExperimentListSchema = z.object({ experiments: z.array(adminExperimentSchema) });
export const adminExperimentParamsSchema = z.object({ experimentId: id });
export const adminExperimentStatusParamsSchema = z.object({
  experimentId: id,
  action: z.enum(['start', 'pause', 'archive']),
});

/** One leaf of Optimizely's condition tree. */
export const audienceLeafSchema = z.object({
  type: z.literal('custom_attribute'),
  name: z.string().min(1).max(64),
  match: z.enum(AUDIENCE_MATCH_TYPES).default('exact'),
  value: z.union([z.string().max(200), z.number(), z.boolean(), z.null()]).optional(),
});
export type AudienceLeaf = z.infer<typeof audienceLeafSchema>;
export type AudienceTree = AudienceLeaf | [string, ...AudienceTree[]];

/** `["and" | "or" | "not", …]` of leaves or trees, or one leaf, at most 5 levels deep. */
export const audienceConditionsSchema: z.ZodType<AudienceTree> = z.lazy(() =>
  z.union([
    audienceLeafSchema,
    z
      .tuple([z.enum(['and', 'or', 'not'])])
      .rest(audienceConditionsSchema)
      .refine((tree) => tree.length >= 2, 'An operator needs at least one condition'),
  ]),
) as z.ZodType<AudienceTree>;

export const adminAudienceRequestSchema = z.object({
  name: z.string().trim().min(1).max(80),
  conditions: audienceConditionsSchema,
});
export const adminAudienceSchema = z.object({
  id: z.string(),
  name: z.string(),
  conditions: z.unknown(),
  updatedAt: z.string(),
});
export const adminAudienceListSchema = z.object({ audiences: z.array(adminAudienceSchema) });
export const adminAudienceParamsSchema = z.object({ audienceId: id });

export const adminFlagRequestSchema = z.object({
  key,
  variables: z
    .array(
      z.object({
        key,
        type: z.enum(FLAG_VARIABLE_TYPES),
        defaultValue: z.string().max(2000),
      }),
    )
    .max(20)
    .default([]),
  rollout: z.object({
    audienceIds: z.array(id).max(20).default([]),
    percentage: percent,
    enabled: z.boolean(),
  }),
});
export type AdminFlagRequest = z.infer<typeof adminFlagRequestSchema>;
export const adminFlagSchema = z.object({
  id: z.string(),
  key: z.string(),
  variables: z.array(
    z.object({
      id: z.string(),
      key: z.string(),
      type: z.enum(FLAG_VARIABLE_TYPES),
      defaultValue: z.string(),
    }),
  ),
  rollout: z.object({ audienceIds: z.array(z.string()), percentage: z.number(), enabled: z.boolean() }),
  updatedAt: z.string(),
});
export const adminFlagListSchema = z.object({ flags: z.array(adminFlagSchema) });
export const adminFlagParamsSchema = z.object({ flagId: id });

/** Results per variation: visitors who saw it, how many converted on the metric, and their revenue. */
export const adminExperimentResultsSchema = z.object({
  experimentId: z.string(),
  metric: z.string().nullable(),
  variations: z.array(
    z.object({
      id: z.string(),
      key: z.string(),
      visitors: z.number(),
      conversions: z.number(),
      revenue: z.number(),
      conversionRate: z.number(),
      /** Two-proportion z-test against the first variation (the baseline); null for the baseline. */
      pValue: z.number().nullable(),
    }),
  ),
});
export type AdminExperimentResults = z.infer<typeof adminExperimentResultsSchema>;

/** The data file's envelope (its experiments, flags and audiences are as Optimizely's SDKs read them). */
export const experimentDatafileSchema = z.looseObject({
  version: z.literal('4'),
  revision: z.string(),
  accountId: z.string(),
  projectId: z.string(),
});

// ---------------------------------------------------------------------------------------------
// The events log (spec 2 section 7): Optimizely's batch format, as the SDK's event processor posts it.
// ---------------------------------------------------------------------------------------------

const attributeValue = z.union([z.string().max(500), z.boolean(), z.number().refine(Number.isSafeInteger)]);
const logDecisionSchema = z.object({
  campaign_id: z.string().nullish(),
  experiment_id: z.string().min(1).max(40),
  variation_id: z.string().min(1).max(40).nullable(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
const logEventSchema = z.object({
  entity_id: z.string().max(40).nullish(),
  key: z.string().min(1).max(64),
  timestamp: z.number().int().nonnegative(),
  uuid: z.string().max(64).optional(),
  revenue: z.number().int().optional(),
  value: z.number().optional(),
  tags: z.record(z.string(), z.unknown()).optional(),
  type: z.string().max(40).optional(),
});
export const experimentEventBatchSchema = z.object({
  account_id: z.string().min(1).max(40),
  project_id: z.string().min(1).max(40),
  revision: z.string().max(20).optional(),
  client_name: z.string().max(64),
  client_version: z.string().max(32),
  anonymize_ip: z.boolean().optional(),
  enrich_decisions: z.boolean().optional(),
  visitors: z
    .array(
      z.object({
        visitor_id: z.string().min(1).max(64),
        attributes: z
          .array(
            z.object({
              entity_id: z.string().max(64),
              key: z.string().max(64),
              type: z.string().max(40),
              value: attributeValue,
            }),
          )
          .max(50)
          .optional(),
        snapshots: z
          .array(
            z.object({
              decisions: z.array(logDecisionSchema).max(50).optional(),
              events: z.array(logEventSchema).min(1).max(50),
            }),
          )
          .min(1)
          .max(50),
      }),
    )
    .min(1)
    .max(100),
});
export type ExperimentEventBatch = z.infer<typeof experimentEventBatchSchema>;
export const experimentEventsAcceptedSchema = z.object({ accepted: z.number() });
