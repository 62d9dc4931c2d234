import { FLAG_REASONS, type Review } from '@ridgeline/contracts';
import { useActionData, useFetcher } from 'react-router';
import { formErrorOf } from '../lib/forms.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { languageOf } from '../lib/locale.ts';
import type { ReviewExtraResult } from '../lib/review-actions.server.ts';
import type { action as productPageAction } from '../routes/product.tsx';

/** Helpful votes, a report form and (for reviews in another language) a translate button, per review. */
export function ReviewActions({ review }: { review: Review }) {
  const t = useT();
  const locale = useLocale();
  const vote = useFetcher<ReviewExtraResult>();
  const flag = useFetcher<ReviewExtraResult>();
  const translate = useFetcher<ReviewExtraResult>();
  const actionData = useActionData<typeof productPageAction>();
  const documentResult = actionData?.kind === 'review-extra' ? actionData : undefined;
  const fromDocument = (action: ReviewExtraResult['action']) =>
    documentResult?.reviewId === review.id && documentResult.action === action ? documentResult : undefined;
  const voted = vote.data ?? fromDocument('vote');
  const flagged = flag.data ?? fromDocument('flag');
  const translated = translate.data ?? fromDocument('translate');
  const votes = voted?.votes ?? { helpfulYes: review.helpfulYes, helpfulNo: review.helpfulNo };
  const foreign = review.language !== languageOf(locale);
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="reviewId" value={review.id} />
    </>
  );
  return (
    <div className="review-actions">
      {translated?.status === 'success' && translated.translation ? (
        <div className="review-translation" lang={languageOf(locale)}>
          <p className="muted small">{t('discovery.reviews.translated')}</p>
          <p className="review-title">{translated.translation.title}</p>
          <p>{translated.translation.text}</p>
        </div>
      ) : null}
      <div className="review-action-row">
        <vote.Form method="post" preventScrollReset className="review-vote">
          {hidden('review-vote')}
          <span className="muted small">{t('discovery.reviews.helpfulQuestion')}</span>{' '}
          <button
            type="submit"
            name="helpful"
            value="true"
            className="button button-small button-secondary"
            aria-label={t('discovery.reviews.helpfulYesLabel', { count: votes.helpfulYes })}
          >
            {t('discovery.reviews.yes')} ({votes.helpfulYes})
          </button>{' '}
          <button
            type="submit"
            name="helpful"
            value="false"
            className="button button-small button-secondary"
            aria-label={t('discovery.reviews.helpfulNoLabel', { count: votes.helpfulNo })}
          >
            {t('discovery.reviews.no')} ({votes.helpfulNo})
          </button>
        </vote.Form>
        {foreign ? (
          <translate.Form method="post" preventScrollReset>
            {hidden('review-translate')}
            <button type="submit" className="link-button">
              {translate.state !== 'idle' ? t('discovery.dialog.loading') : t('discovery.reviews.translate')}
            </button>
          </translate.Form>
        ) : null}
        <details className="review-flag">
          <summary>{t('discovery.reviews.report')}</summary>
          <flag.Form method="post" preventScrollReset className="review-flag-form">
            {hidden('review-flag')}
            <label htmlFor={`flag-reason-${review.id}`}>{t('discovery.reviews.reason')}</label>
            <select id={`flag-reason-${review.id}`} name="reason" defaultValue="">
              <option value="" disabled>
                {t('discovery.reviews.chooseReason')}
              </option>
              {FLAG_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {t(`discovery.reviews.reason.${reason}`)}
                </option>
              ))}
            </select>
            <button type="submit" className="button button-small button-secondary">
              {t('discovery.reviews.sendReport')}
            </button>
          </flag.Form>
        </details>
      </div>
      <div role="status" aria-live="polite" className="review-action-status">
        {[voted, flagged, translated].map((result) => {
          const message = result?.notice ?? formErrorOf(result);
          return result && message ? (
            <p
              key={result.action}
              className={`small ${result.status === 'success' ? 'notice-text-success' : 'notice-text-error'}`}
            >
              {message}
            </p>
          ) : null;
        })}
      </div>
    </div>
  );
}
