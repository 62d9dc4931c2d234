import {
  type AdminExperimentResults,
  EXPERIMENT_ACCOUNT_ID,
  EXPERIMENT_PROJECT_ID,
  type ExperimentEventBatch,
} from '@ridgeline/contracts';
import { and, type Db, eq, inArray, schema, sql } from '@ridgeline/db';
import { CommerceError } from '../shared/errors.ts';

const { experiments, experimentLog } = schema;

type LogRow = typeof schema.experimentLog.$inferInsert;

/**
 * Stores a batch the SDK's event processor posted (spec 2 section 7): each decision snapshot as an
 * impression of its variation, each event as a conversion (with its integer revenue tag). A batch for
 * another account or project, or naming an experiment or variation the shop does not have, is refused whole.
 */
export async function recordEventBatch(db: Db, batch: ExperimentEventBatch): Promise<{ accepted: number }> {
  if (batch.account_id !== EXPERIMENT_ACCOUNT_ID || batch.project_id !== EXPERIMENT_PROJECT_ID)
    throw new CommerceError('EXP400', { field: 'account_id', problem: 'not this shop’s account or project' });
  const rows: LogRow[] = [];
  for (const visitor of batch.visitors) {
    for (const snapshot of visitor.snapshots) {
      const at = new Date(snapshot.events[0]!.timestamp);
      for (const decision of snapshot.decisions ?? []) {
        if (decision.variation_id === null) continue;
        rows.push({
          kind: 'decision',
          visitorId: visitor.visitor_id,
          experimentId: decision.experiment_id,
          variationId: decision.variation_id,
          revision: batch.revision ?? null,
          occurredAt: at,
        });
      }
      if ((snapshot.decisions ?? []).length > 0) continue;
      for (const event of snapshot.events) {
        rows.push({
          kind: 'event',
          visitorId: visitor.visitor_id,
          eventKey: event.key,
          revenue: event.revenue ?? null,
          value: event.value ?? null,
          revision: batch.revision ?? null,
          occurredAt: new Date(event.timestamp),
        });
      }
    }
  }
  const experimentIds = [...new Set(rows.flatMap((row) => (row.experimentId ? [row.experimentId] : [])))];
  if (experimentIds.length > 0) {
    const known = await db
      .select({ id: experiments.id, variations: experiments.variations })
      .from(experiments)
      .where(inArray(experiments.id, experimentIds));
    const variationsOf = new Map(known.map((row) => [row.id, new Set(row.variations.map((v) => v.id))]));
    for (const row of rows) {
      if (row.kind !== 'decision') continue;
      // Rollout decisions (a flag's delivery, not an experiment) are not counted; unknown ids are refused.
      const variations = variationsOf.get(row.experimentId!);
      if (!variations) continue;
      if (!variations.has(row.variationId!))
        throw new CommerceError('EXP400', {
          field: 'variation_id',
          problem: `unknown variation ${row.variationId}`,
        });
    }
    const counted = rows.filter((row) => row.kind === 'event' || variationsOf.has(row.experimentId!));
    rows.length = 0;
    rows.push(...counted);
  }
  if (rows.length > 0) await db.insert(experimentLog).values(rows);
  return { accepted: rows.length };
}

/** Standard normal cumulative distribution (Abramowitz and Stegun 7.1.26, error below 1.5e-7). */
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Two-sided p-value of a two-proportion z-test (pooled); null when either arm has no visitors. */
export function twoProportionPValue(
  conversionsA: number,
  visitorsA: number,
  conversionsB: number,
  visitorsB: number,
): number | null {
  if (visitorsA === 0 || visitorsB === 0) return null;
  const pooled = (conversionsA + conversionsB) / (visitorsA + visitorsB);
  const spread = Math.sqrt(pooled * (1 - pooled) * (1 / visitorsA + 1 / visitorsB));
  if (spread === 0) return 1;
  const z = (conversionsB / visitorsB - conversionsA / visitorsA) / spread;
  return 2 * (1 - normalCdf(Math.abs(z)));
}

/**
 * Results of an experiment: per variation, the distinct visitors decided into it, those of them who sent
 * the metric event after their first impression, and the revenue of those events.
 */
export async function experimentResults(db: Db, experimentId: string): Promise<AdminExperimentResults> {
  const [experiment] = await db.select().from(experiments).where(eq(experiments.id, experimentId));
  if (!experiment) throw new CommerceError('EXP404', { experimentId });
  const metric = experiment.metrics[0] ?? null;
  const exposures = db
    .select({
      variationId: experimentLog.variationId,
      visitorId: experimentLog.visitorId,
      firstSeen: sql<Date>`min(${experimentLog.occurredAt})`.as('first_seen'),
    })
    .from(experimentLog)
    .where(and(eq(experimentLog.kind, 'decision'), eq(experimentLog.experimentId, experimentId)))
    .groupBy(experimentLog.variationId, experimentLog.visitorId)
    .as('exposures');
  const rows = await db
    .select({
      variationId: exposures.variationId,
      visitors: sql<number>`count(distinct ${exposures.visitorId})`.mapWith(Number),
      conversions: sql<number>`count(distinct ${experimentLog.visitorId})`.mapWith(Number),
      revenue: sql<number>`coalesce(sum(${experimentLog.revenue}), 0)`.mapWith(Number),
    })
    .from(exposures)
    .leftJoin(
      experimentLog,
      and(
        eq(experimentLog.kind, 'event'),
        eq(experimentLog.eventKey, metric ?? ''),
        eq(experimentLog.visitorId, exposures.visitorId),
        sql`${experimentLog.occurredAt} >= ${exposures.firstSeen}`,
      ),
    )
    .groupBy(exposures.variationId);
  const byVariation = new Map(rows.map((row) => [row.variationId, row]));
  const counts = experiment.variations.map((variation) => {
    const row = byVariation.get(variation.id);
    return {
      id: variation.id,
      key: variation.key,
      visitors: row?.visitors ?? 0,
      conversions: row?.conversions ?? 0,
      revenue: row?.revenue ?? 0,
    };
  });
  const baseline = counts[0]!;
  return {
    experimentId,
    metric,
    variations: counts.map((variation, index) => ({
      ...variation,
      conversionRate: variation.visitors === 0 ? 0 : variation.conversions / variation.visitors,
      pValue:
        index === 0
          ? null
          : twoProportionPValue(
              baseline.conversions,
              baseline.visitors,
              variation.conversions,
              variation.visitors,
            ),
    })),
  };
}
