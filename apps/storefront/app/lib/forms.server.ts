// Forms validate on the server with the contracts' schemas (decision 059): Conform parses the posted
// FormData with a schema and answers a SubmissionResult the page places; the messages are the shopper's.
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { VALIDATION_MESSAGES } from '@ridgeline/contracts';
import type { z } from 'zod';
import { ApiError } from './api-error.ts';
import type { FormConstraints, FormReply } from './forms.ts';
import type { MessageKey } from './i18n.ts';
import type { Translate } from './translate.ts';

type Issue = z.core.$ZodIssue;

/** A form's own wording for some fields' problems (e.g. "Enter the recipient's name" for a missing `to`). */
export type FieldMessages = Record<string, MessageKey>;

const SPEC_MESSAGE = 'specMessage';
const SPEC_VALUES = 'specValues';

/**
 * A form rule's own message (the spec's "Passwords do not match"): the params of a custom issue, which
 * `parseForm` says in the shopper's language. `ctx.addIssue({ code: 'custom', path, ...specMessage(key) })`.
 */
export function specMessage(key: MessageKey, values?: Record<string, string | number>) {
  return { message: key, params: { [SPEC_MESSAGE]: key, [SPEC_VALUES]: values } };
}

const NAMED = ['email', 'name', 'phone', 'postalCode'] as const;

/** A contracts refinement worded with one of the spec's named messages ("Email is not valid"): its key. */
function namedMessage(issue: Issue): MessageKey | undefined {
  if (issue.code !== 'custom') return undefined;
  const name = NAMED.find((key) => VALIDATION_MESSAGES[key] === issue.message);
  return name ? `validation.${name}` : undefined;
}

/**
 * A schema issue in the shopper's language: the spec's generic validation messages (the contracts'
 * schemas word theirs for API clients, in English). Conform sends an empty input as missing.
 */
function issueMessage(issue: Issue, t: Translate, required: FieldMessages): string {
  const field = issue.path.join('.');
  const text = issue.code === 'too_small' || issue.code === 'too_big' ? issue.origin === 'string' : false;
  const missing =
    issue.code === 'invalid_type' || (issue.code === 'too_small' && text && Number(issue.minimum) <= 1);
  if (missing) return t(required[field] ?? 'validation.required');
  if (issue.code === 'too_small' && text) return t('validation.minLength', { min: Number(issue.minimum) });
  if (issue.code === 'too_big' && text) return t('validation.maxLength', { max: Number(issue.maximum) });
  if (issue.code === 'invalid_format' && issue.format === 'email') return t('validation.email');
  if (issue.code === 'custom' && issue.params?.[SPEC_MESSAGE])
    return t(issue.params[SPEC_MESSAGE] as MessageKey, issue.params[SPEC_VALUES]);
  const named = namedMessage(issue);
  if (named) return t(named);
  return t('validation.invalid');
}

/**
 * Parses a posted form with a contracts schema. `required` names a field's own message when it is
 * missing; every other problem gets the generic validation message.
 */
export function parseForm<Schema extends z.ZodType>(
  form: FormData,
  schema: Schema,
  t: Translate,
  required: FieldMessages = {},
) {
  return parseWithZod(form, {
    schema,
    formatError: (issues: Issue[]) => issues.map((issue) => issueMessage(issue, t, required)),
  });
}

/** The posted `intent` of a page with several forms, read through its typed vocabulary (an unknown one is none). */
export function intentOf<const Intent extends string>(
  form: FormData,
  intents: readonly Intent[],
): Intent | undefined {
  const posted = form.get('intent');
  return intents.find((intent) => intent === posted);
}

/** The first problem of a refused submission, for a form that shows one message at its top. */
export function firstErrorOf(error: Record<string, string[] | null> | null | undefined): string[] {
  const first = Object.values(error ?? {}).find((messages) => messages?.length)?.[0];
  return first ? [first] : [];
}

/** Each field's first problem of a refused submission, for a page that keeps its own error map. */
export function fieldErrorsOf(
  error: Record<string, string[] | null> | null | undefined,
): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(error ?? {}).map(([field, messages]) => [field, messages?.[0]]));
}

type Checks = { check: string; minimum?: number; maximum?: number; format?: string; pattern?: RegExp }[];

