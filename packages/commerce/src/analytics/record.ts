import type { AnalyticsBatch, VitalsBatch } from '@ridgeline/contracts';
import { type DbOrTx, schema } from '@ridgeline/db';
import { newId } from '../shared/ids.ts';

/** A shopper's clock may be wrong: a time more than this far from the server's is replaced by the server's. */
const CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;

/**
 * Stores a batch of analytics events from one page of a consenting shopper (decision 099). Only what the
 * batch says is kept: no address, no user agent, no shopper id.
 */
export async function recordEvents(
  db: DbOrTx,
  siteId: string,
  batch: AnalyticsBatch,
  now = new Date(),
): Promise<number> {
  const rows = batch.events.map((event) => ({
    id: newId(),
    sessionId: batch.sessionId,
    name: event.name,
    siteId,
    locale: batch.locale,
    pageType: batch.pageType,
    payload: event.params as Record<string, unknown>,
    occurredAt:
      event.at !== undefined && Math.abs(event.at - now.getTime()) <= CLOCK_SKEW_MS
        ? new Date(event.at)
        : now,
    receivedAt: now,
  }));
  await db.insert(schema.analyticsEvents).values(rows);
  return rows.length;
}

/** Stores the Core Web Vitals of one page view. */
export async function recordVitals(
  db: DbOrTx,
  siteId: string,
  batch: VitalsBatch,
  now = new Date(),
): Promise<number> {
  const rows = batch.metrics.map((metric) => ({
    id: newId(),
    metric: metric.name,
    value: metric.value,
    rating: metric.rating ?? null,
    pageType: batch.pageType,
    siteId,
    receivedAt: now,
  }));
  await db.insert(schema.webVitals).values(rows);
  return rows.length;
}
