import type { AnalyticsReport } from '@ridgeline/contracts';
import { type DbOrTx, schema, sql } from '@ridgeline/db';

type Rows<T> = { rows: T[] };

const FUNNEL = ['view_item', 'add_to_cart', 'begin_checkout', 'purchase'] as const;

const rate = (part: number, whole: number | undefined) => (whole ? part / whole : null);
const rounded = (value: unknown, digits: number) =>
  value === null || value === undefined ? null : Number(Number(value).toFixed(digits));

/**
 * The back-office's analytics report over the last `days` days (decision 099): the 75th percentile of LCP,
 * INP (milliseconds) and CLS per page type, and the purchase funnel by sessions. A session counts at a step
 * only when it also reached every step before it (a purchase without a product view is not in the funnel).
 */
export async function analyticsReport(db: DbOrTx, days: number, now = new Date()): Promise<AnalyticsReport> {
  const since = new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
  const vitals = (await db.execute(sql`
    select page_type,
      count(*) as samples,
      percentile_cont(0.75) within group (order by value) filter (where metric = 'LCP') as lcp,
      percentile_cont(0.75) within group (order by value) filter (where metric = 'INP') as inp,
      percentile_cont(0.75) within group (order by value) filter (where metric = 'CLS') as cls
    from ${schema.webVitals}
    where received_at >= ${since}::timestamptz
    group by page_type
    order by page_type`)) as unknown as Rows<{
    page_type: string;
    samples: number | string;
    lcp: number | string | null;
    inp: number | string | null;
    cls: number | string | null;
  }>;
  const funnel = (await db.execute(sql`
    select
      count(*) filter (where v) as s1,
      count(*) filter (where v and a) as s2,
      count(*) filter (where v and a and b) as s3,
      count(*) filter (where v and a and b and p) as s4
    from (
      select session_id,
        bool_or(name = 'view_item') as v,
        bool_or(name = 'add_to_cart') as a,
        bool_or(name = 'begin_checkout') as b,
        bool_or(name = 'purchase') as p
      from ${schema.analyticsEvents}
      where received_at >= ${since}::timestamptz
        and name in ('view_item', 'add_to_cart', 'begin_checkout', 'purchase')
      group by session_id
    ) sessions`)) as unknown as Rows<Record<'s1' | 's2' | 's3' | 's4', number | string>>;
  const counts = funnel.rows[0] ?? { s1: 0, s2: 0, s3: 0, s4: 0 };
  const sessions = [counts.s1, counts.s2, counts.s3, counts.s4].map(Number);
  return {
    days,
    vitals: vitals.rows.map((row) => ({
      pageType: row.page_type,
      samples: Number(row.samples),
      lcp: rounded(row.lcp, 0),
      inp: rounded(row.inp, 0),
      cls: rounded(row.cls, 3),
    })),
    funnel: FUNNEL.map((step, index) => ({
      step,
      sessions: sessions[index] ?? 0,
      rateFromPrevious: index === 0 ? null : rate(sessions[index] ?? 0, sessions[index - 1]),
      rateFromFirst: index === 0 ? null : rate(sessions[index] ?? 0, sessions[0]),
    })),
  };
}
