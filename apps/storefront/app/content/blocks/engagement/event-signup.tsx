import { useEffect, useId, useRef, useState } from 'react';
import { Link, useFetcher, useLocation } from 'react-router';
import { Notice } from '../../../components/notice.tsx';
import { type FormReply, fieldErrorOf, formErrorOf } from '../../../lib/forms.ts';
import { useLocale, useRootData, useT } from '../../../lib/hooks.ts';
import { localePath } from '../../../lib/urls.ts';
import type { BlockProps } from '../../block.ts';
import { RichTextView } from '../../rich-text.tsx';
import { pushContentEvent } from './data-layer.ts';
import { eventDays, formatEventDay } from './event-logic.ts';

/** The event registration action's answer (routes/event-registration.ts). */
export type EventSignupReply = FormReply & { kind: 'event' };

/**
 * The event sign-up (spec 3 sections 3 to 6): the event, and a dialog whose steps are sign in (until the
 * shopper is), the join form (attending days, the account's email shown disabled, a guest where the event
 * allows one, the terms), then the confirmation; the registration is in the shopper's account.
 */
export function EventSignup({ block }: BlockProps<'event-signup'>) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const { fields } = block;
  const dialogRef = useRef<HTMLDialogElement | null>(null);
  const dialog = {
    ref: dialogRef,
    open: () => {
      if (dialogRef.current && !dialogRef.current.open) dialogRef.current.showModal();
    },
    close: () => dialogRef.current?.close(),
  };
  const dates = t('engagement.event.dates', {
    start: formatEventDay(fields.startDate, locale),
    end: formatEventDay(fields.endDate, locale),
  });
  return (
    <section className="event-signup" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="event-title">
        {fields.title}
      </h2>
      <p className="event-dates">{dates}</p>
      <RichTextView value={fields.richText} className="event-text" />
      <button type="button" className="button button-primary" onClick={dialog.open}>
        {fields.submitCtaLabel ?? t('engagement.event.signUp')}
      </button>
      {/* The storefront's dialog markup (components/dialog.tsx), with this area's Close: the block is on any page. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes a native modal dialog; the click is for the backdrop */}
      <dialog
        ref={dialog.ref}
        className="dialog"
        aria-labelledby={`${id}-dialog-title`}
        onClick={(event) => {
          if (event.target === event.currentTarget) event.currentTarget.close();
        }}
      >
        <div className="dialog-head">
          <h2 id={`${id}-dialog-title`}>{t('engagement.event.dialogTitle', { title: fields.title })}</h2>
          <button type="button" className="button button-small" onClick={dialog.close}>
            {t('engagement.close')}
          </button>
        </div>
        <div className="dialog-body">
          <EventSteps block={block} />
        </div>
      </dialog>
    </section>
  );
}

function EventSteps({ block }: Pick<BlockProps<'event-signup'>, 'block'>) {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  const shopper = useRootData()?.shopper ?? null;
  const fetcher = useFetcher<EventSignupReply>();
  const [registered, setRegistered] = useState(false);
  const { fields } = block;
  const reply = fetcher.data;
  useEffect(() => {
    if (reply?.status === 'success') {
      setRegistered(true);
      pushContentEvent('event_signup', { eventId: fields.eventId });
    }
  }, [reply, fields.eventId]);

  if (!shopper) {
    const returnTo = new URLSearchParams({ returnTo: `${location.pathname}${location.search}` });
    return (
      <div className="event-step">
        <p>{t('engagement.event.signInFirst')}</p>
        <p className="event-actions">
          <Link to={`${localePath(locale, '/login')}?${returnTo}`} className="button button-primary">
            {t('engagement.event.signIn')}
          </Link>
          <Link to={`${localePath(locale, '/register')}?${returnTo}`} className="button button-secondary">
            {t('engagement.event.register')}
          </Link>
        </p>
      </div>
    );
  }
  if (registered) {
    return (
      <div className="event-step" role="status">
        <p className="event-confirmed-title">
          {fields.confirmationTitle ?? t('engagement.event.confirmedTitle')}
        </p>
        <p>{fields.confirmationSubtitle ?? t('engagement.event.confirmedSubtitle')}</p>
        <Link to={localePath(locale, '/account/events')}>{t('engagement.event.viewAccount')}</Link>
      </div>
    );
  }
  const busy = fetcher.state !== 'idle';
  const error = (name: string) => fieldErrorOf(reply, name);
  const formError = formErrorOf(reply);
  const prefix = `event-${block.id}`;
  return (
    <fetcher.Form method="post" action={`/${locale}/event-registration`} className="event-form" noValidate>
      <input type="hidden" name="eventId" value={fields.eventId} />
      {formError ? <Notice type="error">{formError}</Notice> : null}
      <fieldset
        className={error('attendingDays') ? 'field-group has-error' : 'field-group'}
        disabled={busy}
        aria-describedby={error('attendingDays') ? `${prefix}-days-error` : undefined}
      >
        <legend>{t('engagement.event.days')}</legend>
        {eventDays(fields.startDate, fields.endDate).map((day) => (
          <div key={day} className="field-check">
            <input id={`${prefix}-${day}`} type="checkbox" name="attendingDays" value={day} />
            <label htmlFor={`${prefix}-${day}`}>{formatEventDay(day, locale)}</label>
          </div>
        ))}
        {error('attendingDays') ? (
          <p id={`${prefix}-days-error`} className="field-error">
            {error('attendingDays')}
          </p>
        ) : null}
      </fieldset>
      <div className="field">
        <label htmlFor={`${prefix}-email`}>{t('engagement.event.email')}</label>
        <input id={`${prefix}-email`} type="email" value={shopper.email ?? ''} disabled readOnly />
      </div>
      {fields.enablePlusOne ? (
        <div className={error('plusOne') ? 'field has-error' : 'field'}>
          <label htmlFor={`${prefix}-plus-one`}>{t('engagement.event.guest')}</label>
          <input
            id={`${prefix}-plus-one`}
            name="plusOne"
            autoComplete="off"
            maxLength={60}
            disabled={busy}
            aria-invalid={error('plusOne') ? true : undefined}
            aria-describedby={error('plusOne') ? `${prefix}-plus-one-error` : undefined}
          />
          {error('plusOne') ? (
            <p id={`${prefix}-plus-one-error`} className="field-error">
              {error('plusOne')}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className={error('eventTermsAccepted') ? 'field field-check has-error' : 'field field-check'}>
        <input
          id={`${prefix}-terms`}
          type="checkbox"
          name="eventTermsAccepted"
          required
          disabled={busy}
          aria-invalid={error('eventTermsAccepted') ? true : undefined}
          aria-describedby={error('eventTermsAccepted') ? `${prefix}-terms-error` : undefined}
        />
        <label htmlFor={`${prefix}-terms`}>{t('engagement.event.terms')}</label>
        {error('eventTermsAccepted') ? (
          <p id={`${prefix}-terms-error`} className="field-error">
            {error('eventTermsAccepted')}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? t('engagement.event.submitting') : (fields.submitCtaLabel ?? t('engagement.event.submit'))}
      </button>
    </fetcher.Form>
  );
}
