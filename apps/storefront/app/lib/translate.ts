import {
  type Translate as CatalogueTranslate,
  type CompiledMessages,
  createTranslate as createCatalogueTranslate,
} from '@ridgeline/contracts/messages';
import type { MessageKey } from '@ridgeline/contracts/messages/catalogue';
import { DEFAULT_LOCALE, type Locale } from './locale.ts';

export type { MessageKey };
/** Compiled messages of some areas in one language: what each route's loader sends as `translations`. */
export type Messages = CompiledMessages<MessageKey>;
export type Translate = CatalogueTranslate<MessageKey>;

/** A translate function over one locale's messages, as the matched routes' loaders sent them. */
export function createTranslate(locale: Locale, sets: readonly (Messages | undefined)[]): Translate {
  return createCatalogueTranslate(locale, sets);
}

interface MetaMatch {
  id: string;
  // biome-ignore lint/suspicious/noExplicitAny: route data of any shape
  data?: any;
  loaderData?: unknown;
}

type MatchData = { translations?: Messages; locale?: Locale } | undefined;
const dataOf = (match: MetaMatch | undefined) => (match?.loaderData ?? match?.data) as MatchData;

/** The messages each matched route's loader sent (as `translations`), root first. */
export function messagesOfMatches(matches: readonly (MetaMatch | undefined)[]): (Messages | undefined)[] {
  return matches.map((match) => dataOf(match)?.translations);
}

/** The locale the root loader sent. */
export function localeOfMatches(matches: readonly (MetaMatch | undefined)[]): Locale {
  return matches.map(dataOf).find((data) => data?.locale)?.locale ?? DEFAULT_LOCALE;
}

/** Translate function for `meta` exports. */
export function metaTranslate(matches: readonly (MetaMatch | undefined)[]): Translate {
  return createTranslate(localeOfMatches(matches), messagesOfMatches(matches));
}
