import { useEffect, useState } from 'react';
import { useLocale, useT } from '../lib/hooks.ts';

const clock = (locale: string, at: string, timeZone?: string) =>
  new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone ? { timeZone, timeZoneName: 'short' } : {}),
  }).format(new Date(at));

/**
 * "Held for you until 4:47 PM": the server (and a page without JavaScript) names the time in UTC, as it
 * cannot know the shopper's zone; once the page runs, the time is shown in the shopper's own zone.
 */
export function HoldTime({ until }: { until: string }) {
  const t = useT();
  const locale = useLocale();
  const [time, setTime] = useState(() => clock(locale, until, 'UTC'));
  useEffect(() => setTime(clock(locale, until)), [locale, until]);
  return (
    <time dateTime={until} className="hold-time">
      {t('checkout.hold.until', { time })}
    </time>
  );
}
