import type { Language } from '../sites.ts';

/**
 * One area's messages in every language, as ICU MessageFormat text: `{name}` is a value,
 * `{count, plural, one {# item} other {# items}}` a plural, `{kind, select, a {…} other {…}}` a choice.
 * English is the source of truth for the keys; French and German must translate every one of them (the type
 * checker says which are missing, `catalogue.test.ts` that the placeholders match).
 */
export type MessageSet<Key extends string> = Record<Language, Record<Key, string>>;

export function defineMessages<const English extends Record<string, string>>(
  en: English,
  translations: { fr: Record<keyof English, string>; de: Record<keyof English, string> },
): MessageSet<keyof English & string> {
  return { en, ...translations };
}
