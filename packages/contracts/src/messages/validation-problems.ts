// A REQ400 problem arrives as the English text its rule wrote (zod schemas and rule tables are shared with the
// storefront and name problems in English, the spec's texts). This finds the text's catalogue key, with its
// number when it has one, so the answer can read in the request's language.
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
