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

/**
 * Every area's strings; each area keeps its own file under `messages/`. The root loader sends the browser
 * `core` (what the header, footer and error page say); each route's loader adds the areas its own
 * components use (`messagesFor`), so a listing does not carry the account and checkout texts.
 */
export const messageAreas = {
  core: coreMessages,
  discovery: discoveryMessages,
  identity: identityMessages,
  account: accountMessages,
  checkout: checkoutMessages,
  orders: ordersMessages,
  gifting: giftingMessages,
  customs: customsMessages,
} as const;

export type MessageArea = keyof typeof messageAreas;
export const messageSets = Object.values(messageAreas);

type KeysOf<Set> = Set extends MessageSet<infer Key> ? Key : never;
export type MessageKey = KeysOf<(typeof messageAreas)[MessageArea]>;
export type Dictionary = Record<MessageKey, string>;

function merge(language: Language): Dictionary {
  return Object.assign({}, ...messageSets.map((set) => set[language])) as Dictionary;
}

export const dictionaries: Record<Language, Dictionary> = {
  en: merge('en'),
  fr: merge('fr'),
  de: merge('de'),
};

/** Part of a language's dictionary: what a route's loader sends the browser. */
export type Messages = Partial<Dictionary>;

/** The messages of some areas in a locale's language, for a loader to send with its data. */
export function messagesFor(locale: Locale, areas: readonly MessageArea[]): Messages {
  const language = languageOf(locale);
  return Object.assign({}, ...areas.map((area) => messageAreas[area][language]));
}

/**
 * A translate function for a locale: `t('cart.itemCount', { count: 3 })`. Loaders and actions use it; components
 * use `useT()`, which reads the messages the matched routes' loaders sent in one language.
 */
export function translator(locale: Locale): Translate {
  return createTranslate([dictionaries[languageOf(locale)]]);
}
