import { type DbOrTx, sql } from '@ridgeline/db';
import { rowsOf } from '../sql-rows.ts';
import { type SearchLanguage, type TextQuery, textConfig } from '../text-query.ts';
import type { Compare } from './listing.ts';
import type { ListingRow, SearchIndex } from './search-index.ts';

export interface TextMatch {
  rows: ListingRow[];
  /** Relevance order: score, then rating, then product id. */
  relevance: Compare;
  /** Whether words were corrected to find anything (such a query is never offered as a suggestion). */
  corrected: boolean;
}

/**
 * Products holding every word of the query as a prefix of one of their words, in the language's
 * stemmed form (PostgreSQL's text search configuration stems the shopper's words: "boots" finds
 * "boot" and "hiking" finds "hike"). When nothing matches, each word that no product's words start
 * with is corrected to the nearest word of product names, brands and categories, and the query is
 * matched again.
 */
export async function matchText(
  db: DbOrTx,
  index: SearchIndex,
  language: SearchLanguage,
  text: TextQuery,
): Promise<TextMatch> {
  const words = text.normalized.split(' ');
  const [stems, { words: textIndex, vocabulary }] = await Promise.all([
    stemsOf(db, language, words),
    index.text(db, language),
  ]);
  let found = textIndex.match(stems.flat(), index.rows.length);
  let corrected = false;
  if (found.slots.length === 0) {
    const fixed = words.map((word, i) =>
      stems[i]!.every((stem) => textIndex.hasPrefix(stem)) ? word : (vocabulary.correct(word) ?? word),
    );
    if (fixed.some((word, i) => word !== words[i])) {
      corrected = true;
      found = textIndex.match((await stemsOf(db, language, fixed)).flat(), index.rows.length);
    }
  }
  const { scores } = found;
  const relevance: Compare = (a, b) =>
    scores[b.slot]! - scores[a.slot]! || b.rating - a.rating || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  return { rows: found.slots.map((slot) => index.rows[slot]!), relevance, corrected };
}

/**
 * The lexemes PostgreSQL makes of each word as a prefix (`to_tsquery(config, 'word:*')`): usually one,
 * none for a stop word, several when the parser splits a word.
 */
async function stemsOf(db: DbOrTx, language: SearchLanguage, words: string[]): Promise<string[][]> {
  const config = sql.raw(`'${textConfig(language)}'`);
  const found = await rowsOf<{ query: string }>(
    db,
    sql`select to_tsquery(${config}, w || ':*')::text as query
      from unnest(${`{${words.map((word) => `"${word}"`).join(',')}}`}::text[]) with ordinality as u(w, n) order by n`,
  );
  return found.map((row) =>
    [...row.query.matchAll(/'((?:[^']|'')*)'/g)].map((match) => match[1]!.replaceAll("''", "'")),
  );
}
