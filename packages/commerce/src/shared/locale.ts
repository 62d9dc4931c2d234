import type { LocalizedText } from '@ridgeline/db';

/** Language part of a locale such as 'fr-ca'. */
export const languageOf = (locale: string): string => locale.slice(0, 2);

/** Text in the locale's language, falling back to English. */
export function localize(text: LocalizedText, locale: string): string {
  return text[languageOf(locale)] ?? text.en ?? '';
}
