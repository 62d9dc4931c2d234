import { type ReactNode, useRef } from 'react';
import { Form, Link } from 'react-router';
import { useHydrated, useT } from '../lib/hooks.ts';

/**
 * A destructive action behind a confirmation: with JavaScript a native modal <dialog>; without it the trigger is
 * a link to `fallbackHref`, a page state that shows the same confirmation inline (see InlineConfirm).
 */
export function ConfirmAction({
  trigger,
  question,
  confirmLabel,
  fields,
  fallbackHref,
  cancelLabel,
  inputs,
}: {
  trigger: string;
  question: string;
  confirmLabel: string;
  fields: Record<string, string>;
  fallbackHref: string;
  /** The cancel button's words (the storefront's account area by default). */
  cancelLabel?: string;
  /** Fields the confirmation asks for too (a reason), inside its form. */
  inputs?: ReactNode;
}) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const hydrated = useHydrated();
  return (
    <>
      <Link
        to={fallbackHref}
        className="link-button"
        role={hydrated ? 'button' : undefined}
        onClick={(event) => {
          if (!dialog.current) return;
          event.preventDefault();
          dialog.current.showModal();
        }}
      >
        {trigger}
      </Link>
      <dialog ref={dialog} className="account-dialog" aria-label={question}>
        <p>{question}</p>
        <Form method="post" onSubmit={() => dialog.current?.close()} className="actions">
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {inputs}
          <button type="submit" className="button button-primary">
            {confirmLabel}
          </button>{' '}
          <button type="button" className="button button-secondary" onClick={() => dialog.current?.close()}>
            {cancelLabel ?? t('account.cancel')}
          </button>
        </Form>
      </dialog>
    </>
  );
}

/** The no-JavaScript confirmation: a section at the top of the page with the same form. */
export function InlineConfirm({
  question,
  confirmLabel,
  fields,
  cancelHref,
  cancelLabel,
  children,
  inputs,
}: {
  question: string;
  confirmLabel: string;
  fields: Record<string, string>;
  cancelHref: string;
  cancelLabel?: string;
  children?: ReactNode;
  /** Fields the confirmation asks for too (a reason), inside its form. */
  inputs?: ReactNode;
}) {
  const t = useT();
  return (
    <section className="notice notice-info" aria-label={question}>
      <p>
        <strong>{question}</strong>
      </p>
      {children}
      <Form method="post" className="actions">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {inputs}
        <button type="submit" className="button button-primary">
          {confirmLabel}
        </button>{' '}
        <Link to={cancelHref} className="button button-secondary">
          {cancelLabel ?? t('account.cancel')}
        </Link>
      </Form>
    </section>
  );
}
