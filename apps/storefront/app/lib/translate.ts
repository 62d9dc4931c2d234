import type { Dictionary, MessageKey } from './i18n.ts';

export type { Dictionary, MessageKey };
export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

export function interpolate(template: string, vars?: Record<string, string | number>): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** A translate function over one language's messages (sent to the browser by the root loader). */
export function createTranslate(messages: Dictionary): Translate {
  return (key, vars) => interpolate(messages[key] ?? key, vars);
}

interface MetaMatch {
  id: string;
  // biome-ignore lint/suspicious/noExplicitAny: route data of any shape
  data?: any;
  loaderData?: unknown;
}

/** Translate function for `meta` exports, from the root loader's messages. */
export function metaTranslate(matches: readonly (MetaMatch | undefined)[]): Translate {
  const root = matches.find((match) => match?.id === 'root');
  const messages = (root?.data ?? root?.loaderData) as { messages?: Dictionary } | undefined;
  return messages?.messages ? createTranslate(messages.messages) : (key) => key;
}
