import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Language } from '../sites.ts';
import { zodIssueProblem } from './validation-problems.ts';

/** The problem of the first issue zod finds in value, as the API reports it. */
function problem(schema: z.ZodType, value: unknown, language: Language, missing = false): string {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected an issue');
  const { path: _path, ...issue } = result.error.issues[0]!;
  return zodIssueProblem({ ...issue, missing }, language);
}

describe('zod issues in the catalogue’s words', () => {
  it('names each kind of problem with its values, in en, fr and de', () => {
    const cases: [z.ZodType, unknown, Record<Language, string>][] = [
      [z.number(), 'a', { en: 'Must be a number', fr: 'Doit être un nombre', de: 'Muss eine Zahl sein' }],
      [
        z.number().min(2),
        1,
        { en: 'Must be at least 2', fr: 'Doit être au moins 2', de: 'Muss mindestens 2 sein' },
      ],
      [
        z.number().lt(5),
        5,
        { en: 'Must be less than 5', fr: 'Doit être inférieur à 5', de: 'Muss kleiner als 5 sein' },
      ],
      [
        z.array(z.string()).max(1),
        ['a', 'b'],
        {
          en: 'Must have at most 1 item',
          fr: 'Doit contenir au plus 1 élément',
          de: 'Darf höchstens 1 Eintrag enthalten',
        },
      ],
      [
        z.string().min(3),
        'ab',
        {
          en: 'Must be at least 3 characters',
          fr: 'Doit compter au moins 3 caractères',
          de: 'Muss mindestens 3 Zeichen lang sein',
        },
      ],
      [
        z.email(),
        'nope',
        {
          en: 'Email is not valid',
          fr: 'L’adresse e-mail n’est pas valide',
          de: 'Die E-Mail-Adresse ist ungültig',
        },
      ],
      [
        z.string().regex(/^\d+$/),
        'x',
        {
          en: 'Is not in the expected format',
          fr: 'N’a pas le format attendu',
          de: 'Hat nicht das erwartete Format',
        },
      ],
      [
        z.enum(['S', 'B']),
        'X',
        {
          en: 'Must be one of: S, B',
          fr: 'Doit être l’une des valeurs suivantes : S, B',
          de: 'Muss einer dieser Werte sein: S, B',
        },
      ],
      [
        z.strictObject({ a: z.string() }),
        { a: 'x', b: 1, c: 2 },
        { en: 'Unknown fields: b, c', fr: 'Champs inconnus : b, c', de: 'Unbekannte Felder: b, c' },
      ],
      [
        z.string().refine(() => false),
        'x',
        { en: 'Is not valid', fr: 'N’est pas valide', de: 'Ist ungültig' },
      ],
    ];
    for (const [schema, value, expected] of cases) {
      for (const language of ['en', 'fr', 'de'] as const) {
        expect(problem(schema, value, language)).toBe(expected[language]);
      }
    }
  });

  it('calls an absent field required, and a field of the wrong type by the type it needs', () => {
    expect(problem(z.string(), undefined, 'fr', true)).toBe('Ce champ est obligatoire');
    expect(problem(z.string(), 3, 'de')).toBe('Muss ein Text sein');
  });

  it('keeps a schema’s own English text in English and translates it when the catalogue knows it', () => {
    const rule = z.string().max(5, 'Must be at most 5 characters');
    expect(problem(rule, 'abcdef', 'en')).toBe('Must be at most 5 characters');
    expect(problem(rule, 'abcdef', 'fr')).toBe('Doit compter au plus 5 caractères');
    const adHoc = z.string().regex(/^ST\d{4}$/, 'must be a store id such as ST0001');
    expect(problem(adHoc, 'x', 'en')).toBe('must be a store id such as ST0001');
    expect(problem(adHoc, 'x', 'de')).toBe('Hat nicht das erwartete Format');
  });
});
