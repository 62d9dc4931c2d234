import { Notice } from '../components/notice.tsx';
import { formatEventDay } from '../content/blocks/engagement/event-logic.ts';
import { requireSignedIn } from '../lib/auth.server.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { messagesFor } from '../lib/i18n.ts';
import { localeOf, pageMeta } from '../lib/meta.ts';
import { formatOrderDate } from '../lib/order-timeline.ts';
import { metaTranslate } from '../lib/translate.ts';
import type { Route } from './+types/account-events';

/** The shopper's event registrations (decision 075): what they signed up for, which days, their guest. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeOf(params);
  requireSignedIn(request, context, locale);
  const translations = messagesFor(locale, ['account']);
  try {
    const answer = await context.api(locale).call('eventRegistrations', {});
    return { translations, registrations: answer.registrations, failed: false };
  } catch (error) {
    console.error(error);
    return { translations, registrations: [], failed: true };
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  return [
    ...pageMeta(t('engagement.account.eventsTitle'), t('engagement.account.eventsTitle')),
    { name: 'robots', content: 'noindex' },
  ];
}

export default function AccountEvents({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { registrations, failed } = loaderData;
  return (
    <section className="account-section">
      <h2>{t('engagement.account.eventsTitle')}</h2>
      {failed ? <Notice type="error">{t('error.generic')}</Notice> : null}
      {registrations.length === 0 && !failed ? <p>{t('engagement.account.noEvents')}</p> : null}
      <ul className="account-events">
        {registrations.map((registration) => (
          <li key={registration.eventId} className="account-event">
            <h3>{registration.eventTitle}</h3>
            <p>
              {t('engagement.account.days', {
                days: registration.attendingDays
                  .split(',')
                  .map((day) => formatEventDay(day, locale))
                  .join(', '),
              })}
            </p>
            {registration.plusOne ? (
              <p>{t('engagement.account.guest', { name: registration.plusOne })}</p>
            ) : null}
            <p className="account-event-date">
              {t('engagement.account.registeredOn', {
                date: formatOrderDate(registration.registrationTimestamp, locale),
              })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
