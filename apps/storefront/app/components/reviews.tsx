import { FIT_VALUES, REVIEW_SORTS, type ReviewListResponse } from '@ridgeline/contracts';
import { useEffect, useRef } from 'react';
import { Form, Link, useLocation, useNavigation, useSubmit } from 'react-router';
import {
  type FormConstraints,
  type FormReply,
  fieldErrorOf,
  formErrorOf,
  submittedValue,
} from '../lib/forms.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { formatTenths } from '../lib/money.ts';
import { REVIEWS_PAGE, type ReviewField } from '../lib/reviews.ts';
import { ReviewActions } from './review-actions.tsx';

/** The review form's answer: each field's problem under it, a refusal at the top, the thanks on success. */
export type ReviewActionResult = FormReply & { kind: 'review' };

export function Reviews({
  reviews,
  result,
  limits,
}: {
  reviews: ReviewListResponse | null;
  result: ReviewActionResult | undefined;
  /** The inputs' limits, from the schema the action parses with. */
  limits: FormConstraints;
}) {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  const submit = useSubmit();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'review';
  const statusRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const succeeded = result?.status === 'success';
  const errorText = (field: ReviewField) => fieldErrorOf(result, field);

  useEffect(() => {
    if (!result) return;
    if (result.status === 'success') {
      formRef.current?.reset();
      statusRef.current?.focus();
    } else {
      const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      first?.focus();
    }
  }, [result]);

  if (!reviews) return null;
  const params = new URLSearchParams(location.search);
  const moreParams = new URLSearchParams(params);
  moreParams.set('reviews', String(reviews.reviews.length + REVIEWS_PAGE));
  const max = Math.max(1, ...reviews.histogram.map((row) => row.count));
  const described = (field: ReviewField, hint?: string) =>
    [hint, errorText(field) ? `review-${field}-error` : null].filter(Boolean).join(' ') || undefined;
  const FieldError = ({ field }: { field: ReviewField }) =>
    errorText(field) ? (
      <p id={`review-${field}-error`} className="field-error">
        {errorText(field)}
      </p>
    ) : null;

  return (
    <section id="reviews" className="reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title">{t('reviews.title')}</h2>
      {reviews.reviewsCount > 0 ? (
        <div className="reviews-summary">
          <p className="reviews-average">
            <span aria-hidden="true" className="stars">
              {'★'.repeat(Math.round(reviews.average))}
              {'☆'.repeat(5 - Math.round(reviews.average))}
            </span>{' '}
            {t('reviews.summary', {
              score: formatTenths(reviews.average, locale),
              count: reviews.reviewsCount,
            })}
          </p>
          <ul className="histogram">
            {reviews.histogram.map((row) => (
              <li key={row.rating}>
                <span className="histogram-label">{t('reviews.stars', { rating: row.rating })}</span>
                <span className="histogram-bar" aria-hidden="true">
                  <span style={{ width: `${(row.count / max) * 100}%` }} />
                </span>
                <span className="histogram-count">{row.count}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p>{t('reviews.none')}</p>
      )}

      {reviews.total > 1 ? (
        <Form method="get" className="sort-form" preventScrollReset>
          {[...params]
            .filter(([name]) => name !== 'reviewSort')
            .map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
          <label htmlFor="review-sort">{t('reviews.sortBy')}</label>
          <select
            id="review-sort"
            name="reviewSort"
            defaultValue={reviews.sort}
            onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true })}
          >
            {REVIEW_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`reviews.sort.${sort}`)}
              </option>
            ))}
          </select>
          <noscript>
            <button type="submit" className="button button-small">
              {t('listing.apply')}
            </button>
          </noscript>
        </Form>
      ) : null}

      <ol className="review-list">
        {reviews.reviews.map((review) => (
          <li key={review.id} className="review">
            <p className="review-rating">
              <span aria-hidden="true" className="stars">
                {'★'.repeat(review.rating)}
                {'☆'.repeat(5 - review.rating)}
              </span>
              <span className="visually-hidden">{t('reviews.ratingValue', { rating: review.rating })}</span>
            </p>
            <h3 className="review-title">{review.title}</h3>
            <p className="review-meta muted">
              {review.nickname}
              {review.verifiedPurchase ? ` · ${t('reviews.verified')}` : ''}
              {review.fit ? ` · ${t(`reviews.fit.${review.fit}`)}` : ''}
            </p>
            <p className="review-text">{review.text}</p>
            <ReviewActions review={review} />
          </li>
        ))}
      </ol>
      {reviews.reviews.length < reviews.total ? (
        <Link to={`?${moreParams}#reviews`} preventScrollReset className="button button-secondary">
          {t('reviews.showMore')}
        </Link>
      ) : null}

      <div ref={statusRef} tabIndex={-1} role="status" className="review-status">
        {succeeded ? <p className="notice notice-success">{result?.notice}</p> : null}
        {formErrorOf(result) ? <p className="notice notice-error">{formErrorOf(result)}</p> : null}
      </div>

      <Form method="post" className="review-form" noValidate ref={formRef} preventScrollReset>
        <h3>{t('reviews.write')}</h3>
        <input type="hidden" name="intent" value="review" />
        <fieldset
          className="star-rating"
          aria-invalid={errorText('rating') ? true : undefined}
          aria-describedby={described('rating')}
        >
          <legend>{t('reviews.rating')}</legend>
          <FieldError field="rating" />
          <div className="star-options">
            {[1, 2, 3, 4, 5].map((rating) => (
              <label key={rating}>
                <input
                  type="radio"
                  name="rating"
                  value={rating}
                  defaultChecked={submittedValue(result, 'rating') === String(rating)}
                  required
                />
                <span aria-hidden="true">★</span>
                <span className="visually-hidden">{t('reviews.ratingValue', { rating })}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className={errorText('title') ? 'field has-error' : 'field'}>
          <label htmlFor="review-title">{t('reviews.titleLabel')}</label>
          <input
            id="review-title"
            name="title"
            maxLength={limits.title?.maxLength}
            defaultValue={submittedValue(result, 'title')}
            required
            aria-invalid={errorText('title') ? true : undefined}
            aria-describedby={described('title')}
          />
          <FieldError field="title" />
        </div>
        <div className={errorText('text') ? 'field has-error' : 'field'}>
          <label htmlFor="review-text">{t('reviews.text')}</label>
          <p id="review-text-hint" className="field-hint">
            {t('reviews.textHint', { max: limits.text?.maxLength ?? 0 })}
          </p>
          <textarea
            id="review-text"
            name="text"
            rows={5}
            maxLength={limits.text?.maxLength}
            defaultValue={submittedValue(result, 'text')}
            required
            aria-invalid={errorText('text') ? true : undefined}
            aria-describedby={described('text', 'review-text-hint')}
          />
          <FieldError field="text" />
        </div>
        <div className="field">
          <label htmlFor="review-fit">{t('reviews.fitQuestion')}</label>
          <select id="review-fit" name="fit" defaultValue={submittedValue(result, 'fit')}>
            <option value="">{t('reviews.fitNone')}</option>
            {FIT_VALUES.map((fit) => (
              <option key={fit} value={fit}>
                {t(`reviews.fit.${fit}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={errorText('nickname') ? 'field has-error' : 'field'}>
          <label htmlFor="review-nickname">{t('reviews.nickname')}</label>
          <input
            id="review-nickname"
            name="nickname"
            maxLength={limits.nickname?.maxLength}
            defaultValue={submittedValue(result, 'nickname')}
            autoComplete="nickname"
            required
            aria-invalid={errorText('nickname') ? true : undefined}
            aria-describedby={described('nickname')}
          />
          <FieldError field="nickname" />
        </div>
        <button type="submit" className="button button-primary" aria-disabled={busy ? true : undefined}>
          {t('reviews.submit')}
        </button>
      </Form>
    </section>
  );
}
