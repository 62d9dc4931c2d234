// Reading a form's answer in the page. Browser-safe: only types come from Conform, so neither it nor zod
// reaches the client bundle (the parsing half is forms.server.ts).
import type { SubmissionResult } from '@conform-to/zod/v4';

/** The HTML constraints of a form's fields, derived from its schema on the server (getZodConstraint). */
export type FormConstraints = Record<
  string,
  {
    required?: boolean;
    minLength?: number;
    maxLength?: number;
    min?: string | number;
    max?: string | number;
    pattern?: string;
  }
>;

/**
 * A form's answer: Conform's SubmissionResult (errors by field, the form's own under ''), stamped so the
 * page tells one submit from the next, with the notice a success shows.
 */
export type FormReply = SubmissionResult<string[]> & { at: number; notice?: string };

/** The key of form-level errors in a SubmissionResult. */
export const FORM_ERROR = '';

/** The form-level error of an answer (shown at the top of the form or page). */
export function formErrorOf(reply: SubmissionResult<string[]> | null | undefined): string | undefined {
  return reply?.error?.[FORM_ERROR]?.[0];
}

/** A field's error of an answer (shown under its input). */
export function fieldErrorOf(
  reply: SubmissionResult<string[]> | null | undefined,
  name: string,
): string | undefined {
  return reply?.error?.[name]?.[0];
}

/** Each field's first problem of an answer (not the form-level one), for a page that lists them in a summary. */
export function fieldErrorsOf(
  reply: SubmissionResult<string[]> | null | undefined,
): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(reply?.error ?? {})
      .filter(([field]) => field !== FORM_ERROR)
      .map(([field, messages]) => [field, messages?.[0]]),
  );
}

/** Whether the answer carries any error, form-level or of a field. */
export function hasErrors(reply: SubmissionResult<string[]> | null | undefined): boolean {
  return Object.values(reply?.error ?? {}).some((messages) => (messages?.length ?? 0) > 0);
}

/** What the shopper had typed in a field (a dotted name for a nested one), to show it again after a refused page post. */
export function submittedValue(reply: SubmissionResult<string[]> | null | undefined, name: string): string {
  let value: unknown = reply?.initialValue;
  for (const key of name.split('.')) value = (value as Record<string, unknown> | null | undefined)?.[key];
  return typeof value === 'string' ? value : '';
}
