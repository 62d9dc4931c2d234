import {
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
  useEffect,
  useRef,
} from 'react';
import { type FormReply, formErrorOf } from '../lib/forms.ts';
import { useT } from '../lib/hooks.ts';
import { Notice } from './notice.tsx';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  id: string;
  name: string;
  label: string;
  error?: string | undefined;
  hint?: string;
}

/** A labelled input whose error (and hint) are tied to it with aria-describedby. */
export function Field({ id, name, label, error, hint, className, ...input }: FieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={['field', error ? 'has-error' : null, className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'> {
  id: string;
  name: string;
  label: string;
  error?: string | undefined;
}

/** A labelled multi-line input, its error tied to it as `Field` does. */
export function TextAreaField({ id, name, label, error, ...textarea }: TextAreaFieldProps) {
  return (
    <div className={error ? 'field has-error' : 'field'}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...textarea}
      />
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface SelectFieldProps {
  id: string;
  name: string;
  label: string;
  error?: string | undefined;
  defaultValue?: string | undefined;
  autoComplete?: string;
  children: ReactNode;
  className?: string;
}

export function SelectField({
  id,
  name,
  label,
  error,
  defaultValue,
  autoComplete,
  children,
  className,
}: SelectFieldProps) {
  return (
    <div className={['field', error ? 'has-error' : null, className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {children}
      </select>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The list of problems at the top of a form; it takes focus when it appears after a submit. */
export function ErrorSummary({
  errors,
  labels,
  idPrefix,
  stamp,
}: {
  errors: Record<string, string | undefined>;
  labels: Record<string, string>;
  idPrefix: string;
  stamp?: number;
}) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  // Problems are listed in the order of the form's fields (the order of `labels`).
  const order = Object.keys(labels);
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  const entries = Object.entries(errors)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .sort(([a], [b]) => rank(a) - rank(b));
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus again on every failed submit
  useEffect(() => {
    if (entries.length > 0) ref.current?.focus();
  }, [stamp, entries.length]);
  if (entries.length === 0) return null;
  return (
    <div
      className="error-summary"
      role="alert"
      tabIndex={-1}
      ref={ref}
      aria-labelledby={`${idPrefix}error-title`}
    >
      <h2 id={`${idPrefix}error-title`}>{t('checkout.errorSummary')}</h2>
      <p>{t('checkout.errorCount', { count: entries.length })}</p>
      <ul>
        {entries.map(([field, message]) => (
          <li key={field}>
            <a href={`#${idPrefix}${field}`}>
              {labels[field] ?? field}: {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A form's answer at the top of the page (spec: position top): its form-level error or its success notice. */
export function FormNotice({ reply }: { reply: FormReply | undefined }) {
  const error = formErrorOf(reply);
  if (error) return <Notice type="error">{error}</Notice>;
  if (reply?.status === 'success' && reply.notice) return <Notice type="success">{reply.notice}</Notice>;
  return null;
}
