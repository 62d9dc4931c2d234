import { useEffect, useRef } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { type FormReply, fieldErrorOf, formErrorOf } from '../lib/forms.ts';
import { useT } from '../lib/hooks.ts';
import type { action as productPageAction } from '../routes/product.tsx';
import { Field, SelectField } from './form.tsx';

/** The sign-up's answer: its notice, or why not (under the size or email, or for the form), with the email typed. */
export type RestockResult = FormReply & { kind: 'restock'; email: string };

/**
 * Back-in-stock sign-up for the sizes of the shown colour that are sold out: a post to the product page's
 * action (intent "restock"), sent with a fetcher when JavaScript runs.
 */
export function RestockForm({ colourCode, soldOut }: { colourCode: string; soldOut: string[] }) {
  const t = useT();
  const fetcher = useFetcher<RestockResult>();
  const actionData = useActionData<typeof productPageAction>();
  const documentResult = actionData?.kind === 'restock' ? actionData : undefined;
  const result = fetcher.data ?? documentResult;
  // Only while sending: the page data reloads afterwards, and the button need not wait for that.
  const busy = fetcher.state === 'submitting';
  const statusRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!result) return;
    if (result.status === 'success') statusRef.current?.focus();
    const field = ['size', 'email'].find((name) => fieldErrorOf(result, name));
    if (field) formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  }, [result]);

  if (soldOut.length === 0) return null;
  const fieldError = (field: 'size' | 'email') => fieldErrorOf(result, field);
  const formError = formErrorOf(result);
  return (
    <details className="restock" open={result ? true : undefined}>
      <summary>{t('discovery.restock.title')}</summary>
      <fetcher.Form method="post" className="restock-form" noValidate ref={formRef}>
        <input type="hidden" name="intent" value="restock" />
        <input type="hidden" name="color" value={colourCode} />
        <SelectField
          id="restock-size"
          name="size"
          label={t('discovery.restock.size')}
          error={fieldError('size')}
        >
          {soldOut.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </SelectField>
        <Field
          id="restock-email"
          name="email"
          type="email"
          autoComplete="email"
          label={t('discovery.restock.email')}
          error={fieldError('email')}
          defaultValue={result?.status === 'error' ? result.email : undefined}
        />
        <button
          type="submit"
          className="button button-secondary"
          aria-disabled={busy ? true : undefined}
          onClick={(event) => {
            if (busy) event.preventDefault();
          }}
        >
          {busy ? t('discovery.restock.sending') : t('discovery.restock.submit')}
        </button>
        <div ref={statusRef} tabIndex={-1} role="status" aria-live="polite">
          {result?.status === 'success' ? <p className="notice notice-success">{result.notice}</p> : null}
          {formError ? <p className="notice notice-error">{formError}</p> : null}
        </div>
      </fetcher.Form>
    </details>
  );
}
