import type { OrderTimelineEvent } from '@ridgeline/contracts';

/** Dates in UTC: the server and the browser render the same text. */
export const formatOrderDate = (at: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(at));

const MILESTONES = ['placed', 'picked', 'shipped', 'delivered'] as const;

export interface TimelineStep {
  type: string;
  done: boolean;
  at: string | null;
  /** The step the order is in now and that is not over: waiting for the bank's authentication. */
  current?: boolean;
}

/**
 * The steps to show: the fulfilment milestones (a step skipped by a later one counts as done), or what
 * actually happened for a cancelled order; then each return label made.
 */
export function timelineSteps(status: string, timeline: OrderTimelineEvent[]): TimelineStep[] {
  const last = (type: string) => [...timeline].reverse().find((event) => event.type === type) ?? null;
  const extra = timeline
    .filter((event) => event.type === 'return_label_created')
    .map((event) => ({ type: event.type, done: true, at: event.at }));
  if (status === 'cancelled' || status === 'pending_authentication') {
    const happened = timeline
      .filter((event) => event.type !== 'return_label_created')
      .map((event, index, all) =>
        // A pending order still waits: its last step is under way, not done.
        status === 'pending_authentication' && index === all.length - 1
          ? { type: event.type, done: false, current: true, at: event.at }
          : { type: event.type, done: true, at: event.at },
      );
    return [...happened, ...extra];
  }
  const reached = Math.max(...MILESTONES.map((type, index) => (last(type) ? index : -1)));
  const milestones = MILESTONES.map((type, index) => ({
    type,
    done: index <= reached,
    at: last(type)?.at ?? null,
  }));
  return [...milestones, ...extra];
}
