import { E_GIFT_CARD_LIMITS } from '@ridgeline/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import {
  type FormConstraints,
  type FormReply,
  fieldErrorOf,
  formErrorOf,
  submittedValue,
} from '../lib/forms.ts';
import { EGIFT_FIELDS, type EGiftErrors } from '../lib/gifting.ts';
import { useLocale, useT } from '../lib/hooks.ts';
import { formatMoney } from '../lib/money.ts';
import { ErrorSummary, Field, TextAreaField } from './form.tsx';
import { CheckIcon } from './icons.tsx';

/** The e-gift form's answer: each field's problem under it, a refusal at its foot, the confirmation on success. */
export type EGiftResult = FormReply & { kind: 'egift' };

/**
 * The e-gift card's buy form: an amount (a preset or another amount within the limits), the recipient,
 * the sender and a message. It posts to the product page's action; without JavaScript the page reloads
 * with the errors at their fields or the confirmation.
 */
export function EGiftForm({
  currency,
  limits,
  documentResult,
}: {
  currency: string;
  /** The inputs' limits, from the schema the action parses with. */
  limits: FormConstraints;
  documentResult?: EGiftResult;
}) {
  const t = useT();
  const locale = useLocale();
  const fetcher = useFetcher<EGiftResult>();
  const result = fetcher.data ?? documentResult;
  const busy = fetcher.state !== 'idle';
  const failed = result?.status === 'error' ? result : null;
  const value = (field: string) => submittedValue(failed, field);
  const errors: EGiftErrors = Object.fromEntries(
    EGIFT_FIELDS.map((field) => [field, fieldErrorOf(failed, field)]),
  );
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const [amount, setAmount] = useState(value('amount') || String(E_GIFT_CARD_LIMITS.presets[1]));
  const statusRef = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the values of each failed submit
  useEffect(() => {
    if (value('amount')) setAmount(value('amount'));
  }, [failed?.at]);

  const labels: Record<string, string> = {
    amount: t('gifting.form.amount'),
    customAmount: t('gifting.form.customAmount', {
      min: money(E_GIFT_CARD_LIMITS.min),
      max: money(E_GIFT_CARD_LIMITS.max),
    }),
    recipientName: t('gifting.form.recipientName'),
    recipientEmail: t('gifting.form.recipientEmail'),
    senderName: t('gifting.form.senderName'),
    message: t('gifting.form.message'),
  };
  const ordered = Object.fromEntries(EGIFT_FIELDS.map((field) => [field, labels[field]!]));

  return (
    <fetcher.Form method="post" className="buy-form egift-form" noValidate key={failed?.at ?? 'egift'}>
      <input type="hidden" name="intent" value="egift" />
      <h2 className="egift-title">{t('gifting.form.title')}</h2>
      <p className="muted">{t('gifting.form.intro')}</p>
      <ErrorSummary errors={errors} labels={ordered} idPrefix="egift-" stamp={failed?.at} />
      <fieldset
        className="option-group"
        id="egift-amount"
        tabIndex={-1}
        aria-describedby={errors.amount ? 'egift-amount-error' : undefined}
        aria-invalid={errors.amount ? true : undefined}
      >
        <legend>{labels.amount}</legend>
        {errors.amount ? (
          <p id="egift-amount-error" className="field-error">
            {errors.amount}
          </p>
        ) : null}
        <div className="size-options egift-amounts">
          {[...E_GIFT_CARD_LIMITS.presets.map(String), 'custom'].map((value) => (
            <label key={value} className="size-option">
              <input
                type="radio"
                name="amount"
                value={value}
                checked={amount === value}
                onChange={() => setAmount(value)}
              />
              <span>{value === 'custom' ? t('gifting.form.custom') : money(Number(value))}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <Field
        id="egift-customAmount"
        name="customAmount"
        label={labels.customAmount!}
        error={errors.customAmount}
        defaultValue={value('customAmount')}
        inputMode="decimal"
        autoComplete="off"
        onFocus={() => setAmount('custom')}
      />
      <Field
        id="egift-recipientName"
        name="recipientName"
        label={labels.recipientName!}
        error={errors.recipientName}
        defaultValue={value('recipientName')}
        maxLength={limits.recipientName?.maxLength}
        autoComplete="off"
      />
      <Field
        id="egift-recipientEmail"
        name="recipientEmail"
        type="email"
        label={labels.recipientEmail!}
        error={errors.recipientEmail}
        defaultValue={value('recipientEmail')}
        autoComplete="off"
      />
      <Field
        id="egift-senderName"
        name="senderName"
        label={labels.senderName!}
        error={errors.senderName}
        defaultValue={value('senderName')}
        maxLength={limits.senderName?.maxLength}
        autoComplete="name"
      />
      <TextAreaField
        id="egift-message"
        name="message"
        label={labels.message!}
        error={errors.message}
        defaultValue={value('message')}
        maxLength={limits.message?.maxLength}
        rows={3}
      />
      <button
        type="submit"
        className="button button-primary button-block"
        aria-disabled={busy ? true : undefined}
        onClick={(event) => {
          if (busy) event.preventDefault();
        }}
      >
        {busy ? t('gifting.form.adding') : t('gifting.form.submit')}
      </button>
      <div ref={statusRef} role="status" aria-live="polite" className="buy-status">
        {result?.status === 'success' ? (
          <p className="notice notice-success">
            <CheckIcon /> {result.notice}{' '}
            <Link to={`/${locale}/cart`} className="text-link">
              {t('gifting.form.viewCart')}
            </Link>
          </p>
        ) : null}
        {formErrorOf(failed) ? <p className="notice notice-error">{formErrorOf(failed)}</p> : null}
      </div>
    </fetcher.Form>
  );
}
