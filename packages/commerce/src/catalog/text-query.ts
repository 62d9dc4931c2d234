/** Languages with their own text search configuration; others search in English. */
const TEXT_CONFIGS = { en: 'english', fr: 'french', de: 'german' } as const;
export type SearchLanguage = keyof typeof TEXT_CONFIGS;
export const SEARCH_LANGUAGES = Object.keys(TEXT_CONFIGS) as SearchLanguage[];

const MAX_TOKENS = 8;

export function searchLanguage(language: string): SearchLanguage {
  return language in TEXT_CONFIGS ? (language as SearchLanguage) : 'en';
}

export const textConfig = (language: SearchLanguage): string => TEXT_CONFIGS[language];

export interface TextQuery {
  /** Lower-case words joined by single spaces: the form logged and matched by trigrams. */
  normalized: string;
  /**
   * to_tsquery input: every word as a prefix (so "hik" finds "hiking"), all required. Words are only
   * letters and digits, so nothing in them is tsquery syntax.
   */
  prefixQuery: string;
}

/** Splits a shopper's query into words; null when nothing searchable is left. */
export function parseTextQuery(q: string | undefined): TextQuery | null {
  const tokens =
    (q ?? '')
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  const words = tokens.slice(0, MAX_TOKENS);
  if (words.length === 0) return null;
  return { normalized: words.join(' '), prefixQuery: words.map((word) => `${word}:*`).join(' & ') };
}
