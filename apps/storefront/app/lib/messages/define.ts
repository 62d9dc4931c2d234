/**
 * One area's strings in the three languages. English is the source of truth for the keys; French and German must
 * translate every one of them (the type checker says which are missing). `{name}` marks a placeholder.
 */
export interface MessageSet<Key extends string> {
  en: Record<Key, string>;
  fr: Record<Key, string>;
  de: Record<Key, string>;
}

export function defineMessages<const English extends Record<string, string>>(
  en: English,
  translations: { fr: Record<keyof English, string>; de: Record<keyof English, string> },
): MessageSet<keyof English & string> {
  return { en, ...translations };
}
