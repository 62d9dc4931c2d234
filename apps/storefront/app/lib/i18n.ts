// Server side of the storefront's messages: the one catalogue lives in contracts (decision 060).

import { config } from '@ridgeline/contracts/config';
import {
  messagesFor as catalogueMessagesFor,
  translator as catalogueTranslator,
  type MessageArea,
  type MessageKey,
  messageAreas,
} from '@ridgeline/contracts/messages/catalogue';
import type { Locale } from './locale.ts';
import type { Messages, Translate } from './translate.ts';

export { type MessageArea, type MessageKey, type Messages, messageAreas };

/** PSEUDO_LOCALE=1 (never in production): every message in the pseudo-locale, to find untranslated text. */
const pseudo = () => config().PSEUDO_LOCALE;

/** The messages of some areas in a locale's language, compiled, for a loader to send with its data. */
export function messagesFor(locale: Locale, areas: readonly MessageArea[]): Messages {
  return catalogueMessagesFor(locale, areas, { pseudo: pseudo() });
}

/**
 * A translate function for a locale: `t('cart.itemCount', { count: 3 })`. Loaders and actions use it; components
 * use `useT()`, which reads the messages the matched routes' loaders sent.
 */
export function translator(locale: Locale): Translate {
  return catalogueTranslator(locale, { pseudo: pseudo() });
}
