// The browser half of the message catalogue (decision 060): formats messages the server compiled
// (`catalogue.ts`), so neither the ICU parser nor any catalogue text reaches the browser bundle.
import { setupI18n } from '@lingui/core';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';

export type { CompiledMessage };
/** Some of the catalogue's messages in one language, compiled: what a loader sends the browser. */
export type CompiledMessages<Key extends string = string> = Partial<Record<Key, CompiledMessage>>;
export type MessageValues = Record<string, string | number>;
export type Translate<Key extends string = string> = (key: Key, values?: MessageValues) => string;

/**
 * A translate function for a locale over compiled message sets; the first set holding a key wins. Plurals
 * and numbers follow the locale's rules (`fr-ca`: "1 article", "2 articles", "1 000"). An unknown key
 * reads as itself, so a missing message shows up on the page instead of failing it.
 */
export function createTranslate<Key extends string>(
  locale: string,
  sets: readonly (CompiledMessages<Key> | undefined)[],
): Translate<Key> {
  const messages: Record<string, CompiledMessage> = {};
  for (const set of [...sets].reverse()) Object.assign(messages, set);
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  return (key, values) => i18n._(key, values);
}
