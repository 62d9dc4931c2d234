import type { TrackOrderResponse } from '@ridgeline/contracts';
import { useLocale, useT } from '../lib/hooks.ts';
import type { MessageKey } from '../lib/i18n.ts';
import { formatOrderDate, timelineSteps } from '../lib/order-timeline.ts';

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
          <li
            key={`${step.type}-${step.at ?? 'next'}`}
            data-state={step.current ? 'current' : step.done ? 'done' : 'todo'}
            aria-current={step.current ? 'step' : undefined}
          >
            <span className="timeline-marker" aria-hidden="true" />
            <div>
              <p className="timeline-label">
                <span className="timeline-name">{t(`orders.timeline.${step.type}` as MessageKey)}</span>{' '}
                <span className="visually-hidden">
                  (
                  {step.current
                    ? t('orders.timeline.waiting')
                    : step.done
                      ? t('orders.timeline.done')
                      : t('orders.timeline.upcoming')}
                  )
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
