import { useEffect, useMemo, useState } from 'react';
import { useMatches, useRouteLoaderData } from 'react-router';
import { DEFAULT_LOCALE, type Locale } from './locale.ts';
import { createTranslate, type Messages, messagesOfMatches, type Translate } from './translate.ts';

export interface RootData {
  locale: Locale;
  origin: string;
  cartCount: number;
  categories: import('@ridgeline/contracts').CategoryNode[];
  translations: Messages;
  /** The signed-in shopper for the header; null for a guest. */
  shopper?: import('../components/account-menu.tsx').ShopperSummary | null;
  /** The content's menu, footer, promo and benefit bars and pop-up (decision 075); null parts fall back. */
  chrome?: import('../content/blocks/navigation/chrome-data.ts').ChromeBlocks;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}

export function useLocale(): Locale {
  return useRootData()?.locale ?? DEFAULT_LOCALE;
}

/** Translates with the messages the matched routes' loaders sent (the root's `core` and each route's areas). */
export function useT(): Translate {
  const matches = useMatches();
  const locale = useLocale();
  return useMemo(() => createTranslate(locale, messagesOfMatches(matches)), [locale, matches]);
}

/** True after hydration: lets components switch from CSS-only behaviour to scripted behaviour. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
