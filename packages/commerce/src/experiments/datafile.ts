import { createHash } from 'node:crypto';
import { EXPERIMENT_ACCOUNT_ID, EXPERIMENT_PROJECT_ID } from '@ridgeline/contracts';
import { asc, type DbOrTx, schema } from '@ridgeline/db';
import { currentRevision } from './admin.ts';

const { experiments, featureFlags, experimentAudiences, experimentEvents } = schema;

type Tree = unknown;

/** Optimizely's status words: only Running buckets visitors (spec 2 section 3). */
const STATUS_WORDS = {
  not_started: 'Not started',
  running: 'Running',
  paused: 'Paused',
  archived: 'Archived',
} as const;

/** A stable numeric id for an attribute named in audience conditions (or a built-in event). */
const stableId = (name: string) =>
  String(Number.parseInt(createHash('sha256').update(name).digest('hex').slice(0, 12), 16));
const attributeId = (name: string) => stableId(`attribute:${name}`);

/** Events the storefront always tracks, listed even before an experiment counts them. */
export const BUILT_IN_EVENTS = ['purchase'] as const;

function attributeNames(tree: Tree, into: Set<string>): void {
  if (Array.isArray(tree)) for (const node of tree) attributeNames(node, into);
  else if (tree && typeof tree === 'object' && 'name' in tree && typeof tree.name === 'string')
    into.add(tree.name);
}

/** Traffic ranges over 10000 buckets: each variation's share of the allocated traffic, in order. */
function trafficOf(variations: { id: string; weight: number }[], allocation: number) {
  let end = 0;
  let weights = 0;
  return variations.map((variation) => {
    weights += variation.weight;
    end = Math.round((weights * allocation) / 10000);
    return { entityId: variation.id, endOfRange: end };
  });
}

export interface Datafile {
  version: '4';
  revision: string;
  accountId: string;
  projectId: string;
  [field: string]: unknown;
}

/**
 * The data file (spec 2 section 3), version 4 as Optimizely's SDKs read it: experiments with their
 * variations and traffic, feature flags with their rollouts, audiences (typed and as JSON strings),
 * the attributes the audiences ask about, and the events experiments count.
 */
export async function compileDatafile(db: DbOrTx): Promise<{ datafile: Datafile; changedAt: Date }> {
  const [revision, experimentRows, flagRows, audienceRows, eventRows] = await Promise.all([
    currentRevision(db),
    db.select().from(experiments).orderBy(asc(experiments.key)),
    db.select().from(featureFlags).orderBy(asc(featureFlags.key)),
    db.select().from(experimentAudiences).orderBy(asc(experimentAudiences.name)),
    db.select().from(experimentEvents).orderBy(asc(experimentEvents.key)),
  ]);

  const names = new Set<string>();
  for (const audience of audienceRows) attributeNames(audience.conditions, names);
  // The SDK reads a bare leaf as a one-condition tree only inside an operator: wrap it.
  const treeOf = (conditions: Tree) => (Array.isArray(conditions) ? conditions : ['and', conditions]);

  const experimentEntries = experimentRows.map((row) => ({
    id: row.id,
    key: row.key,
    status: STATUS_WORDS[row.status],
    layerId: `${row.id}0`,
    audienceIds: row.audienceIds,
    audienceConditions: row.audienceIds.length > 0 ? ['or', ...row.audienceIds] : [],
    forcedVariations: {},
    trafficAllocation: trafficOf(row.variations, row.trafficAllocation),
    variations: row.variations.map((variation) => ({
      id: variation.id,
      key: variation.key,
      featureEnabled: true,
      variables: [],
    })),
  }));

  const rollouts = flagRows.map((flag) => {
    const onId = `${flag.id}1`;
    const rule = (suffix: string, key: string, audienceIds: string[], endOfRange: number) => ({
      id: `${flag.id}${suffix}`,
      key,
      status: 'Running',
      layerId: `${flag.id}0`,
      audienceIds,
      audienceConditions: audienceIds.length > 0 ? ['or', ...audienceIds] : [],
      forcedVariations: {},
      trafficAllocation: [{ entityId: onId, endOfRange }],
      variations: [
        {
          id: onId,
          key: flag.rollout.enabled ? 'on' : 'off',
          featureEnabled: flag.rollout.enabled,
          variables: [],
        },
      ],
    });
    const targeted = flag.rollout.audienceIds.length > 0;
    return {
      id: `${flag.id}0`,
      experiments: targeted
        ? [
            rule('2', `${flag.key}_targeted`, flag.rollout.audienceIds, flag.rollout.percentage),
            rule('3', `${flag.key}_everyone_else`, [], 0),
          ]
        : [rule('3', `${flag.key}_everyone_else`, [], flag.rollout.percentage)],
    };
  });

  const datafile: Datafile = {
    version: '4',
    accountId: EXPERIMENT_ACCOUNT_ID,
    projectId: EXPERIMENT_PROJECT_ID,
    revision: String(revision.revision),
    anonymizeIP: true,
    botFiltering: false,
    sendFlagDecisions: true,
    environmentKey: 'production',
    sdkKey: EXPERIMENT_PROJECT_ID,
    experiments: experimentEntries,
    groups: [],
    rollouts,
    featureFlags: flagRows.map((flag) => ({
      id: flag.id,
      key: flag.key,
      rolloutId: `${flag.id}0`,
      experimentIds: experimentRows.filter((row) => row.flagKey === flag.key).map((row) => row.id),
      variables: flag.variables.map((variable) =>
        variable.type === 'json'
          ? {
              id: variable.id,
              key: variable.key,
              type: 'string',
              subType: 'json',
              defaultValue: variable.defaultValue,
            }
          : { id: variable.id, key: variable.key, type: variable.type, defaultValue: variable.defaultValue },
      ),
    })),
    audiences: audienceRows.map((audience) => ({
      id: audience.id,
      name: audience.name,
      conditions: JSON.stringify(treeOf(audience.conditions)),
    })),
    typedAudiences: audienceRows.map((audience) => ({
      id: audience.id,
      name: audience.name,
      conditions: treeOf(audience.conditions),
    })),
    attributes: [...names].sort().map((name) => ({ id: attributeId(name), key: name })),
    events: [
      ...eventRows,
      ...BUILT_IN_EVENTS.filter((key) => !eventRows.some((row) => row.key === key)).map((key) => ({
        id: stableId(`event:${key}`),
        key,
      })),
    ].map((event) => ({
      id: event.id,
      key: event.key,
      experimentIds: experimentRows.filter((row) => row.metrics.includes(event.key)).map((row) => row.id),
    })),
    integrations: [],
  };
  return { datafile, changedAt: revision.changedAt };
}
