import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** An experiment's life (decision 098): only running experiments are in the data file's bucketing. */
export type ExperimentStatus = 'not_started' | 'running' | 'paused' | 'archived';

/** One arm of an experiment; weight in basis points of the allocated traffic (all weights sum to 10000). */
export interface ExperimentVariation {
  id: string;
  key: string;
  weight: number;
}

/** A feature flag variable's type, as the data file types them (spec 2 section 3). */
export type FlagVariableType = 'boolean' | 'double' | 'integer' | 'string' | 'json';

export interface FlagVariable {
  id: string;
  key: string;
  type: FlagVariableType;
  defaultValue: string;
}

/** A flag's rollout: who gets it (audiences) and what share of them (basis points), and whether it is on. */
export interface FlagRollout {
  audienceIds: string[];
  percentage: number;
  enabled: boolean;
}

/** Optimizely's audience condition tree: ["and" | "or" | "not", ...leaves or sub-trees]. */
export type AudienceCondition =
  | { type: 'custom_attribute'; name: string; match?: string; value?: string | number | boolean | null }
  | [string, ...AudienceCondition[]];

export const experiments = pgTable(
  'experiments',
  {
    /** Numeric-looking string, as the SDK's data files carry ids. */
    id: text('id').primaryKey(),
    key: text('key').notNull().unique(),
    status: text('status').$type<ExperimentStatus>().notNull().default('not_started'),
    /** Share of visitors in the experiment, basis points (0 to 10000). */
    trafficAllocation: integer('traffic_allocation').notNull(),
    variations: jsonb('variations').$type<ExperimentVariation[]>().notNull(),
    audienceIds: jsonb('audience_ids').$type<string[]>().notNull().default([]),
    /** Event keys counted as this experiment's conversions. */
    metrics: jsonb('metrics').$type<string[]>().notNull().default([]),
    /** The flag this experiment decides (optional); its variations then turn the flag on. */
    flagKey: text('flag_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('experiments_status', sql`${table.status} in ('not_started', 'running', 'paused', 'archived')`),
    check('experiments_traffic', sql`${table.trafficAllocation} between 0 and 10000`),
  ],
);

export const featureFlags = pgTable('feature_flags', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  variables: jsonb('variables').$type<FlagVariable[]>().notNull().default([]),
  rollout: jsonb('rollout').$type<FlagRollout>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const experimentAudiences = pgTable('experiment_audiences', {
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
  conditions: jsonb('conditions').$type<AudienceCondition>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const experimentEvents = pgTable('experiment_events', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row: the data file's revision, bumped by every change to the tables above, and when. */
export const experimentRevision = pgTable(
  'experiment_revision',
  {
    id: integer('id').primaryKey().default(1),
    revision: bigint('revision', { mode: 'number' }).notNull().default(1),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('experiment_revision_single', sql`${table.id} = 1`)],
);

/**
 * The events log (spec 2 section 7): one row per decision (an impression of a variation) or per conversion
 * event a visitor sent, read back for the results.
 */
export const experimentLog = pgTable(
  'experiment_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').$type<'decision' | 'event'>().notNull(),
    visitorId: text('visitor_id').notNull(),
    experimentId: text('experiment_id'),
    variationId: text('variation_id'),
    eventKey: text('event_key'),
    /** The revenue tag: an integer in minor units. */
    revenue: bigint('revenue', { mode: 'number' }),
    value: jsonb('value').$type<number>(),
    revision: text('revision'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('experiment_log_kind', sql`${table.kind} in ('decision', 'event')`),
    index('experiment_log_experiment').on(table.experimentId, table.variationId),
    index('experiment_log_event').on(table.eventKey, table.visitorId),
  ],
);
