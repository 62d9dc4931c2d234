import type { Dictionary, MessageKey, Messages } from './i18n.ts';

export type { Dictionary, MessageKey, Messages };
export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

export function interpolate(template: string, vars?: Record<string, string | number>): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** A translate function over one language's messages, as the matched routes' loaders sent them. */
export function createTranslate(sets: readonly (Messages | undefined)[]): Translate {
  return (key, vars) => {
    for (const messages of sets) {
      const text = messages?.[key];
      if (text !== undefined) return interpolate(text, vars);
    }
    return key;
  };
}

/** The messages each matched route's loader sent (as `translations`), root first. */
export function messagesOfMatches(matches: readonly (MetaMatch | undefined)[]): (Messages | undefined)[] {
  return matches.map(
    (match) => ((match?.loaderData ?? match?.data) as { translations?: Messages } | undefined)?.translations,
  );
}

interface MetaMatch {
  id: string;
  // biome-ignore lint/suspicious/noExplicitAny: route data of any shape
  data?: any;
  loaderData?: unknown;
}

/** Translate function for `meta` exports. */
export function metaTranslate(matches: readonly (MetaMatch | undefined)[]): Translate {
  return createTranslate(messagesOfMatches(matches));
}
