import { useEffect, useId, useRef, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { Notice } from '../../../components/notice.tsx';
import { type FormReply, fieldErrorOf, formErrorOf } from '../../../lib/forms.ts';
import { useLocale, useRootData, useT } from '../../../lib/hooks.ts';
import { pushContentEvent } from './data-layer.ts';

/** The newsletter action's answer (routes/newsletter.ts). */
export type NewsletterReply = FormReply & { kind: 'newsletter'; email?: string };

/**
 * The newsletter sign-up form (spec 3 sections 3 to 6): email and policy checkbox, sent to the newsletter
 * action with a fetcher. idle, submitting (fields and button disabled), success (the heading switches, the
 * policy is cleared), error (the message shown). The message clears on a route change. A signed-in
 * shopper's email is prefilled and locked; the form is hidden when they already receive the newsletter.
 */
export function NewsletterForm({
  title,
  successTitle,
  policy,
  headingLevel = 2,
  source,
  dynamic = true,
}: {
  title: string;
  successTitle: string;
  /** The content's policy text, else the catalogue's. */
  policy?: React.ReactNode;
  headingLevel?: 2 | 3;
  /** Where the form is (a block, the pop-up, the footer), for analytics. */
  source: string;
  dynamic?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  const shopper = useRootData()?.shopper ?? null;
  const fetcher = useFetcher<NewsletterReply>();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [reply, setReply] = useState<NewsletterReply | undefined>(undefined);
  const busy = fetcher.state !== 'idle';

  useEffect(() => {
    pushContentEvent('newsletter_impression', { source });
  }, [source]);
  useEffect(() => {
    if (!fetcher.data) return;
    setReply(fetcher.data);
    if (fetcher.data.status === 'success') {
      pushContentEvent('newsletter_confirmed', { source });
      const policyBox = formRef.current?.elements.namedItem('policy');
      if (policyBox instanceof HTMLInputElement) policyBox.checked = false;
    } else {
      const field = ['email', 'policy'].find((name) => fieldErrorOf(fetcher.data, name));
      if (field) formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
    }
  }, [fetcher.data, source]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the message clears on every route change
  useEffect(() => setReply(undefined), [location.pathname]);

  const Heading = `h${headingLevel}` as 'h2';
  if (dynamic && shopper?.newsletter) {
    return (
      <div className="newsletter-form-wrap">
        <Heading className="newsletter-title">{title}</Heading>
        <p className="newsletter-subscribed">{t('engagement.newsletter.subscribed')}</p>
      </div>
    );
  }
  const success = reply?.status === 'success';
  const emailError = fieldErrorOf(reply, 'email');
  const policyError = fieldErrorOf(reply, 'policy');
  const formError = formErrorOf(reply);
  return (
    <div className="newsletter-form-wrap">
      <Heading className="newsletter-title" id={`${id}-title`}>
        {success ? successTitle : title}
      </Heading>
      <fetcher.Form
        method="post"
        action={`/${locale}/newsletter`}
        className="newsletter-form"
        noValidate
        ref={formRef}
        aria-labelledby={`${id}-title`}
        onSubmit={() => pushContentEvent('newsletter_submit', { source })}
        onReset={() => setReply(undefined)}
      >
        <input type="hidden" name="campaignName" value={location.pathname} />
        <fieldset disabled={busy} className="newsletter-fields">
          <div className={emailError ? 'field has-error' : 'field'}>
            <label htmlFor={`${id}-email`}>{t('engagement.newsletter.email')}</label>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={100}
              defaultValue={shopper?.email ?? ''}
              readOnly={Boolean(shopper?.email)}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? `${id}-email-error` : undefined}
            />
            {emailError ? (
              <p id={`${id}-email-error`} className="field-error">
                {emailError}
              </p>
            ) : null}
          </div>
          <div className={policyError ? 'field field-check has-error' : 'field field-check'}>
            <input
              id={`${id}-policy`}
              name="policy"
              type="checkbox"
              required
              aria-invalid={policyError ? true : undefined}
              aria-describedby={policyError ? `${id}-policy-error` : undefined}
            />
            <label htmlFor={`${id}-policy`}>{policy ?? t('engagement.newsletter.policy')}</label>
            {policyError ? (
              <p id={`${id}-policy-error`} className="field-error">
                {policyError}
              </p>
            ) : null}
          </div>
          <button type="submit" className="button button-primary">
            {busy ? t('engagement.newsletter.submitting') : t('engagement.newsletter.submit')}
          </button>
        </fieldset>
        <div aria-live="polite" className="newsletter-status">
          {success && reply?.notice ? <Notice type="success">{reply.notice}</Notice> : null}
        </div>
        {formError ? <Notice type="error">{formError}</Notice> : null}
      </fetcher.Form>
    </div>
  );
}