/** The length and pattern limits of a string schema, read from its checks. */
function stringLimits(schema: z.core.$ZodType): Partial<FormConstraints[string]> {
  const def = schema._zod.def as {
    type: string;
    innerType?: z.core.$ZodType;
    checks?: { _zod: { def: Checks[number] } }[];
  };
  if (def.innerType) return stringLimits(def.innerType);
  if (def.type !== 'string') return {};
  const limits: Partial<FormConstraints[string]> = {};
  for (const { _zod } of def.checks ?? []) {
    if (_zod.def.check === 'min_length') limits.minLength = _zod.def.minimum;
    if (_zod.def.check === 'max_length') limits.maxLength = _zod.def.maximum;
    if (_zod.def.format === 'regex' && _zod.def.pattern)
      limits.pattern = _zod.def.pattern.source.replace(/^\^|\$$/g, '');
  }
  return limits;
}

/** The schema of a dotted field name in an object schema. */
function fieldSchema(schema: z.core.$ZodType, name: string): z.core.$ZodType | undefined {
  let current: z.core.$ZodType | undefined = schema;
  for (const key of name.split('.')) {
    let def = current?._zod.def as
      | { type: string; innerType?: z.core.$ZodType; shape?: Record<string, z.core.$ZodType> }
      | undefined;
    while (def?.innerType) def = def.innerType._zod.def as typeof def;
    current = def?.shape?.[key];
  }
  return current;
}

/**
 * The HTML constraints (required, minLength, maxLength, pattern…) of a form schema's fields, for its
 * inputs. Conform finds the fields and what is required; this Zod keeps length limits in its checks only,
 * so those are read there.
 */
export function constraintsOf(schema: z.ZodType): FormConstraints {
  const constraints = getZodConstraint(schema) as FormConstraints;
  for (const [name, constraint] of Object.entries(constraints)) {
    const field = fieldSchema(schema, name);
    if (field) Object.assign(constraint, stringLimits(field));
  }
  return constraints;
}

/**
 * The "API refusal, else generic" rule: a 4xx's message is meant for the shopper; anything else (a 5xx,
 * a refusal without words, a failed call) reads as the generic message (or the form's own) and is logged. A thrown Response
 * (a redirect, a 404) is the router's and goes on.
 */
export function refusalOf(error: unknown, t: Translate, fallback = t('error.generic')): string {
  if (error instanceof Response) throw error;
  if (error instanceof ApiError && error.status < 500 && error.message) return error.message;
  if (!(error instanceof ApiError) || error.status >= 500) console.error(error);
  return fallback;
}

type Reply = {
  formErrors?: string[];
  fieldErrors?: Record<string, string[]>;
  /** Fields not sent back with the submitted values (a password). */
  hideFields?: string[];
};

/** A parsed submission's answer: its errors (and values, for a page post), stamped, with extras. */
export function replyOf<Extra extends object = object>(
  submission: { reply: (options?: Reply) => Omit<FormReply, 'at'> },
  options: Reply = {},
  extra?: Extra,
): FormReply & Extra {
  return { ...submission.reply(options), at: Date.now(), ...(extra as Extra) };
}

/** An answer with a form-level error. */
export function formErrorReply<Extra extends object = object>(
  message: string,
  extra?: Extra,
): FormReply & Extra {
  return { status: 'error', error: { '': [message] }, at: Date.now(), ...(extra as Extra) };
}

/** An answer with an error under one field. */
export function fieldErrorReply<Extra extends object = object>(
  field: string,
  message: string,
  extra?: Extra,
): FormReply & Extra {
  return { status: 'error', error: { [field]: [message] }, at: Date.now(), ...(extra as Extra) };
}

/** A success with the notice the page shows. */
export function successReply<Extra extends object = object>(
  notice: string,
  extra?: Extra,
): FormReply & Extra {
  return { status: 'success', notice, at: Date.now(), ...(extra as Extra) };
}

/**
 * Parses a posted form with a contracts schema whose own messages the form keeps (the address rules'
 * "Enter a valid phone number"…): `wording` says each issue in the shopper's language.
 */
export function parseFormWith<Schema extends z.ZodType>(
  form: FormData,
  schema: Schema,
  wording: (issue: Issue) => string,
) {
  return parseWithZod(form, {
    schema,
    formatError: (issues: Issue[]) => issues.map(wording),
  });
}
