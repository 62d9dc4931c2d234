// The one message catalogue (decision 060): every string a shopper reads, in ICU MessageFormat, one file per
// area under `areas/`. Server code only: it compiles messages for `runtime.ts`, which is all the browser gets.
import { type Language, languageOf } from '../sites.ts';
import { accountMessages } from './areas/account.ts';
import { adminMessages } from './areas/admin.ts';
import { adminCustomerMessages } from './areas/admin-customers.ts';
import { adminCustomsMessages } from './areas/admin-customs.ts';
import { adminPromotionMessages } from './areas/admin-promotions.ts';
import { adminReturnMessages } from './areas/admin-returns.ts';
import { adminSettingsMessages } from './areas/admin-settings.ts';
import { adminStoreMessages } from './areas/admin-stores.ts';
import { checkoutMessages } from './areas/checkout.ts';
import { commerceBlocksMessages } from './areas/commerce-blocks.ts';
import { coreMessages } from './areas/core.ts';
import { customsMessages } from './areas/customs.ts';
import { discoveryMessages } from './areas/discovery.ts';
import { documentMessages } from './areas/documents.ts';
import { emailMessages } from './areas/emails.ts';
import { engagementMessages } from './areas/engagement.ts';
import { errorMessages } from './areas/errors.ts';
import { giftingMessages } from './areas/gifting.ts';
import { identityMessages } from './areas/identity.ts';
import { labelMessages } from './areas/labels.ts';
import { ordersMessages } from './areas/orders.ts';
import { problemMessages } from './areas/problems.ts';
import { productDetailMessages } from './areas/product-details.ts';
import { compileMessage } from './compile.ts';
import type { MessageSet } from './define.ts';
import { type CompiledMessages, createTranslate, type Translate } from './runtime.ts';

/** Two message sets as one area (the admin area's screens keep their messages in several files). */
function joined<A extends string, B extends string>(a: MessageSet<A>, b: MessageSet<B>): MessageSet<A | B> {
  return {
    en: { ...a.en, ...b.en },
    fr: { ...a.fr, ...b.fr },
    de: { ...a.de, ...b.de },
  } as MessageSet<A | B>;
}

/**
 * The areas of the catalogue. The storefront's root loader sends `core` (header, footer, error page); each
 * route's loader adds the areas its components use, so a listing does not carry the checkout's texts.
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
  /** The content's menu, footer, promo bar, pop-ups and sign-up forms: the root loader sends it. */
  engagement: engagementMessages,
  /** The commerce content blocks (collections, recommendations, upsell, the journal; decision 076). */
  commerceBlocks: commerceBlocksMessages,
  /** The back-office (apps/admin): its root loader sends it, and no storefront route does. */
  admin: joined(
    joined(
      joined(
        joined(joined(adminMessages, adminPromotionMessages), adminCustomerMessages),
        adminReturnMessages,
      ),
      adminSettingsMessages,
    ),
    joined(adminStoreMessages, adminCustomsMessages),
  ),
} as const;

export type MessageArea = keyof typeof messageAreas;
type KeysOf<Set> = Set extends MessageSet<infer Key> ? Key : never;
export type MessageKey = KeysOf<(typeof messageAreas)[MessageArea]>;

/**
 * The areas only server code reads (decision 061): error messages, validation problems, emails, documents,
 * domain labels. No loader sends them; `messagesFor` does not know their names.
 */
export const serverMessageAreas = {
  errors: errorMessages,
  problems: problemMessages,
  emails: emailMessages,
  documents: documentMessages,
  labels: labelMessages,
  productDetails: productDetailMessages,
} as const;

export type ServerMessageArea = keyof typeof serverMessageAreas;
export type ServerMessageKey = KeysOf<(typeof serverMessageAreas)[ServerMessageArea]>;

export interface CatalogueOptions {
  /** The pseudo-locale: every message in accented look-alike letters between ⟦ ⟧ (decision 060). */
  pseudo?: boolean;
}

const compiled = new Map<string, CompiledMessages>();

const allAreas = { ...messageAreas, ...serverMessageAreas };

function compiledArea(
  area: MessageArea | ServerMessageArea,
  language: Language,
  pseudo: boolean,
): CompiledMessages {
  const cacheKey = `${area}:${language}:${pseudo ? 'pseudo' : ''}`;
  let messages = compiled.get(cacheKey);
  if (!messages) {
    const source: Record<string, string> = allAreas[area][language];
    messages = Object.fromEntries(
      Object.entries(source).map(([key, text]) => [key, compileMessage(key, text, pseudo)]),
    );
    compiled.set(cacheKey, messages);
  }
  return messages;
}

/** Some areas' messages in a locale's language, compiled: what a loader sends with its data. */
export function messagesFor(
  locale: string,
  areas: readonly MessageArea[],
  options: CatalogueOptions = {},
): CompiledMessages<MessageKey> {
  const language = languageOf(locale);
  return Object.assign({}, ...areas.map((area) => compiledArea(area, language, options.pseudo ?? false)));
}

const englishKeys = new Set(Object.values(allAreas).flatMap((set) => Object.keys(set.en)));

/** Whether the catalogue has a message for this key (for keys built from data, such as a badge's id). */
export function hasMessage(key: string): key is MessageKey | ServerMessageKey {
  return englishKeys.has(key);
}

const ALL_AREAS = Object.keys(allAreas) as (MessageArea | ServerMessageArea)[];
const translators = new Map<string, Translate<MessageKey | ServerMessageKey>>();

/**
 * A translate function over the whole catalogue (the storefront's areas and the server's) in a locale, for
 * server code (loaders, error answers, emails, PDFs). Built once per locale.
 */
export function translator(
  locale: string,
  options: CatalogueOptions = {},
): Translate<MessageKey | ServerMessageKey> {
  const cacheKey = `${locale}:${options.pseudo ? 'pseudo' : ''}`;
  let translate = translators.get(cacheKey);
  if (!translate) {
    const language = languageOf(locale);
    const pseudo = options.pseudo ?? false;
    const messages = Object.assign({}, ...ALL_AREAS.map((area) => compiledArea(area, language, pseudo)));
    translate = createTranslate(locale, [messages]);
    translators.set(cacheKey, translate);
  }
  return translate;
}
