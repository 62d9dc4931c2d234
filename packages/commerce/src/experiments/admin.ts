import { randomInt } from 'node:crypto';
import type {
  AdminExperiment,
  AdminExperimentRequest,
  AdminFlagRequest,
  AudienceTree,
  ExperimentStatusWord,
} from '@ridgeline/contracts';
import {
  asc,
  type Db,
  type DbOrTx,
  desc,
  eq,
  inArray,
  type schema as Schema,
  schema,
  sql,
} from '@ridgeline/db';
import { type AuditActorType, recordAudit } from '../audit/index.ts';
import { CommerceError } from '../shared/errors.ts';

const { experiments, featureFlags, experimentAudiences, experimentEvents, experimentRevision } = schema;

export interface ExperimentActor {
  type: AuditActorType;
  id: string;
}

type ExperimentRow = typeof Schema.experiments.$inferSelect;
type FlagRow = typeof Schema.featureFlags.$inferSelect;
type AudienceRow = typeof Schema.experimentAudiences.$inferSelect;

/** Ids look like Optimizely's (digits only), so a data file reads like one the SDK is used to. */
export const newEntityId = (): string => String(randomInt(100_000_000, 281_474_976_710_655));

const basisPoints = (percent: number) => Math.round(percent * 100);
const percentOf = (points: number) => points / 100;

/** Every change to what the data file holds bumps its revision, in the change's transaction. */
export async function bumpRevision(tx: DbOrTx): Promise<void> {
  await tx
    .insert(experimentRevision)
    .values({ id: 1, revision: 2, changedAt: new Date() })
    .onConflictDoUpdate({
      target: experimentRevision.id,
      set: { revision: sql`${experimentRevision.revision} + 1`, changedAt: new Date() },
    });
}

export async function currentRevision(db: DbOrTx): Promise<{ revision: number; changedAt: Date }> {
  const [row] = await db.select().from(experimentRevision).where(eq(experimentRevision.id, 1));
  return row ?? { revision: 1, changedAt: new Date(0) };
}

export function experimentView(row: ExperimentRow): AdminExperiment {
  return {
    id: row.id,
    key: row.key,
    status: row.status,
    trafficAllocation: percentOf(row.trafficAllocation),
    variations: row.variations.map((variation) => ({ ...variation, weight: percentOf(variation.weight) })),
    audienceIds: row.audienceIds,
    metrics: row.metrics,
    flagKey: row.flagKey,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function experimentRow(db: DbOrTx, experimentId: string): Promise<ExperimentRow> {
  const [row] = await db.select().from(experiments).where(eq(experiments.id, experimentId));
  if (!row) throw new CommerceError('EXP404', { experimentId });
  return row;
}

export async function listExperiments(db: Db): Promise<{ experiments: AdminExperiment[] }> {
  const rows = await db.select().from(experiments).orderBy(desc(experiments.createdAt), asc(experiments.key));
  return { experiments: rows.map(experimentView) };
}

export async function experimentForOperator(db: Db, experimentId: string): Promise<AdminExperiment> {
  return experimentView(await experimentRow(db, experimentId));
}

/** The audiences, flag and events an experiment names must exist; its metrics become events if new. */
async function checkReferences(tx: DbOrTx, request: AdminExperimentRequest): Promise<void> {
  await checkAudiences(tx, request.audienceIds);
  if (request.flagKey) {
    const [flag] = await tx
      .select({ id: featureFlags.id })
      .from(featureFlags)
      .where(eq(featureFlags.key, request.flagKey));
    if (!flag) throw new CommerceError('EXP422', { kind: 'flag', reference: request.flagKey });
  }
  for (const key of request.metrics) await ensureEvent(tx, key);
}

async function checkAudiences(tx: DbOrTx, audienceIds: readonly string[]): Promise<void> {
  if (audienceIds.length === 0) return;
  const found = await tx
    .select({ id: experimentAudiences.id })
    .from(experimentAudiences)
    .where(inArray(experimentAudiences.id, [...audienceIds]));
  const known = new Set(found.map((row) => row.id));
  const missing = audienceIds.find((audienceId) => !known.has(audienceId));
  if (missing) throw new CommerceError('EXP422', { kind: 'audience', reference: missing });
}

/** An event key the data file lists (a metric, or one the storefront tracks such as purchase). */
export async function ensureEvent(tx: DbOrTx, key: string): Promise<void> {
  const [found] = await tx.select().from(experimentEvents).where(eq(experimentEvents.key, key));
  if (found) return;
  await tx.insert(experimentEvents).values({ id: newEntityId(), key }).onConflictDoNothing();
}

async function keyTaken(tx: DbOrTx, key: string, exceptId?: string): Promise<boolean> {
  const [row] = await tx.select({ id: experiments.id }).from(experiments).where(eq(experiments.key, key));
  return row !== undefined && row.id !== exceptId;
}

function variationsOf(request: AdminExperimentRequest, before?: ExperimentRow) {
  // A variation keeps its id when its key stays, so visitors already bucketed keep their variation's id.
  const idOf = new Map(before?.variations.map((variation) => [variation.key, variation.id]));
  return request.variations.map((variation) => ({
    id: idOf.get(variation.key) ?? newEntityId(),
    key: variation.key,
    weight: basisPoints(variation.weight),
  }));
}

export async function createExperiment(
  db: Db,
  actor: ExperimentActor,
  request: AdminExperimentRequest,
): Promise<AdminExperiment> {
  const id = newEntityId();
  await db.transaction(async (tx) => {
    if (await keyTaken(tx, request.key)) throw new CommerceError('EXP409', { key: request.key });
    await checkReferences(tx, request);
    const values = {
      id,
      key: request.key,
      trafficAllocation: basisPoints(request.trafficAllocation),
      variations: variationsOf(request),
      audienceIds: request.audienceIds,
      metrics: request.metrics,
      flagKey: request.flagKey ?? null,
    };
    await tx.insert(experiments).values(values);
    await bumpRevision(tx);
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: 'experiment.create',
      entityType: 'experiment',
      entityId: id,
      after: values,
    });
  });
  return experimentForOperator(db, id);
}

