import type { OrderTimelineEvent, TrackOrderResponse } from '@ridgeline/contracts';
import { useLocale, useT } from '../lib/hooks.ts';
import type { MessageKey } from '../lib/i18n.ts';

/** Dates in UTC: the server and the browser render the same text. */
export const formatOrderDate = (at: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(at));

const MILESTONES = ['placed', 'picked', 'shipped', 'delivered'] as const;

interface Step {
  type: string;
  done: boolean;
  at: string | null;
}

/**
 * The steps to show: the fulfilment milestones (a step skipped by a later one counts as done), or what
 * actually happened for a cancelled order; then each return label made.
 */
export function timelineSteps(status: string, timeline: OrderTimelineEvent[]): Step[] {
  const last = (type: string) => [...timeline].reverse().find((event) => event.type === type) ?? null;
  const extra = timeline
    .filter((event) => event.type === 'return_label_created')
    .map((event) => ({ type: event.type, done: true, at: event.at }));
  if (status === 'cancelled' || status === 'pending_authentication') {
    const happened = timeline
      .filter((event) => event.type !== 'return_label_created')
      .map((event) => ({ type: event.type, done: true, at: event.at }));
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

export function OrderTimeline({ tracking }: { tracking: TrackOrderResponse }) {
  const t = useT();
  const locale = useLocale();
  const steps = timelineSteps(tracking.status, tracking.timeline);
  const date = (at: string) => formatOrderDate(at, locale);
  return (
    <section className="review-card" aria-labelledby="order-timeline">
      <h2 id="order-timeline">{t('orders.timeline.title')}</h2>
      <ol className="order-timeline">
        {steps.map((step) => (
          <li key={`${step.type}-${step.at ?? 'next'}`} data-state={step.done ? 'done' : 'todo'}>
            <span className="timeline-marker" aria-hidden="true" />
            <div>
              <p className="timeline-label">
                <span className="timeline-name">{t(`orders.timeline.${step.type}` as MessageKey)}</span>{' '}
                <span className="visually-hidden">
                  ({step.done ? t('orders.timeline.done') : t('orders.timeline.upcoming')})
                </span>
              </p>
              {step.at ? (
                <p className="muted small">
                  <time dateTime={step.at}>{date(step.at)}</time>
                </p>
              ) : null}
              {step.type === 'shipped' && tracking.trackingNumber ? (
                <p className="tracking-number" data-testid="tracking-number">
                  {t('orders.timeline.tracking', { tracking: tracking.trackingNumber })}
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
