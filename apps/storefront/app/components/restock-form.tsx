import { useEffect, useRef } from 'react';
import { useActionData, useFetcher } from 'react-router';
import { useT } from '../lib/hooks.ts';
import type { action as productPageAction } from '../routes/product.tsx';
import { Field, SelectField } from './form.tsx';

export type RestockResult =
  | { kind: 'restock'; ok: true; inStock: boolean; email: string; size: string; at: number }
  | { kind: 'restock'; ok: false; field?: 'size' | 'email'; message: string; email: string; at: number };

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
    if (result.ok) statusRef.current?.focus();
    else if (result.field) formRef.current?.querySelector<HTMLElement>(`[name="${result.field}"]`)?.focus();
  }, [result]);

  if (soldOut.length === 0) return null;
  const fieldError = (field: 'size' | 'email') =>
    result && !result.ok && result.field === field ? result.message : undefined;
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
          defaultValue={result && !result.ok ? result.email : undefined}
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
          {result?.ok ? (
            <p className="notice notice-success">
              {result.inStock
                ? t('discovery.restock.inStock', { size: result.size })
                : t('discovery.restock.success', { email: result.email, size: result.size })}
            </p>
          ) : null}
          {result && !result.ok && !result.field ? (
            <p className="notice notice-error">{result.message}</p>
          ) : null}
        </div>
      </fetcher.Form>
    </details>
  );
}