export async function updateExperiment(
  db: Db,
  actor: ExperimentActor,
  experimentId: string,
  request: AdminExperimentRequest,
): Promise<AdminExperiment> {
  await db.transaction(async (tx) => {
    const before = await experimentRow(tx, experimentId);
    if (await keyTaken(tx, request.key, experimentId))
      throw new CommerceError('EXP409', { key: request.key });
    await checkReferences(tx, request);
    const values = {
      key: request.key,
      trafficAllocation: basisPoints(request.trafficAllocation),
      variations: variationsOf(request, before),
      audienceIds: request.audienceIds,
      metrics: request.metrics,
      flagKey: request.flagKey ?? null,
    };
    await tx
      .update(experiments)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(experiments.id, experimentId));
    await bumpRevision(tx);
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: 'experiment.update',
      entityType: 'experiment',
      entityId: experimentId,
      before: {
        key: before.key,
        trafficAllocation: before.trafficAllocation,
        variations: before.variations,
        audienceIds: before.audienceIds,
        metrics: before.metrics,
        flagKey: before.flagKey,
      },
      after: values,
    });
  });
  return experimentForOperator(db, experimentId);
}

const TRANSITIONS: Record<
  'start' | 'pause' | 'archive',
  { to: ExperimentStatusWord; from: ExperimentStatusWord[] }
> = {
  start: { to: 'running', from: ['not_started', 'paused'] },
  pause: { to: 'paused', from: ['running'] },
  archive: { to: 'archived', from: ['not_started', 'running', 'paused'] },
};

/** Starts (or resumes), pauses or archives an experiment; an archived one stays archived. */
export async function changeExperimentStatus(
  db: Db,
  actor: ExperimentActor,
  experimentId: string,
  action: 'start' | 'pause' | 'archive',
): Promise<AdminExperiment> {
  const transition = TRANSITIONS[action];
  await db.transaction(async (tx) => {
    const before = await experimentRow(tx, experimentId);
    if (!transition.from.includes(before.status))
      throw new CommerceError('EXP410', { experimentId, status: before.status, action });
    await tx
      .update(experiments)
      .set({ status: transition.to, updatedAt: new Date() })
      .where(eq(experiments.id, experimentId));
    await bumpRevision(tx);
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: `experiment.${action}`,
      entityType: 'experiment',
      entityId: experimentId,
      before: { status: before.status },
      after: { status: transition.to },
    });
  });
  return experimentForOperator(db, experimentId);
}

// ---------------------------------------------------------------------------------------------
// Audiences
// ---------------------------------------------------------------------------------------------

const audienceView = (row: AudienceRow) => ({
  id: row.id,
  name: row.name,
  conditions: row.conditions,
  updatedAt: row.updatedAt.toISOString(),
});

export async function listAudiences(db: Db) {
  const rows = await db.select().from(experimentAudiences).orderBy(asc(experimentAudiences.name));
  return { audiences: rows.map(audienceView) };
}

