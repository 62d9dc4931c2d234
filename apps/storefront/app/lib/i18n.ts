import { type Language, type Locale, languageOf } from './locale.ts';
import { accountMessages } from './messages/account.ts';
import { checkoutMessages } from './messages/checkout.ts';
import { coreMessages } from './messages/core.ts';
import { customsMessages } from './messages/customs.ts';
import type { MessageSet } from './messages/define.ts';
import { discoveryMessages } from './messages/discovery.ts';
import { giftingMessages } from './messages/gifting.ts';
import { identityMessages } from './messages/identity.ts';
import { ordersMessages } from './messages/orders.ts';
import { createTranslate, type Translate } from './translate.ts';

/** Every area's strings; each area keeps its own file under `messages/`. */
export const messageSets = [
  coreMessages,
  discoveryMessages,
  identityMessages,
  accountMessages,
  checkoutMessages,
  ordersMessages,
  giftingMessages,
  customsMessages,
] as const;

type KeysOf<Set> = Set extends MessageSet<infer Key> ? Key : never;
export type MessageKey = KeysOf<(typeof messageSets)[number]>;
export type Dictionary = Record<MessageKey, string>;

function merge(language: Language): Dictionary {
  return Object.assign({}, ...messageSets.map((set) => set[language])) as Dictionary;
}

export const dictionaries: Record<Language, Dictionary> = {
  en: merge('en'),
  fr: merge('fr'),
  de: merge('de'),
};

/** The messages of a locale's language. */
export function messagesFor(locale: Locale): Dictionary {
  return dictionaries[languageOf(locale)];
}

/**
 * A translate function for a locale: `t('cart.itemCount', { count: 3 })`. Loaders and actions use it; components
 * use `useT()`, which reads the one language the root loader sent, so the browser never loads all three.
 */
export function translator(locale: Locale): Translate {
  return createTranslate(messagesFor(locale));
}
