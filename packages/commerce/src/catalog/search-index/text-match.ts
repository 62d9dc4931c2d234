import { type DbOrTx, sql } from '@ridgeline/db';
import { rowsOf, textArray } from '../sql-rows.ts';
import { type SearchLanguage, type TextQuery, textConfig } from '../text-query.ts';
import { type Compare, idOrder } from './listing.ts';
import type { SearchIndex } from './search-index.ts';

export interface TextMatch {
  /** The matching slots. */
  slots: number[];
  /** Relevance order: score, then rating, then product id. */
  relevance: Compare;
  /**
   * The query with its mistyped words corrected, when the words as typed found nothing and the corrected
   * ones were matched instead (such a query is never offered as a suggestion); null otherwise.
   */
  correctedQuery: string | null;
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
  let found = textIndex.match(stems.flat(), index.size);
  let correctedQuery: string | null = null;
  if (found.slots.length === 0) {
    const fixed = words.map((word, i) =>
      stems[i]!.every((stem) => textIndex.hasPrefix(stem)) ? word : (vocabulary.correct(word) ?? word),
    );
    if (fixed.some((word, i) => word !== words[i])) {
      correctedQuery = fixed.join(' ');
      found = textIndex.match((await stemsOf(db, language, fixed)).flat(), index.size);
    }
  }
  const { scores } = found;
  const { rating } = index.columns;
  index.inIdOrder(); // sets the positions idOrder compares
  const byId = idOrder(index);
  const relevance: Compare = (a, b) => scores[b]! - scores[a]! || rating[b]! - rating[a]! || byId(a, b);
  return { slots: found.slots, relevance, correctedQuery };
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
      from unnest(${textArray(words)}) with ordinality as u(w, n) order by n`,
  );
  return found.map((row) =>
    [...row.query.matchAll(/'((?:[^']|'')*)'/g)].map((match) => match[1]!.replaceAll("''", "'")),
  );
}