export async function saveAudience(
  db: Db,
  actor: ExperimentActor,
  audienceId: string | null,
  request: { name: string; conditions: AudienceTree },
) {
  const id = audienceId ?? newEntityId();
  await db.transaction(async (tx) => {
    const [named] = await tx
      .select({ id: experimentAudiences.id })
      .from(experimentAudiences)
      .where(eq(experimentAudiences.name, request.name));
    if (named && named.id !== id) throw new CommerceError('EXP409', { key: request.name });
    let before: AudienceRow | undefined;
    if (audienceId) {
      [before] = await tx.select().from(experimentAudiences).where(eq(experimentAudiences.id, audienceId));
      if (!before) throw new CommerceError('EXP404', { audienceId });
      await tx
        .update(experimentAudiences)
        .set({ name: request.name, conditions: request.conditions, updatedAt: new Date() })
        .where(eq(experimentAudiences.id, audienceId));
    } else {
      await tx.insert(experimentAudiences).values({ id, name: request.name, conditions: request.conditions });
    }
    await bumpRevision(tx);
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: audienceId ? 'experiment-audience.update' : 'experiment-audience.create',
      entityType: 'experiment-audience',
      entityId: id,
      ...(before ? { before: { name: before.name, conditions: before.conditions } } : {}),
      after: request,
    });
  });
  const [row] = await db.select().from(experimentAudiences).where(eq(experimentAudiences.id, id));
  return audienceView(row!);
}

// ---------------------------------------------------------------------------------------------
// Feature flags
// ---------------------------------------------------------------------------------------------

const flagView = (row: FlagRow) => ({
  id: row.id,
  key: row.key,
  variables: row.variables,
  rollout: { ...row.rollout, percentage: percentOf(row.rollout.percentage) },
  updatedAt: row.updatedAt.toISOString(),
});

export async function listFlags(db: Db) {
  const rows = await db.select().from(featureFlags).orderBy(asc(featureFlags.key));
  return { flags: rows.map(flagView) };
}

/** A variable's default must read as its type, as the SDK would cast it. */
function checkVariable(variable: AdminFlagRequest['variables'][number]): void {
  const { type, defaultValue } = variable;
  const fine =
    type === 'boolean'
      ? defaultValue === 'true' || defaultValue === 'false'
      : type === 'integer'
        ? /^-?\d+$/.test(defaultValue)
        : type === 'double'
          ? defaultValue.trim() !== '' && Number.isFinite(Number(defaultValue))
          : type === 'json'
            ? (() => {
                try {
                  JSON.parse(defaultValue);
                  return true;
                } catch {
                  return false;
                }
              })()
            : true;
  if (!fine)
    throw new CommerceError('REQ400', { field: `variables.${variable.key}`, problem: `is not a ${type}` });
}

export async function saveFlag(
  db: Db,
  actor: ExperimentActor,
  flagId: string | null,
  request: AdminFlagRequest,
) {
  const id = flagId ?? newEntityId();
  for (const variable of request.variables) checkVariable(variable);
  await db.transaction(async (tx) => {
    const [keyed] = await tx
      .select({ id: featureFlags.id })
      .from(featureFlags)
      .where(eq(featureFlags.key, request.key));
    if (keyed && keyed.id !== id) throw new CommerceError('EXP409', { key: request.key });
    await checkAudiences(tx, request.rollout.audienceIds);
    let before: FlagRow | undefined;
    if (flagId) {
      [before] = await tx.select().from(featureFlags).where(eq(featureFlags.id, flagId));
      if (!before) throw new CommerceError('EXP404', { flagId });
    }
    const idOf = new Map(before?.variables.map((variable) => [variable.key, variable.id]));
    const values = {
      key: request.key,
      variables: request.variables.map((variable) => ({
        ...variable,
        id: idOf.get(variable.key) ?? newEntityId(),
      })),
      rollout: { ...request.rollout, percentage: basisPoints(request.rollout.percentage) },
    };
    if (before) {
      await tx
        .update(featureFlags)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(featureFlags.id, id));
      if (before.key !== request.key)
        await tx.update(experiments).set({ flagKey: request.key }).where(eq(experiments.flagKey, before.key));
    } else {
      await tx.insert(featureFlags).values({ id, ...values });
    }
    await bumpRevision(tx);
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: flagId ? 'feature-flag.update' : 'feature-flag.create',
      entityType: 'feature-flag',
      entityId: id,
      ...(before
        ? { before: { key: before.key, variables: before.variables, rollout: before.rollout } }
        : {}),
      after: values,
    });
  });
  const [row] = await db.select().from(featureFlags).where(eq(featureFlags.id, id));
  return flagView(row!);
}
