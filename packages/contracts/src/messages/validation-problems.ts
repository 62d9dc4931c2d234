// A REQ400 problem arrives as the English text its rule wrote (zod schemas and rule tables are shared with the
// storefront and name problems in English, the spec's texts). This finds the text's catalogue key, with its
// number when it has one, so the answer can read in the request's language.
import { z } from 'zod';
import type { Language } from '../sites.ts';
import { problemMessages } from './areas/problems.ts';
import { translator } from './catalogue.ts';

type ProblemKey = keyof (typeof problemMessages)['en'];

const withoutStop = (text: string) => text.trim().replace(/\.$/, '');

/** English text (without a final stop) → key, for the texts without a value. */
const PLAIN = new Map<string, ProblemKey>(
  (Object.entries(problemMessages.en) as [ProblemKey, string][])
    .filter(([, text]) => !text.includes('{'))
    .map(([key, text]) => [text, key]),
);

/** The texts with a number: the English text as a pattern whose one group is the number. */
const WITH_NUMBER: [RegExp, ProblemKey, string][] = [
  [/^Must be exactly (\d+) characters$/, 'problem.exactLength', 'length'],
  [/^Must be at least (\d+) characters$/, 'problem.minLength', 'min'],
  [/^Must be at most (\d+) characters$/, 'problem.maxLength', 'max'],
];

/** The problem in the language when the catalogue knows it; otherwise the text as it came. */
export function translatedProblem(problem: string, language: Language): string {
  // English answers keep the rule's own text, stop included.
  if (language === 'en') return problem;
  const text = withoutStop(problem);
  const t = translator(language);
  const plain = PLAIN.get(text);
  if (plain) return t(plain);
  for (const [pattern, key, name] of WITH_NUMBER) {
    const match = pattern.exec(text);
    if (match) return t(key, { [name]: Number(match[1]) });
  }
  return problem;
}

/**
 * A validation issue as the API's validator reports it: zod's issue code and parameters, its message (a rule's
 * own text, or zod's English default), and whether the field was absent from the request.
 */
export interface ZodIssueLike {
  code: string;
  message?: string;
  /** The field had no value at all (an `invalid_type` issue then means "required"). */
  missing?: boolean;
  expected?: unknown;
  origin?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  inclusive?: unknown;
  exact?: unknown;
  format?: unknown;
  values?: unknown;
  keys?: unknown;
  divisor?: unknown;
}

const zodDefaults = z.locales.en().localeError;

/**
 * Whether the message is zod's own English text rather than one a schema wrote. `invalid_type`'s default names
 * the received type, which the reported issue no longer carries, so only its beginning is compared.
 */
function isZodDefault(issue: ZodIssueLike): boolean {
  if (!issue.message) return true;
  if (issue.code === 'invalid_type') return issue.message.startsWith('Invalid input: expected ');
  const made = zodDefaults?.(issue as never);
  const text = typeof made === 'string' ? made : made?.message;
  return text === issue.message;
}

const SIZED = new Set(['array', 'set', 'map', 'file']);
const TYPES = new Set(['string', 'number', 'int', 'boolean', 'array', 'object', 'date']);
const FORMATS = new Set(['url', 'uuid', 'datetime', 'date', 'time']);

const numberOf = (value: unknown) =>
  typeof value === 'number' || typeof value === 'bigint' ? Number(value) : Number.NaN;
const shown = (value: unknown) =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));

type Problem = [ProblemKey, Record<string, string | number>?];

/** The catalogue's problem for an issue, by its code and parameters. */
function problemOf(issue: ZodIssueLike): Problem {
  const origin = String(issue.origin ?? '');
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.missing) return ['problem.required'];
      const expected = String(issue.expected);
      return ['problem.expectedType', { expected: TYPES.has(expected) ? expected : 'other' }];
    }
    case 'too_small': {
      const min = numberOf(issue.minimum);
      if (Number.isNaN(min)) break;
      if (origin === 'string') {
        if (issue.exact) return ['problem.exactLength', { length: min }];
        return min <= 1 ? ['problem.notEmpty'] : ['problem.minLength', { min }];
      }
      if (SIZED.has(origin)) {
        return issue.exact ? ['problem.exactItems', { length: min }] : ['problem.minItems', { min }];
      }
      if (issue.exact) return ['problem.exactNumber', { value: min }];
      return issue.inclusive === false ? ['problem.moreThan', { min }] : ['problem.minNumber', { min }];
    }
    case 'too_big': {
      const max = numberOf(issue.maximum);
      if (Number.isNaN(max)) break;
      if (origin === 'string') {
        return issue.exact ? ['problem.exactLength', { length: max }] : ['problem.maxLength', { max }];
      }
      if (SIZED.has(origin)) {
        return issue.exact ? ['problem.exactItems', { length: max }] : ['problem.maxItems', { max }];
      }
      if (issue.exact) return ['problem.exactNumber', { value: max }];
      return issue.inclusive === false ? ['problem.lessThan', { max }] : ['problem.maxNumber', { max }];
    }
    case 'invalid_format': {
      const format = String(issue.format);
      if (format === 'email') return ['problem.email'];
      return ['problem.format', { format: FORMATS.has(format) ? format : 'other' }];
    }
    case 'invalid_value': {
      const values = Array.isArray(issue.values) ? issue.values : [];
      return ['problem.oneOf', { count: values.length, allowed: values.map(shown).join(', ') }];
    }
    case 'unrecognized_keys': {
      const keys = Array.isArray(issue.keys) ? issue.keys.map(String) : [];
      return ['problem.unknownKeys', { count: keys.length, keys: keys.join(', ') }];
    }
    case 'not_multiple_of': {
      const divisor = numberOf(issue.divisor);
      if (!Number.isNaN(divisor)) return ['problem.multipleOf', { divisor }];
    }
  }
  return ['problem.notValid'];
}

/**
 * A zod issue's problem in the language, from the catalogue (decision 064). A schema's own English text stays
 * as written in English answers (the spec's texts) and is translated when the catalogue knows it; anything
 * else, zod's default texts included, reads the catalogue's message for the issue's code and parameters.
 */
export function zodIssueProblem(issue: ZodIssueLike, language: Language): string {
  if (!isZodDefault(issue)) {
    const own = issue.message as string;
    if (language === 'en') return own;
    const translated = translatedProblem(own, language);
    if (translated !== own) return translated;
  }
  const [key, values] = problemOf(issue);
  return translator(language)(key, values);
}
